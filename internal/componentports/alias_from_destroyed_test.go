package componentports_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// An alias that a rainbond_component_port being destroyed gives up, taken
// by a port the aggregate creates in the same plan, fails the plan: the
// two run at once, and the platform's create does not check the alias.
// The advice (the destroy first, with -target) works.
func TestAccComponentPorts_aliasFromDestroyedPortResource(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(acctest.PortHCL("a", 7601, `port_alias = "MOVEME"`)))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Write(env.Config(setHCL("web", map[string]string{"7602": `      port_alias = "MOVEME"`}, "")))
	env.GW.ResetCounts()
	out, err := w.Try("apply", "-input=false", "-auto-approve")
	if err == nil {
		t.Fatalf("the alias move passed the plan:\n%s", out)
	}
	acctest.ExpectIn(t, "plan", out, "Cannot create port 7602", `port 7601 of the component has alias "MOVEME"`, "terraform apply -target=")
	if n := env.GW.Count("AddPort") + env.GW.Count("DeletePort"); n != 0 {
		t.Fatalf("the refused apply sent %d port writes", n)
	}
	w.Run("apply", "-input=false", "-auto-approve", "-target=rainbond_component_port.a")
	w.Run("apply", "-input=false", "-auto-approve")
	if p, ok := env.GW.Port(fixture.Component, 7602); !ok || p.PortAlias != "MOVEME" {
		t.Fatalf("port 7602 after following the advice: %+v (found %t), want alias MOVEME", p, ok)
	}
	if _, ok := env.GW.Port(fixture.Component, 7601); ok {
		t.Fatal("port 7601 is still there")
	}
	acctest.ExpectIn(t, "plan after", w.Run("plan", "-input=false"), "No changes")
}
