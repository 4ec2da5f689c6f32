package httprule_test

import (
	"fmt"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// Issue 27, item 2: a rainbond_http_domain with open_outer_port = true
// opens its port without a default rule, so the port's only rule is the
// custom domain. A rainbond_http_rule adopting "the rule of the port"
// beside it must not take that domain: adoption through a port considers
// only the port's default rule. The custom domain keeps its name and
// weight, with depends_on (the rule plans and applies after the domain)
// and without it.
func TestAccHTTPRule_byPortNeverTakesACustomDomain(t *testing.T) {
	for name, extra := range map[string]string{
		"depends_on": "  depends_on     = [rainbond_http_domain.admin]",
		"no order":   "",
	} {
		t.Run(name, func(t *testing.T) {
			acctest.SkipOnConsole(t, "open_outer_port opens the port through the region, whose stand-in answers without the port's lb port (the console then fails the create with a 500)")
			env := acctest.NewConsoleEnv(t, fixture.Adoptable())
			w := env.NewCLIWorkdir(t, env.Config(acctest.DomainHCL("admin", fixture.Team, 8080, "admin.acc.example.com", "  open_outer_port = true\n  the_weight = 70")+fmt.Sprintf(`
resource "rainbond_http_rule" "web" {
  team_id        = %q
  region_name    = %q
  app_id         = %d
  service_id     = %q
  container_port = 8080
  domain_name    = "taken.acc.example.com"
  the_weight     = 30
%s
}
`, fixture.Team, fixture.Region, fixture.AppID, fixture.Component, extra)))
			out, err := w.Try("apply", "-auto-approve", "-input=false")
			if err == nil {
				t.Fatalf("the rule adopted something on a port without a default rule:\n%s", out)
			}
			acctest.ExpectIn(t, "the failed apply", out, "has no default HTTP rule")
			rules := env.GW.RulesOf(fixture.Component, 8080)
			if len(rules) != 1 || rules[0].DomainName != "admin.acc.example.com" || rules[0].TheWeight != 70 {
				t.Fatalf("the custom domain was changed: %+v", rules)
			}
			// A second apply (the port is open now) does not take it either.
			if out, err := w.Try("apply", "-auto-approve", "-input=false"); err == nil {
				t.Fatalf("the second apply adopted the custom domain:\n%s", out)
			}
			if rules := env.GW.RulesOf(fixture.Component, 8080); len(rules) != 1 || rules[0].DomainName != "admin.acc.example.com" || rules[0].TheWeight != 70 {
				t.Fatalf("the custom domain was changed by the second apply: %+v", rules)
			}
		})
	}
}
