package componentports_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// One alias on a port of this resource and on a rainbond_component_port of
// the same component, written in the other form, fails the plan: a warning
// let every apply fail, and the tainted aggregate was deleted and made again
// on each run.
func TestAccComponentPorts_aliasOnTwoResourcesFails(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(
		setHCL("web", map[string]string{"7601": `      protocol = "http"
      port_alias = "OKA"`}, "")+
			acctest.PortHCLAs("p", fixture.TenantID, fixture.ServiceID, 7602, `  protocol = "http"
  port_alias = "OKA"`)))
	out, err := w.Try("plan", "-input=false")
	if err == nil {
		t.Fatalf("plan with one alias on two resources of a component succeeded:\n%s", out)
	}
	acctest.ExpectIn(t, "plan", out, "Error: Port alias used twice in one component", `port_alias "OKA"`)
	noPortWrites := acctest.ExpectRequests(env, map[string]int{mockgateway.OpAddPort: 0, mockgateway.OpUpdatePort: 0, mockgateway.OpDeletePort: 0})
	if err := noPortWrites(nil); err != nil {
		t.Fatal(err)
	}
}

// Aliases swapped between a port of this resource and a
// rainbond_component_port of the same component fail the plan: the
// platform refuses the swap in any order.
func TestAccComponentPorts_aliasSwapAcrossFormsFails(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	cfg := func(a, b string) string {
		return env.Config(setHCL("web", map[string]string{"7601": `      protocol = "http"
      port_alias = "` + a + `"`}, "") + acctest.PortHCL("p", 7602, `protocol = "http"
port_alias = "`+b+`"`))
	}
	w := env.NewCLIWorkdir(t, cfg("XA", "XC"))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Write(cfg("XC", "XA"))
	out, err := w.Try("plan", "-input=false")
	if err == nil {
		t.Fatalf("the swap passed the plan:\n%s", out)
	}
	acctest.ExpectIn(t, "plan", out, "Port aliases swapped between resources", "temporary alias")
}
