package componentports_test

import (
	"net/http"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
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
	env.GW.FailNextAfterCommit(mockgateway.OpAddPort, 1, http.StatusBadGateway)
	out := w.Run("apply", "-auto-approve", "-input=false")
	acctest.ExpectIn(t, "apply", out,
		"Warning: Port found after an uncertain create",
		"did not return a clear answer",
		"removing it from ports, or destroying this resource, deletes it",
		"Apply complete! Resources: 1 added")
	if n := env.GW.Count(mockgateway.OpAddPort); n != 2 {
		t.Errorf("%d POSTs, want 2 (the port with the lost answer was found, not made again)", n)
	}
	acctest.ExpectIn(t, "plan", w.Run("plan", "-detailed-exitcode", "-input=false"), "No changes.")
}
