package team_test

import (
	"strconv"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
	"github.com/hashicorp/terraform-plugin-testing/querycheck/queryfilter"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// An import block names the fixture's team by identity, with its tenant
// id; the import changes nothing and the next plan is empty.
func TestAccTeam_importByIdentity(t *testing.T) {
	f := twoRegions()
	// No components: the test's destroy deletes the imported team, which
	// the platform refuses while it has components that are not closed.
	f.Apps, f.Components = nil, nil
	env := acctest.NewConsoleEnv(t, f)
	identity := statecheck.ExpectIdentity(addr, map[string]knownvalue.Check{"team_id": knownvalue.StringExact(fixture.TenantID)})
	importBlock := acctest.ImportBlockHCL(addr, map[string]string{"team_id": strconv.Quote(fixture.TenantID)})
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureResourceIdentity)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(teamHCL(fixture.Team, fixture.Region) + importBlock),
			ConfigPlanChecks: resource.ConfigPlanChecks{
				PreApply:             []plancheck.PlanCheck{acctest.ExpectOnlyImports(1)},
				PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
			},
			ConfigStateChecks: []statecheck.StateCheck{identity, matchesMock(env)},
		}},
	})
}

// terraform query lists the user's teams, by identity, with their
// regions when asked for the resources, and sends no write.
func TestAccTeamList(t *testing.T) {
	env := acctest.NewConsoleEnv(t, twoRegions())
	identity := map[string]knownvalue.Check{"team_id": knownvalue.StringExact(fixture.TenantID)}
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureListResources)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.ProviderBlock()},
			{
				PreConfig: env.GW.ResetCounts,
				Query:     true,
				Config: `list "rainbond_team" "all" {
  provider         = rainbond
  include_resource = true
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("rainbond_team.all", 1),
					querycheck.ExpectIdentity("rainbond_team.all", identity),
					querycheck.ExpectResourceDisplayName("rainbond_team.all", queryfilter.ByResourceIdentity(identity), knownvalue.StringExact(fixture.Team+" ("+fixture.Team+")")),
					querycheck.ExpectResourceKnownValues("rainbond_team.all", queryfilter.ByResourceIdentity(identity), []querycheck.KnownValueCheck{
						{Path: tfjsonpath.New("team_name"), KnownValue: knownvalue.StringExact(fixture.Team)},
						{Path: tfjsonpath.New("regions"), KnownValue: knownvalue.SetExact([]knownvalue.Check{knownvalue.StringExact(fixture.Region)})},
					}),
				},
			},
			{
				PreConfig: func() { acctest.ExpectOnlyGETs(t, env.GW.Requests()) },
				Config:    env.ProviderBlock(),
			},
		},
	})
}
