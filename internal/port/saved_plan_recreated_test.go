package port_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// remakePort deletes port n of the standard component in the console and
// makes it again as someone else's: another protocol and alias, the inner
// service open.
func remakePort(t *testing.T, env *acctest.Env, n int64, alias string) {
	t.Helper()
	if err := env.Console.RemovePort(fixture.Component, n); err != nil {
		t.Fatal(err)
	}
	if _, err := env.Console.PutPort(mockgateway.Port{ServiceID: fixture.Component, ContainerPort: n, Protocol: "tcp", PortAlias: alias, IsInnerService: true}); err != nil {
		t.Fatal(err)
	}
}

// A saved update plan does not write over a port the console deleted and
// made again after the plan: the plan showed an alias change of the port
// it saw, not a change of protocol, alias and inner service of another.
// The apply refuses, naming the port and what changed, writes nothing,
// and the state takes the port as the platform has it.
func TestAccComponentPort_savedUpdateLeavesRemadePort(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(acctest.PortHCL("web", 8080, `port_alias = "QR"`)))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Write(env.Config(acctest.PortHCL("web", 8080, `port_alias = "QS"`)))
	w.Run("plan", "-input=false", "-out=tfplan")
	remakePort(t, env, 8080, "CONS8080")
	out, err := w.Try("apply", "-input=false", "tfplan")
	if err == nil {
		t.Fatalf("the saved update plan wrote over the console's port:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, "Cannot update port 8080", `protocol is "tcp", not "http"`, `port_alias is "CONS8080", not "QR"`,
		"nothing was changed", "terraform plan again")
	p, ok := env.GW.Port(fixture.Component, 8080)
	if !ok || p.Protocol != "tcp" || p.PortAlias != "CONS8080" || !p.IsInnerService {
		t.Fatalf("the console's port after the apply: %+v (found %t), want it untouched (tcp, CONS8080, inner open)", p, ok)
	}
	acctest.ExpectIn(t, "state", w.Run("state", "show", "rainbond_component_port.web"), `"CONS8080"`, `"tcp"`)
}

// A saved update plan whose port the console deleted after the plan makes
// nothing: the plan showed an update, not a create. The error is the one
// rainbond_component_ports gives, and the next plan creates the port.
func TestAccComponentPort_savedUpdateOfDeletedPortMakesNothing(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(acctest.PortHCL("web", 8080, `port_alias = "QR"`)))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Write(env.Config(acctest.PortHCL("web", 8080, `port_alias = "QS"`)))
	w.Run("plan", "-input=false", "-out=tfplan")
	if err := env.Console.RemovePort(fixture.Component, 8080); err != nil {
		t.Fatal(err)
	}
	out, err := w.Try("apply", "-input=false", "tfplan")
	if err == nil {
		t.Fatalf("the saved update plan succeeded on a deleted port:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, "Cannot update port 8080", "deleted outside Terraform after the plan", "not a create", "terraform plan again")
	if p, ok := env.GW.Port(fixture.Component, 8080); ok {
		t.Fatalf("the apply made port 8080 again: %+v", p)
	}
	acctest.ExpectIn(t, "plan after the apply", w.Run("plan", "-input=false"), "will be created")
}
