package certificate_test

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
	"github.com/hashicorp/terraform-plugin-testing/tfversion"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

const addr = "rainbond_certificate.c"

// matchesMock compares the state with the mock's only certificate.
func matchesMock(env *acctest.Env) statecheck.StateCheck {
	return env.StateMatchesMock(addr, func(map[string]any) (map[string]any, error) {
		certs := env.GW.Certificates()
		if len(certs) != 1 {
			return nil, fmt.Errorf("the mock has %d certificates, want 1", len(certs))
		}
		c := certs[0]
		return map[string]any{
			"certificate_id": strconv.FormatInt(c.ID, 10), "alias": c.Alias, "certificate_type": c.CertificateType,
			"id": fmt.Sprintf("%s/%d", fixture.Team, c.ID),
		}, nil
	})
}

func noCertificates(env *acctest.Env) resource.TestCheckFunc {
	return func(*terraform.State) error {
		if n := len(env.GW.Certificates()); n != 0 {
			return fmt.Errorf("%d certificates left on the platform", n)
		}
		return nil
	}
}

// Create, update (alias, then a new pair), a trailing newline that is no
// change, import by ID, and destroy.
func TestAccCertificate_lifecycle(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	cert, key := acctest.CertPair("shop.example.com")
	cert2, key2 := acctest.CertPair("shop.example.com", "www.shop.example.com")
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             noCertificates(env),
		Steps: []resource.TestStep{
			{
				Config:           env.Config(acctest.CertificateHCL("c", fixture.Team, "shop", cert, key, "")),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{
					matchesMock(env),
					statecheck.ExpectKnownValue(addr, tfjsonpath.New("certificate_type"), knownvalue.StringExact("服务端证书")),
					statecheck.ExpectKnownValue(addr, tfjsonpath.New("private_key"), knownvalue.Null()),
					statecheck.ExpectKnownValue(addr, tfjsonpath.New("not_after"), knownvalue.StringRegexp(regexp.MustCompile(`^\d{4}-\d\d-\d\dT`))),
				},
				Check: func(*terraform.State) error {
					if c := env.GW.Certificates()[0]; c.PrivateKey != strings.TrimSpace(key) || c.Certificate != strings.TrimSpace(cert) {
						return fmt.Errorf("the mock holds another pair")
					}
					return nil
				},
			},
			{
				// The same PEM with surrounding blank lines: no change.
				Config:           env.Config(acctest.CertificateHCL("c", fixture.Team, "shop", "\n"+cert+"\n\n", key, "")),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
			},
			{
				Config:            env.Config(acctest.CertificateHCL("c", fixture.Team, "shop-2026", cert, key, "")),
				ConfigPlanChecks:  acctest.ExpectUpdate(addr),
				ConfigStateChecks: []statecheck.StateCheck{matchesMock(env)},
			},
			{
				// A new key alone is a change: its digest shows it.
				Config:           env.Config(acctest.CertificateHCL("c", fixture.Team, "shop-2026", cert2, key2, "")),
				ConfigPlanChecks: acctest.ExpectUpdate(addr),
				Check: func(*terraform.State) error {
					if c := env.GW.Certificates()[0]; c.PrivateKey != strings.TrimSpace(key2) || c.Certificate != strings.TrimSpace(cert2) {
						return fmt.Errorf("the update did not send the new pair")
					}
					return nil
				},
			},
			{
				ResourceName:      addr,
				ImportState:       true,
				ImportStateVerify: true,
				// The platform stores the PEM trimmed, and an import reads
				// that form; the configured one has a trailing newline,
				// which is no change (compared as PEM).
				ImportStateVerifyIgnore: []string{"timeouts", "certificate"},
				ImportStateCheck: func(states []*terraform.InstanceState) error {
					if len(states) != 1 || states[0].Attributes["certificate"] != strings.TrimSpace(cert2) {
						return fmt.Errorf("imported certificate is not the platform's PEM")
					}
					return nil
				},
			},
		},
	})
}

// A change made in the console shows in the next plan, and a certificate
// deleted there is planned again.
func TestAccCertificate_driftAndDisappears(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	cert, key := acctest.CertPair("shop.example.com")
	config := env.Config(acctest.CertificateHCL("c", fixture.Team, "shop", cert, key, ""))
	other, otherKey := acctest.CertPair("other.example.com")
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: config, ConfigPlanChecks: acctest.EmptyPlanAfterApply},
			{
				PreConfig: func() {
					if err := env.Console.EditCertificate(env.GW.Certificates()[0].ID, func(c *mockgateway.Certificate) {
						c.Alias, c.Certificate, c.PrivateKey = "renamed", other, otherKey
					}); err != nil {
						t.Fatal(err)
					}
				},
				Config:            config,
				ConfigPlanChecks:  acctest.ExpectUpdate(addr),
				ConfigStateChecks: []statecheck.StateCheck{matchesMock(env)},
				Check: func(*terraform.State) error {
					if c := env.GW.Certificates()[0]; c.Alias != "shop" || c.PrivateKey != strings.TrimSpace(key) {
						return fmt.Errorf("drift not corrected: %+v", c)
					}
					return nil
				},
			},
			{
				PreConfig: func() {
					if err := env.Console.RemoveCertificate(env.GW.Certificates()[0].ID); err != nil {
						t.Fatal(err)
					}
				},
				Config:            config,
				ConfigPlanChecks:  resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectResourceAction(addr, plancheck.ResourceActionCreate)}},
				ConfigStateChecks: []statecheck.StateCheck{matchesMock(env)},
			},
		},
	})
}

