package provider

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// accRegionHCL is the standard fixture's region as configured, read
// through the given team ("" for none).
func accRegionHCL(team string) string {
	teamLine := ""
	if team != "" {
		teamLine = fmt.Sprintf("  team_id      = %q\n", team)
	}
	return fmt.Sprintf(`
resource "rainbond_region" "r" {
  region_name  = %q
  region_alias = "Acceptance"
  url          = "https://region.acc.example.com:8443"
  wsurl        = "wss://region.acc.example.com:6060"
  httpdomain   = %q
  tcpdomain    = "10.0.0.1"
%s}
`, accRegion, accHTTPDomain, teamLine)
}

// An import block finds a region by name and team (name or tenant id),
// planning one import and nothing else; the identity names the team by
// tenant id. It stays when team_id changes form, and follows team_id to
// another team, since team_id only says where refresh looks.
func TestAccRegion_identity(t *testing.T) {
	const otherTenant = "9f8e7d6c5b4a39281706f5e4d3c2b1a0"
	f := accFixture()
	f.Teams = append(f.Teams, mockgateway.Team{TenantID: otherTenant, TeamName: "acc-other", Regions: []string{accRegion}})
	f.Apps = append(f.Apps, mockgateway.App{ID: 2, TenantID: "acc-other", GroupName: "other-app", RegionName: accRegion})
	env := newAccEnv(t, f)
	identity := func(tenant string) statecheck.StateCheck {
		return statecheck.ExpectIdentity(accRegionAddr, map[string]knownvalue.Check{
			"region_name": knownvalue.StringExact(accRegion), "team_id": knownvalue.StringExact(tenant),
		})
	}
	importBlock := importBlockHCL(accRegionAddr, map[string]string{"region_name": strconv.Quote(accRegion), "team_id": strconv.Quote(accTeam)})
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{accNeeds(cliFeatureResourceIdentity)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config: env.Config(accRegionHCL(accTeam) + importBlock),
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply:             []plancheck.PlanCheck{expectOnlyImports(1)},
					PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
				},
				ConfigStateChecks: []statecheck.StateCheck{identity(accTenantID), regionMatchesMock(env, accRegionAddr)},
			},
			{
				Config:            env.Config(accRegionHCL(accTenantID)),
				ConfigPlanChecks:  expectUpdate(accRegionAddr),
				ConfigStateChecks: []statecheck.StateCheck{identity(accTenantID)},
			},
			{
				Config:            env.Config(accRegionHCL("acc-other")),
				ConfigPlanChecks:  expectUpdate(accRegionAddr),
				ConfigStateChecks: []statecheck.StateCheck{identity(otherTenant)},
			},
		},
	})
}

// Without team_id, an import by identity is an import by region name: the
// region's attributes are recorded from the configuration.
func TestAccRegion_importByIdentityWithoutTeam(t *testing.T) {
	env := newAccEnv(t, accFixture())
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{accNeeds(cliFeatureResourceIdentity)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(accRegionHCL("") + importBlockHCL(accRegionAddr, map[string]string{"region_name": strconv.Quote(accRegion)})),
			ConfigPlanChecks: resource.ConfigPlanChecks{
				PreApply: []plancheck.PlanCheck{plancheck.ExpectResourceAction(accRegionAddr, plancheck.ResourceActionUpdate)},
			},
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectIdentity(accRegionAddr, map[string]knownvalue.Check{
					"region_name": knownvalue.StringExact(accRegion), "team_id": knownvalue.Null(),
				}),
			},
		}},
	})
}
