package port_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// A port created without port_alias gets the platform's default alias
// (GRACC0WEB7602 for port 7602 of gracc0web), which clashes as a configured
// alias does: with another new port that names it (the platform would give
// both the alias, and move the first one's connection variables to the
// second), and with a port of the component that has it. Both fail the
// plan, before any write; the advice (an alias of one's own) works.
func TestAccComponentPort_defaultAliasClashesFailThePlan(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	named := acctest.PortHCL("named", 7601, "port_alias = \"GRACC0WEB7602\"\n  is_inner_service = true")
	unnamed := acctest.PortHCL("unnamed", 7602, "is_inner_service = true")
	w := env.NewCLIWorkdir(t, env.Config(named+unnamed))
	out, err := w.Try("plan", "-input=false")
	if err == nil {
		t.Fatalf("two new ports of one alias, one of them the platform's default, planned:\n%s", out)
	}
	acctest.ExpectIn(t, "plan", out, "GRACC0WEB7602")

	// A port of the component has the default alias already.
	if _, err := env.Console.PutPort(mockgateway.Port{ServiceID: fixture.Component, ContainerPort: 7603, Protocol: "tcp", PortAlias: "GRACC0WEB7604"}); err != nil {
		t.Fatal(err)
	}
	w.Write(env.Config(acctest.PortHCL("unnamed", 7604, "")))
	env.GW.ResetCounts()
	out, err = w.Try("apply", "-input=false", "-auto-approve")
	if err == nil {
		t.Fatalf("a port with no alias took the alias GRACC0WEB7604 of port 7603:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, "Port alias held by another port", `port 7603 of the component has alias "GRACC0WEB7604"`)
	if n := env.GW.Count("AddPort"); n != 0 {
		t.Fatalf("%d port creates sent, want none", n)
	}
	// The advice: an alias of one's own.
	w.Write(env.Config(acctest.PortHCL("unnamed", 7604, `port_alias = "OWN7604"`)))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Run("destroy", "-input=false", "-auto-approve")
	if p, ok := env.GW.Port(fixture.Component, 7603); !ok || p.PortAlias != "GRACC0WEB7604" {
		t.Fatalf("the console's port 7603: %+v (found %t), want it untouched", p, ok)
	}
}