// What the platform refuses of a pair is refused at plan time, before
// any request.
func TestAccCertificate_planTimeChecks(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	cert, _ := acctest.CertPair("shop.example.com")
	_, otherKey := acctest.CertPair("other.example.com")
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config:      env.Config(acctest.CertificateHCL("c", fixture.Team, "shop", cert, otherKey, "")),
				PlanOnly:    true,
				ExpectError: acctest.ErrorRegex("private key does not belong to the certificate"),
			},
			{
				Config:      env.Config(acctest.CertificateHCL("c", fixture.Team, "shop", "not a pem", otherKey, "")),
				PlanOnly:    true,
				ExpectError: acctest.ErrorRegex("not a PEM certificate"),
			},
			{
				Config:      env.Config(acctest.CertificateHCL("c", fixture.Team, "shop", cert, otherKey, `  certificate_type = "gateway"`)),
				PlanOnly:    true,
				ExpectError: regexp.MustCompile(`certificate_type`),
			},
		},
	})
	if n := env.GW.TotalRequests(); n != 0 {
		t.Errorf("plan-time checks sent %d requests", n)
	}
}

// A certificate whose create answer was lost is found by its alias and
// kept: one certificate on the platform, the one in state.
func TestAccCertificate_lostCreateAnswer(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	cert, key := acctest.CertPair("shop.example.com")
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			PreConfig:         func() { env.GW.DropNext(mockgateway.OpCreateCertificate, 1, true) },
			Config:            env.Config(acctest.CertificateHCL("c", fixture.Team, "shop", cert, key, "")),
			ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
			ConfigStateChecks: []statecheck.StateCheck{matchesMock(env)},
		}},
	})
}

func TestAccCertificate_importByIdentity(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	cert, key := acctest.CertPair("shop.example.com")
	stored, err := env.Console.PutCertificate(mockgateway.Certificate{TenantID: fixture.Team, Alias: "shop", Certificate: cert, PrivateKey: key, CertificateType: "服务端证书"})
	if err != nil {
		t.Fatal(err)
	}
	config := env.Config(acctest.CertificateHCL("c", fixture.Team, "shop", cert, key, "") + acctest.ImportBlockHCL(addr, map[string]string{
		"team_id": strconv.Quote(fixture.Team), "certificate_id": strconv.FormatInt(stored.ID, 10),
	}))
	// Not parallel: the console change above holds the real console, which
	// a paused parallel test must not.
	resource.Test(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureResourceIdentity)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: config,
			ConfigPlanChecks: resource.ConfigPlanChecks{
				PreApply:             []plancheck.PlanCheck{acctest.ExpectOnlyImports(1)},
				PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
			},
			ConfigStateChecks: []statecheck.StateCheck{statecheck.ExpectIdentity(addr, map[string]knownvalue.Check{
				"team_id": knownvalue.StringExact(fixture.Team), "certificate_id": knownvalue.Int64Exact(stored.ID),
			})},
		}},
	})
}

// An alias the team already uses for another pair: the platform's 412,
// and the provider names the certificate and how to import it.
func TestAccCertificate_aliasTaken(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	theirs, theirKey := acctest.CertPair("shop.example.com")
	stored, err := env.Console.PutCertificate(mockgateway.Certificate{TenantID: fixture.Team, Alias: "shop", Certificate: theirs, PrivateKey: theirKey, CertificateType: "服务端证书"})
	if err != nil {
		t.Fatal(err)
	}
	cert, key := acctest.CertPair("shop.example.com")
	// Not parallel: the console change above holds the real console, which
	// a paused parallel test must not.
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:      env.Config(acctest.CertificateHCL("c", fixture.Team, "shop", cert, key, "")),
			ExpectError: regexp.MustCompile(fmt.Sprintf(`(?s)alias already taken.*terraform import <resource address> %s/%d`, fixture.Team, stored.ID)),
		}},
	})
	if n := len(env.GW.Certificates()); n != 1 {
		t.Errorf("%d certificates, want the one that was there", n)
	}
}
