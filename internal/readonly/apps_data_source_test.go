package readonly_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

func TestAccAppsDataSource(t *testing.T) {
	env := acctest.NewConsoleDefaultEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(fmt.Sprintf(`
data "rainbond_apps" "all" {
  team_id     = %[1]q
  region_name = %[2]q
}
data "rainbond_apps" "shop" {
  team_id     = %[1]q
  region_name = %[2]q
  query       = "SHOP"
}
`, mockgateway.DefaultTeam, mockgateway.DefaultRegion)),
			ConfigStateChecks: []statecheck.StateCheck{
				// Newest update first, as the server lists them.
				statecheck.ExpectKnownValue("data.rainbond_apps.all", tfjsonpath.New("apps"), knownvalue.ListExact([]knownvalue.Check{
					knownvalue.ObjectPartial(map[string]knownvalue.Check{
						"id":              knownvalue.Int64Exact(mockgateway.BlogAppID),
						"group_name":      knownvalue.StringExact("blog"),
						"note":            knownvalue.Null(),
						"username":        knownvalue.StringExact("bob"),
						"governance_mode": knownvalue.StringExact("BUILD_IN_SERVICE_MESH"),
					}),
					knownvalue.ObjectExact(map[string]knownvalue.Check{
						"id":                knownvalue.Int64Exact(mockgateway.ShopAppID),
						"tenant_id":         knownvalue.StringExact(mockgateway.DefaultTeamID),
						"group_name":        knownvalue.StringExact("shop"),
						"region_name":       knownvalue.StringExact(mockgateway.DefaultRegion),
						"is_default":        knownvalue.Bool(false),
						"order_index":       knownvalue.Int64Exact(0),
						"note":              knownvalue.StringExact("Online shop"),
						"username":          knownvalue.StringExact("alice"),
						"governance_mode":   knownvalue.StringExact("KUBERNETES_NATIVE_SERVICE"),
						"create_time":       knownvalue.StringExact("2024-03-01T10:00:00"),
						"update_time":       knownvalue.StringExact("2024-05-10T09:30:00"),
						"app_type":          knownvalue.StringExact("rainbond"),
						"app_store_name":    knownvalue.Null(),
						"app_store_url":     knownvalue.Null(),
						"app_template_name": knownvalue.Null(),
						"version":           knownvalue.Null(),
						"logo":              knownvalue.Null(),
						"k8s_app":           knownvalue.StringExact("shop"),
					}),
					knownvalue.ObjectPartial(map[string]knownvalue.Check{
						"id":         knownvalue.Int64Exact(mockgateway.ShopAdminAppID),
						"group_name": knownvalue.StringExact("Shop-Admin"),
						"is_default": knownvalue.Bool(true),
						"note":       knownvalue.StringExact(""),
					}),
				})),
				// The search ignores case and matches part of the name.
				statecheck.ExpectKnownValue("data.rainbond_apps.shop", tfjsonpath.New("apps"), knownvalue.ListExact([]knownvalue.Check{
					knownvalue.ObjectPartial(map[string]knownvalue.Check{"group_name": knownvalue.StringExact("shop")}),
					knownvalue.ObjectPartial(map[string]knownvalue.Check{"group_name": knownvalue.StringExact("Shop-Admin")}),
				})),
			},
		}},
	})
}
