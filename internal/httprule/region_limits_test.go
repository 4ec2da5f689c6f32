package httprule_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// regionFixture is Adoptable with its default rule as a 6.9 platform makes
// it when the port of a running component is opened: no record in the
// region's rule table.
func regionFixture() mockgateway.Fixture {
	f := fixture.Adoptable()
	none := false
	f.Rules[0].RegionRecord = &none
	return f
}

// ruleByIDHCL adopts rule id as rainbond_http_rule.name with the extra
// settings.
func ruleByIDHCL(name, id, extra string) string {
	return fmt.Sprintf(`
resource "rainbond_http_rule" %q {
  team_id     = %q
  region_name = %q
  app_id      = %d
  rule_id     = %q
%s
}
`, name, fixture.Team, fixture.Region, fixture.AppID, id, extra)
}

// Issue 28, item 1: on 6.9 a port's default rule has no record in the
// region, which refuses every update of it. Changing the weight of an
// adopted default rule plans with a warning that says so, and the apply
// fails with an explanation in English; the state keeps the prior weight
// and the region holds no change. The same change of a custom rule made in
// the console (which has a region record) succeeds.
func TestAccHTTPRule_defaultRuleChangeWarnsAndFailsCleanly(t *testing.T) {
	env := acctest.NewEnv(t, regionFixture())
	config := func(weight string) string {
		return env.Config(ruleByIDHCL("dflt", fixture.AdoptRuleID, weight) + ruleByIDHCL("custom", fixture.AdoptCustomRuleID, weight))
	}
	w := env.NewCLIWorkdir(t, config(""))
	w.Run("apply", "-auto-approve", "-input=false")
	if n := env.GW.Count(mockgateway.OpUpdateHTTPRule); n != 0 {
		t.Fatalf("adopting without settings sent %d updates", n)
	}

	w.Write(config("  the_weight  = 40"))
	plan := w.Run("plan", "-input=false")
	acctest.ExpectIn(t, "the plan", plan, "A port's default HTTP rule likely cannot be changed", fixture.AdoptRuleID, "rainbond_http_domain")
	acctest.ExpectNotIn(t, "the plan", plan, "HTTP rule "+fixture.AdoptCustomRuleID+" is the default rule")

	out, err := w.Try("apply", "-auto-approve", "-input=false")
	if err == nil {
		t.Fatalf("the change of the default rule applied:\n%s", out)
	}
	acctest.ExpectIn(t, "the failed apply", out, "keeps only in the console and its gateway", "nothing was changed", "rainbond_http_domain")
	if got := stateValues(t, w, "rainbond_http_rule.dflt")["the_weight"]; got != float64(100) {
		t.Errorf("state of the default rule: the_weight %v, want the prior 100", got)
	}
	if r, _ := env.GW.Rule(fixture.AdoptRuleID); r.TheWeight != 100 {
		t.Errorf("the console's default rule changed: weight %d", r.TheWeight)
	}
	if _, ok := env.GW.RegionRule(fixture.AdoptRuleID); ok {
		t.Error("the region holds a record of the default rule now")
	}
	if got := stateValues(t, w, "rainbond_http_rule.custom")["the_weight"]; got != float64(40) {
		t.Errorf("state of the custom rule: the_weight %v, want 40", got)
	}
	if route, ok := env.GW.RegionRule(fixture.AdoptCustomRuleID); !ok || route.TheWeight != 40 {
		t.Errorf("region record of the custom rule: %+v, %v", route, ok)
	}
}

// Issue 28, item 2: the platform sends a rule's stored domain with every
// update, and the region refuses a name that is not a lower-case DNS-1123
// name. Updating a rule stored with a Unicode name fails at plan time,
// before any write; setting its punycode form updates it.
func TestAccHTTPRule_storedUnicodeDomainFailsThePlan(t *testing.T) {
	f := fixture.Adoptable()
	f.Rules[1].DomainName = "bücher.acc.example.com"
	acctest.SkipOnConsole(t, "the region (its stand-in too) refuses to record a rule whose domain is not a lower-case DNS-1123 name, so the console cannot be given the fixture's rule stored with such a name and recorded in the region")
	env := acctest.NewConsoleEnv(t, f)
	w := env.NewCLIWorkdir(t, env.Config(ruleByIDHCL("custom", fixture.AdoptCustomRuleID, "")))
	w.Run("apply", "-auto-approve", "-input=false")

	w.Write(env.Config(ruleByIDHCL("custom", fixture.AdoptCustomRuleID, "  the_weight = 40")))
	out, err := w.Try("plan", "-input=false")
	if err == nil {
		t.Fatalf("the plan passed:\n%s", out)
	}
	acctest.ExpectIn(t, "the failed plan", out, "cannot be updated with its stored domain", "xn--bcher-kva.acc.example.com")
	if out, err := w.Try("apply", "-auto-approve", "-input=false"); err == nil {
		t.Fatalf("the apply passed:\n%s", out)
	}
	if n := env.GW.Count(mockgateway.OpUpdateHTTPRule); n != 0 {
		t.Fatalf("%d updates sent, want none", n)
	}

	w.Write(env.Config(ruleByIDHCL("custom", fixture.AdoptCustomRuleID, "  the_weight = 40\n  domain_name = \"xn--bcher-kva.acc.example.com\"")))
	w.Run("apply", "-auto-approve", "-input=false")
	if r, _ := env.GW.Rule(fixture.AdoptCustomRuleID); r.TheWeight != 40 || r.DomainName != "xn--bcher-kva.acc.example.com" {
		t.Fatalf("rule after the update with a valid name: %+v", r)
	}
}

