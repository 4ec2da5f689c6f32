package httprule_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// Issue 27, item 3: `-replace` of a port whose default rule a
// rainbond_http_rule adopted deletes that rule with the port; the new port
// gets a new default rule. After one apply the rule resource names a rule
// that exists on the platform, or the apply fails saying why; it never
// reports success with the id of the deleted rule.
func TestAccHTTPRule_portReplaceNeverKeepsADeletedRule(t *testing.T) {
	for name, locate := range map[string]string{
		"by reference": `team_id        = rainbond_component_port.web.team_id
  region_name    = rainbond_component_port.web.region_name
  app_id         = rainbond_component_port.web.app_id
  service_id     = rainbond_component_port.web.service_id
  container_port = rainbond_component_port.web.container_port`,
		"depends_on only": fmt.Sprintf(`team_id        = %q
  region_name    = %q
  app_id         = %d
  service_id     = %q
  container_port = 8080`, fixture.Team, fixture.Region, fixture.AppID, fixture.Component),
		// Adopted through the port first, then named by its id.
		"by rule_id": fmt.Sprintf(`team_id        = %q
  region_name    = %q
  app_id         = %d
  service_id     = %q
  container_port = 8080
  # RULE_ID`, fixture.Team, fixture.Region, fixture.AppID, fixture.Component),
	} {
		t.Run(name, func(t *testing.T) {
			env := acctest.NewConsoleEnv(t, fixture.Standard())
			w := env.NewCLIWorkdir(t, env.Config(acctest.PortHCL("web", 8080, `  protocol         = "http"
  is_inner_service = true
  is_outer_service = true`)+`
resource "rainbond_http_rule" "web" {
  `+locate+`
  depends_on     = [rainbond_component_port.web]
}
`))
			w.Run("apply", "-auto-approve", "-input=false")
			before := stateRuleID(t, w)
			if name == "by rule_id" {
				// The same rule, named by its id from now on.
				w.Write(strings.Replace(w.File("main.tf"), "# RULE_ID", fmt.Sprintf("rule_id = %q", before), 1))
				w.Run("apply", "-auto-approve", "-input=false")
			}
			out, err := w.Try("apply", "-auto-approve", "-input=false", "-replace=rainbond_component_port.web")
			after := stateRuleID(t, w)
			if _, exists := env.GW.Rule(after); !exists && err == nil {
				t.Fatalf("apply succeeded, but state names rule %s, which is not on the platform (before: %s)\n%s", after, before, out)
			}
			if err != nil {
				// Failing is allowed only with a reason.
				acctest.ExpectIn(t, "the failed apply", out, "default rule")
			}
			if err == nil {
				if rules := env.GW.RulesOf(fixture.Component, 8080); len(rules) != 1 || rules[0].HTTPRuleID != after {
					t.Errorf("state names %s, the port's rules are %+v", after, rules)
				}
				if out, err := w.Try("plan", "-input=false", "-detailed-exitcode"); err != nil {
					t.Errorf("the plan after the apply is not empty: %v\n%s", err, out)
				}
			}
		})
	}
}

// stateRuleID is the rule_id of rainbond_http_rule.web in the workdir's state.
func stateRuleID(t *testing.T, w *acctest.CLIWorkdir) string {
	t.Helper()
	s, _ := stateValues(t, w, "rainbond_http_rule.web")["rule_id"].(string)
	return s
}

// stateValues are the attributes of a resource in the workdir's state.
func stateValues(t *testing.T, w *acctest.CLIWorkdir, address string) map[string]any {
	t.Helper()
	var st struct {
		Values struct {
			Root struct {
				Resources []struct {
					Address string         `json:"address"`
					Values  map[string]any `json:"values"`
				} `json:"resources"`
			} `json:"root_module"`
		} `json:"values"`
	}
	if err := json.Unmarshal([]byte(w.Run("show", "-json")), &st); err != nil {
		t.Fatal(err)
	}
	for _, r := range st.Values.Root.Resources {
		if r.Address == address {
			return r.Values
		}
	}
	t.Fatalf("%s is not in state", address)
	return nil
}
