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

func TestAccTeamResourcesDataSource(t *testing.T) {
	env := acctest.NewDefaultEnv(t)
	const addr = "data.rainbond_team_resources.usage"
	missing := func(tenant, region string) knownvalue.Check {
		return knownvalue.ObjectExact(map[string]knownvalue.Check{
			"tenant_id": knownvalue.StringExact(tenant), "region_name": knownvalue.StringExact(region),
		})
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(fmt.Sprintf(`
data "rainbond_team_resources" "usage" {
  teams = [
    { tenant_id = %[1]q, region_name = %[3]q },
    { tenant_id = %[2]q, region_name = %[4]q }, # not open there: skipped
    { tenant_id = %[2]q, region_name = %[3]q },
    { tenant_id = %[1]q, region_name = %[4]q },
    { tenant_id = "dev-team", region_name = %[3]q }, # a name, not an id: skipped
  ]
}
`, mockgateway.DefaultTeamID, mockgateway.OtherTeamID, mockgateway.DefaultRegion, mockgateway.SecondRegion)),
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue(addr, tfjsonpath.New("resources"), knownvalue.ListExact([]knownvalue.Check{
					knownvalue.ObjectExact(map[string]knownvalue.Check{
						"team_id":                knownvalue.StringExact(mockgateway.DefaultTeamID),
						"team_name":              knownvalue.StringExact(mockgateway.DefaultTeam),
						"team_alias":             knownvalue.StringExact(mockgateway.DefaultTeamAlias),
						"region_name":            knownvalue.StringExact(mockgateway.DefaultRegion),
						"total_cpu":              knownvalue.Int64Exact(16000),
						"total_memory":           knownvalue.Int64Exact(32768),
						"used_cpu":               knownvalue.Int64Exact(3250),
						"used_memory":            knownvalue.Int64Exact(10240),
						"used_cpu_percentage":    knownvalue.Float64Exact(20.31),
						"used_memory_percentage": knownvalue.Float64Exact(31.25),
					}),
					knownvalue.ObjectPartial(map[string]knownvalue.Check{
						"team_id":     knownvalue.StringExact(mockgateway.OtherTeamID),
						"team_alias":  knownvalue.StringExact("Operations"),
						"region_name": knownvalue.StringExact(mockgateway.DefaultRegion),
						"used_memory": knownvalue.Int64Exact(3000),
					}),
					knownvalue.ObjectPartial(map[string]knownvalue.Check{
						"team_id":                knownvalue.StringExact(mockgateway.DefaultTeamID),
						"region_name":            knownvalue.StringExact(mockgateway.SecondRegion),
						"total_cpu":              knownvalue.Int64Exact(8000),
						"used_memory_percentage": knownvalue.Float64Exact(1.56),
					}),
				})),
				statecheck.ExpectKnownValue(addr, tfjsonpath.New("missing"), knownvalue.ListExact([]knownvalue.Check{
					missing(mockgateway.OtherTeamID, mockgateway.SecondRegion),
					missing("dev-team", mockgateway.DefaultRegion),
				})),
			},
		}},
	})
}

// A team asked for in two regions and answered only once: the batch answer
// cannot say which region it is for, so each is asked alone.
func TestAccTeamResourcesDataSource_sameTeamPartlySkipped(t *testing.T) {
	env := acctest.NewDefaultEnv(t)
	const addr = "data.rainbond_team_resources.dev"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(fmt.Sprintf(`
data "rainbond_team_resources" "dev" {
  teams = [
    { tenant_id = %[1]q, region_name = "rainbond-nowhere" },
    { tenant_id = %[1]q, region_name = %[2]q },
  ]
}
`, mockgateway.DefaultTeamID, mockgateway.SecondRegion)),
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue(addr, tfjsonpath.New("resources"), knownvalue.ListExact([]knownvalue.Check{
					knownvalue.ObjectPartial(map[string]knownvalue.Check{
						"region_name": knownvalue.StringExact(mockgateway.SecondRegion),
						"total_cpu":   knownvalue.Int64Exact(8000),
						"used_cpu":    knownvalue.Int64Exact(500),
					}),
				})),
				statecheck.ExpectKnownValue(addr, tfjsonpath.New("missing"), knownvalue.ListExact([]knownvalue.Check{
					knownvalue.ObjectExact(map[string]knownvalue.Check{
						"tenant_id":   knownvalue.StringExact(mockgateway.DefaultTeamID),
						"region_name": knownvalue.StringExact("rainbond-nowhere"),
					}),
				})),
			},
		}},
	})
}

func TestAccTeamResourcesDataSource_emptyTeams(t *testing.T) {
	env := acctest.NewConsoleDefaultEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:      env.Config(`data "rainbond_team_resources" "none" { teams = [] }`),
			PlanOnly:    true,
			ExpectError: acctest.ErrorSeq("teams", "list must contain at least 1 elements"),
		}},
	})
}
