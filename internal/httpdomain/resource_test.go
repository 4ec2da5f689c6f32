package httpdomain_test

import (
	"fmt"
	"regexp"
	"strconv"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

const (
	addr   = "rainbond_http_domain.d"
	domain = "www.acc.example.com"
)

// customRules are the rules of the fixture's port 5000 that are not the
// ones the fixture started with.
func newRules(env *acctest.Env) []mockgateway.Rule {
	var out []mockgateway.Rule
	for _, r := range env.GW.RulesOf(fixture.ServiceID, 5000) {
		if r.HTTPRuleID != fixture.AdoptRuleID && r.HTTPRuleID != fixture.AdoptCustomRuleID {
			out = append(out, r)
		}
	}
	return out
}

// matchesMock compares the state with the one new rule of port 5000.
func matchesMock(env *acctest.Env) statecheck.StateCheck {
	return env.StateMatchesMock(addr, func(map[string]any) (map[string]any, error) {
		rules := newRules(env)
		if len(rules) != 1 {
			return nil, fmt.Errorf("port 5000 has %d new rules, want 1", len(rules))
		}
		r := rules[0]
		return map[string]any{
			"rule_id": r.HTTPRuleID, "domain_name": r.DomainName, "domain_path": r.DomainPath,
			"the_weight": strconv.FormatInt(r.TheWeight, 10), "certificate_id": strconv.FormatInt(r.CertificateID, 10),
			"protocol": r.Protocol, "container_port": strconv.FormatInt(r.ContainerPort, 10),
		}, nil
	})
}

// portAsBefore checks that port 5000 is open with the fixture's rules only
// and that no certificate is left.
func portAsBefore(env *acctest.Env) resource.TestCheckFunc {
	return func(*terraform.State) error {
		if p, _ := env.GW.Port(fixture.ServiceID, 5000); !p.IsOuterService || !p.IsInnerService {
			return fmt.Errorf("port 5000 changed: %+v", p)
		}
		if rules := newRules(env); len(rules) != 0 {
			return fmt.Errorf("rules left: %+v", rules)
		}
		if n := len(env.GW.RulesOf(fixture.ServiceID, 5000)); n != 2 {
			return fmt.Errorf("port 5000 has %d rules, want the fixture's 2", n)
		}
		if n := len(env.GW.Certificates()); n != 0 {
			return fmt.Errorf("%d certificates left", n)
		}
		return nil
	}
}

// A custom domain with its certificate applies in one run, with the
// certificate first; plans nothing after; updates in place; imports; and
// destroys in one run, the rule before the certificate, leaving the port as
// it was.
func TestAccHTTPDomain_withCertificate(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	cert, key := acctest.CertPair(domain)
	certHCL := acctest.CertificateHCL("c", fixture.Team, "www", cert, key, "")
	config := func(extra string) string {
		return env.Config(certHCL + acctest.DomainHCL("d", fixture.Team, 5000, domain,
			"  certificate_id = rainbond_certificate.c.certificate_id\n  rule_extensions = [\"lb-type:round-robin\"]\n"+extra))
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             portAsBefore(env),
		Steps: []resource.TestStep{
			{
				Config:           config(""),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{
					matchesMock(env),
					statecheck.ExpectKnownValue(addr, tfjsonpath.New("protocol"), knownvalue.StringExact("https")),
					statecheck.ExpectKnownValue(addr, tfjsonpath.New("domain_path"), knownvalue.StringExact("/")),
				},
				Check: func(*terraform.State) error {
					r := newRules(env)[0]
					if r.CertificateID != env.GW.Certificates()[0].ID || r.RuleExtensions != "lb-type:round-robin" || r.Type != 1 {
						return fmt.Errorf("rule = %+v", r)
					}
					return nil
				},
			},
			{
				Config:            config("  the_weight = 40\n  domain_path = \"/shop\"\n  domain_cookie = \"beta=1\""),
				ConfigPlanChecks:  acctest.ExpectUpdate(addr),
				ConfigStateChecks: []statecheck.StateCheck{matchesMock(env)},
				Check: func(*terraform.State) error {
					if r := newRules(env)[0]; r.TheWeight != 40 || r.DomainPath != "/shop" || r.DomainCookie != "beta=1" || r.CertificateID == 0 {
						return fmt.Errorf("update not applied, or the certificate dropped: %+v", r)
					}
					return nil
				},
			},
			{
				// The platform stores any 32-bit weight, negatives too.
				Config:            config("  the_weight = -5\n  domain_path = \"/shop\"\n  domain_cookie = \"beta=1\""),
				ConfigPlanChecks:  acctest.ExpectUpdate(addr),
				ConfigStateChecks: []statecheck.StateCheck{matchesMock(env)},
				Check: func(*terraform.State) error {
					if r := newRules(env)[0]; r.TheWeight != -5 {
						return fmt.Errorf("weight %d, want -5", r.TheWeight)
					}
					return nil
				},
			},
			{
				ResourceName:            addr,
				ImportState:             true,
				ImportStateVerify:       true,
				ImportStateVerifyIgnore: []string{"timeouts", "open_outer_port"},
			},
		},
	})
}

