package httprule_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
	"github.com/hashicorp/terraform-plugin-testing/querycheck/queryfilter"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// ruleListHCL is a list block of rainbond_http_rule with the given lines
// in its body and in its config block.
func ruleListHCL(name string, body, config []string) string {
	return fmt.Sprintf(`list "rainbond_http_rule" %q {
  provider = rainbond
  %s
  config {
    %s
  }
}
`, name, acctest.JoinLines(body), acctest.JoinLines(config))
}

// ruleIdentity is the identity of a rule of the standard app, canonical.
func ruleIdentity(ruleID string) map[string]knownvalue.Check {
	return map[string]knownvalue.Check{
		"team_id":     knownvalue.StringExact(fixture.TenantID),
		"region_name": knownvalue.StringExact(fixture.Region),
		"app_id":      knownvalue.Int64Exact(fixture.AppID),
		"rule_id":     knownvalue.StringExact(ruleID),
	}
}

func TestAccHTTPRuleList(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureListResources)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.ProviderBlock()},
			{
				PreConfig: env.GW.ResetCounts,
				Query:     true,
				Config: ruleListHCL("all", nil, nil) +
					ruleListHCL("by_team_name", nil, []string{fmt.Sprintf("team_name = %q", fixture.Team), fmt.Sprintf("app_id = %d", fixture.AppID)}) +
					ruleListHCL("by_port", []string{"include_resource = true"}, []string{
						fmt.Sprintf("team_id = %q", fixture.TenantID), fmt.Sprintf("service_id = %q", fixture.Component), "container_port = 5000",
						fmt.Sprintf("domain_name = %q", "SHOP.acc.example.com"),
					}) +
					ruleListHCL("limited", []string{"limit = 1"}, nil) +
					ruleListHCL("auto_ssl", nil, []string{"auto_ssl = true"}) +
					ruleListHCL("none", nil, []string{"container_port = 8080"}),
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("rainbond_http_rule.all", 2),
					querycheck.ExpectLength("rainbond_http_rule.by_team_name", 2),
					querycheck.ExpectIdentity("rainbond_http_rule.by_team_name", ruleIdentity(fixture.AdoptRuleID)),
					querycheck.ExpectIdentity("rainbond_http_rule.by_team_name", ruleIdentity(fixture.AdoptCustomRuleID)),
					querycheck.ExpectResourceDisplayName("rainbond_http_rule.by_team_name", queryfilter.ByResourceIdentity(ruleIdentity(fixture.AdoptCustomRuleID)),
						knownvalue.StringExact(fmt.Sprintf("%s/api (%s:5000)", fixture.AdoptCustomDomain, fixture.Component))),
					querycheck.ExpectLength("rainbond_http_rule.by_port", 1),
					querycheck.ExpectResourceKnownValues("rainbond_http_rule.by_port", queryfilter.ByResourceIdentity(ruleIdentity(fixture.AdoptCustomRuleID)),
						[]querycheck.KnownValueCheck{
							{Path: tfjsonpath.New("team_id"), KnownValue: knownvalue.StringExact(fixture.TenantID)},
							{Path: tfjsonpath.New("service_id"), KnownValue: knownvalue.StringExact(fixture.ServiceID)},
							{Path: tfjsonpath.New("domain_path"), KnownValue: knownvalue.StringExact("/api")},
							{Path: tfjsonpath.New("the_weight"), KnownValue: knownvalue.Int64Exact(50)},
							{Path: tfjsonpath.New("restore_on_destroy"), KnownValue: knownvalue.Bool(false)},
							{Path: tfjsonpath.New("rule_extensions"), KnownValue: knownvalue.ListExact([]knownvalue.Check{knownvalue.StringExact("lb-type:round-robin")})},
						}),
					querycheck.ExpectLength("rainbond_http_rule.limited", 1),
					querycheck.ExpectLength("rainbond_http_rule.auto_ssl", 0),
					querycheck.ExpectLength("rainbond_http_rule.none", 0),
				},
			},
			{
				PreConfig:   func() { acctest.ExpectOnlyGETs(t, env.GW.Requests()) },
				Query:       true,
				Config:      ruleListHCL("unknown", nil, []string{`team_name = "no-such-team"`}),
				ExpectError: acctest.ErrorRegex(`team "no-such-team" does not exist`),
			},
			{
				Query:       true,
				Config:      ruleListHCL("both", nil, []string{fmt.Sprintf("team_id = %q", fixture.TenantID), fmt.Sprintf("team_name = %q", fixture.Team)}),
				ExpectError: acctest.ErrorRegex(`These attributes cannot be configured together`),
			},
		},
	})
}
