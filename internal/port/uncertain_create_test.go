package port_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// A port found after a create whose answer was lost is taken as the
// create's own, as the adoption rule says, and the apply says so: a port
// made in the console meanwhile with the same settings could not be told
// apart, and a destroy would delete it. An apply with a clear answer says
// nothing of it.
func TestAccComponentPort_foundAfterUncertainCreateWarns(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(acctest.PortHCL("web", 8080, "")))
	acctest.ApplyWithLostPortCreate(t, env, w, 1, "Creating port 8080 did not return a clear answer", "terraform state rm",
		"Apply complete! Resources: 1 added")

	w.Write(env.Config(acctest.PortHCL("web", 8080, "") + acctest.PortHCL("api", 9090, "")))
	acctest.ExpectNotIn(t, "apply with a clear answer", w.Run("apply", "-auto-approve", "-input=false"), "uncertain create")
}
