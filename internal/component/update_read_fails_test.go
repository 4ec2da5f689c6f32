package component_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// An update that cannot read the component first changes nothing, and
// the state must not claim the plan: the new image stays out of state, so
// the next plan still shows the change.
func TestAccComponent_updateReadFailsKeepsPriorState(t *testing.T) {
	env := acctest.NewPacedEnv(t, emptyApp())
	w := acctest.NewCLIWorkdir(t, env.Config(componentHCL("nginx:1.25", true)))
	w.Run("apply", "-auto-approve", "-input=false")
	w.Write(env.Config(componentHCL("nginx:1.27", true)))
	w.Run("plan", "-input=false", "-out=change.tfplan")
	env.GW.AddFault(mockgateway.Fault{Operation: mockgateway.OpGetComponent, Status: 503, Times: 10})
	out, err := w.Try("apply", "-input=false", "change.tfplan")
	if err == nil {
		t.Fatalf("the apply succeeded without reading the component:\n%s", out)
	}
	env.GW.ResetFaults()
	show := w.Run("state", "show", "rainbond_component.web")
	acctest.ExpectIn(t, "state after the failed update", show, `"nginx:1.25"`)
	acctest.ExpectNotIn(t, "state after the failed update", show, "nginx:1.27")
	acctest.ExpectIn(t, "plan after the failed update", w.Run("plan", "-input=false"), "nginx:1.25", "nginx:1.27")
}
