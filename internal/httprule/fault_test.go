package httprule_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// ruleDomainIs checks the mock's rule after an update, and that the update
// kept the certificate and auto-SSL configuration of ruleFixture.
func ruleDomainIs(env *acctest.Env, domain string) resource.TestCheckFunc {
	return mockRule(env, accRuleID, func(r mockgateway.Rule) error {
		if r.DomainName != domain {
			return fmt.Errorf("domain_name on the mock is %q, want %q", r.DomainName, domain)
		}
		if r.CertificateID != 7 || r.AutoSSLConfig == nil || *r.AutoSSLConfig != "acme-dns" {
			return fmt.Errorf("the update lost certificate_id (%d) or auto_ssl_config (%v)", r.CertificateID, r.AutoSSLConfig)
		}
		return nil
	})
}

func ruleUpdates(env *acctest.Env, want int) resource.TestCheckFunc {
	return func(*terraform.State) error {
		if n := env.GW.Count(mockgateway.OpUpdateHTTPRule); n != want {
			return fmt.Errorf("UpdateHTTPRule requests = %d, want %d", n, want)
		}
		return nil
	}
}

// A rule update whose answer is lost after the server stored it: the
// client repeats the PUT (the update is idempotent: a full body), and the
// state is what the server has. Without retries the apply fails, and the
// next plan is still empty, because the change did take.
func TestAccFault_ruleUpdateAnswerLost(t *testing.T) {
	cases := []struct {
		name   string
		inject func(gw *mockgateway.Gateway)
	}{
		{"server error after commit", func(gw *mockgateway.Gateway) {
			gw.FailNextAfterCommit(mockgateway.OpUpdateHTTPRule, 1, http.StatusBadGateway)
		}},
		{"connection dropped after commit", func(gw *mockgateway.Gateway) {
			gw.DropNext(mockgateway.OpUpdateHTTPRule, 1, true)
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			env := acctest.NewEnv(t, ruleFixture())
			config := func(domain string, provider ...string) string {
				return env.ProviderBlock(provider...) + ruleHCL(fmt.Sprintf("domain_name = %q", domain))
			}
			inject := func() { env.GW.ResetCounts(); c.inject(env.GW) }
			matches := []statecheck.StateCheck{ruleMatchesMock(env, accRuleAddr)}
			resource.ParallelTest(t, resource.TestCase{
				ProtoV6ProviderFactories: env.Factories(),
				Steps: []resource.TestStep{
					{Config: config("a.example.com"), ConfigStateChecks: matches, Check: ruleDomainIs(env, "a.example.com")},
					{
						PreConfig:         inject,
						Config:            config("b.example.com", acctest.FastRetries),
						ConfigPlanChecks:  acctest.ExpectUpdate(accRuleAddr),
						ConfigStateChecks: matches,
						// The lost answer and its repeat.
						Check: resource.ComposeTestCheckFunc(ruleDomainIs(env, "b.example.com"), ruleUpdates(env, 2)),
					},
					{
						PreConfig:   inject,
						Config:      config("c.example.com", "max_retries = 0"),
						ExpectError: acctest.ErrorRegex("Cannot update the HTTP rule"),
					},
					{
						// The failed apply's change did take: nothing is left to do.
						Config: config("c.example.com", "max_retries = 0"),
						ConfigPlanChecks: resource.ConfigPlanChecks{
							PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
						},
						ConfigStateChecks: matches,
						Check:             ruleDomainIs(env, "c.example.com"),
					},
				},
			})
		})
	}
}

// An update that fails leaves a state that claims nothing the server does
// not have. The plans of this test do not refresh, so the next plan is made
// from the state the failed apply saved: it must still plan the change.
func TestAccFault_ruleUpdateFailsStateHonest(t *testing.T) {
	cases := []struct {
		name   string
		inject func(gw *mockgateway.Gateway)
		// stored: the server took the change, so the state must say so and
		// the next plan is empty; otherwise the next plan repeats it.
		stored bool
	}{
		{"refused", func(gw *mockgateway.Gateway) {
			gw.AddFault(mockgateway.Fault{Operation: mockgateway.OpUpdateHTTPRule, Status: http.StatusConflict, Message: "domain is being verified"})
		}, false},
		{"answer lost before commit", func(gw *mockgateway.Gateway) {
			gw.DropNext(mockgateway.OpUpdateHTTPRule, 1, false)
		}, false},
		{"answer lost after commit", func(gw *mockgateway.Gateway) {
			gw.FailNextAfterCommit(mockgateway.OpUpdateHTTPRule, 1, http.StatusBadGateway)
		}, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			env := acctest.NewEnv(t, ruleFixture())
			config := func(domain string) string {
				return env.ProviderBlock("max_retries = 0") + ruleHCL(fmt.Sprintf("domain_name = %q", domain))
			}
			next := plancheck.ExpectResourceAction(accRuleAddr, plancheck.ResourceActionUpdate)
			if c.stored {
				next = plancheck.ExpectEmptyPlan()
			}
			resource.ParallelTest(t, resource.TestCase{
				ProtoV6ProviderFactories: env.Factories(),
				AdditionalCLIOptions:     &resource.AdditionalCLIOptions{Plan: resource.PlanOptions{NoRefresh: true}},
				Steps: []resource.TestStep{
					{Config: config("a.example.com"), Check: ruleDomainIs(env, "a.example.com")},
					{
						PreConfig:   func() { c.inject(env.GW) },
						Config:      config("b.example.com"),
						ExpectError: acctest.ErrorRegex("Cannot update the HTTP rule"),
					},
					{
						Config:            config("b.example.com"),
						ConfigPlanChecks:  resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{next}},
						ConfigStateChecks: []statecheck.StateCheck{ruleMatchesMock(env, accRuleAddr)},
						Check:             ruleDomainIs(env, "b.example.com"),
					},
				},
			})
		})
	}
}

