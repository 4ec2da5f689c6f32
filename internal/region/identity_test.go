package region_test

import (
	"strconv"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// An import block finds a region by name and team (name or tenant id),
// planning one import and nothing else; the identity names the team by
// tenant id. It stays when team_id changes form, and follows team_id to
// another team, since team_id only says where refresh looks.
func TestAccRegion_identity(t *testing.T) {
	const otherTenant = "9f8e7d6c5b4a39281706f5e4d3c2b1a0"
	f := fixture.Standard()
	f.Teams = append(f.Teams, mockgateway.Team{TenantID: otherTenant, TeamName: "acc-other", Regions: []string{fixture.Region}})
	f.Apps = append(f.Apps, mockgateway.App{ID: 2, TenantID: "acc-other", GroupName: "other-app", RegionName: fixture.Region})
	env := acctest.NewConsoleEnv(t, f)
	identity := func(tenant string) statecheck.StateCheck {
		return statecheck.ExpectIdentity(acctest.RegionAddr, map[string]knownvalue.Check{
			"region_name": knownvalue.StringExact(fixture.Region), "team_id": knownvalue.StringExact(tenant),
		})
	}
	importBlock := acctest.ImportBlockHCL(acctest.RegionAddr, map[string]string{"region_name": strconv.Quote(fixture.Region), "team_id": strconv.Quote(fixture.Team)})
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureResourceIdentity)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config: env.Config(env.RegionHCL(t, fixture.Team) + importBlock),
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply:             []plancheck.PlanCheck{acctest.ExpectOnlyImports(1)},
					PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
				},
				ConfigStateChecks: []statecheck.StateCheck{identity(fixture.TenantID), regionMatchesMock(env, acctest.RegionAddr)},
			},
			{
				Config:            env.Config(env.RegionHCL(t, fixture.TenantID)),
				ConfigPlanChecks:  acctest.ExpectUpdate(acctest.RegionAddr),
				ConfigStateChecks: []statecheck.StateCheck{identity(fixture.TenantID)},
			},
			{
				Config:            env.Config(env.RegionHCL(t, "acc-other")),
				ConfigPlanChecks:  acctest.ExpectUpdate(acctest.RegionAddr),
				ConfigStateChecks: []statecheck.StateCheck{identity(otherTenant)},
			},
		},
	})
}

// Without team_id, an import by identity is an import by region name: the
// region's attributes are recorded from the configuration.
func TestAccRegion_importByIdentityWithoutTeam(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureResourceIdentity)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(env.RegionHCL(t, "") + acctest.ImportBlockHCL(acctest.RegionAddr, map[string]string{"region_name": strconv.Quote(fixture.Region)})),
			ConfigPlanChecks: resource.ConfigPlanChecks{
				PreApply: []plancheck.PlanCheck{plancheck.ExpectResourceAction(acctest.RegionAddr, plancheck.ResourceActionUpdate)},
			},
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectIdentity(acctest.RegionAddr, map[string]knownvalue.Check{
					"region_name": knownvalue.StringExact(fixture.Region), "team_id": knownvalue.Null(),
				}),
			},
		}},
	})
}
