package httprule_test

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

const (
	accRuleID   = "3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c"
	accRuleAddr = "rainbond_http_rule.r"
)

// ruleFixture is the standard fixture with two open http ports on the first
// component and the default rule of port 80, which carries a certificate
// and an auto-SSL configuration that every update must keep.
func ruleFixture() mockgateway.Fixture {
	f := fixture.Standard()
	acme := "acme-dns"
	f.Ports = []mockgateway.Port{
		{ServiceID: fixture.ServiceID, ContainerPort: 80, Protocol: "http", IsInnerService: true, IsOuterService: true},
		{ServiceID: fixture.ServiceID, ContainerPort: 8080, Protocol: "http", IsInnerService: true, IsOuterService: true},
	}
	f.Rules = []mockgateway.Rule{{
		HTTPRuleID: accRuleID, ServiceID: fixture.ServiceID, ContainerPort: 80,
		DomainName: "web.apps.acc.example.com", DomainPath: "/", TheWeight: 100,
		CertificateID: 7, Protocol: "https", AutoSSLConfig: &acme, IsOuterService: true,
		RuleExtensions: "lb-type:round-robin,",
	}}
	return f
}

func ruleHCL(extra string) string {
	return fmt.Sprintf(`
resource "rainbond_http_rule" "r" {
  team_id     = %q
  region_name = %q
  app_id      = %d
  rule_id     = %q
%s
}
`, fixture.Team, fixture.Region, fixture.AppID, accRuleID, extra)
}

// ruleMatchesMock compares every attribute the list reports with the mock.
func ruleMatchesMock(env *acctest.Env, address string) statecheck.StateCheck {
	return env.StateMatchesMock(address, func(attrs map[string]any) (map[string]any, error) {
		r, ok := env.GW.Rule(fmt.Sprint(attrs["rule_id"]))
		if !ok {
			return nil, nil
		}
		cfg := "<nil>"
		if r.AutoSSLConfig != nil {
			cfg = *r.AutoSSLConfig
		}
		return map[string]any{
			"id":               fmt.Sprintf("%s/%s/%d/%s", fixture.Team, fixture.Region, fixture.AppID, r.HTTPRuleID),
			"container_port":   r.ContainerPort,
			"domain_name":      r.DomainName,
			"domain_path":      r.DomainPath,
			"domain_cookie":    r.DomainCookie,
			"domain_header":    r.DomainHeander,
			"the_weight":       r.TheWeight,
			"certificate_id":   r.CertificateID,
			"rule_extensions":  fmt.Sprint(toAnySlice(splitExtensions(r.RuleExtensions))),
			"auto_ssl":         r.AutoSSL,
			"auto_ssl_config":  cfg,
			"record_id":        r.ID,
			"service_name":     r.ServiceName,
			"service_alias":    r.ServiceAlias,
			"protocol":         r.Protocol,
			"domain_type":      r.DomainType,
			"type":             r.Type,
			"is_outer_service": r.IsOuterService,
			"is_senior":        r.IsSenior,
			"tenant_id":        r.TenantID,
			"team_name":        r.TeamName,
			"region_id":        r.RegionID,
		}, nil
	})
}

// splitExtensions is the test's own reading of the mock's comma-separated
// extensions: the items, blanks and empty items dropped. It stays apart from
// platform.ParseRuleExtensions on purpose: a test that read with the code
// under test would repeat its faults.
func splitExtensions(raw string) []string {
	out := []string{}
	for _, item := range strings.Split(raw, ",") {
		if item = strings.TrimSpace(item); item != "" {
			out = append(out, item)
		}
	}
	return out
}

func toAnySlice(s []string) []any {
	out := make([]any, len(s))
	for i, v := range s {
		out[i] = v
	}
	return out
}

// mockRule is a check on the mock's copy of a rule.
func mockRule(env *acctest.Env, id string, check func(mockgateway.Rule) error) resource.TestCheckFunc {
	return func(*terraform.State) error {
		r, ok := env.GW.Rule(id)
		if !ok {
			return fmt.Errorf("rule %s is not on the mock", id)
		}
		return check(r)
	}
}

