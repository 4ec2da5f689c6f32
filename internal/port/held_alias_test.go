package port_test

import (
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
