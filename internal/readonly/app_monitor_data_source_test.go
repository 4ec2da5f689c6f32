package readonly_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

func TestAccAppMonitorDataSource(t *testing.T) {
	env := acctest.NewDefaultEnv(t)
	const blog = "data.rainbond_app_monitor.blog"
	item := func(i int) tfjsonpath.Path {
		return tfjsonpath.New("components").AtSliceIndex(0).AtMapKey("monitors").AtSliceIndex(i)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(fmt.Sprintf(`
data "rainbond_app_monitor" "blog" {
  team_id     = %[1]q
  region_name = %[2]q
  app_id      = %[3]d
}
data "rainbond_app_monitor" "shop_outer" {
  team_id     = %[1]q
  region_name = %[2]q
  app_id      = %[4]d
  is_outer    = true
}
`, mockgateway.DefaultTeam, mockgateway.DefaultRegion, mockgateway.BlogAppID, mockgateway.ShopAppID)),
			ConfigStateChecks: []statecheck.StateCheck{
				// blog-cache has no performance plugin, so only blog-web reports.
				statecheck.ExpectKnownValue(blog, tfjsonpath.New("components"), knownvalue.ListSizeExact(1)),
				statecheck.ExpectKnownValue(blog, tfjsonpath.New("components").AtSliceIndex(0).AtMapKey("service_id"), knownvalue.StringExact(mockgateway.BlogWebID)),
				statecheck.ExpectKnownValue(blog, tfjsonpath.New("components").AtSliceIndex(0).AtMapKey("service_cname"), knownvalue.StringExact("blog-web")),
				statecheck.ExpectKnownValue(blog, tfjsonpath.New("components").AtSliceIndex(0).AtMapKey("service_alias"), knownvalue.StringExact(mockgateway.BlogWebAlias)),
				statecheck.ExpectKnownValue(blog, tfjsonpath.New("components").AtSliceIndex(0).AtMapKey("monitors"), knownvalue.ListSizeExact(3)),
				// The recorded series answers its last point: one pair.
				statecheck.ExpectKnownValue(blog, item(1), knownvalue.ObjectExact(map[string]knownvalue.Check{
					"monitor_item": knownvalue.StringExact("request"),
					"status":       knownvalue.StringExact("success"),
					"result_type":  knownvalue.StringExact("vector"),
					"results": knownvalue.ListExact([]knownvalue.Check{knownvalue.ObjectExact(map[string]knownvalue.Check{
						// The server drops the series' labels.
						"metric": knownvalue.Null(),
						"values": knownvalue.ListExact([]knownvalue.Check{knownvalue.ObjectExact(map[string]knownvalue.Check{
							"timestamp": knownvalue.Float64Exact(1717200120),
							"value":     knownvalue.StringExact("17"),
						})}),
					})}),
				})),
				statecheck.ExpectKnownValue(blog, item(0).AtMapKey("monitor_item"), knownvalue.StringExact("request_time")),
				statecheck.ExpectKnownValue(blog, item(0).AtMapKey("results").AtSliceIndex(0).AtMapKey("values"), knownvalue.ListSizeExact(1)),
				statecheck.ExpectKnownValue(blog, item(2).AtMapKey("monitor_item"), knownvalue.StringExact("request_client")),
				statecheck.ExpectKnownValue("data.rainbond_app_monitor.shop_outer", tfjsonpath.New("components"), knownvalue.SetExact([]knownvalue.Check{
					knownvalue.ObjectPartial(map[string]knownvalue.Check{"service_alias": knownvalue.StringExact(mockgateway.WebAlias)}),
					knownvalue.ObjectPartial(map[string]knownvalue.Check{"service_alias": knownvalue.StringExact(mockgateway.APIAlias)}),
				})),
			},
			Check: func(*terraform.State) error {
				outer := 0
				for _, q := range acctest.RequestQueries(t, env.GW, mockgateway.OpQueryMonitor) {
					switch v, set := q["is_outer"]; {
					case !set:
					case len(v) == 1 && v[0] == "true":
						outer++
					default:
						return fmt.Errorf("is_outer sent as %q", v)
					}
				}
				if outer == 0 {
					return fmt.Errorf("is_outer=true never reached the mock")
				}
				return nil
			},
		}},
	})
}
