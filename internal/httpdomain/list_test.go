package httpdomain_test

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

// The custom domains of an app, without the ports' default rules.
func TestAccHTTPDomainList(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	identity := map[string]knownvalue.Check{
		"team_id": knownvalue.StringExact(fixture.TenantID), "region_name": knownvalue.StringExact(fixture.Region),
		"app_id": knownvalue.Int64Exact(fixture.AppID), "rule_id": knownvalue.StringExact(fixture.AdoptCustomRuleID),
	}
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureListResources)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.ProviderBlock()},
			{
				Query: true,
				Config: fmt.Sprintf(`list "rainbond_http_domain" "shop" {
  provider         = rainbond
  include_resource = true
  config {
    team_id     = %q
    region_name = %q
    app_id      = %d
  }
}
`, fixture.Team, fixture.Region, fixture.AppID),
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("rainbond_http_domain.shop", 1),
					querycheck.ExpectIdentity("rainbond_http_domain.shop", identity),
					querycheck.ExpectResourceKnownValues("rainbond_http_domain.shop", queryfilter.ByResourceIdentity(identity), []querycheck.KnownValueCheck{
						{Path: tfjsonpath.New("team_id"), KnownValue: knownvalue.StringExact(fixture.TenantID)},
						{Path: tfjsonpath.New("domain_path"), KnownValue: knownvalue.StringExact("/api")},
						{Path: tfjsonpath.New("domain_cookie"), KnownValue: knownvalue.StringExact("beta=1")},
						{Path: tfjsonpath.New("the_weight"), KnownValue: knownvalue.Int64Exact(50)},
						{Path: tfjsonpath.New("rule_extensions"), KnownValue: knownvalue.ListExact([]knownvalue.Check{knownvalue.StringExact("lb-type:round-robin")})},
					}),
				},
			},
		},
	})
}
