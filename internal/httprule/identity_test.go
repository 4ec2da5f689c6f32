package httprule_test

import (
	"strconv"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// An adopted rule has the canonical identity and keeps it through an
// update and a change of the team's form; an import block finds it by team name or tenant id, planning one
// import and nothing else.
func TestAccHTTPRule_identity(t *testing.T) {
	const addr = "rainbond_http_rule.r"
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	canonical := statecheck.ExpectIdentity(addr, ruleIdentity(fixture.AdoptRuleID))
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureResourceIdentity)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config:            env.Config(acctest.RuleHCLAs(fixture.Team, fixture.AdoptRuleID, "")),
				ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{canonical},
			},
			{
				Config:            env.Config(acctest.RuleHCLAs(fixture.Team, fixture.AdoptRuleID, "  the_weight = 70")),
				ConfigPlanChecks:  acctest.ExpectUpdate(addr),
				ConfigStateChecks: []statecheck.StateCheck{canonical},
			},
			{
				// The team by tenant id: the same rule, the same identity.
				Config:            env.Config(acctest.RuleHCLAs(fixture.TenantID, fixture.AdoptRuleID, "  the_weight = 70")),
				ConfigPlanChecks:  acctest.ExpectUpdate(addr),
				ConfigStateChecks: []statecheck.StateCheck{canonical},
			},
		},
	})
}

func TestAccHTTPRule_importByIdentity(t *testing.T) {
	const addr = "rainbond_http_rule.r"
	for _, team := range []string{fixture.Team, fixture.TenantID} {
		t.Run(team, func(t *testing.T) {
			env := acctest.NewConsoleEnv(t, fixture.Adoptable())
			config := env.Config(acctest.RuleHCLAs(team, fixture.AdoptCustomRuleID, "") + acctest.ImportBlockHCL(addr, map[string]string{
				"team_id": strconv.Quote(team), "region_name": strconv.Quote(fixture.Region),
				"app_id": strconv.FormatInt(fixture.AppID, 10), "rule_id": strconv.Quote(fixture.AdoptCustomRuleID),
			}))
			resource.ParallelTest(t, resource.TestCase{
				TerraformVersionChecks:   []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureResourceIdentity)},
				ProtoV6ProviderFactories: env.Factories(),
				Steps: []resource.TestStep{{
					Config: config,
					ConfigPlanChecks: resource.ConfigPlanChecks{
						PreApply:             []plancheck.PlanCheck{acctest.ExpectOnlyImports(1)},
						PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
					},
					ConfigStateChecks: []statecheck.StateCheck{statecheck.ExpectIdentity(addr, ruleIdentity(fixture.AdoptCustomRuleID))},
				}},
			})
		})
	}
}