// open_outer_port opens a closed port without its default rule; destroy
// deletes the rule and leaves the port open.
func TestAccHTTPDomain_openOuterPort(t *testing.T) {
	acctest.SkipOnConsole(t, standInOpensNoPort)
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	const a = "rainbond_http_domain.admin"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy: func(*terraform.State) error {
			if p, _ := env.GW.Port(fixture.ServiceID, 8080); !p.IsOuterService {
				return fmt.Errorf("port 8080 closed by destroy")
			}
			if rules := env.GW.RulesOf(fixture.ServiceID, 8080); len(rules) != 0 {
				return fmt.Errorf("rules left on 8080: %+v", rules)
			}
			return nil
		},
		Steps: []resource.TestStep{
			{
				// Closed port, open_outer_port unset: the platform's refusal.
				Config:      env.Config(acctest.DomainHCL("admin", fixture.Team, 8080, "admin.acc.example.com", "")),
				ExpectError: regexp.MustCompile(`没有开启对外端口`),
			},
			{
				Config:           env.Config(acctest.DomainHCL("admin", fixture.Team, 8080, "admin.acc.example.com", "  open_outer_port = true")),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(a, tfjsonpath.New("open_outer_port"), knownvalue.Bool(true)),
				},
				Check: func(*terraform.State) error {
					if rules := env.GW.RulesOf(fixture.ServiceID, 8080); len(rules) != 1 || rules[0].Type != 1 {
						return fmt.Errorf("rules of 8080: %+v (opening made a default rule?)", rules)
					}
					return nil
				},
			},
			{
				Config:           env.Config(acctest.DomainHCL("admin", fixture.Team, 8080, "admin.acc.example.com", "  open_outer_port = true\n  domain_header = \"X-Env=beta\"")),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectResourceAction(a, plancheck.ResourceActionDestroyBeforeCreate)}},
			},
		},
	})
}

// Drift made in the console of a configured setting shows, and a rule
// deleted there is created again.
func TestAccHTTPDomain_driftAndDisappears(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	config := env.Config(acctest.DomainHCL("d", fixture.Team, 5000, domain, "  the_weight = 100\n  domain_path = \"/\""))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             portAsBefore(env),
		Steps: []resource.TestStep{
			{Config: config, ConfigPlanChecks: acctest.EmptyPlanAfterApply},
			{
				PreConfig: func() {
					_ = env.Console.EditRule(newRules(env)[0].HTTPRuleID, func(r *mockgateway.Rule) { r.TheWeight = 7; r.DomainPath = "/moved" })
				},
				Config:            config,
				ConfigPlanChecks:  acctest.ExpectUpdate(addr),
				ConfigStateChecks: []statecheck.StateCheck{matchesMock(env)},
			},
			{
				PreConfig:         func() { _ = env.Console.RemoveRule(newRules(env)[0].HTTPRuleID) },
				Config:            config,
				ConfigPlanChecks:  resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectResourceAction(addr, plancheck.ResourceActionCreate)}},
				ConfigStateChecks: []statecheck.StateCheck{matchesMock(env)},
			},
		},
	})
}

