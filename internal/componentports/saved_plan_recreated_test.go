package componentports_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// aliasedPorts is the form with ports 7401 and 7402, 7401 with alias a.
func aliasedPorts(env *acctest.Env, a string) string {
	return env.Config(setHCL("web", map[string]string{
		"7401": `      protocol   = "http"
      port_alias = "` + a + `"`,
		"7402": `      protocol = "http"`,
	}, ""))
}

// A saved update plan does not write over a port the console deleted and
// made again after the plan (another protocol and alias, the inner service
// open): the apply refuses, naming the port and what changed, writes
// nothing to it, and the state takes it as the platform has it.
func TestAccComponentPorts_savedUpdateLeavesRemadePort(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, aliasedPorts(env, "QR"))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Write(aliasedPorts(env, "QS"))
	w.Run("plan", "-input=false", "-out=tfplan")
	if err := env.Console.RemovePort(fixture.Component, 7401); err != nil {
		t.Fatal(err)
	}
	if _, err := env.Console.PutPort(mockgateway.Port{ServiceID: fixture.Component, ContainerPort: 7401, Protocol: "tcp", PortAlias: "CONS7401", IsInnerService: true}); err != nil {
		t.Fatal(err)
	}
	out, err := w.Try("apply", "-input=false", "tfplan")
	if err == nil {
		t.Fatalf("the saved update plan wrote over the console's port:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, "Cannot update port 7401", `protocol is "tcp", not "http"`, `port_alias is "CONS7401", not "QR"`,
		"nothing was changed", "terraform plan again")
	p, ok := env.GW.Port(fixture.Component, 7401)
	if !ok || p.Protocol != "tcp" || p.PortAlias != "CONS7401" || !p.IsInnerService {
		t.Fatalf("the console's port after the apply: %+v (found %t), want it untouched (tcp, CONS7401, inner open)", p, ok)
	}
	acctest.ExpectIn(t, "state", w.Run("state", "show", setAddr), `"CONS7401"`, `"tcp"`)
}

// A saved update plan whose changed port the console deleted after the
// plan makes nothing, as rainbond_component_port: the plan showed an
// update, not a create. The state drops the port, and the next plan
// creates it.
func TestAccComponentPorts_savedUpdateOfDeletedPortMakesNothing(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, aliasedPorts(env, "QR"))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Write(aliasedPorts(env, "QS"))
	w.Run("plan", "-input=false", "-out=tfplan")
	if err := env.Console.RemovePort(fixture.Component, 7401); err != nil {
		t.Fatal(err)
	}
	out, err := w.Try("apply", "-input=false", "tfplan")
	if err == nil {
		t.Fatalf("the saved update plan succeeded on a deleted port:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, "Cannot update port 7401", "deleted outside Terraform after the plan", "not a create", "terraform plan again")
	if p, ok := env.GW.Port(fixture.Component, 7401); ok {
		t.Fatalf("the apply made port 7401 again: %+v", p)
	}
	acctest.ExpectNotIn(t, "state", w.Run("state", "show", setAddr), `"7401"`)
	acctest.ExpectIn(t, "plan after the apply", w.Run("plan", "-input=false"), `"7401"`)
}
