package componentports_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Item 4: a change of one port leaves the other ports' values, and an
// unset k8s_service_name, known in the plan; a saved plan still applies
// when the console changes an unchanged port between plan and apply.
func TestAccComponentPorts_planKeepsUnchangedPortsKnown(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(setHCL("web", map[string]string{"8080": plain, "8081": plain}, "")))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Write(env.Config(setHCL("web", map[string]string{"8080": plain, "8081": `      protocol = "tcp"`}, "")))
	out := w.Run("plan", "-input=false", "-out=tfplan")
	acctest.ExpectIn(t, "plan of one port's change", out, `"tcp"`)
	acctest.ExpectNotIn(t, "plan of one port's change", out, `k8s_service_name = "gracc0web" -> (known after apply)`, `mapping_port     = 8080 -> (known after apply)`,
		`port_alias       = "GRACC0WEB8080" -> (known after apply)`)
	if err := env.Console.EditPort(fixture.Component, 8080, func(p *mockgateway.Port) { p.PortAlias = "FROM_CONSOLE" }); err != nil {
		t.Fatal(err)
	}
	// The apply says the port left as it was changed since the plan, and
	// saves the console's alias (an error, or Terraform would call the
	// state inconsistent with the plan).
	out, err := w.Try("apply", "-input=false", "tfplan")
	if err == nil {
		t.Fatalf("the apply did not say that port 8080 changed since the plan:\n%s", out)
	}
	acctest.ExpectIn(t, "saved plan after a console change", out, "Port 8080 was changed outside Terraform after the plan", `port_alias is "FROM_CONSOLE"`)
	acctest.ExpectNotIn(t, "saved plan after a console change", out, neverInconsistent...)
	if p, _ := env.GW.Port(fixture.Component, 8081); p.Protocol != "tcp" {
		t.Fatalf("port 8081 protocol %q, want tcp", p.Protocol)
	}
	if p, _ := env.GW.Port(fixture.Component, 8080); p.PortAlias != "FROM_CONSOLE" {
		t.Fatalf("the console's alias of the unchanged port was overwritten: %q", p.PortAlias)
	}
	// The refresh shows the console's alias, which is not configured: no change.
	acctest.ExpectIn(t, "plan after the saved plan", w.Run("plan", "-input=false"), "No changes")
}
