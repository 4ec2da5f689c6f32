package provider

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"
)

// ruleHCLAs adopts a rule of the standard app with the team written in the
// given form.
func ruleHCLAs(team, ruleID, extra string) string {
	return fmt.Sprintf(`
resource "rainbond_http_rule" "r" {
  team_id     = %q
  region_name = %q
  app_id      = %d
  rule_id     = %q
%s
}
`, team, accRegion, accAppID, ruleID, extra)
}

// An adopted rule has the canonical identity and keeps it through an
// update and a change of the team's form; an import block finds it by team name or tenant id, planning one
// import and nothing else.
func TestAccHTTPRule_identity(t *testing.T) {
	const addr = "rainbond_http_rule.r"
	env := newAccEnv(t, adoptFixture())
	canonical := statecheck.ExpectIdentity(addr, ruleIdentity(adoptRuleID))
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{accNeeds(cliFeatureResourceIdentity)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config:            env.Config(ruleHCLAs(accTeam, adoptRuleID, "")),
				ConfigPlanChecks:  emptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{canonical},
			},
			{
				Config:            env.Config(ruleHCLAs(accTeam, adoptRuleID, "  the_weight = 70")),
				ConfigPlanChecks:  expectUpdate(addr),
				ConfigStateChecks: []statecheck.StateCheck{canonical},
			},
			{
				// The team by tenant id: the same rule, the same identity.
				Config:            env.Config(ruleHCLAs(accTenantID, adoptRuleID, "  the_weight = 70")),
				ConfigPlanChecks:  expectUpdate(addr),
				ConfigStateChecks: []statecheck.StateCheck{canonical},
			},
		},
	})
}

func TestAccHTTPRule_importByIdentity(t *testing.T) {
	const addr = "rainbond_http_rule.r"
	for _, team := range []string{accTeam, accTenantID} {
		t.Run(team, func(t *testing.T) {
			env := newAccEnv(t, adoptFixture())
			config := env.Config(ruleHCLAs(team, adoptCustomRuleID, "") + importBlockHCL(addr, map[string]string{
				"team_id": strconv.Quote(team), "region_name": strconv.Quote(accRegion),
				"app_id": strconv.FormatInt(accAppID, 10), "rule_id": strconv.Quote(adoptCustomRuleID),
			}))
			resource.ParallelTest(t, resource.TestCase{
				TerraformVersionChecks:   []tfversion.TerraformVersionCheck{accNeeds(cliFeatureResourceIdentity)},
				ProtoV6ProviderFactories: env.Factories(),
				Steps: []resource.TestStep{{
					Config: config,
					ConfigPlanChecks: resource.ConfigPlanChecks{
						PreApply:             []plancheck.PlanCheck{expectOnlyImports(1)},
						PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
					},
					ConfigStateChecks: []statecheck.StateCheck{statecheck.ExpectIdentity(addr, ruleIdentity(adoptCustomRuleID))},
				}},
			})
		})
	}
}
