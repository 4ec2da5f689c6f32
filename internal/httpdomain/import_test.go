package httpdomain_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Issue 27, item 4: a port's default rule (type 0, the generated domain)
// does not import as rainbond_http_domain, whose destroy would delete it:
// the import fails, names rainbond_http_rule, and leaves no state.
func TestAccHTTPDomain_importDefaultRuleRefused(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	w := env.NewCLIWorkdir(t, env.Config(acctest.DomainHCL("d", fixture.Team, 5000, "gracc0web-5000-acc-team."+fixture.HTTPDomain, "")))
	out, err := w.Try("import", "-input=false", addr, fmt.Sprintf("%s/%s/%d/%s", fixture.Team, fixture.Region, fixture.AppID, fixture.AdoptRuleID))
	if err == nil {
		t.Fatalf("the default rule imported:\n%s", out)
	}
	acctest.ExpectIn(t, "import", out, "default rule of port 5000", "rainbond_http_rule")
	if out, _ := w.Try("state", "list"); strings.Contains(out, "rainbond_http_domain") {
		t.Errorf("the failed import left state:\n%s", out)
	}
	if _, ok := env.GW.Rule(fixture.AdoptRuleID); !ok {
		t.Error("the default rule is gone")
	}
}

// The same by identity, in an import block (Terraform 1.12 and later): the
// plan fails and nothing is imported.
func TestAccHTTPDomain_importDefaultRuleByIdentityRefused(t *testing.T) {
	acctest.SkipWithout(t, acctest.FeatureResourceIdentity)
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	w := env.NewCLIWorkdir(t, env.Config(acctest.DomainHCL("d", fixture.Team, 5000, "gracc0web-5000-acc-team."+fixture.HTTPDomain, "")+
		acctest.ImportBlockHCL(addr, map[string]string{
			"team_id": strconv.Quote(fixture.Team), "region_name": strconv.Quote(fixture.Region), "app_id": "1", "rule_id": strconv.Quote(fixture.AdoptRuleID),
		})))
	out, err := w.Try("apply", "-auto-approve", "-input=false")
	if err == nil {
		t.Fatalf("the default rule imported by identity:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, "default rule of port 5000", "rainbond_http_rule")
	if out, _ := w.Try("state", "list"); strings.Contains(out, "rainbond_http_domain") {
		t.Errorf("the failed import left state:\n%s", out)
	}
	if n := env.GW.Count(mockgateway.OpDeleteHTTPDomain) + env.GW.Count(mockgateway.OpCreateHTTPDomain); n != 0 {
		t.Errorf("the failed import wrote to the platform: %v", env.GW.Counts())
	}
}

// Issue 27, item 5: a custom domain imported by id and configured with the
// component's alias (as the docs' example writes it) is the same rule: the
// plan updates the written form in state, replaces nothing and leaves
// nothing to compute, the apply writes nothing, and the next plan is
// empty. The console-only settings (its cookie, extensions) stay.
func TestAccHTTPDomain_importConfiguredByAlias(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	cfg := strings.Replace(acctest.DomainHCL("d", fixture.Team, 5000, fixture.AdoptCustomDomain, "  domain_path = \"/api\""),
		`"`+fixture.ServiceID+`"`, `"`+fixture.Component+`"`, 1)
	w := env.NewCLIWorkdir(t, env.Config(cfg))
	w.Run("import", "-input=false", addr, fmt.Sprintf("%s/%s/%d/%s", fixture.TenantID, fixture.Region, fixture.AppID, fixture.AdoptCustomRuleID))

	plan := w.Run("plan", "-input=false")
	acctest.ExpectIn(t, "plan", plan, "0 to add, 1 to change, 0 to destroy",
		fmt.Sprintf(`~ service_id = "%s" -> "%s"`, fixture.ServiceID, fixture.Component),
		fmt.Sprintf(`~ team_id = "%s" -> "%s"`, fixture.TenantID, fixture.Team))
	acctest.ExpectNotIn(t, "plan", plan, "forces replacement", "must be replaced", "known after apply")

	env.GW.ResetCounts()
	acctest.ExpectIn(t, "apply", w.Run("apply", "-auto-approve", "-input=false"), "0 added, 1 changed, 0 destroyed")
	for _, op := range []string{mockgateway.OpCreateHTTPDomain, mockgateway.OpDeleteHTTPDomain, mockgateway.OpUpdateHTTPRule, mockgateway.OpUpdateDomainRule} {
		if n := env.GW.Count(op); n != 0 {
			t.Errorf("the apply sent %d %s: %v", n, op, env.GW.Counts())
		}
	}
	r, ok := env.GW.Rule(fixture.AdoptCustomRuleID)
	if !ok || r.DomainCookie != "beta=1" || r.RuleExtensions != "lb-type:round-robin" || r.TheWeight != 50 {
		t.Errorf("the rule lost its settings: %+v, %v", r, ok)
	}
	expectEmptyPlan(t, w)
	acctest.ExpectIn(t, "state", w.File("terraform.tfstate"), fmt.Sprintf(`"id": "%s/%s/%d/%s"`, fixture.Team, fixture.Region, fixture.AppID, fixture.AdoptCustomRuleID))
}

// Issue 33: the proxy settings and open_outer_port act at create only, and
// an import cannot read them (null in state). Setting either afterwards
// cannot be sent by an update (the platform's rule update has neither), so
// the plan says what it takes, a new rule, instead of an in-place change
// that sends nothing and stores them. open_outer_port = false asks
// nothing of a rule that exists: it is stored with no write.
func TestAccHTTPDomain_importedThenCreateOnlySettingsReplace(t *testing.T) {
	for name, c := range map[string]struct {
		line    string
		replace bool
	}{
		"configuration":           {"  configuration = { proxy_read_timeout = 120 }", true},
		"open_outer_port = true":  {"  open_outer_port = true", true},
		"open_outer_port = false": {"  open_outer_port = false", false},
	} {
		t.Run(name, func(t *testing.T) {
			env := acctest.NewConsoleEnv(t, fixture.Adoptable())
			base := acctest.DomainHCL("d", fixture.Team, 5000, fixture.AdoptCustomDomain, "  domain_path = \"/api\"")
			w := env.NewCLIWorkdir(t, env.Config(base))
			w.Run("import", "-input=false", addr, fmt.Sprintf("%s/%s/%d/%s", fixture.Team, fixture.Region, fixture.AppID, fixture.AdoptCustomRuleID))
			w.WriteFile("main.tf", env.Config(acctest.DomainHCL("d", fixture.Team, 5000, fixture.AdoptCustomDomain, "  domain_path = \"/api\"\n"+c.line)))
			plan := w.Run("plan", "-input=false")
			if c.replace {
				acctest.ExpectIn(t, "plan", plan, "must be replaced", "1 to add, 0 to change, 1 to destroy")
				return
			}
			acctest.ExpectNotIn(t, "plan", plan, "must be replaced")
			env.GW.ResetCounts()
			w.Run("apply", "-auto-approve", "-input=false")
			if n := env.GW.Count(mockgateway.OpUpdateHTTPRule) + env.GW.Count(mockgateway.OpCreateHTTPDomain) + env.GW.Count(mockgateway.OpDeleteHTTPDomain); n != 0 {
				t.Errorf("the apply wrote the rule: %v", env.GW.Counts())
			}
		})
	}
}
