package httprule_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

const defaultRuleAddr = "rainbond_http_rule.d"

// defaultRuleHCL adopts the default rule of Adoptable (path "", no cookie,
// header or auto-SSL config) with the given settings.
func defaultRuleHCL(env *acctest.Env, extra string) string {
	return env.Config(fmt.Sprintf(`
resource "rainbond_http_rule" "d" {
  team_id     = %q
  region_name = %q
  app_id      = %d
  rule_id     = %q
%s
}
`, fixture.Team, fixture.Region, fixture.AppID, fixture.AdoptRuleID, extra))
}

// updateBodies are the bodies of the rule updates the mock received.
func updateBodies(t *testing.T, env *acctest.Env) []map[string]any {
	t.Helper()
	var out []map[string]any
	for _, r := range env.GW.RequestsOf(mockgateway.OpUpdateHTTPRule) {
		var body map[string]any
		if err := json.Unmarshal([]byte(r.Body), &body); err != nil {
			t.Fatalf("update body %q: %v", r.Body, err)
		}
		out = append(out, body)
	}
	return out
}

// bodiesTheServerTakes checks every update body against the platform
// facts ("Updating a rule"): no null, no blank string, no domain_header
// or whether_open, certificate_id always.
func bodiesTheServerTakes(t *testing.T, env *acctest.Env, wantUpdates int) resource.TestCheckFunc {
	return func(*terraform.State) error {
		bodies := updateBodies(t, env)
		if len(bodies) != wantUpdates {
			return fmt.Errorf("%d updates, want %d: %v", len(bodies), wantUpdates, bodies)
		}
		for _, b := range bodies {
			for k, v := range b {
				if v == nil || v == "" || k == "domain_header" || k == "whether_open" {
					return fmt.Errorf("update body sends %s = %#v: %v", k, v, b)
				}
			}
			if _, ok := b["certificate_id"]; !ok {
				return fmt.Errorf("update body lacks certificate_id: %v", b)
			}
		}
		return nil
	}
}

// Issue 20, must hold: updating certificate_id, then domain_path, of an
// adopted default rule (path "", no cookie, no header, no auto-SSL
// config) succeeds with bodies the server takes, and the next plan is
// empty.
func TestAccHTTPRule_defaultRuleUpdatesSendWhatTheServerTakes(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config:            defaultRuleHCL(env, ""),
				ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{statecheck.ExpectKnownValue(defaultRuleAddr, tfjsonpath.New("domain_path"), knownvalue.StringExact(""))},
				Check:             bodiesTheServerTakes(t, env, 0),
			},
			{
				Config:           defaultRuleHCL(env, `  certificate_id = 7`),
				ConfigPlanChecks: acctest.ExpectUpdate(defaultRuleAddr),
				Check: resource.ComposeTestCheckFunc(bodiesTheServerTakes(t, env, 1), mockRule(env, fixture.AdoptRuleID, func(r mockgateway.Rule) error {
					if r.CertificateID != 7 || r.Protocol != "https" {
						return fmt.Errorf("certificate_id %d protocol %s", r.CertificateID, r.Protocol)
					}
					return nil
				})),
			},
			{
				Config:           defaultRuleHCL(env, "  certificate_id = 7\n  domain_path = \"/shop\""),
				ConfigPlanChecks: acctest.ExpectUpdate(defaultRuleAddr),
				Check: resource.ComposeTestCheckFunc(bodiesTheServerTakes(t, env, 2), mockRule(env, fixture.AdoptRuleID, func(r mockgateway.Rule) error {
					if r.DomainPath != "/shop" || r.CertificateID != 7 {
						return fmt.Errorf("domain_path %q certificate_id %d", r.DomainPath, r.CertificateID)
					}
					return nil
				})),
			},
		},
	})
}

