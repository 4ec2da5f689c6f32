package port_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

func twoAliases(a, b string) string {
	return acctest.PortHCL("a", 7001, `protocol = "http"
port_alias = "`+a+`"`) + acctest.PortHCL("b", 7002, `protocol = "http"
port_alias = "`+b+`"`)
}

// Two rainbond_component_port resources of one component that swap their
// aliases fail the plan, with the advice of a temporary alias, which then
// works; the platform would refuse the swap in any order.
func TestAccComponentPort_aliasSwapBetweenResourcesFails(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(twoAliases("XA", "XC")))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Write(env.Config(twoAliases("XC", "XA")))
	out, err := w.Try("plan", "-input=false")
	if err == nil {
		t.Fatalf("the swap passed the plan:\n%s", out)
	}
	acctest.ExpectIn(t, "plan", out, "Port aliases swapped between resources", "temporary alias")
	// The advice: a temporary alias first, then the aliases wanted, each
	// move with the giving port first.
	w.Write(env.Config(twoAliases("XATMP", "XC")))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Write(env.Config(twoAliases("XC", "XA")))
	out, err = w.Try("plan", "-input=false")
	if err == nil {
		t.Fatalf("the move passed the plan:\n%s", out)
	}
	acctest.ExpectIn(t, "plan", out, "Port alias moved between resources", "-target=<address of the resource of port 7002>")
	w.Run("apply", "-input=false", "-auto-approve", "-target=rainbond_component_port.b")
	w.Run("apply", "-input=false", "-auto-approve")
	if p, _ := env.GW.Port(fixture.Component, 7001); p.PortAlias != "XC" {
		t.Fatalf("port 7001 alias %q, want XC", p.PortAlias)
	}
	acctest.ExpectIn(t, "plan after", w.Run("plan", "-input=false"), "No changes")
}

// An alias moved from one rainbond_component_port to another of the same
// component fails the plan (the two writes race), and the advice given,
// the giving port first with -target, works.
func TestAccComponentPort_aliasMoveBetweenResourcesFails(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(twoAliases("XC", "XA")))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Write(env.Config(twoAliases("XA", "XD")))
	out, err := w.Try("plan", "-input=false")
	if err == nil {
		t.Fatalf("the move passed the plan:\n%s", out)
	}
	acctest.ExpectIn(t, "plan", out, "Port alias moved between resources", `alias "XA" from port 7002 to port 7001`, "-target")
	w.Run("apply", "-input=false", "-auto-approve", "-target=rainbond_component_port.b")
	w.Run("apply", "-input=false", "-auto-approve")
	if p, _ := env.GW.Port(fixture.Component, 7001); p.PortAlias != "XA" {
		t.Fatalf("port 7001 alias %q, want XA", p.PortAlias)
	}
	acctest.ExpectIn(t, "plan after", w.Run("plan", "-input=false"), "No changes")
}
