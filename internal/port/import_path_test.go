package port_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// wrongPortPaths name port 7070 of the standard component (acc-team,
// acc-region, app 1) under another team, region or app, each with the
// phrase the error must hold.
var wrongPortPaths = []struct {
	name, team, region, app, says string
}{
	{"another team", "beta-team", fixture.Region, "2", `Component "gracc0web" is not a component of app 2 of team "beta-team"`},
	{"another region", fixture.Team, "acc-region-b", "1", `App 1 is not an app of team "acc-team" in region "acc-region-b"`},
	{"another app", fixture.Team, fixture.Region, "2", `App 2 is not an app of team "acc-team" in region "acc-region"`},
}

// wrongPathEnv is the standard fixture with a second region, a second team
// and an app of each, so that every wrong path names things that exist.
func wrongPathEnv(t *testing.T) *acctest.Env {
	t.Helper()
	f := fixture.Standard()
	f.Regions = append(f.Regions, mockgateway.Region{RegionName: "acc-region-b", HTTPDomain: "b.example.com"})
	f.Teams[0].Regions = append(f.Teams[0].Regions, "acc-region-b")
	f.Teams = append(f.Teams, mockgateway.Team{TeamName: "beta-team", Regions: []string{fixture.Region}})
	f.Apps = append(f.Apps,
		mockgateway.App{ID: 2, TenantID: "beta-team", GroupName: "beta-app", RegionName: fixture.Region},
		mockgateway.App{ID: 3, TenantID: fixture.Team, GroupName: "b-app", RegionName: "acc-region-b"})
	f.Ports = append(f.Ports, mockgateway.Port{ServiceID: fixture.Component, ContainerPort: 7070})
	return acctest.NewConsoleEnv(t, f)
}

// wrongPathPortConfig is port 7070 configured under the given path.
func wrongPathPortConfig(env *acctest.Env, team, region, app string) string {
	return env.Config(fmt.Sprintf(`
resource "rainbond_component_port" "web" {
  team_id        = %q
  region_name    = %q
  app_id         = %s
  service_id     = %q
  container_port = 7070
}
`, team, region, app, fixture.Component))
}

// expectNoPortState fails the test if the failed import left a port in state.
func expectNoPortState(t *testing.T, w *acctest.CLIWorkdir) {
	t.Helper()
	if list, _ := w.Try("state", "list"); strings.Contains(list, "rainbond_component_port") {
		t.Errorf("the failed import left state:\n%s", list)
	}
}

// An import under the wrong team, region or app fails at import, naming the
// part that does not match, and leaves no state; by ID here, by identity
// below.
func TestAccComponentPort_importUnderWrongPath(t *testing.T) {
	for _, c := range wrongPortPaths {
		t.Run(c.name, func(t *testing.T) {
			env := wrongPathEnv(t)
			w := env.NewCLIWorkdir(t, wrongPathPortConfig(env, c.team, c.region, c.app))
			id := strings.Join([]string{c.team, c.region, c.app, fixture.Component, "7070"}, "/")
			out, err := w.Try("import", "-input=false", acctest.WebPortAddr, id)
			if err == nil {
				t.Fatalf("import under the wrong path succeeded:\n%s", out)
			}
			acctest.ExpectIn(t, "import", out, c.says)
			expectNoPortState(t, w)
		})
	}
}

func TestAccComponentPort_importByIdentityUnderWrongPathFails(t *testing.T) {
	acctest.SkipWithout(t, acctest.FeatureResourceIdentity)
	for _, c := range wrongPortPaths {
		t.Run(c.name, func(t *testing.T) {
			env := wrongPathEnv(t)
			w := env.NewCLIWorkdir(t, wrongPathPortConfig(env, c.team, c.region, c.app)+acctest.ImportBlockHCL(acctest.WebPortAddr, map[string]string{
				"team_id": fmt.Sprintf("%q", c.team), "region_name": fmt.Sprintf("%q", c.region), "app_id": c.app,
				"service_id": fmt.Sprintf("%q", fixture.Component), "container_port": "7070",
			}))
			out, err := w.Try("apply", "-auto-approve", "-input=false")
			if err == nil {
				t.Fatalf("import under the wrong path succeeded:\n%s", out)
			}
			acctest.ExpectIn(t, "import", out, c.says)
			acctest.ExpectNotIn(t, "import", out, "will be created", "Apply complete")
			expectNoPortState(t, w)
		})
	}
}
