package componentports_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// An alias held by a port no resource manages fails the plan, naming the
// holder, from the port list the refresh read (no request of its own).
// Without a refresh the apply's refusal names the holder and what to do.
// An alias moved between the resource's own ports is not refused.
func TestAccComponentPorts_aliasHeldByUnmanagedPort(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	if _, err := env.Console.PutPort(mockgateway.Port{ServiceID: fixture.Component, ContainerPort: 5000, Protocol: "http", PortAlias: "FRONTEND_HTTP"}); err != nil {
		t.Fatal(err)
	}
	config := func(a, b string) string {
		return env.Config(setHCL("web", map[string]string{
			"7401": `      port_alias = "` + a + `"`,
			"7402": `      port_alias = "` + b + `"`,
		}, ""))
	}
	w := env.NewCLIWorkdir(t, config("QR", "QT"))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Write(config("FRONTEND_HTTP", "QT"))
	out, err := w.Try("plan", "-input=false")
	if err == nil {
		t.Fatalf("the plan passed an alias another port holds:\n%s", out)
	}
	acctest.ExpectIn(t, "plan", out, "Port alias held by another port", `Port 5000 of the component has alias "FRONTEND_HTTP"`, "Choose another alias for port 7401")
	out, err = w.Try("apply", "-input=false", "-auto-approve", "-refresh=false")
	if err == nil {
		t.Fatalf("the apply took an alias another port holds:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, "别名已存在", `Port 5000 of the component has alias "FRONTEND_HTTP"`, "first give port 5000 another alias")
	if p, _ := env.GW.Port(fixture.Component, 7401); p.PortAlias != "QR" {
		t.Fatalf("port 7401 alias %q, want QR kept", p.PortAlias)
	}
	// The resource's own move (7402 gives QT up, 7401 takes it) passes.
	w.Write(config("QT", "QU"))
	w.Run("apply", "-input=false", "-auto-approve")
	if p, _ := env.GW.Port(fixture.Component, 7401); p.PortAlias != "QT" {
		t.Fatalf("port 7401 alias %q, want QT", p.PortAlias)
	}
}

// A first apply refreshes nothing, yet a port outside the resource has an
// alias a new port takes; the platform would accept the create and let the
// two share it (the new one taking the other's connection variables). The
// new resource's plan reads the component's ports itself and refuses, so
// nothing is sent, not even the resource's other ports.
func TestAccComponentPorts_newPortWithAnotherPortsAlias(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	if _, err := env.Console.PutPort(mockgateway.Port{ServiceID: fixture.Component, ContainerPort: 5000, Protocol: "http", PortAlias: "FRONTEND_HTTP"}); err != nil {
		t.Fatal(err)
	}
	w := env.NewCLIWorkdir(t, env.Config(setHCL("web", map[string]string{
		"7401": `      port_alias = "FRONTEND_HTTP"`,
		"7402": `      port_alias = "QT"`,
	}, "")))
	out, err := w.Try("apply", "-input=false", "-auto-approve")
	if err == nil {
		t.Fatalf("the apply created a port with an alias another port has:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, "Port alias held by another port", "Cannot create port 7401", `port 5000 of the component has alias "FRONTEND_HTTP"`,
		"does not check aliases", "connection variables", "Choose another port_alias for port 7401")
	for _, port := range []int64{7401, 7402} {
		if _, made := env.GW.Port(fixture.Component, port); made {
			t.Fatalf("port %d was created by an apply whose plan failed", port)
		}
	}
	if err := acctest.ExpectRequests(env, map[string]int{mockgateway.OpAddPort: 0})(nil); err != nil {
		t.Fatal(err)
	}
}
