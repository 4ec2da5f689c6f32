package componentports_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// The aggregate's ports found after a create whose answer was lost are
// its own, as the adoption rule says, and the apply says so, port by port
// (see the single port's test of the same name).
func TestAccComponentPorts_foundAfterUncertainCreateWarns(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(setHCL("web", map[string]string{
		"7301": `      protocol = "http"`,
		"7302": `      protocol = "tcp"`,
	}, "")))
	acctest.ApplyWithLostPortCreate(t, env, w, 2, "removing it from ports, or destroying this resource, deletes it",
		"Apply complete! Resources: 1 added")
}
