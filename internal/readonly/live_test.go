package readonly_test

// The reads that run live (make testacc-live): the live app and component,
// which exist on the mock gateway and on a real installation alike.

import (
	"fmt"
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