func TestAccHTTPRule_adoptUpdateImport(t *testing.T) {
	env := acctest.NewConsoleEnv(t, ruleFixture())
	type step struct {
		hcl   string
		check func(mockgateway.Rule) error
	}
	keepsHTTPS := func(r mockgateway.Rule) error {
		if r.CertificateID != 7 || r.AutoSSLConfig == nil || *r.AutoSSLConfig != "acme-dns" {
			return fmt.Errorf("certificate_id %d and auto_ssl_config %v did not survive the update", r.CertificateID, r.AutoSSLConfig)
		}
		return nil
	}
	// Each step changes one more managed attribute; every one must reach
	// the mock and leave an empty plan behind.
	updates := []step{
		{`domain_name = "shop.example.com"`, func(r mockgateway.Rule) error {
			if r.DomainName != "shop.example.com" {
				return fmt.Errorf("domain_name %q", r.DomainName)
			}
			return keepsHTTPS(r)
		}},
		{`domain_path = "/api"`, func(r mockgateway.Rule) error {
			if r.DomainPath != "/api" {
				return fmt.Errorf("domain_path %q", r.DomainPath)
			}
			return keepsHTTPS(r)
		}},
		{`domain_cookie = "canary=1"`, func(r mockgateway.Rule) error {
			if r.DomainCookie != "canary=1" || !r.IsSenior {
				return fmt.Errorf("domain_cookie %q is_senior %v", r.DomainCookie, r.IsSenior)
			}
			return nil
		}},
		{`the_weight = 40`, func(r mockgateway.Rule) error {
			if r.TheWeight != 40 {
				return fmt.Errorf("the_weight %d", r.TheWeight)
			}
			return nil
		}},
		{`rule_extensions = ["lb-type:cookie-session", "proxy-buffering:off"]`, func(r mockgateway.Rule) error {
			if r.RuleExtensions != "lb-type:cookie-session,proxy-buffering:off" {
				return fmt.Errorf("rule_extensions %q", r.RuleExtensions)
			}
			return keepsHTTPS(r)
		}},
		{`auto_ssl = true`, func(r mockgateway.Rule) error {
			if !r.AutoSSL {
				return fmt.Errorf("auto_ssl off")
			}
			return nil
		}},
		{`auto_ssl_config = "http-01"`, func(r mockgateway.Rule) error {
			if r.AutoSSLConfig == nil || *r.AutoSSLConfig != "http-01" || r.CertificateID != 7 {
				return fmt.Errorf("auto_ssl_config %v certificate_id %d", r.AutoSSLConfig, r.CertificateID)
			}
			return nil
		}},
		{`certificate_id = 9`, func(r mockgateway.Rule) error {
			if r.CertificateID != 9 || r.Protocol != "https" {
				return fmt.Errorf("certificate_id %d protocol %q", r.CertificateID, r.Protocol)
			}
			return nil
		}},
		{`container_port = 8080`, func(r mockgateway.Rule) error {
			if r.ContainerPort != 8080 || r.CertificateID != 9 {
				return fmt.Errorf("container_port %d certificate_id %d", r.ContainerPort, r.CertificateID)
			}
			return nil
		}},
	}

	steps := []resource.TestStep{{
		// Adopting with nothing configured changes nothing on the platform.
		Config: env.Config(ruleHCL("")),
		ConfigStateChecks: []statecheck.StateCheck{
			ruleMatchesMock(env, accRuleAddr),
			statecheck.ExpectKnownValue(accRuleAddr, tfjsonpath.New("certificate_id"), knownvalue.Int64Exact(7)),
			statecheck.ExpectKnownValue(accRuleAddr, tfjsonpath.New("rule_extensions"), knownvalue.ListExact([]knownvalue.Check{knownvalue.StringExact("lb-type:round-robin")})),
			statecheck.ExpectKnownValue(accRuleAddr, tfjsonpath.New("service_id"), knownvalue.StringExact(fixture.ServiceID)),
			statecheck.ExpectKnownValue(accRuleAddr, tfjsonpath.New("restore_on_destroy"), knownvalue.Bool(false)),
		},
		ConfigPlanChecks: acctest.EmptyPlanAfterApply,
		Check: func(*terraform.State) error {
			if n := env.GW.Count(mockgateway.OpUpdateHTTPRule); n != 0 {
				return fmt.Errorf("adoption without settings sent %d updates", n)
			}
			return nil
		},
	}}
	var lines []string
	for _, u := range updates {
		lines = append(lines, "  "+u.hcl)
		steps = append(steps, resource.TestStep{
			Config:            env.Config(ruleHCL(strings.Join(lines, "\n"))),
			ConfigStateChecks: []statecheck.StateCheck{ruleMatchesMock(env, accRuleAddr)},
			ConfigPlanChecks: resource.ConfigPlanChecks{
				PreApply:             []plancheck.PlanCheck{plancheck.ExpectResourceAction(accRuleAddr, plancheck.ResourceActionUpdate)},
				PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
			},
			Check: mockRule(env, accRuleID, u.check),
		})
	}
	full := env.Config(ruleHCL(strings.Join(lines, "\n")))
	steps = append(steps,
		resource.TestStep{
			ResourceName:      accRuleAddr,
			ImportState:       true,
			ImportStateVerify: true,
			ImportStateIdFunc: func(s *terraform.State) (string, error) { return acctest.StateAttr(s, accRuleAddr, "id") },
			// An import captures the settings the rule has now; the adoption
			// captured those from before Terraform changed them.
			ImportStateVerifyIgnore: []string{"adopted_settings"},
		},
		resource.TestStep{
			// An import by team id instead of name reads the same rule.
			ResourceName:                         accRuleAddr,
			ImportState:                          true,
			ImportStateVerify:                    true,
			ImportStateId:                        fmt.Sprintf("%s/%s/%d/%s", fixture.TenantID, fixture.Region, fixture.AppID, accRuleID),
			ImportStateVerifyIdentifierAttribute: "rule_id",
			ImportStateVerifyIgnore:              []string{"id", "team_id", "adopted_settings"},
		},
		resource.TestStep{
			// Drift in a configured attribute shows in the plan...
			PreConfig: func() {
				if err := env.Console.EditRule(accRuleID, func(r *mockgateway.Rule) { r.DomainPath = "/changed-by-hand" }); err != nil {
					t.Fatal(err)
				}
			},
			Config:             full,
			PlanOnly:           true,
			ExpectNonEmptyPlan: true,
			ConfigPlanChecks: resource.ConfigPlanChecks{PostApplyPostRefresh: []plancheck.PlanCheck{
				plancheck.ExpectResourceAction(accRuleAddr, plancheck.ResourceActionUpdate),
				plancheck.ExpectKnownValue(accRuleAddr, tfjsonpath.New("domain_path"), knownvalue.StringExact("/api")),
			}},
		},
		resource.TestStep{
			// ...and the next apply puts the configured value back.
			Config:           full,
			ConfigPlanChecks: acctest.EmptyPlanAfterApply,
			Check: mockRule(env, accRuleID, func(r mockgateway.Rule) error {
				if r.DomainPath != "/api" {
					return fmt.Errorf("drift not corrected: domain_path %q", r.DomainPath)
				}
				return nil
			}),
		},
	)

	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps:                    steps,
		// Destroy forgets the rule: it is still on the platform, as set.
		CheckDestroy: mockRule(env, accRuleID, func(r mockgateway.Rule) error {
			if r.DomainName != "shop.example.com" || r.ContainerPort != 8080 {
				return fmt.Errorf("destroy changed the rule: %+v", r)
			}
			return nil
		}),
	})
}

