package port_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// A -replace under create_before_destroy cannot make the port a second
// time beside the object it replaces: the refusal names
// create_before_destroy (not an import of a port made outside Terraform),
// sends nothing, and the state keeps the old object. Following the
// advice, the replacement without create_before_destroy goes through.
func TestAccComponentPort_createBeforeDestroyReplacementIsExplained(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	cbd := "is_inner_service = true\n  lifecycle {\n    create_before_destroy = true\n  }"
	w := env.NewCLIWorkdir(t, env.Config(acctest.PortHCL("web", 8080, cbd)))
	w.Run("apply", "-input=false", "-auto-approve")
	env.GW.ResetCounts()
	out, err := w.Try("apply", "-input=false", "-auto-approve", "-replace="+acctest.WebPortAddr)
	if err == nil {
		t.Fatalf("the create_before_destroy replacement went through:\n%s", out)
	}
	acctest.ExpectIn(t, "create_before_destroy replacement", out, "Port 8080 already exists", "so nothing was sent",
		"create_before_destroy cannot make a second copy of it", "Remove create_before_destroy from this resource")
	if n := env.GW.Count(mockgateway.OpAddPort); n != 0 {
		t.Fatalf("%d port creates sent by a create that refuses", n)
	}
	acctest.ExpectIn(t, "plan after the refusal", w.Run("plan", "-input=false", "-detailed-exitcode"), "No changes")

	w.Write(env.Config(acctest.PortHCL("web", 8080, "is_inner_service = true")))
	w.Run("apply", "-input=false", "-auto-approve", "-replace="+acctest.WebPortAddr)
	if p, ok := env.GW.Port(fixture.Component, 8080); !ok || !p.IsInnerService {
		t.Fatalf("port after the replacement: %+v (exists %v)", p, ok)
	}
	acctest.ExpectIn(t, "plan after the replacement", w.Run("plan", "-input=false", "-detailed-exitcode"), "No changes")
}
