package httprule_test

import (
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// The rule list answered by a 404 that is not the platform's (a wrong
// base_url prefix, or an ingress's HTML page) fails plan, apply and
// refresh-only, keeps the rule in state, and shows the URL requested.
func TestAccHTTPRule_foreignNotFoundKeepsState(t *testing.T) {
	env := acctest.NewEnvWith(t, fixture.Adoptable(), mockgateway.WithIngress("/console"))
	rule := acctest.RuleHCLAs(fixture.Team, fixture.AdoptCustomRuleID, "")
	w := env.NewCLIWorkdir(t, env.Config(rule))
	w.Run("apply", "-auto-approve", "-input=false")
	for name, base := range map[string]string{
		"wrong prefix":  env.URL + "/wrong",
		"html 404 page": strings.TrimSuffix(env.URL, "/console"),
	} {
		w.Write(env.ConfigAt(base, rule))
		for _, args := range [][]string{
			{"plan", "-input=false"},
			{"apply", "-auto-approve", "-input=false"},
			{"apply", "-refresh-only", "-auto-approve", "-input=false"},
		} {
			what := name + ": terraform " + strings.Join(args, " ")
			out, err := w.Try(args...)
			if err == nil {
				t.Errorf("%s succeeded:\n%s", what, out)
			}
			acctest.ExpectIn(t, what, out, "GET "+base+"/openapi/v1/httpdomains", "check base_url")
			acctest.ExpectIn(t, "state after "+what, w.Run("state", "list"), "rainbond_http_rule.r")
		}
	}
	w.Write(env.Config(rule))
	if out, err := w.Try("plan", "-detailed-exitcode", "-input=false"); err != nil {
		t.Errorf("plan with the right base_url is not empty: %v\n%s", err, out)
	}
}