// An attribute left out of the configuration follows the platform.
func TestAccHTTPRule_unsetAttributesFollowThePlatform(t *testing.T) {
	env := acctest.NewConsoleEnv(t, ruleFixture())
	cfg := env.Config(ruleHCL(`  domain_name = "shop.example.com"`))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: cfg, ConfigPlanChecks: acctest.EmptyPlanAfterApply},
			{
				PreConfig: func() {
					if err := env.Console.EditRule(accRuleID, func(r *mockgateway.Rule) { r.TheWeight = 55; r.CertificateID = 12 }); err != nil {
						t.Fatal(err)
					}
				},
				Config:           cfg,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
				ConfigStateChecks: []statecheck.StateCheck{
					ruleMatchesMock(env, accRuleAddr),
					statecheck.ExpectKnownValue(accRuleAddr, tfjsonpath.New("the_weight"), knownvalue.Int64Exact(55)),
					statecheck.ExpectKnownValue(accRuleAddr, tfjsonpath.New("certificate_id"), knownvalue.Int64Exact(12)),
				},
			},
		},
	})
}

// A port with its outer service opened and the rule it gets, in one apply.
// The component is not yet deployed, so its default rule is sent to the
// region with the component's creation and can be updated (a running
// component's cannot: TestAccHTTPRule_defaultRuleChangeWarnsAndFailsCleanly).
func TestAccHTTPRule_adoptThroughPort(t *testing.T) {
	f := fixture.Standard()
	creating := "creating"
	f.Components[0].CreateStatus = &creating
	acctest.SkipOnConsole(t, "the region records a component's default rules when it builds the component, which its stand-in never does: the rule's update is refused there")
	env := acctest.NewConsoleEnv(t, f)
	cfg := env.Config(acctest.PortHCL("web", 8000, `  protocol = "http"
  is_inner_service = true
  is_outer_service = true`) + `
resource "rainbond_http_rule" "r" {
  team_id        = rainbond_component_port.web.team_id
  region_name    = rainbond_component_port.web.region_name
  app_id         = rainbond_component_port.web.app_id
  service_id     = rainbond_component_port.web.service_id
  container_port = rainbond_component_port.web.container_port
  domain_name    = "web.example.com"
  the_weight     = 60
  depends_on     = [rainbond_component_port.web]
}
`)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:           cfg,
			ConfigPlanChecks: acctest.EmptyPlanAfterApply,
			ConfigStateChecks: []statecheck.StateCheck{
				ruleMatchesMock(env, accRuleAddr),
				statecheck.ExpectKnownValue(accRuleAddr, tfjsonpath.New("service_id"), knownvalue.StringExact(fixture.Component)),
				statecheck.ExpectKnownValue(accRuleAddr, tfjsonpath.New("type"), knownvalue.Int64Exact(0)),
			},
			Check: func(s *terraform.State) error {
				rules := env.GW.RulesOf(fixture.ServiceID, 8000)
				if len(rules) != 1 || rules[0].DomainName != "web.example.com" || rules[0].TheWeight != 60 {
					return fmt.Errorf("mock rules of port 8000: %+v", rules)
				}
				id, err := acctest.StateAttr(s, accRuleAddr, "rule_id")
				if err != nil || id != rules[0].HTTPRuleID {
					return fmt.Errorf("adopted rule_id %q (%v), mock has %s", id, err, rules[0].HTTPRuleID)
				}
				return nil
			},
		}},
	})
}

