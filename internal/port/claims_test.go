package port_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// portBlock is a port resource of the standard fixture's app with the team
// and component written as given.
func portBlock(name, team, service string, port int64, extra string) string {
	return fmt.Sprintf(`
resource "rainbond_component_port" %q {
  team_id        = %q
  region_name    = %q
  app_id         = %d
  service_id     = %q
  container_port = %d
%s
}
`, name, team, fixture.Region, fixture.AppID, service, port, extra)
}

// Two blocks for one port fail the plan, whether they write the team and
// component the same way or each in its other form, and nothing is sent.
func TestAccComponentPort_declaredTwice(t *testing.T) {
	cases := []struct{ name, team, service string }{
		{"same forms", fixture.Team, fixture.Component},
		{"other forms", fixture.TenantID, fixture.ServiceID},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			env := acctest.NewConsoleEnv(t, fixture.Standard())
			resource.ParallelTest(t, resource.TestCase{
				ProtoV6ProviderFactories: env.Factories(),
				Steps: []resource.TestStep{{
					Config: env.Config(portBlock("a", fixture.Team, fixture.Component, 8080, "") +
						portBlock("b", c.team, c.service, 8080, `  is_inner_service = true`)),
					ExpectError: acctest.ErrorRegex("Port 8080 is declared twice"),
				}},
				CheckDestroy: acctest.ExpectRequests(env, map[string]int{mockgateway.OpAddPort: 0, mockgateway.OpUpdatePort: 0, mockgateway.OpDeletePort: 0}),
			})
		})
	}
}

// The same configured alias on two ports of one component fails the plan,
// whichever way each writes the team and component, and nothing is sent:
// the platform would let two creates share it (the second taking the
// first's connection variables) and refuse any later alias change to it.
// The same alias on another component is no clash.
func TestAccComponentPort_aliasUsedTwiceFails(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(
		portBlock("a", fixture.Team, fixture.Component, 8080, `  port_alias = "WEB"`)+
			portBlock("b", fixture.TenantID, fixture.ServiceID, 8081, `  port_alias = "WEB"`)+
			portBlock("c", fixture.Team, fixture.ComponentB, 8080, `  port_alias = "WEB"`)))
	out, err := w.Try("plan", "-input=false")
	if err == nil {
		t.Fatalf("plan with one alias on two ports of a component succeeded:\n%s", out)
	}
	acctest.ExpectIn(t, "plan", out, "Error: Port alias used twice in one component", `port_alias "WEB"`, "rainbond_component_port resource",
		"but accepts a port created with it")
	acctest.ExpectNotIn(t, "plan", flat(out), "so the apply would fail")
	acctest.ExpectNotIn(t, "plan", out, "declared twice", "with rainbond_component_port.c")
	noPortWrites := acctest.ExpectRequests(env, map[string]int{mockgateway.OpAddPort: 0, mockgateway.OpUpdatePort: 0, mockgateway.OpDeletePort: 0})
	if err := noPortWrites(nil); err != nil {
		t.Fatal(err)
	}
}
