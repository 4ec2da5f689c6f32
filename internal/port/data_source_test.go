package port_test

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

func TestAccComponentPortsDataSource(t *testing.T) {
	env := acctest.NewConsoleDefaultEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(fmt.Sprintf(`
data "rainbond_component_ports" "web" {
  team_id     = %[1]q
  region_name = %[2]q
  app_id      = %[3]d
  service_id  = %[4]q
}
data "rainbond_component_ports" "db" {
  team_id     = %[1]q
  region_name = %[2]q
  app_id      = %[3]d
  service_id  = %[5]q
}
`, mockgateway.DefaultTeam, mockgateway.DefaultRegion, mockgateway.ShopAppID, mockgateway.WebAlias, mockgateway.DBID)),
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue("data.rainbond_component_ports.web", tfjsonpath.New("ports"), knownvalue.SetExact([]knownvalue.Check{
					knownvalue.ObjectPartial(map[string]knownvalue.Check{
						"container_port":   knownvalue.Int64Exact(80),
						"protocol":         knownvalue.StringExact("http"),
						"port_alias":       knownvalue.StringExact("GR3A9F1C80"),
						"is_inner_service": knownvalue.Bool(true),
						"is_outer_service": knownvalue.Bool(true),
						"k8s_service_name": knownvalue.StringExact("gr3a9f1c"),
					}),
					knownvalue.ObjectPartial(map[string]knownvalue.Check{
						"container_port":   knownvalue.Int64Exact(8080),
						"protocol":         knownvalue.StringExact("http"),
						"port_alias":       knownvalue.StringExact("WEB_ADMIN"),
						"is_inner_service": knownvalue.Bool(true),
						"is_outer_service": knownvalue.Bool(false),
						"k8s_service_name": knownvalue.StringExact("gr3a9f1c"),
					}),
				})),
				statecheck.ExpectKnownValue("data.rainbond_component_ports.db", tfjsonpath.New("ports"), knownvalue.ListExact([]knownvalue.Check{
					knownvalue.ObjectPartial(map[string]knownvalue.Check{
						"container_port": knownvalue.Int64Exact(3306),
						"protocol":       knownvalue.StringExact("mysql"),
						"port_alias":     knownvalue.StringExact("MYSQL"),
					}),
				})),
			},
		}},
	})
}
