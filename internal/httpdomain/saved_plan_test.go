package httpdomain_test

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Issue 27, item 6: a saved plan applied after the console changed the
// settings the configuration leaves unset keeps those changes. The plan
// changes the weight only; between plan and apply the console sets a
// certificate (HTTPS), auto-SSL with its config and a cookie. The apply
// writes the weight over the rule as it is then: nothing is reverted, no
// "inconsistent result", and the next plan is empty.
func TestAccHTTPDomain_savedPlanKeepsConsoleChanges(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	config := func(weight string) string {
		return env.Config(acctest.DomainHCL("d", fixture.Team, 5000, domain, "  the_weight = "+weight))
	}
	w := env.NewCLIWorkdir(t, config("100"))
	w.Run("apply", "-auto-approve", "-input=false")
	id := newRules(env)[0].HTTPRuleID

	w.Write(config("40"))
	w.Run("plan", "-input=false", "-out=saved.tfplan")
	acme := "http-01"
	if err := env.Console.EditRule(id, func(r *mockgateway.Rule) {
		r.CertificateID, r.Protocol, r.AutoSSL, r.AutoSSLConfig, r.DomainCookie = 12, "https", true, &acme, "beta=1"
	}); err != nil {
		t.Fatal(err)
	}
	out := w.Run("apply", "-input=false", "saved.tfplan")
	acctest.ExpectNotIn(t, "apply", out, "inconsistent result")

	r, _ := env.GW.Rule(id)
	if r.TheWeight != 40 || r.CertificateID != 12 || r.Protocol != "https" || !r.AutoSSL || r.AutoSSLConfig == nil || *r.AutoSSLConfig != acme || r.DomainCookie != "beta=1" {
		t.Errorf("the apply reverted the console's changes: %+v", r)
	}
	acctest.ExpectIn(t, "state", w.Run("state", "show", addr), `certificate_id = 12`, `domain_cookie = "beta=1"`, `auto_ssl_config = "http-01"`, `protocol = "https"`)
	expectEmptyPlan(t, w)
}
