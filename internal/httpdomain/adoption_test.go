package httpdomain_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// stateRules returns the rule_id of every rainbond_http_domain instance in
// the working directory's state, deposed objects included.
func stateRules(t *testing.T, w *acctest.CLIWorkdir) map[string]string {
	t.Helper()
	var st struct {
		Resources []struct {
			Type, Name string
			Instances  []struct {
				IndexKey   any    `json:"index_key"`
				Deposed    string `json:"deposed"`
				Attributes struct {
					RuleID string `json:"rule_id"`
				} `json:"attributes"`
			} `json:"instances"`
		} `json:"resources"`
	}
	if err := json.Unmarshal([]byte(w.File("terraform.tfstate")), &st); err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, r := range st.Resources {
		if r.Type != "rainbond_http_domain" {
			continue
		}
		for _, in := range r.Instances {
			addr := fmt.Sprintf("%s.%s", r.Type, r.Name)
			if in.IndexKey != nil {
				addr += fmt.Sprintf("[%v]", in.IndexKey)
			}
			if in.Deposed != "" {
				addr += " (deposed " + in.Deposed + ")"
			}
			out[addr] = in.Attributes.RuleID
		}
	}
	return out
}

// expectStateRulesExist fails the test for a state that names a rule the
// platform does not have.
func expectStateRulesExist(t *testing.T, env *acctest.Env, w *acctest.CLIWorkdir) map[string]string {
	t.Helper()
	rules := stateRules(t, w)
	for addr, id := range rules {
		if _, ok := env.GW.Rule(id); !ok {
			t.Errorf("state names rule %s at %s, which the platform does not have", id, addr)
		}
	}
	return rules
}

func expectEmptyPlan(t *testing.T, w *acctest.CLIWorkdir) {
	t.Helper()
	if out, err := w.Try("plan", "-input=false", "-detailed-exitcode"); err != nil {
		t.Errorf("the plan after the apply is not empty: %v\n%s", err, out)
	}
}

// Issue 27, item 1: two blocks with the same settings (one naming the
// component by alias, one by id) no longer share one rule: the second
// create fails, names the first's rule and says how to import it; nothing
// is adopted, and destroying the survivor deletes only its own rule.
func TestAccHTTPDomain_twoBlocksSameSettings(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	byAlias := strings.Replace(acctest.DomainHCL("a", fixture.Team, 5000, domain, ""), `"`+fixture.ServiceID+`"`, `"`+fixture.Component+`"`, 1)
	w := env.NewCLIWorkdir(t, env.Config(byAlias+acctest.DomainHCL("b", fixture.Team, 5000, domain, "")))
	out, err := w.Try("apply", "-auto-approve", "-input=false")
	if err == nil {
		t.Fatalf("both blocks applied:\n%s", out)
	}
	rules := newRules(env)
	if len(rules) != 1 {
		t.Fatalf("port 5000 has %d new rules, want 1: %+v", len(rules), rules)
	}
	id := rules[0].HTTPRuleID
	acctest.ExpectIn(t, "apply", out, "HTTP rule "+id, "terraform import <resource address> "+fmt.Sprintf("%s/%s/%d/%s", fixture.Team, fixture.Region, fixture.AppID, id))
	if got := expectStateRulesExist(t, env, w); len(got) != 1 {
		t.Errorf("state holds %v, want the one resource that created the rule", got)
	}
	w.Run("destroy", "-auto-approve", "-input=false")
	if rules := newRules(env); len(rules) != 0 {
		t.Errorf("destroy left %+v", rules)
	}
	if _, ok := env.GW.Rule(fixture.AdoptCustomRuleID); !ok {
		t.Error("destroy deleted the console's custom domain")
	}
}