// A configured empty path is the default rule's own: an update that
// turns it into "/" on the platform leaves no difference, and writing
// "/" instead plans nothing.
//
// It stays on the mock: on the real console, env.GW's copy of the console
// fills a stored weight of 0 with the fixture default 100.
func TestAccHTTPRule_emptyAndRootPathAreOneRoute(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Adoptable())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: defaultRuleHCL(env, `  domain_path = ""`), ConfigPlanChecks: acctest.EmptyPlanAfterApply},
			{
				Config:           defaultRuleHCL(env, "  domain_path = \"\"\n  the_weight = 0"),
				ConfigPlanChecks: acctest.ExpectUpdate(defaultRuleAddr),
				Check: mockRule(env, fixture.AdoptRuleID, func(r mockgateway.Rule) error {
					if r.DomainPath != "/" || r.TheWeight != 0 {
						return fmt.Errorf("the platform should hold / and weight 0: %q %d", r.DomainPath, r.TheWeight)
					}
					return nil
				}),
			},
			{Config: defaultRuleHCL(env, "  domain_path = \"/\"\n  the_weight = 0"), ConfigPlanChecks: acctest.EmptyPlanAfterApply, Check: bodiesTheServerTakes(t, env, 1)},
		},
	})
}

// Issue 20, must hold: rule_extensions go as {key, value} objects, and the
// stored "k:v,k:v" reads back to the configured list.
func TestAccHTTPRule_ruleExtensionsRoundTrip(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	list := knownvalue.ListExact([]knownvalue.Check{knownvalue.StringExact("lb-type:cookie-session"), knownvalue.StringExact("proxy-buffering:off")})
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:            defaultRuleHCL(env, `  rule_extensions = ["lb-type:cookie-session", "proxy-buffering:off"]`),
			ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
			ConfigStateChecks: []statecheck.StateCheck{statecheck.ExpectKnownValue(defaultRuleAddr, tfjsonpath.New("rule_extensions"), list)},
			Check: func(s *terraform.State) error {
				bodies := updateBodies(t, env)
				if len(bodies) != 1 {
					return fmt.Errorf("updates: %v", bodies)
				}
				got, _ := json.Marshal(bodies[0]["rule_extensions"])
				if want := `[{"key":"lb-type","value":"cookie-session"},{"key":"proxy-buffering","value":"off"}]`; string(got) != want {
					return fmt.Errorf("rule_extensions sent as %s, want %s", got, want)
				}
				return mockRule(env, fixture.AdoptRuleID, func(r mockgateway.Rule) error {
					if r.RuleExtensions != "lb-type:cookie-session,proxy-buffering:off" {
						return fmt.Errorf("stored %q", r.RuleExtensions)
					}
					return nil
				})(s)
			},
		}, {
			// Issue 28, item 3: the region would keep them, so [] is refused.
			Config:      defaultRuleHCL(env, `  rule_extensions = []`),
			ExpectError: acctest.ErrorRegex("The last rule extension cannot be removed"),
		}, {
			// A PlanOnly step runs no Check: the platform is checked before
			// the plan, right after the refused [].
			PreConfig: func() {
				err := mockRule(env, fixture.AdoptRuleID, func(r mockgateway.Rule) error {
					if r.RuleExtensions != "lb-type:cookie-session,proxy-buffering:off" {
						return fmt.Errorf("the refused [] changed them: %q", r.RuleExtensions)
					}
					return nil
				})(nil)
				if err != nil {
					t.Fatal(err)
				}
			},
			Config:   defaultRuleHCL(env, `  rule_extensions = ["lb-type:cookie-session", "proxy-buffering:off"]`),
			PlanOnly: true,
		}},
	})
}

// The update cannot clear a cookie: configuring "" for a rule that has
// one fails the plan, saying so, and nothing is sent.
func TestAccHTTPRule_clearingCookieFailsThePlan(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	custom := func(extra string) string {
		return env.Config(fmt.Sprintf(`
resource "rainbond_http_rule" "c" {
  team_id     = %q
  region_name = %q
  app_id      = %d
  rule_id     = %q
%s
}
`, fixture.Team, fixture.Region, fixture.AppID, fixture.AdoptCustomRuleID, extra))
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			// At adoption (the plan reads the rule to adopt)...
			{Config: custom(`  domain_cookie = ""`), PlanOnly: true, ExpectError: acctest.ErrorRegex("cannot remove a cookie once set")},
			// ...and at an update.
			{Config: custom(`  the_weight = 50`), ConfigPlanChecks: acctest.EmptyPlanAfterApply},
			{Config: custom("  the_weight = 50\n  domain_cookie = \"\""), PlanOnly: true, ExpectError: acctest.ErrorRegex("The cookie condition cannot be cleared")},
		},
		CheckDestroy: func(*terraform.State) error {
			if n := env.GW.Count(mockgateway.OpUpdateHTTPRule); n != 0 {
				return fmt.Errorf("%d updates sent", n)
			}
			return nil
		},
	})
}