// The docs' own way of adopting a rule: by the component's alias, the form
// paths accept, and the port. The rule list names the component by id and,
// crosswise, its alias in service_name; the alias must find the rule.
func TestAccHTTPRule_adoptByComponentAlias(t *testing.T) {
	env := acctest.NewConsoleEnv(t, ruleFixture())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(fmt.Sprintf(`
resource "rainbond_http_rule" "r" {
  team_id        = %q
  region_name    = %q
  app_id         = %d
  service_id     = %q
  container_port = 80
  the_weight     = 60
}
`, fixture.Team, fixture.Region, fixture.AppID, fixture.Component)),
			ConfigPlanChecks: acctest.EmptyPlanAfterApply,
			ConfigStateChecks: []statecheck.StateCheck{
				ruleMatchesMock(env, accRuleAddr),
				statecheck.ExpectKnownValue(accRuleAddr, tfjsonpath.New("rule_id"), knownvalue.StringExact(accRuleID)),
				statecheck.ExpectKnownValue(accRuleAddr, tfjsonpath.New("service_id"), knownvalue.StringExact(fixture.Component)),
				statecheck.ExpectKnownValue(accRuleAddr, tfjsonpath.New("service_name"), knownvalue.StringExact(fixture.Component)),
				statecheck.ExpectKnownValue(accRuleAddr, tfjsonpath.New("service_alias"), knownvalue.StringExact(fixture.ComponentName)),
			},
			Check: mockRule(env, accRuleID, func(r mockgateway.Rule) error {
				if r.TheWeight != 60 {
					return fmt.Errorf("the_weight %d: the rule was not adopted", r.TheWeight)
				}
				return nil
			}),
		}},
	})
}

