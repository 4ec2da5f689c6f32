package readonly_test

// The reads that run live (make testacc-live): the live app and component,
// which exist on the mock gateway and on a real installation alike.

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
)

func TestAccLiveReads_appAndComponent(t *testing.T) {
	env := acctest.NewLiveEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(fmt.Sprintf(`
data "rainbond_app" "live" {
  team_id     = %[1]q
  region_name = %[2]q
  app_id      = %[3]d
}
data "rainbond_component" "live" {
  team_id     = %[1]q
  region_name = %[2]q
  app_id      = %[3]d
  service_id  = %[4]q
}
`, env.Team, env.Region, env.AppID, env.Component)),
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue("data.rainbond_app.live", tfjsonpath.New("app_id"), knownvalue.Int64Exact(env.AppID)),
				statecheck.ExpectKnownValue("data.rainbond_app.live", tfjsonpath.New("group_name"), knownvalue.NotNull()),
			},
			// The component is given by id or alias; the read names it both ways.
			Check: func(s *terraform.State) error {
				id, err := acctest.StateAttr(s, "data.rainbond_component.live", "service_id")
				if err != nil {
					return err
				}
				alias, err := acctest.StateAttr(s, "data.rainbond_component.live", "service_alias")
				if err != nil {
					return err
				}
				if id != env.Component && alias != env.Component {
					return fmt.Errorf("component %q read as id %q, alias %q", env.Component, id, alias)
				}
				return nil
			},
		}},
	})
}

// The live app is among the team's apps, and found again by a query made
// of its name; the app's current metrics read without error, whatever
// the platform has measured (an idle app has no series).
func TestAccLiveReads_appsAndMonitor(t *testing.T) {
	env := acctest.NewLiveEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(fmt.Sprintf(`
data "rainbond_app" "live" {
  team_id     = %[1]q
  region_name = %[2]q
  app_id      = %[3]d
}
data "rainbond_apps" "all" {
  team_id     = %[1]q
  region_name = %[2]q
}
data "rainbond_apps" "named" {
  team_id     = %[1]q
  region_name = %[2]q
  query       = data.rainbond_app.live.group_name
}
data "rainbond_app_monitor" "live" {
  team_id     = %[1]q
  region_name = %[2]q
  app_id      = %[3]d
}
`, env.Team, env.Region, env.AppID)),
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue("data.rainbond_apps.all", tfjsonpath.New("apps"), listsApp(env.AppID)),
				statecheck.ExpectKnownValue("data.rainbond_apps.named", tfjsonpath.New("apps"), listsApp(env.AppID)),
				statecheck.ExpectKnownValue("data.rainbond_app_monitor.live", tfjsonpath.New("app_id"), knownvalue.Int64Exact(env.AppID)),
			},
			Check: func(s *terraform.State) error {
				name, err := acctest.StateAttr(s, "data.rainbond_app.live", "group_name")
				if err != nil {
					return err
				}
				return acctest.EachListed(s, "data.rainbond_apps.named", "apps", "group_name", func(v string) string {
					if !strings.Contains(strings.ToLower(v), strings.ToLower(name)) {
						return fmt.Sprintf("does not contain the query %q", name)
					}
					return ""
				})
			},
		}},
	})
}

// listsApp checks that a list of apps holds this one, whatever else the
// live team has.
func listsApp(id int64) knownvalue.Check {
	return knownvalue.SetPartial([]knownvalue.Check{
		knownvalue.ObjectPartial(map[string]knownvalue.Check{"id": knownvalue.Int64Exact(id)}),
	})
}
