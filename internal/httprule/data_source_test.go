package httprule_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/compare"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

func TestAccHTTPRulesDataSource(t *testing.T) {
	env := acctest.NewConsoleDefaultEnv(t)
	ruleIDs := func(ids ...string) knownvalue.Check {
		checks := make([]knownvalue.Check, len(ids))
		for i, id := range ids {
			checks[i] = knownvalue.ObjectPartial(map[string]knownvalue.Check{"http_rule_id": knownvalue.StringExact(id)})
		}
		return knownvalue.SetExact(checks)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(fmt.Sprintf(`
data "rainbond_http_rules" "all" {}

data "rainbond_http_rules" "api" {
  service_id = %q # by alias
}

data "rainbond_http_rules" "api_by_id" {
  service_id = %q
}

data "rainbond_http_rules" "dev_by_tenant_id" {
  team_name = %q
  app_id    = %d
}

data "rainbond_http_rules" "cert" {
  domain_name = "API.Shop.example.com"
}

data "rainbond_http_rules" "ops" {
  team_name   = "ops-team"
  region_name = %q
}

data "rainbond_http_rules" "blog_app" {
  app_id = %d
}

data "rainbond_http_rules" "none" {
  team_name = "ops-team"
  app_id    = %d
}
`, mockgateway.APIAlias, mockgateway.APIID, mockgateway.DefaultTeamID, mockgateway.BlogAppID, mockgateway.DefaultRegion, mockgateway.BlogAppID, mockgateway.ShopAppID)),
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue("data.rainbond_http_rules.all", tfjsonpath.New("rules"), ruleIDs(
					mockgateway.WebRuleID, mockgateway.APIRuleID, mockgateway.APICertRuleID,
					mockgateway.BlogRuleID, mockgateway.BlogAutoSSLRuleID, mockgateway.GrafanaRuleID)),
				statecheck.ExpectKnownValue("data.rainbond_http_rules.api", tfjsonpath.New("rules"), ruleIDs(mockgateway.APIRuleID, mockgateway.APICertRuleID)),
				// The alias and the id name one component, and the tenant id
				// and the name one team: the same rules either way.
				statecheck.CompareValuePairs("data.rainbond_http_rules.api", tfjsonpath.New("rules"),
					"data.rainbond_http_rules.api_by_id", tfjsonpath.New("rules"), compare.ValuesSame()),
				statecheck.ExpectKnownValue("data.rainbond_http_rules.dev_by_tenant_id", tfjsonpath.New("rules"), ruleIDs(mockgateway.BlogRuleID, mockgateway.BlogAutoSSLRuleID)),
				statecheck.ExpectKnownValue("data.rainbond_http_rules.ops", tfjsonpath.New("rules"), ruleIDs(mockgateway.GrafanaRuleID)),
				statecheck.ExpectKnownValue("data.rainbond_http_rules.blog_app", tfjsonpath.New("rules"), ruleIDs(mockgateway.BlogRuleID, mockgateway.BlogAutoSSLRuleID)),
				statecheck.ExpectKnownValue("data.rainbond_http_rules.none", tfjsonpath.New("rules"), knownvalue.ListExact([]knownvalue.Check{})),
				statecheck.ExpectKnownValue("data.rainbond_http_rules.cert", tfjsonpath.New("rules"), knownvalue.ListExact([]knownvalue.Check{
					knownvalue.ObjectExact(map[string]knownvalue.Check{
						"id":               knownvalue.Int64Exact(3),
						"region_name":      knownvalue.StringExact(mockgateway.DefaultRegion),
						"team_name":        knownvalue.StringExact(mockgateway.DefaultTeam),
						"app_id":           knownvalue.Int64Exact(mockgateway.ShopAppID),
						"auto_ssl_config":  knownvalue.Null(),
						"http_rule_id":     knownvalue.StringExact(mockgateway.APICertRuleID),
						"region_id":        knownvalue.StringExact("5d1f0b8e2c7a4e93a6b1c4d7e0f3a2b5"),
						"tenant_id":        knownvalue.StringExact(mockgateway.DefaultTeamID),
						"service_id":       knownvalue.StringExact(mockgateway.APIID),
						"service_name":     knownvalue.StringExact(mockgateway.APIAlias),
						"domain_name":      knownvalue.StringExact("api.shop.example.com"),
						"container_port":   knownvalue.Int64Exact(5000),
						"protocol":         knownvalue.StringExact("https"),
						"certificate_id":   knownvalue.Int64Exact(7),
						"domain_type":      knownvalue.StringExact("www"),
						"service_alias":    knownvalue.StringExact("api"),
						"is_senior":        knownvalue.Bool(true),
						"domain_path":      knownvalue.StringExact("/v1"),
						"domain_cookie":    knownvalue.StringExact(""),
						"domain_header":    knownvalue.StringExact("X-Env=prod"),
						"type":             knownvalue.Int64Exact(1),
						"the_weight":       knownvalue.Int64Exact(80),
						"rule_extensions":  knownvalue.ListExact([]knownvalue.Check{knownvalue.StringExact("lb_type:round-robin"), knownvalue.StringExact("httptohttps:true")}),
						"is_outer_service": knownvalue.Bool(true),
						"auto_ssl":         knownvalue.Bool(false),
						"path_rewrite":     knownvalue.Bool(true),
						"rewrites":         knownvalue.StringExact(""),
					}),
				})),
			},
		}},
	})
}

// auto_ssl is a server-side filter: it goes in the query string, and only
// the rules with automatic certificates come back.
func TestAccHTTPRulesDataSource_autoSSL(t *testing.T) {
	env := acctest.NewConsoleDefaultEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(`
data "rainbond_http_rules" "auto" {
  auto_ssl = true
}
`),
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue("data.rainbond_http_rules.auto", tfjsonpath.New("rules"), knownvalue.ListExact([]knownvalue.Check{
					knownvalue.ObjectPartial(map[string]knownvalue.Check{
						"http_rule_id":    knownvalue.StringExact(mockgateway.BlogAutoSSLRuleID),
						"domain_name":     knownvalue.StringExact("blog.example.com"),
						"auto_ssl":        knownvalue.Bool(true),
						"auto_ssl_config": knownvalue.StringExact("letsencrypt"),
						"rule_extensions": knownvalue.ListExact([]knownvalue.Check{knownvalue.StringExact("httptohttps:true")}),
					}),
				})),
			},
			Check: func(*terraform.State) error {
				qs := acctest.RequestQueries(t, env.GW, mockgateway.OpListHTTPRules)
				if len(qs) == 0 {
					return fmt.Errorf("no rule list request reached the mock")
				}
				for _, q := range qs {
					if got := q.Get("auto_ssl"); got != "true" {
						return fmt.Errorf("rule list sent auto_ssl=%q, want \"true\"", got)
					}
				}
				return nil
			},
		}},
	})
}