// A rule imported by tenant id, with its component in state by id, and
// configured by team name and component alias is the same rule: the plan
// updates the written forms in place, the apply sends no update, and the
// plan after it is empty.
func TestAccHTTPRule_importWithTheOtherForms(t *testing.T) {
	env := acctest.NewConsoleEnv(t, ruleFixture())
	cfg := env.Config(fmt.Sprintf(`
resource "rainbond_http_rule" "r" {
  team_id        = %q
  region_name    = %q
  app_id         = %d
  rule_id        = %q
  service_id     = %q
  container_port = 80
}
`, fixture.Team, fixture.Region, fixture.AppID, accRuleID, fixture.Component))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config:             cfg,
				ResourceName:       accRuleAddr,
				ImportState:        true,
				ImportStateId:      fmt.Sprintf("%s/%s/%d/%s", fixture.TenantID, fixture.Region, fixture.AppID, accRuleID),
				ImportStatePersist: true,
			},
			{
				PreConfig: env.GW.ResetCounts,
				Config:    cfg,
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply: []plancheck.PlanCheck{
						plancheck.ExpectResourceAction(accRuleAddr, plancheck.ResourceActionUpdate),
						plancheck.ExpectKnownValue(accRuleAddr, tfjsonpath.New("id"), knownvalue.StringExact(fmt.Sprintf("%s/%s/%d/%s", fixture.Team, fixture.Region, fixture.AppID, accRuleID))),
						plancheck.ExpectKnownValue(accRuleAddr, tfjsonpath.New("protocol"), knownvalue.StringExact("https")),
					},
					PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
				},
				ConfigStateChecks: []statecheck.StateCheck{
					ruleMatchesMock(env, accRuleAddr),
					statecheck.ExpectKnownValue(accRuleAddr, tfjsonpath.New("team_id"), knownvalue.StringExact(fixture.Team)),
					statecheck.ExpectKnownValue(accRuleAddr, tfjsonpath.New("service_id"), knownvalue.StringExact(fixture.Component)),
				},
				Check: acctest.ExpectRequests(env, map[string]int{mockgateway.OpUpdateHTTPRule: 0, mockgateway.OpUpdateDomainRule: 0}),
			},
		},
	})
}

// Two resources that adopt one rule would overwrite each other forever.
// The plan refuses it however the two name the rule: both by rule_id, one
// by rule_id and one by its port, both by port (the alias and the id of
// the component alike), and both by a port whose rule the same apply
// creates. Nothing is written.
func TestAccHTTPRule_adoptedTwiceRefused(t *testing.T) {
	env := acctest.NewConsoleEnv(t, ruleFixture())
	second := func(selector string) string {
		return fmt.Sprintf(`
resource "rainbond_http_rule" "again" {
  team_id     = %q
  region_name = %q
  app_id      = %d
%s
  domain_name = "other.example.com"
}
`, fixture.Team, fixture.Region, fixture.AppID, selector)
	}
	byID := fmt.Sprintf("  rule_id = %q", accRuleID)
	byAlias := fmt.Sprintf("  service_id = %q\n  container_port = 80", fixture.Component)
	byServiceID := fmt.Sprintf("  service_id = %q\n  container_port = 80", fixture.ServiceID)
	first := ruleHCL(`domain_name = "a.example.com"`)
	firstByPort := strings.ReplaceAll(first, `rule_id     = "`+accRuleID+`"`, byAlias)
	// Port 9000 is created, with its rule, by the same apply.
	newPort := acctest.PortHCL("web", 9000, "  is_inner_service = true\n  is_outer_service = true")
	byNewPort := func(name, service string) string {
		return fmt.Sprintf(`
resource "rainbond_http_rule" %q {
  team_id        = %q
  region_name    = %q
  app_id         = %d
  service_id     = %q
  container_port = 9000
  depends_on     = [rainbond_component_port.web]
}
`, name, fixture.Team, fixture.Region, fixture.AppID, service)
	}
	step := func(config string) resource.TestStep {
		return resource.TestStep{Config: env.Config(config), PlanOnly: true, ExpectError: acctest.ErrorRegex("HTTP rule adopted twice")}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			step(first + second(byID)),
			step(first + second(byAlias)),
			step(firstByPort + second(byServiceID)),
			step(newPort + byNewPort("a", fixture.Component) + byNewPort("b", fixture.ServiceID)),
			{
				// One adoption by port alone plans without a clash.
				Config:   env.Config(firstByPort),
				PlanOnly: true, ExpectNonEmptyPlan: true,
			},
		},
		CheckDestroy: acctest.ExpectRequests(env, map[string]int{
			mockgateway.OpUpdateHTTPRule: 0, mockgateway.OpUpdateDomainRule: 0, mockgateway.OpAddPort: 0, mockgateway.OpUpdatePort: 0,
		}),
	})
}

