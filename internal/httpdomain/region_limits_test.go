package httpdomain_test

import (
	"fmt"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// importCustomRule imports the fixture's console-made custom domain (port
// 5000, with an extension) as rainbond_http_domain.d, configured with
// domain name and extra.
func importCustomRule(t *testing.T, env *acctest.Env, name, extra string) *acctest.CLIWorkdir {
	t.Helper()
	w := env.NewCLIWorkdir(t, env.Config(acctest.DomainHCL("d", fixture.Team, 5000, name, extra)))
	w.Run("import", "-input=false", addr, fmt.Sprintf("%s/%s/%d/%s", fixture.Team, fixture.Region, fixture.AppID, fixture.AdoptCustomRuleID))
	return w
}

// noWrites fails the test when any rule write reached the mock.
func noWrites(t *testing.T, env *acctest.Env) {
	t.Helper()
	for _, op := range []string{mockgateway.OpUpdateHTTPRule, mockgateway.OpCreateHTTPDomain, mockgateway.OpDeleteHTTPDomain} {
		if n := env.GW.Count(op); n != 0 {
			t.Fatalf("%d requests of %s reached the platform, want none: %v", n, op, env.GW.Counts())
		}
	}
}

// Issue 28, item 3: the region replaces a rule's extensions only with a
// list that is not empty, so `rule_extensions = []` on a custom domain
// with extensions would clear the console's copy while the gateway keeps
// them. The plan refuses it and nothing is sent; a replacing list goes
// through to the region.
func TestAccHTTPDomain_removingTheLastExtensionFailsThePlan(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Adoptable())
	w := importCustomRule(t, env, fixture.AdoptCustomDomain, "")

	w.Write(env.Config(acctest.DomainHCL("d", fixture.Team, 5000, fixture.AdoptCustomDomain, "  rule_extensions = []")))
	out, err := w.Try("plan", "-input=false")
	if err == nil {
		t.Fatalf("the plan passed:\n%s", out)
	}
	acctest.ExpectIn(t, "the failed plan", out, "The last rule extension cannot be removed", "gateway keeps", fixture.AdoptCustomRuleID)
	if out, err := w.Try("apply", "-auto-approve", "-input=false"); err == nil {
		t.Fatalf("the apply passed:\n%s", out)
	}
	noWrites(t, env)
	r, _ := env.GW.Rule(fixture.AdoptCustomRuleID)
	route, _ := env.GW.RegionRule(fixture.AdoptCustomRuleID)
	if r.RuleExtensions != "lb-type:round-robin" || route.RuleExtensions != "lb-type:round-robin" {
		t.Fatalf("console %q, region %q", r.RuleExtensions, route.RuleExtensions)
	}

	w.Write(env.Config(acctest.DomainHCL("d", fixture.Team, 5000, fixture.AdoptCustomDomain, "  rule_extensions = [\"lb-type:cookie\"]")))
	w.Run("apply", "-auto-approve", "-input=false")
	if route, _ := env.GW.RegionRule(fixture.AdoptCustomRuleID); route.RuleExtensions != "lb-type:cookie" {
		t.Fatalf("region after a replacing list: %q", route.RuleExtensions)
	}
}

// Issue 28, item 2: the region checks the domain of every rule write as a
// lower-case DNS-1123 name, and a custom domain's update always leaves the
// rule with the configured name. A rule the console stored with an
// upper-case or Unicode name, configured as the console shows it, fails
// the plan with the region's reason and the form to write, before any
// write.
func TestAccHTTPDomain_storedNameTheRegionRefusesFailsThePlan(t *testing.T) {
	for stored, want := range map[string]string{
		"Shop.Acc.example.com":   "shop.acc.example.com",
		"bücher.acc.example.com": "xn--bcher-kva.acc.example.com",
	} {
		t.Run(want, func(t *testing.T) {
			f := fixture.Adoptable()
			f.Rules[1].DomainName = stored
			acctest.SkipOnConsole(t, "the region (its stand-in too) refuses to record a rule whose domain is not a lower-case DNS-1123 name, so the console cannot be given the fixture's rule stored with such a name and recorded in the region")
			env := acctest.NewConsoleEnv(t, f)
			w := importCustomRule(t, env, want, "")

			w.Write(env.Config(acctest.DomainHCL("d", fixture.Team, 5000, stored, "  the_weight = 40")))
			out, err := w.Try("plan", "-input=false")
			if err == nil {
				t.Fatalf("the plan passed:\n%s", out)
			}
			acctest.ExpectIn(t, "the failed plan", out, "the region takes a rule's domain only as a lower-case DNS-1123 name", fmt.Sprintf("%q", want))
			if out, err := w.Try("apply", "-auto-approve", "-input=false"); err == nil {
				t.Fatalf("the apply passed:\n%s", out)
			}
			noWrites(t, env)
			if r, _ := env.GW.Rule(fixture.AdoptCustomRuleID); r.TheWeight != 50 || r.DomainName != stored {
				t.Fatalf("rule after the refused plan: %+v", r)
			}
		})
	}
}

// The create checks the configured name as the region does, at plan time:
// a name the console would take but the region refuses (an underscore)
// sends nothing.
func TestAccHTTPDomain_createNameTheRegionRefusesFailsThePlan(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	w := env.NewCLIWorkdir(t, env.Config(acctest.DomainHCL("d", fixture.Team, 5000, "under_score.acc.example.com", "")))
	out, err := w.Try("plan", "-input=false")
	if err == nil {
		t.Fatalf("the plan passed:\n%s", out)
	}
	acctest.ExpectIn(t, "the failed plan", out, "under_score.acc.example.com")
	noWrites(t, env)
}
