package port_test

import (
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// An alias held by a port no resource manages fails the plan, naming the
// holder, from the port list the refresh read (no request of its own).
// Without a refresh the plan cannot tell, and the apply's refusal (the
// platform says only 别名已存在) names the holder and what to do.
func TestAccComponentPort_aliasHeldByUnmanagedPort(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	if _, err := env.Console.PutPort(mockgateway.Port{ServiceID: fixture.Component, ContainerPort: 5000, Protocol: "http", PortAlias: "FRONTEND_HTTP"}); err != nil {
		t.Fatal(err)
	}
	w := env.NewCLIWorkdir(t, env.Config(acctest.PortHCL("web", 8080, `port_alias = "QR"`)))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Write(env.Config(acctest.PortHCL("web", 8080, `port_alias = "FRONTEND_HTTP"`)))
	out, err := w.Try("plan", "-input=false")
	if err == nil {
		t.Fatalf("the plan passed an alias another port holds:\n%s", out)
	}
	acctest.ExpectIn(t, "plan", out, "Port alias held by another port", `Port 5000 of the component has alias "FRONTEND_HTTP"`, "Choose another alias for port 8080")
	out, err = w.Try("apply", "-input=false", "-auto-approve", "-refresh=false")
	if err == nil {
		t.Fatalf("the apply took an alias another port holds:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, "别名已存在", `Port 5000 of the component has alias "FRONTEND_HTTP"`, "first give port 5000 another alias")
	if p, _ := env.GW.Port(fixture.Component, 8080); p.PortAlias != "QR" {
		t.Fatalf("port 8080 alias %q, want QR kept", p.PortAlias)
	}
}

// The platform accepts a port created with an alias another port of the
// component has (the two then share it, and the new port takes the other's
// connection variables), so the provider refuses such a create itself:
// at plan time when the refresh read the component's ports, and at apply
// before anything is sent when it did not (a first apply), saying what the
// platform would do.
func TestAccComponentPort_newPortWithAnotherPortsAlias(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	if _, err := env.Console.PutPort(mockgateway.Port{ServiceID: fixture.Component, ContainerPort: 5000, Protocol: "http", PortAlias: "FRONTEND_HTTP"}); err != nil {
		t.Fatal(err)
	}
	truth := []string{"Port alias held by another port", `port 5000 of the component has alias "FRONTEND_HTTP"`,
		"does not check aliases", "connection variables", "Choose another port_alias for port 8080"}
	// A first apply refreshes nothing: the new resource's plan reads the
	// component's ports itself and refuses.
	w := env.NewCLIWorkdir(t, env.Config(acctest.PortHCL("web", 8080, `port_alias = "FRONTEND_HTTP"`)))
	out, err := w.Try("apply", "-input=false", "-auto-approve")
	if err == nil {
		t.Fatalf("the apply created a port with an alias another port has:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, truth...)
	acctest.ExpectNotIn(t, "apply", flat(out), "refuses an alias that another port")
	if err := acctest.ExpectRequests(env, map[string]int{mockgateway.OpAddPort: 0})(nil); err != nil {
		t.Fatal(err)
	}
	// Once a refresh has read the ports, the plan refuses it.
	w.Write(env.Config(acctest.PortHCL("other", 8081, `port_alias = "QR"`)))
	w.Run("apply", "-input=false", "-auto-approve")
	// (depends_on: the new port is planned after the refresh of the other.)
	w.Write(env.Config(acctest.PortHCL("other", 8081, `port_alias = "QR"`) +
		acctest.PortHCL("web", 8080, "port_alias = \"FRONTEND_HTTP\"\n  depends_on = [rainbond_component_port.other]")))
	out, err = w.Try("plan", "-input=false")
	if err == nil {
		t.Fatalf("the plan passed a new port with an alias another port has:\n%s", out)
	}
	acctest.ExpectIn(t, "plan", out, truth...)
	if _, made := env.GW.Port(fixture.Component, 8080); made {
		t.Fatal("port 8080 was created")
	}
}

// flat is terraform's output with its wrapping undone, for ExpectNotIn.
func flat(out string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(out, "│", " ")), " ")
}