func TestAccHTTPRule_adoptionNamesCandidates(t *testing.T) {
	f := ruleFixture()
	f.Rules = append(f.Rules, mockgateway.Rule{HTTPRuleID: "9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b", ServiceID: fixture.ServiceID, ContainerPort: 80, DomainName: "second.example.com", Type: 0})
	env := acctest.NewConsoleEnv(t, f)
	byPort := func(port int) string {
		return env.Config(fmt.Sprintf(`
resource "rainbond_http_rule" "r" {
  team_id        = %q
  region_name    = %q
  app_id         = %d
  service_id     = %q
  container_port = %d
}
`, fixture.Team, fixture.Region, fixture.AppID, fixture.Component, port))
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: byPort(80), ExpectError: regexp.MustCompile(`(?s)has 2 default HTTP rules:.*` + accRuleID + `.*9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b.*Set rule_id`)},
			{Config: byPort(9090), ExpectError: acctest.ErrorRegex("9090 of component")},
			{Config: env.Config(`
resource "rainbond_http_rule" "r" {
  team_id     = "` + fixture.Team + `"
  region_name = "` + fixture.Region + `"
  app_id      = 1
}
`), ExpectError: acctest.ErrorRegex("set both service_id and container_port")},
		},
	})
}

// A rule deleted on the platform leaves state; adopting it again cannot
// work, and the plan says so.
func TestAccHTTPRule_disappears(t *testing.T) {
	env := acctest.NewConsoleEnv(t, ruleFixture())
	cfg := env.Config(ruleHCL(`  domain_name = "shop.example.com"`))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: cfg},
			{
				PreConfig: func() {
					if err := env.Console.RemoveRule(accRuleID); err != nil {
						t.Fatal(err)
					}
				},
				RefreshState:       true,
				ExpectNonEmptyPlan: true,
				Check: func(s *terraform.State) error {
					if _, ok := s.RootModule().Resources[accRuleAddr]; ok {
						return fmt.Errorf("%s still in state after its rule was deleted", accRuleAddr)
					}
					return nil
				},
			},
			{
				// The plan warns and the apply fails: the rule cannot be
				// created, and nothing is written to state.
				Config:      cfg,
				ExpectError: acctest.ErrorRegex("HTTP rule \"" + accRuleID + "\" does not exist on the platform. The API has no operation that creates an HTTP rule"),
			},
		},
	})
}

