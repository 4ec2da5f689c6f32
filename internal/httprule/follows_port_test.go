package httprule_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// followsPortHCL is an open http port and its default rule, adopted
// through the port and read: a default rule made on a running component
// cannot be changed on 6.9 (its region has no record of it).
func followsPortHCL(env *acctest.Env, port int64) string {
	return env.Config(acctest.PortHCL("web", port, `  protocol         = "http"
  is_inner_service = true
  is_outer_service = true`) + `
resource "rainbond_http_rule" "web" {
  team_id        = rainbond_component_port.web.team_id
  region_name    = rainbond_component_port.web.region_name
  app_id         = rainbond_component_port.web.app_id
  service_id     = rainbond_component_port.web.service_id
  container_port = rainbond_component_port.web.container_port
  depends_on     = [rainbond_component_port.web]
}
`)
}

// Issue 21, item 4: the default rule follows its port. A change of the
// port's container_port replaces the port, which takes its default rule
// with it, so the rule adopted through the port is replaced too: the new
// port's default rule is adopted in the same apply, and the plan after
// it is empty.
func TestAccHTTPRule_followsItsPortInOneApply(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: followsPortHCL(env, 8080), ConfigPlanChecks: acctest.EmptyPlanAfterApply},
			{
				Config: followsPortHCL(env, 9090),
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply:             []plancheck.PlanCheck{plancheck.ExpectResourceAction("rainbond_http_rule.web", plancheck.ResourceActionDestroyBeforeCreate)},
					PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
				},
				Check: func(s *terraform.State) error {
					rules := env.GW.RulesOf(fixture.Component, 9090)
					if id, err := acctest.StateAttr(s, "rainbond_http_rule.web", "rule_id"); err != nil || len(rules) != 1 || rules[0].HTTPRuleID != id {
						return fmt.Errorf("the new port's default rule was not adopted: state %q (%v), rules %+v", id, err, rules)
					}
					if old := env.GW.RulesOf(fixture.Component, 8080); len(old) != 0 {
						return fmt.Errorf("the old port's rule is still there: %+v", old)
					}
					return nil
				},
			},
		},
		CheckDestroy: func(*terraform.State) error {
			if _, ok := env.GW.Port(fixture.Component, 9090); ok {
				return fmt.Errorf("port 9090 left on the mock")
			}
			return nil
		},
	})
}
