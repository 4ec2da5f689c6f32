package port_test

import (
	"net/http"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// A port found after a create whose answer was lost is taken as the
// create's own, as the adoption rule says, and the apply says so: a port
// made in the console meanwhile with the same settings could not be told
// apart, and a destroy would delete it. An apply with a clear answer says
// nothing of it.
func TestAccComponentPort_foundAfterUncertainCreateWarns(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(acctest.PortHCL("web", 8080, "")))
	env.GW.FailNextAfterCommit(mockgateway.OpAddPort, 1, http.StatusBadGateway)
	out := w.Run("apply", "-auto-approve", "-input=false")
	acctest.ExpectIn(t, "apply", out,
		"Warning: Port found after an uncertain create",
		"Creating port 8080 did not return a clear answer",
		"terraform state rm",
		"Apply complete! Resources: 1 added")
	if n := env.GW.Count(mockgateway.OpAddPort); n != 1 {
		t.Errorf("%d POSTs, want 1 (the port was found, not made again)", n)
	}
	acctest.ExpectIn(t, "plan", w.Run("plan", "-detailed-exitcode", "-input=false"), "No changes.")

	w.Write(env.Config(acctest.PortHCL("web", 8080, "") + acctest.PortHCL("api", 9090, "")))
	acctest.ExpectNotIn(t, "apply with a clear answer", w.Run("apply", "-auto-approve", "-input=false"), "uncertain create")
}