// The same rule through the port selector: once the port gets a new
// default rule (outer service closed and opened again), the plan adopts it.
func TestAccHTTPRule_disappearsThenReadopts(t *testing.T) {
	env := acctest.NewConsoleEnv(t, ruleFixture())
	cfg := env.Config(fmt.Sprintf(`
resource "rainbond_http_rule" "r" {
  team_id        = %q
  region_name    = %q
  app_id         = %d
  service_id     = %q
  container_port = 80
  the_weight     = 70
}
`, fixture.Team, fixture.Region, fixture.AppID, fixture.ServiceID))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: cfg},
			{
				PreConfig: func() {
					if err := env.Console.RemoveRule(accRuleID); err != nil {
						t.Fatal(err)
					}
				},
				Config:      cfg,
				ExpectError: acctest.ErrorRegex("has no default HTTP rule"),
			},
			{
				PreConfig: func() {
					if _, err := env.Console.PutRule(mockgateway.Rule{ServiceID: fixture.ServiceID, ContainerPort: 80, DomainName: "again.example.com", IsOuterService: true}); err != nil {
						t.Fatal(err)
					}
				},
				Config:           cfg,
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				Check: func(s *terraform.State) error {
					rules := env.GW.RulesOf(fixture.ServiceID, 80)
					if len(rules) != 1 || rules[0].TheWeight != 70 {
						return fmt.Errorf("mock rules: %+v", rules)
					}
					id, _ := acctest.StateAttr(s, accRuleAddr, "rule_id")
					if id != rules[0].HTTPRuleID {
						return fmt.Errorf("state rule_id %q, mock %q", id, rules[0].HTTPRuleID)
					}
					return nil
				},
			},
		},
	})
}

// restore_on_destroy writes back what the rule had when it was adopted.
func TestAccHTTPRule_restoreOnDestroy(t *testing.T) {
	env := acctest.NewConsoleEnv(t, ruleFixture())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(ruleHCL(`  domain_name = "shop.example.com"
  the_weight = 10
  certificate_id = 0
  rule_extensions = ["lb-type:cookie"]
  restore_on_destroy = true`)),
			ConfigPlanChecks: acctest.EmptyPlanAfterApply,
			Check: mockRule(env, accRuleID, func(r mockgateway.Rule) error {
				if r.DomainName != "shop.example.com" || r.CertificateID != 0 || r.Protocol != "http" {
					return fmt.Errorf("not applied: %+v", r)
				}
				return nil
			}),
		}},
		CheckDestroy: ruleFixtureRestored(env),
	})
}

// ruleFixtureRestored checks that the rule of ruleFixture has the settings
// it had before Terraform adopted it.
func ruleFixtureRestored(env *acctest.Env) resource.TestCheckFunc {
	return mockRule(env, accRuleID, func(r mockgateway.Rule) error {
		if r.DomainName != "web.apps.acc.example.com" || r.TheWeight != 100 || r.CertificateID != 7 ||
			r.AutoSSLConfig == nil || *r.AutoSSLConfig != "acme-dns" || strings.Join(splitExtensions(r.RuleExtensions), ",") != "lb-type:round-robin" {
			return fmt.Errorf("not restored: %+v", r)
		}
		return nil
	})
}

func TestAccHTTPRule_invalidValuesFailThePlan(t *testing.T) {
	env := acctest.NewConsoleEnv(t, ruleFixture())
	for i, c := range []struct{ hcl, msg string }{
		{`rule_extensions = ["a:1,b:2"]`, "contains a comma"},
		{`rule_extensions = ["novalue"]`, "is not of the form key:value"},
		{`domain_path = "api"`, `must be empty or start with "/"`},
		{`the_weight = 99999999999`, "value must be between -2147483648 and 2147483647, got: 99999999999"},
		{`domain_name = "-bad-"`, `"-bad-" is not a valid domain name (IDNA 2008)`},
		{`domain_name = "https://shop.example.com"`, "has a scheme"},
		{`domain_name = "shop.example.com/api"`, "has a path: set the path in domain_path"},
		{`domain_name = "shop.example.com:8443"`, "has a port"},
		{`domain_name = "shop example.com"`, "contains white space"},
		{`domain_name = "*.*.example.com"`, "only *.example.com is allowed"},
		{`domain_name = "商店.example.com"`, `Chinese characters, which the platform refuses: write its punycode form "xn--czrs0t.example.com"`},
		{fmt.Sprintf("domain_name = %q", strings.Repeat("a", 64)+".example.com"), "is not a valid domain name"},
		// The update can write a new name only in lower-case ASCII.
		{`domain_name = "bücher.example.com"`, `write "xn--bcher-kva.example.com" instead of "bücher.example.com"`},
		{`domain_header = "x-env=beta"`, "read-only"},
		{`auto_ssl_config = ""`, "string length must be at least 1"},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			resource.ParallelTest(t, resource.TestCase{
				ProtoV6ProviderFactories: env.Factories(),
				Steps:                    []resource.TestStep{{Config: env.Config(ruleHCL("  " + c.hcl)), PlanOnly: true, ExpectError: acctest.ErrorRegex(c.msg)}},
			})
		})
	}
	// The subtests run in parallel, after this function returns.
	t.Cleanup(func() {
		if n := env.GW.Count(mockgateway.OpUpdateHTTPRule) + env.GW.Count(mockgateway.OpUpdateDomainRule); n != 0 {
			t.Errorf("invalid rules reached the server %d times", n)
		}
	})
}

