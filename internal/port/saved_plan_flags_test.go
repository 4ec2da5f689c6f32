package port_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// A saved plan that changes only the protocol does not close the inner
// service of a port the console made again after the plan with the plan's
// protocol, its own alias and the inner service open (the configuration
// leaves port_alias unset): the plan never showed a change of the inner
// service, and closing it cuts the port's dependants off. The apply
// refuses, names the flag, writes nothing, and the next plan shows it.
func TestAccComponentPort_savedUpdateKeepsRemadePortsFlags(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	cfg := func(protocol string) string {
		return env.Config(acctest.PortHCL("web", 7450, `protocol = "`+protocol+`"`))
	}
	w := env.NewCLIWorkdir(t, cfg("http"))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Write(cfg("grpc"))
	w.Run("plan", "-input=false", "-out=tfplan")
	if err := env.Console.RemovePort(fixture.Component, 7450); err != nil {
		t.Fatal(err)
	}
	if _, err := env.Console.PutPort(mockgateway.Port{ServiceID: fixture.Component, ContainerPort: 7450, Protocol: "http", PortAlias: "CONS7450", IsInnerService: true}); err != nil {
		t.Fatal(err)
	}
	env.GW.ResetCounts()
	out, err := w.Try("apply", "-input=false", "tfplan")
	if err == nil {
		t.Fatalf("the saved plan wrote over the console's port:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, "Cannot update port 7450", "is_inner_service is true, not false", "nothing was changed", "terraform plan again")
	if n := env.GW.Count("UpdatePort"); n != 0 {
		t.Fatalf("the apply sent %d port updates, want none", n)
	}
	p, ok := env.GW.Port(fixture.Component, 7450)
	if !ok || p.Protocol != "http" || p.PortAlias != "CONS7450" || !p.IsInnerService {
		t.Fatalf("the console's port after the apply: %+v (found %t), want it untouched (http, CONS7450, inner open)", p, ok)
	}
	acctest.ExpectIn(t, "plan after the refusal", w.Run("plan", "-input=false"), "is_inner_service", "true -> false")
}

// The same holds for a console toggle with no re-make: the outer service
// opened in the console after a plan that changes only the protocol is not
// closed by the apply.
func TestAccComponentPort_savedUpdateKeepsConsoleToggle(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	cfg := func(protocol string) string {
		return env.Config(acctest.PortHCL("web", 7452, `protocol = "`+protocol+`"
  port_alias = "TOGGLE7452"
  is_inner_service = true`))
	}
	w := env.NewCLIWorkdir(t, cfg("http"))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Write(cfg("grpc"))
	w.Run("plan", "-input=false", "-out=tfplan")
	if err := env.Console.EditPort(fixture.Component, 7452, func(p *mockgateway.Port) { p.IsInnerService = false }); err != nil {
		t.Fatal(err)
	}
	env.GW.ResetCounts()
	out, err := w.Try("apply", "-input=false", "tfplan")
	if err == nil {
		t.Fatalf("the saved plan undid the console's change:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, "Cannot update port 7452", "is_inner_service is false, not true", "nothing was changed")
	if n := env.GW.Count("UpdatePort"); n != 0 {
		t.Fatalf("the apply sent %d port updates, want none", n)
	}
	if p, ok := env.GW.Port(fixture.Component, 7452); !ok || p.IsInnerService || p.Protocol != "http" {
		t.Fatalf("the console's port after the apply: %+v (found %t), want it as the console left it (http, inner closed)", p, ok)
	}
}