// Issue 28, item 3: the region replaces a rule's extensions only with a
// list that is not empty, so `rule_extensions = []` would clear the
// console's copy while the gateway keeps them. The plan refuses it, and
// nothing is sent.
func TestAccHTTPRule_removingTheLastExtensionFailsThePlan(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Adoptable())
	w := env.NewCLIWorkdir(t, env.Config(ruleByIDHCL("custom", fixture.AdoptCustomRuleID, "")))
	w.Run("apply", "-auto-approve", "-input=false")

	w.Write(env.Config(ruleByIDHCL("custom", fixture.AdoptCustomRuleID, "  rule_extensions = []")))
	out, err := w.Try("plan", "-input=false")
	if err == nil {
		t.Fatalf("the plan passed:\n%s", out)
	}
	acctest.ExpectIn(t, "the failed plan", out, "The last rule extension cannot be removed", "gateway keeps")
	if out, err := w.Try("apply", "-auto-approve", "-input=false"); err == nil {
		t.Fatalf("the apply passed:\n%s", out)
	}
	if n := env.GW.Count(mockgateway.OpUpdateHTTPRule); n != 0 {
		t.Fatalf("%d updates sent, want none", n)
	}
	r, _ := env.GW.Rule(fixture.AdoptCustomRuleID)
	route, _ := env.GW.RegionRule(fixture.AdoptCustomRuleID)
	if r.RuleExtensions != "lb-type:round-robin" || route.RuleExtensions != "lb-type:round-robin" {
		t.Fatalf("console %q, region %q", r.RuleExtensions, route.RuleExtensions)
	}
	// Replacing them with another list is what the platform does.
	w.Write(env.Config(ruleByIDHCL("custom", fixture.AdoptCustomRuleID, "  rule_extensions = [\"lb-type:cookie\"]")))
	w.Run("apply", "-auto-approve", "-input=false")
	if route, _ := env.GW.RegionRule(fixture.AdoptCustomRuleID); route.RuleExtensions != "lb-type:cookie" {
		t.Fatalf("region after a replacing list: %q", route.RuleExtensions)
	}
}

// The same, for a default rule that the apply itself makes by opening the
// port of a running component: the plan warns before the rule exists, the
// create fails with the English explanation and adopts nothing, and the
// rule stays as the platform made it.
func TestAccHTTPRule_defaultRuleOfAPortOpenedInTheApply(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(acctest.PortHCL("web", 8080, `  protocol         = "http"
  is_inner_service = true
  is_outer_service = true`)+`
resource "rainbond_http_rule" "web" {
  team_id        = rainbond_component_port.web.team_id
  region_name    = rainbond_component_port.web.region_name
  app_id         = rainbond_component_port.web.app_id
  service_id     = rainbond_component_port.web.service_id
  container_port = rainbond_component_port.web.container_port
  the_weight     = 40
  depends_on     = [rainbond_component_port.web]
}
`))
	acctest.ExpectIn(t, "the plan", w.Run("plan", "-input=false"), "A port's default HTTP rule likely cannot be changed", "rainbond_http_domain")
	out, err := w.Try("apply", "-auto-approve", "-input=false")
	if err == nil {
		t.Fatalf("the change of the new default rule applied:\n%s", out)
	}
	acctest.ExpectIn(t, "the failed apply", out, "keeps only in the console and its gateway", "nothing was changed")
	rules := env.GW.RulesOf(fixture.Component, 8080)
	if len(rules) != 1 || rules[0].TheWeight != 100 {
		t.Fatalf("the default rule: %+v", rules)
	}
	if st := w.Run("state", "list"); strings.Contains(st, "rainbond_http_rule.web") {
		t.Errorf("the refused adoption is in state:\n%s", st)
	}
}

// Issue 33, item 21: the region may lack a custom domain too (Type 1); the
// refusal names it as the custom domain it is, with advice that fits, not
// as "a port's default rule".
func TestAccHTTPRule_customDomainNotInRegionNamedAsSuch(t *testing.T) {
	f := fixture.Adoptable()
	none := false
	f.Rules[1].RegionRecord = &none
	env := acctest.NewConsoleEnv(t, f)
	w := env.NewCLIWorkdir(t, env.Config(ruleByIDHCL("custom", fixture.AdoptCustomRuleID, "")))
	w.Run("apply", "-auto-approve", "-input=false")
	w.Write(env.Config(ruleByIDHCL("custom", fixture.AdoptCustomRuleID, "  the_weight  = 40")))
	out, err := w.Try("apply", "-auto-approve", "-input=false")
	if err == nil {
		t.Fatalf("the change of a rule the region lacks applied:\n%s", out)
	}
	acctest.ExpectIn(t, "the failed apply", out, fmt.Sprintf("custom domain %q", fixture.AdoptCustomDomain), "nothing was changed")
	acctest.ExpectNotIn(t, "the failed apply", out, "default rule")
}