// An adoption whose first update fails keeps the adoption in state,
// tainted, with the settings it found: the next apply replaces it, and the
// settings restored on destroy are those from before Terraform, not what
// the failed update may have left.
func TestAccFault_ruleAdoptionUpdateFails(t *testing.T) {
	cases := []struct {
		name   string
		inject func(gw *mockgateway.Gateway)
	}{
		{"refused", func(gw *mockgateway.Gateway) {
			gw.AddFault(mockgateway.Fault{Operation: mockgateway.OpUpdateHTTPRule, Status: http.StatusConflict, Message: "domain is being verified"})
		}},
		{"answer lost after commit", func(gw *mockgateway.Gateway) {
			gw.FailNextAfterCommit(mockgateway.OpUpdateHTTPRule, 1, http.StatusBadGateway)
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			env := acctest.NewEnv(t, ruleFixture())
			config := env.ProviderBlock("max_retries = 0") + ruleHCL(`domain_name = "b.example.com"
  restore_on_destroy = true`)
			resource.ParallelTest(t, resource.TestCase{
				ProtoV6ProviderFactories: env.Factories(),
				CheckDestroy:             ruleFixtureRestored(env),
				Steps: failedAdoptionSteps(env, func() { c.inject(env.GW) }, config,
					"Cannot update the adopted HTTP rule", plancheck.ResourceActionDestroyBeforeCreate),
			})
		})
	}
}

// A refresh whose rule list fails transiently still sees the rule; one whose
// list keeps failing is an error that leaves the state as it was.
func TestAccFault_ruleRefreshFails(t *testing.T) {
	env := acctest.NewEnv(t, ruleFixture())
	config := env.ProviderBlock(acctest.FastRetries) + ruleHCL(`domain_name = "a.example.com"`)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: acctest.FailingRefreshSteps(t, env, mockgateway.OpListHTTPRules, config, "Cannot list HTTP rules",
			[]statecheck.StateCheck{ruleMatchesMock(env, accRuleAddr)}),
	})
}

// An adoption whose update takes but cannot be read back (the rule list
// fails once right after the PUT) is kept, tainted, with the settings from
// before Terraform, so the replacement and the final destroy restore them.
func TestAccFault_ruleAdoptionReadBackFails(t *testing.T) {
	acctest.PreCheck(t)
	ts := mockgateway.NewTestServer(t, ruleFixture())
	var updated atomic.Bool
	var failLeft atomic.Int32
	failLeft.Store(1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPut && strings.Contains(r.URL.Path, "domains") {
			ts.Gateway.ServeHTTP(w, r)
			updated.Store(true)
			return
		}
		if updated.Load() && r.Method == http.MethodGet && strings.HasSuffix(r.URL.Path, "/httpdomains") && failLeft.Add(-1) >= 0 {
			w.WriteHeader(http.StatusBadRequest)
			_, _ = w.Write([]byte(`{"msg":"rule list unavailable"}`))
			return
		}
		ts.Gateway.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	env := &acctest.Env{GW: ts.Gateway, URL: srv.URL, Token: ts.Token}
	config := env.ProviderBlock("max_retries = 0") + ruleHCL(`domain_name = "b.example.com"
  restore_on_destroy = true`)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             ruleFixtureRestored(env),
		Steps:                    failedAdoptionSteps(env, nil, config, "rule list unavailable", plancheck.ResourceActionDestroyBeforeCreate),
	})
}

// A tainted adoption replaced with create_before_destroy: the replacement
// adopts the rule first, and the destroy of the tainted object must not
// write the old restore point over the replacement's settings.
func TestAccFault_ruleTaintedReplaceCreateBeforeDestroy(t *testing.T) {
	env := acctest.NewEnv(t, ruleFixture())
	config := env.ProviderBlock("max_retries = 0") + ruleHCL(`domain_name = "b.example.com"
  restore_on_destroy = true
  lifecycle {
    create_before_destroy = true
  }`)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: failedAdoptionSteps(env, func() { env.GW.FailNextAfterCommit(mockgateway.OpUpdateHTTPRule, 1, http.StatusBadGateway) },
			config, "Cannot update the adopted HTTP rule", plancheck.ResourceActionCreateBeforeDestroy),
	})
}

// failedAdoptionSteps are a first apply whose adoption fails with want
// (inject, if any, sets up the failure) and a second that replaces the
// tainted adoption with the given action and leaves the configured domain.
func failedAdoptionSteps(env *acctest.Env, inject func(), config, want string, replace plancheck.ResourceActionType) []resource.TestStep {
	return []resource.TestStep{
		{PreConfig: inject, Config: config, ExpectError: acctest.ErrorRegex(want)},
		{
			Config: config,
			ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
				plancheck.ExpectResourceAction(accRuleAddr, replace),
			}},
			ConfigStateChecks: []statecheck.StateCheck{ruleMatchesMock(env, accRuleAddr)},
			Check:             ruleDomainIs(env, "b.example.com"),
		},
	}
}
