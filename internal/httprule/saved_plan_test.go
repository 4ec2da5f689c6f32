package httprule_test

import (
	"fmt"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Issue 21, item 2: a saved plan applied after the rule was changed in the
// console keeps those changes. The plan changes domain_path only; between
// plan and apply the console sets another certificate, a cookie and an
// auto-SSL config. The apply reads the rule, sends the path and carries
// the rest as it is then: nothing is reverted, no inconsistent result, and
// the next plan is empty.
func TestAccHTTPRule_savedPlanKeepsConsoleChanges(t *testing.T) {
	f := fixture.Adoptable()
	f.Rules[0].CertificateID = 7
	env := acctest.NewConsoleEnv(t, f)
	config := func(path string) string {
		return env.Config(fmt.Sprintf(`
resource "rainbond_http_rule" "d" {
  team_id     = %q
  region_name = %q
  app_id      = %d
  rule_id     = %q
  domain_path = %q
}
`, fixture.Team, fixture.Region, fixture.AppID, fixture.AdoptRuleID, path))
	}
	w := env.NewCLIWorkdir(t, config("/a"))
	w.Run("apply", "-auto-approve", "-input=false")

	w.Write(config("/b"))
	w.Run("plan", "-input=false", "-out=saved.tfplan")
	acme := "http-01"
	if err := env.Console.EditRule(fixture.AdoptRuleID, func(r *mockgateway.Rule) {
		r.CertificateID, r.Protocol, r.DomainCookie, r.AutoSSLConfig = 12, "https", "beta=1", &acme
	}); err != nil {
		t.Fatal(err)
	}
	w.Run("apply", "-input=false", "saved.tfplan")

	r, _ := env.GW.Rule(fixture.AdoptRuleID)
	if r.DomainPath != "/b" || r.CertificateID != 12 || r.DomainCookie != "beta=1" || r.AutoSSLConfig == nil || *r.AutoSSLConfig != acme {
		t.Errorf("the apply reverted the console's changes: path %q certificate %d cookie %q auto_ssl_config %v",
			r.DomainPath, r.CertificateID, r.DomainCookie, r.AutoSSLConfig)
	}
	if out, err := w.Try("plan", "-input=false", "-detailed-exitcode"); err != nil {
		t.Errorf("the plan after the apply is not empty: %v\n%s", err, out)
	}
}
