package httprule_test

// The rule test that runs live (make testacc-live): a port of the
// reserved range made public on acctest.NewLiveEnv's component, its
// default rule adopted and read (on 6.9 the region keeps no record of a
// default rule opened on a running component, so it cannot be changed),
// checked through the platform's API
// only, so that it passes alike on the mock gateway and on a real
// installation.

import (
	"context"
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// liveRuleHCL is a public http port of the live component, its default
// rule adopted through the port with these extra settings, and the rule
// list filtered to the component.
func liveRuleHCL(env *acctest.LiveEnv, port int64, settings string) string {
	return env.Config(env.PortHCL("web", port, `  protocol         = "http"
  is_inner_service = true
  is_outer_service = true`) + fmt.Sprintf(`
resource "rainbond_http_rule" "web" {
  team_id            = rainbond_component_port.web.team_id
  region_name        = rainbond_component_port.web.region_name
  app_id             = rainbond_component_port.web.app_id
  service_id         = rainbond_component_port.web.service_id
  container_port     = rainbond_component_port.web.container_port
  restore_on_destroy = true
%s
  depends_on = [rainbond_component_port.web]
}

data "rainbond_http_rules" "component" {
  team_name   = %q
  region_name = %q
  app_id      = %d
  service_id  = %q
  depends_on  = [rainbond_http_rule.web]
}
`, settings, env.Team, env.Region, env.AppID, env.Component))
}

// platformRule reads the one rule of the port from the platform's rule
// list, where the component is named by id (service_id) or alias
// (service_name).
func platformRule(env *acctest.LiveEnv, port int64) (client.HTTPRule, error) {
	rules, err := env.Platform.ListHTTPRules(context.Background(), nil)
	if err != nil {
		return client.HTTPRule{}, err
	}
	var found []client.HTTPRule
	for _, r := range rules {
		if (r.ServiceID == env.Component || r.ServiceName == env.Component) && r.ContainerPort != nil && *r.ContainerPort == port {
			found = append(found, r)
		}
	}
	if len(found) != 1 {
		return client.HTTPRule{}, fmt.Errorf("port %d of %s has %d rules on the platform, want its one default rule", port, env.Component, len(found))
	}
	return found[0], nil
}

// ruleOnPlatform checks the port's rule on the platform: adopted by the
// resource, with this weight and path, and listed by the data source,
// whose every rule is of the live component.
func ruleOnPlatform(env *acctest.LiveEnv, port, weight int64, path string) resource.TestCheckFunc {
	return func(s *terraform.State) error {
		r, err := platformRule(env, port)
		if err != nil {
			return err
		}
		if id, err := acctest.StateAttr(s, "rainbond_http_rule.web", "rule_id"); err != nil || id != r.HTTPRuleID {
			return fmt.Errorf("adopted rule_id %q (%v), the platform's rule of port %d is %s", id, err, port, r.HTTPRuleID)
		}
		if r.TheWeight == nil || *r.TheWeight != weight {
			return fmt.Errorf("the platform's rule has the_weight %v, want %d", ptrValue(r.TheWeight), weight)
		}
		if r.DomainPath == nil || *r.DomainPath != path {
			return fmt.Errorf("the platform's rule has domain_path %v, want %q", ptrValue(r.DomainPath), path)
		}
		return acctest.EachListed(s, "data.rainbond_http_rules.component", "rules", "service_id", func(id string) string {
			if id != r.ServiceID {
				return fmt.Sprintf("not of the live component %s (%s)", env.Component, r.ServiceID)
			}
			return ""
		})
	}
}

func ptrValue[T any](p *T) any {
	if p == nil {
		return nil
	}
	return *p
}

// A port of the reserved range made public gets its default rule, which
// the resource adopts through the port and reads, as it is; a change of
// it plans with a warning and fails, leaving the rule and the state as
// they were; the port's destroy takes the rule with it.
func TestAccLiveHTTPRule_adoptDefaultRuleOfPublicPort(t *testing.T) {
	env := acctest.NewLiveEnv(t)
	port := env.ReservedPorts(t, 1)[0]
	listed := statecheck.ExpectKnownValue("data.rainbond_http_rules.component", tfjsonpath.New("rules"), knownvalue.SetPartial([]knownvalue.Check{
		knownvalue.ObjectPartial(map[string]knownvalue.Check{"container_port": knownvalue.Int64Exact(port)}),
	}))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             env.CheckNoPorts(port),
		Steps: []resource.TestStep{
			{
				Config:            liveRuleHCL(env, port, ""),
				ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{listed, env.PortMatchesPlatform(acctest.WebPortAddr)},
				// The default rule as the platform made it: weight 100, no path.
				Check: ruleOnPlatform(env, port, 100, ""),
			},
			{
				Config:      liveRuleHCL(env, port, `  the_weight         = 60`),
				ExpectError: acctest.ErrorRegex("keeps only in the console and its gateway"),
			},
			{
				// Applied (a no-op), so that Check runs: a PlanOnly step runs none.
				Config: liveRuleHCL(env, port, ""),
				Check:  ruleOnPlatform(env, port, 100, ""),
			},
		},
	})
}
