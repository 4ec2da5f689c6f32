package componentports_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// A saved plan that changes only the protocol of a port does not close the
// inner service of the port the console made again after the plan with
// the plan's protocol, its own alias and the inner service open (the
// configuration leaves port_alias unset): the plan never showed it. The
// apply refuses, names the flag, writes nothing to it, and the next plan
// shows the change.
func TestAccComponentPorts_savedUpdateKeepsRemadePortsFlags(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	cfg := func(protocol string) string {
		return env.Config(setHCL("web", map[string]string{"7451": `      protocol = "` + protocol + `"`}, ""))
	}
	w := env.NewCLIWorkdir(t, cfg("http"))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Write(cfg("grpc"))
	w.Run("plan", "-input=false", "-out=tfplan")
	if err := env.Console.RemovePort(fixture.Component, 7451); err != nil {
		t.Fatal(err)
	}
	if _, err := env.Console.PutPort(mockgateway.Port{ServiceID: fixture.Component, ContainerPort: 7451, Protocol: "http", PortAlias: "CONS7451", IsInnerService: true}); err != nil {
		t.Fatal(err)
	}
	env.GW.ResetCounts()
	out, err := w.Try("apply", "-input=false", "tfplan")
	if err == nil {
		t.Fatalf("the saved plan wrote over the console's port:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, "Cannot update port 7451", "is_inner_service is true, not false", "nothing was changed", "terraform plan again")
	if n := env.GW.Count("UpdatePort"); n != 0 {
		t.Fatalf("the apply sent %d port updates, want none", n)
	}
	p, ok := env.GW.Port(fixture.Component, 7451)
	if !ok || p.Protocol != "http" || p.PortAlias != "CONS7451" || !p.IsInnerService {
		t.Fatalf("the console's port after the apply: %+v (found %t), want it untouched (http, CONS7451, inner open)", p, ok)
	}
	acctest.ExpectIn(t, "plan after the refusal", w.Run("plan", "-input=false"), "is_inner_service", "true -> false")
}