// A wildcard domain is a valid domain_name.
func TestAccHTTPRule_wildcardDomain(t *testing.T) {
	env := acctest.NewConsoleEnv(t, ruleFixture())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:           env.Config(ruleHCL(`  domain_name = "*.shop.example.com"`)),
			ConfigPlanChecks: acctest.EmptyPlanAfterApply,
			Check: mockRule(env, accRuleID, func(r mockgateway.Rule) error {
				if r.DomainName != "*.shop.example.com" {
					return fmt.Errorf("domain_name %q", r.DomainName)
				}
				return nil
			}),
		}},
	})
}

// The plan and the apply say that destroy leaves the rule on the platform,
// and what restore_on_destroy will write back.
func TestAccHTTPRule_destroyWarnsThroughTheCLI(t *testing.T) {
	env := acctest.NewConsoleEnv(t, ruleFixture())
	w := env.NewCLIWorkdir(t, env.Config(ruleHCL(`  domain_name = "shop.example.com"`)))
	acctest.ExpectIn(t, "plan of an adoption", w.Run("plan", "-input=false"),
		"Create adopts an existing HTTP rule", "find the rule that already exists (rule "+accRuleID+")", "Nothing new appears on the platform")
	w.Run("apply", "-input=false", "-auto-approve")
	acctest.ExpectIn(t, "plan -destroy", w.Run("plan", "-destroy", "-input=false"),
		"Destroy does not delete the HTTP rule",
		"The API has no operation that deletes an HTTP rule, so Terraform will forget HTTP rule "+accRuleID)
	acctest.ExpectIn(t, "destroy", w.Run("destroy", "-auto-approve", "-input=false"),
		"HTTP rule left on the platform", "Terraform forgot HTTP rule "+accRuleID)
	if r, ok := env.GW.Rule(accRuleID); !ok || r.DomainName != "shop.example.com" {
		t.Fatalf("destroy changed or removed the rule: %+v %v", r, ok)
	}

	w.Write(env.Config(ruleHCL(`  the_weight = 5
  restore_on_destroy = true`)))
	w.Run("apply", "-input=false", "-auto-approve")
	acctest.ExpectIn(t, "plan -destroy with restore", w.Run("plan", "-destroy", "-input=false"),
		"restore_on_destroy writes back the settings captured when Terraform adopted it",
		`domain_name="shop.example.com"`, "the_weight=100")
	acctest.ExpectIn(t, "destroy with restore", w.Run("destroy", "-auto-approve", "-input=false"),
		"Its settings were restored to those captured when Terraform adopted it")
	if r, _ := env.GW.Rule(accRuleID); r.TheWeight != 100 {
		t.Fatalf("the_weight not restored: %d", r.TheWeight)
	}

	// A rule_id that is not on the platform: the plan warns, the apply fails.
	w.Write(env.Config(strings.Replace(ruleHCL(""), accRuleID, "00000000000000000000000000000000", 1)))
	acctest.ExpectIn(t, "plan of a missing rule", w.Run("plan", "-input=false"), "HTTP rule not found: this create will fail")
	out, err := w.Try("apply", "-input=false", "-auto-approve")
	if err == nil {
		t.Fatalf("apply adopted a rule that does not exist:\n%s", out)
	}
	acctest.ExpectIn(t, "apply of a missing rule", out, `HTTP rule "00000000000000000000000000000000" does not exist on the platform`)
}