// A create costs the check of the component's ports, the read of the
// app's rules before the first attempt (one list, which a run shares), the
// read of the component that keys its turn among the component's writes
// (one per component, which a run shares), the create and one read-back.
func TestAccHTTPDomain_createRequests(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			PreConfig: env.GW.ResetCounts,
			Config:    env.Config(acctest.DomainHCL("d", fixture.Team, 5000, domain, "")),
			Check: func(*terraform.State) error {
				if n, c := env.GW.TotalRequests(), env.GW.Count(mockgateway.OpCreateHTTPDomain); n > 5 || c != 1 || env.GW.Count(mockgateway.OpGetComponent) > 1 || env.GW.Count(mockgateway.OpListPorts) != 1 || env.GW.Count(mockgateway.OpListHTTPDomains) > 1 {
					return fmt.Errorf("the create cost %d requests (%v), want at most 5", n, env.GW.Counts())
				}
				return nil
			},
		}},
	})
}

// A lost answer: the rule the create made is kept, and a repeat made
// while the platform still works (late commit) finds it too. No duplicate.
func TestAccHTTPDomain_lostCreateAnswer(t *testing.T) {
	for name, fault := range map[string]mockgateway.Fault{
		"answer dropped after commit":     {Operation: mockgateway.OpCreateHTTPDomain, Status: mockgateway.StatusDrop, AfterCommit: true},
		"commit after the client gave up": {Operation: mockgateway.OpCreateHTTPDomain, CommitLater: 2},
	} {
		t.Run(name, func(t *testing.T) {
			env := acctest.NewEnv(t, fixture.Adoptable())
			resource.ParallelTest(t, resource.TestCase{
				ProtoV6ProviderFactories: env.Factories(),
				Steps: []resource.TestStep{{
					PreConfig:         func() { env.GW.AddFault(fault) },
					Config:            env.ProviderBlock(acctest.QuickUnknown) + acctest.DomainHCL("d", fixture.Team, 5000, domain, ""),
					ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
					ConfigStateChecks: []statecheck.StateCheck{matchesMock(env)},
				}},
			})
		})
	}
}

// One rule managed by rainbond_http_domain and rainbond_http_rule fails at
// plan time, before any write.
func TestAccHTTPDomain_managedTwice(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	domainHCL := acctest.DomainHCL("d", fixture.Team, 5000, domain, "")
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.Config(domainHCL)},
			{
				Config: env.Config(domainHCL + `
resource "rainbond_http_rule" "r" {
  team_id     = "` + fixture.Team + `"
  region_name = "` + fixture.Region + `"
  app_id      = 1
  rule_id     = rainbond_http_domain.d.rule_id
}
`),
				PlanOnly:    true,
				ExpectError: acctest.ErrorRegex("managed by both a rainbond_http_rule and a rainbond_http_domain"),
			},
		},
	})
}

func TestAccHTTPDomain_importByIdentity(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Adoptable())
	config := env.Config(acctest.DomainHCL("d", fixture.Team, 5000, fixture.AdoptCustomDomain,
		"  domain_path = \"/api\"\n  domain_cookie = \"beta=1\"\n  the_weight = 50\n  rule_extensions = [\"lb-type:round-robin\"]") +
		acctest.ImportBlockHCL(addr, map[string]string{
			"team_id": strconv.Quote(fixture.Team), "region_name": strconv.Quote(fixture.Region), "app_id": "1", "rule_id": strconv.Quote(fixture.AdoptCustomRuleID),
		}))
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureResourceIdentity)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: config,
			ConfigPlanChecks: resource.ConfigPlanChecks{
				PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
			},
			ConfigStateChecks: []statecheck.StateCheck{statecheck.ExpectIdentity(addr, map[string]knownvalue.Check{
				"team_id": knownvalue.StringExact(fixture.TenantID), "region_name": knownvalue.StringExact(fixture.Region),
				"app_id": knownvalue.Int64Exact(1), "rule_id": knownvalue.StringExact(fixture.AdoptCustomRuleID),
			})},
		}},
	})
}
