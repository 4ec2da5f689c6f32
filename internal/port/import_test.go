package port_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// identityFixture is the standard fixture with three ports of the first
// component, one of them with both services open.
func identityFixture() mockgateway.Fixture {
	f := fixture.Standard()
	f.Ports = []mockgateway.Port{
		{ServiceID: fixture.ServiceID, ContainerPort: 80, Protocol: "http", IsInnerService: true, IsOuterService: true},
		{ServiceID: fixture.ServiceID, ContainerPort: 8080, Protocol: "http"},
		{ServiceID: fixture.ServiceID, ContainerPort: 9000, Protocol: "tcp", IsInnerService: true},
	}
	return f
}

var identityPorts = []int64{80, 8080, 9000}

// identityConfig declares the fixture's ports with the team and the
// component written as given.
func identityConfig(env *acctest.Env, team, service string) string {
	var b strings.Builder
	b.WriteString(env.ProviderBlock())
	for _, n := range identityPorts {
		extra := ""
		switch n {
		case 80:
			extra = "  is_inner_service = true\n  is_outer_service = true"
		case 9000:
			extra = "  protocol = \"tcp\"\n  is_inner_service = true"
		}
		fmt.Fprintf(&b, `
resource "rainbond_component_port" "p%d" {
  team_id        = %q
  region_name    = %q
  app_id         = %d
  service_id     = %q
  container_port = %d
%s
}
`, n, team, fixture.Region, fixture.AppID, service, n, extra)
	}
	return b.String()
}

// A port imported with one form of its team and component and configured
// with the other is the same port: the plan updates the written form in
// state and replaces nothing, the apply writes nothing to the platform, and
// the plan after it is empty. Telling the forms apart costs one component
// lookup per component, and one team lookup where only the team's name can
// tell, however many ports there are.
func TestAccComponentPort_importWithTheOtherForms(t *testing.T) {
	cases := []struct {
		name                   string
		importTeam, importSvc  string
		configTeam, configSvc  string
		componentReads, byName int
	}{
		{"imported by ids, configured by names", fixture.TenantID, fixture.ServiceID, fixture.Team, fixture.Component, 1, 0},
		{"imported by names, configured by ids", fixture.Team, fixture.Component, fixture.TenantID, fixture.ServiceID, 1, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			env := acctest.NewConsoleEnv(t, identityFixture())
			w := env.NewCLIWorkdir(t, identityConfig(env, c.configTeam, c.configSvc))
			for _, n := range identityPorts {
				w.Run("import", "-input=false", fmt.Sprintf("rainbond_component_port.p%d", n),
					fmt.Sprintf("%s/%s/%d/%s/%d", c.importTeam, fixture.Region, fixture.AppID, c.importSvc, n))
			}

			env.GW.ResetCounts()
			plan := w.Run("plan", "-input=false")
			acctest.ExpectIn(t, "plan", plan, "0 to add, 3 to change, 0 to destroy",
				fmt.Sprintf(`~ team_id = "%s" -> "%s"`, c.importTeam, c.configTeam),
				fmt.Sprintf(`~ service_id = "%s" -> "%s"`, c.importSvc, c.configSvc))
			acctest.ExpectNotIn(t, "plan", plan, "forces replacement", "must be replaced", "known after apply")
			if n := env.GW.Count(mockgateway.OpGetComponent); n != c.componentReads {
				t.Errorf("the plan read the component %d times, want %d", n, c.componentReads)
			}
			if n := env.GW.Count(mockgateway.OpTeamResources); n != c.byName {
				t.Errorf("the plan looked the team up %d times, want %d", n, c.byName)
			}

			env.GW.ResetCounts()
			acctest.ExpectIn(t, "apply", w.Run("apply", "-input=false", "-auto-approve"), "0 added, 3 changed, 0 destroyed")
			if writes := env.GW.Count(mockgateway.OpAddPort) + env.GW.Count(mockgateway.OpUpdatePort) + env.GW.Count(mockgateway.OpDeletePort); writes != 0 {
				t.Errorf("the apply wrote to the platform: %v", env.GW.Counts())
			}
			for _, n := range identityPorts {
				if _, ok := env.GW.Port(fixture.ServiceID, n); !ok {
					t.Errorf("port %d is gone from the platform", n)
				}
			}

			// -detailed-exitcode exits 2 when the plan has changes.
			if out, err := w.Try("plan", "-input=false", "-detailed-exitcode"); err != nil {
				t.Fatalf("plan after apply: %v (want exit code 0)\n%s", err, out)
			}
			state := w.File("terraform.tfstate")
			acctest.ExpectIn(t, "state", state, fmt.Sprintf(`"id": "%s/%s/%d/%s/80"`, c.configTeam, fixture.Region, fixture.AppID, c.configSvc))
		})
	}
}