// Issue 27, item 1: a custom domain made in the console with the same
// settings as a new block is not taken over: the create fails with the
// import hint, and destroying the rest of the configuration leaves it.
func TestAccHTTPDomain_consoleRuleNotTaken(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	same := acctest.DomainHCL("d", fixture.Team, 5000, fixture.AdoptCustomDomain,
		"  domain_path = \"/api\"\n  domain_cookie = \"beta=1\"\n  the_weight = 50\n  rule_extensions = [\"lb-type:round-robin\"]")
	other := acctest.DomainHCL("other", fixture.Team, 5000, domain, "")
	w := env.NewCLIWorkdir(t, env.Config(same+other))
	out, err := w.Try("apply", "-auto-approve", "-input=false")
	if err == nil {
		t.Fatalf("the console's rule was taken over:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, "already has HTTP rule "+fixture.AdoptCustomRuleID,
		fmt.Sprintf("terraform import <resource address> %s/%s/%d/%s", fixture.Team, fixture.Region, fixture.AppID, fixture.AdoptCustomRuleID))
	for addr, id := range expectStateRulesExist(t, env, w) {
		if id == fixture.AdoptCustomRuleID {
			t.Errorf("%s holds the console's rule", addr)
		}
	}
	w.Run("destroy", "-auto-approve", "-input=false")
	if _, ok := env.GW.Rule(fixture.AdoptCustomRuleID); !ok {
		t.Error("destroy deleted the console's custom domain")
	}
	if rules := newRules(env); len(rules) != 0 {
		t.Errorf("destroy left %+v", rules)
	}
}

// Issue 27, item 1: a replacement with create_before_destroy that keeps
// the component, port, domain and path (-replace, or a change of
// configuration) cannot hold both rules on the platform: the apply fails
// before deleting anything, says why and what to do, and the state still
// names the rule, which still exists. Without create_before_destroy the
// same replacements succeed: the new rule exists, the state names it, and
// the next plan is empty.
func TestAccHTTPDomain_replacementKeepsStateTrue(t *testing.T) {
	for _, c := range []struct {
		name    string
		changed string // the configuration's change, "" for -replace
	}{
		{"-replace", ""},
		{"configuration change", "  configuration = { proxy_read_timeout = 90 }"},
	} {
		t.Run(c.name, func(t *testing.T) {
			env := acctest.NewEnv(t, fixture.Adoptable())
			config := func(extra, lifecycle string) string {
				return env.Config(acctest.DomainHCL("d", fixture.Team, 5000, domain, extra+"\n"+lifecycle))
			}
			cbd := "  lifecycle {\n    create_before_destroy = true\n  }"
			w := env.NewCLIWorkdir(t, config("  configuration = { proxy_read_timeout = 30 }", cbd))
			w.Run("apply", "-auto-approve", "-input=false")
			before := expectStateRulesExist(t, env, w)[addr]

			args := []string{"apply", "-auto-approve", "-input=false"}
			changed := "  configuration = { proxy_read_timeout = 30 }"
			if c.changed == "" {
				args = append(args, "-replace="+addr)
			} else {
				changed = c.changed
			}
			w.Write(config(changed, cbd))
			out, err := w.Try(args...)
			if err == nil {
				t.Fatalf("create_before_destroy replacement applied:\n%s", out)
			}
			acctest.ExpectIn(t, "apply", out, "already has HTTP rule "+before, "remove create_before_destroy", "Nothing was deleted")
			if got := expectStateRulesExist(t, env, w); got[addr] != before || len(got) != 1 {
				t.Errorf("state after the failed replacement: %v, want %s at %s", got, before, addr)
			}
			if rules := newRules(env); len(rules) != 1 || rules[0].HTTPRuleID != before {
				t.Errorf("rules after the failed replacement: %+v", rules)
			}

			// Without create_before_destroy: the old rule goes first.
			w.Write(config(changed, ""))
			w.Run(args...)
			after := expectStateRulesExist(t, env, w)
			if rules := newRules(env); len(rules) != 1 || rules[0].HTTPRuleID != after[addr] || after[addr] == before {
				t.Errorf("rules %+v, state %v (before %s)", rules, after, before)
			}
			if cfg, _ := env.GW.RuleConfiguration(after[addr]); c.changed != "" && !strings.Contains(cfg, "90") {
				t.Errorf("the new rule's configuration = %q", cfg)
			}
			expectEmptyPlan(t, w)
		})
	}
}

// Issue 27, item 1 and item 11: a renamed for_each key whose destroy is
// slow. Terraform runs the destroy of the old key beside the create of the
// new one; the create meets the old rule, which the platform still has,
// waits for its delete and creates the rule again. The state names only a
// rule the platform has, and the next plan is empty.
func TestAccHTTPDomain_renamedKeySlowDelete(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Adoptable())
	config := func(key string) string {
		return env.Config(fmt.Sprintf(`
resource "rainbond_http_domain" "k" {
  for_each       = toset([%q])
  team_id        = %q
  region_name    = %q
  app_id         = %d
  service_id     = %q
  container_port = 5000
  domain_name    = %q
}
`, key, fixture.Team, fixture.Region, fixture.AppID, fixture.ServiceID, domain))
	}
	w := env.NewCLIWorkdir(t, config("old"))
	w.Run("apply", "-auto-approve", "-input=false")
	old := expectStateRulesExist(t, env, w)[`rainbond_http_domain.k[old]`]

	env.GW.SetOperationLatency(mockgateway.OpDeleteHTTPDomain, 3*time.Second)
	w.Write(config("new"))
	out := w.Run("apply", "-auto-approve", "-input=false")
	env.GW.SetOperationLatency(mockgateway.OpDeleteHTTPDomain, -1)
	acctest.ExpectNotIn(t, "apply", out, "httptohttps", "redirect")
	got := expectStateRulesExist(t, env, w)
	if _, ok := got[`rainbond_http_domain.k[new]`]; !ok || len(got) != 1 {
		t.Fatalf("state after the rename: %v", got)
	}
	if rules := newRules(env); len(rules) != 1 || rules[0].HTTPRuleID == old || rules[0].DomainName != domain {
		t.Errorf("rules after the rename: %+v (old %s)", rules, old)
	}
	expectEmptyPlan(t, w)
}
