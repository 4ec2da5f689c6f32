package httpdomain_test

import (
	"fmt"
	"regexp"
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

// The platform refuses to delete a certificate that a rule still uses;
// the destroy says so, with the server's reason, and succeeds once the
// rule is gone.
func TestAccHTTPDomain_certificateInUse(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	cert, key := acctest.CertPair(domain)
	certHCL := acctest.CertificateHCL("c", fixture.Team, "www", cert, key, "")
	var ruleID string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.Config(certHCL)},
			{
				// A rule made in the console serves the certificate.
				PreConfig: func() {
					r, err := env.Console.PutRule(mockgateway.Rule{ServiceID: fixture.ServiceID, ContainerPort: 5000, DomainName: domain, Type: 1, CertificateID: env.GW.Certificates()[0].ID})
					if err != nil {
						t.Fatal(err)
					}
					ruleID = r.HTTPRuleID
				},
				Config:      env.Config(""),
				ExpectError: regexp.MustCompile(`(?s)Certificate still in use.*仍有网关策略在使用该证书`),
			},
			{
				PreConfig: func() {
					if err := env.Console.RemoveRule(ruleID); err != nil {
						t.Fatal(err)
					}
				},
				Config: env.Config(""),
				Check: func(*terraform.State) error {
					if n := len(env.GW.Certificates()); n != 0 {
						return fmt.Errorf("%d certificates left", n)
					}
					return nil
				},
			},
		},
	})
}

// A certificate id that the platform does not have: it makes the rule
// anyway, without the certificate but marked https. The apply fails and
// keeps the rule, tainted, for the next apply to replace.
func TestAccHTTPDomain_unknownCertificate(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             portAsBefore(env),
		Steps: []resource.TestStep{
			{
				Config:      env.Config(acctest.DomainHCL("d", fixture.Team, 5000, domain, "  certificate_id = 99")),
				ExpectError: regexp.MustCompile(`(?s)Certificate not found.*without certificate 99`),
			},
			{
				// The rule is in state, so no second rule appears.
				Config:            env.Config(acctest.DomainHCL("d", fixture.Team, 5000, domain, "")),
				ConfigStateChecks: []statecheck.StateCheck{matchesMock(env), statecheck.ExpectKnownValue(addr, tfjsonpath.New("certificate_id"), knownvalue.Int64Exact(0))},
			},
		},
	})
}

// The rules of one app, in one request.
func TestAccHTTPDomainsDataSource(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	const ds = "data.rainbond_http_domains.all"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			PreConfig: env.GW.ResetCounts,
			Config: env.Config(`
data "rainbond_http_domains" "all" {
  team_id     = "` + fixture.Team + `"
  region_name = "` + fixture.Region + `"
  app_id      = 1
}
`),
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue(ds, tfjsonpath.New("rules"), knownvalue.ListExact([]knownvalue.Check{
					knownvalue.ObjectPartial(map[string]knownvalue.Check{"rule_id": knownvalue.StringExact(fixture.AdoptRuleID), "type": knownvalue.Int64Exact(0)}),
					knownvalue.ObjectPartial(map[string]knownvalue.Check{
						"rule_id": knownvalue.StringExact(fixture.AdoptCustomRuleID), "type": knownvalue.Int64Exact(1),
						"domain_path": knownvalue.StringExact("/api"), "domain_cookie": knownvalue.StringExact("beta=1"),
						"service_name": knownvalue.StringExact(fixture.Component), "service_id": knownvalue.StringExact(fixture.ServiceID),
					}),
				})),
			},
			Check: func(*terraform.State) error {
				if n := env.GW.Count(mockgateway.OpListHTTPDomains); n < 1 || env.GW.TotalRequests() != n {
					return fmt.Errorf("requests: %v", env.GW.Counts())
				}
				return nil
			},
		}},
	})
}

// The create does not resolve aliases: the provider looks the component's
// id up first, and keeps the alias in state.
func TestAccHTTPDomain_componentByAlias(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	config := env.Config(`
resource "rainbond_http_domain" "d" {
  team_id        = "` + fixture.Team + `"
  region_name    = "` + fixture.Region + `"
  app_id         = 1
  service_id     = "` + fixture.Component + `"
  container_port = 5000
  domain_name    = "` + domain + `"
}
`)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             portAsBefore(env),
		Steps: []resource.TestStep{{
			Config:           config,
			ConfigPlanChecks: acctest.EmptyPlanAfterApply,
			ConfigStateChecks: []statecheck.StateCheck{
				matchesMock(env),
				statecheck.ExpectKnownValue(addr, tfjsonpath.New("service_id"), knownvalue.StringExact(fixture.Component)),
			},
		}},
	})
}
