package httprule_test

import (
	"fmt"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Issue 21, item 3: `terraform apply -replace` of a rule, adopted by id or
// through its port, forgets it and adopts it again; it is not refused as
// adopted twice, and the next plan is empty.
func TestAccHTTPRule_replaceForgetsAndAdoptsAgain(t *testing.T) {
	for name, locate := range map[string]string{
		"by id":   fmt.Sprintf("rule_id = %q", fixture.AdoptRuleID),
		"by port": fmt.Sprintf("service_id = %q\n  container_port = 5000", fixture.Component),
	} {
		t.Run(name, func(t *testing.T) {
			f := fixture.Adoptable()
			f.Rules = f.Rules[:1] // the port's default rule alone, so that the port names it
			env := acctest.NewConsoleEnv(t, f)
			w := env.NewCLIWorkdir(t, env.Config(fmt.Sprintf(`
resource "rainbond_http_rule" "d" {
  team_id     = %q
  region_name = %q
  app_id      = %d
  %s
  the_weight  = 30
  restore_on_destroy = true
}
`, fixture.Team, fixture.Region, fixture.AppID, locate)))
			w.Run("apply", "-auto-approve", "-input=false")
			out := w.Run("apply", "-auto-approve", "-input=false", "-replace=rainbond_http_rule.d")
			acctest.ExpectIn(t, "replace", out, "1 added, 0 changed, 1 destroyed")
			if r, _ := env.GW.Rule(fixture.AdoptRuleID); r.TheWeight != 30 {
				t.Errorf("the rule lost its settings: weight %d", r.TheWeight)
			}
			if out, err := w.Try("plan", "-input=false", "-detailed-exitcode"); err != nil {
				t.Errorf("the plan after the replace is not empty: %v\n%s", err, out)
			}
			if n := env.GW.Count(mockgateway.OpUpdateHTTPRule); n != 3 {
				t.Errorf("%d updates, want 3: adopt, restore on destroy, adopt again", n)
			}
		})
	}
}
