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

// renameTeam gives the fixture's team another name, so that every path
// naming it by its old name gets the platform's team 404 ("no found team"),
// as a base_url at another console does. The rename is the console's.
func renameTeam(t *testing.T, env *acctest.Env, name string) {
	t.Helper()
	if _, err := env.Console.PutTeam(mockgateway.Team{TenantID: fixture.TenantID, TeamName: name, Regions: []string{fixture.Region}}); err != nil {
		t.Fatal(err)
	}
}

// A team's 404 says nothing of the certificate: refresh fails and keeps
// it, destroy fails and keeps it; back on the right team, nothing changed.
func TestAccCertificate_teamNotFoundKeepsState(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	cert, key := acctest.CertPair("shop.example.com")
	config := env.Config(acctest.CertificateHCL("c", fixture.Team, "shop", cert, key, ""))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: config, ConfigPlanChecks: acctest.EmptyPlanAfterApply},
			{
				PreConfig:   func() { renameTeam(t, env, "acc-team-elsewhere") },
				Config:      config,
				ExpectError: regexp.MustCompile(`(?s)Cannot read the certificate.*no such team`),
			},
			{
				PreConfig:        func() { renameTeam(t, env, fixture.Team) },
				Config:           config,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
				Check: func(*terraform.State) error {
					if n := len(env.GW.Certificates()); n != 1 {
						return fmt.Errorf("%d certificates on the platform, want the one created", n)
					}
					return nil
				},
			},
		},
	})
}

// Destroy under a team's 404 (refresh skipped, as -refresh=false does)
// fails and keeps the certificate in state and on the platform.
func TestAccCertificate_teamNotFoundOnDestroy(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	cert, key := acctest.CertPair("shop.example.com")
	w := env.NewCLIWorkdir(t, env.Config(acctest.CertificateHCL("c", fixture.Team, "shop", cert, key, "")))
	w.Run("apply", "-auto-approve")
	renameTeam(t, env, "acc-team-elsewhere")
	out, err := w.Try("destroy", "-auto-approve", "-refresh=false")
	if err == nil {
		t.Fatalf("destroy under a team 404 succeeded:\n%s", out)
	}
	acctest.ExpectIn(t, "destroy output", out, `Cannot delete certificate "shop"`, "no such team")
	renameTeam(t, env, fixture.Team)
	if n := len(env.GW.Certificates()); n != 1 {
		t.Fatalf("%d certificates on the platform, want 1", n)
	}
	if out, err := w.Try("plan", "-detailed-exitcode"); err != nil {
		t.Errorf("back on the right team, the plan is not empty (the state lost the certificate?): %v\n%s", err, out)
	}
}

// withBeta is the standard fixture with a second team, beta.
func withBeta() mockgateway.Fixture {
	f := fixture.Standard()
	f.Teams = append(f.Teams, mockgateway.Team{TenantID: "be7a0000000000000000000000000001", TeamName: "beta", TeamAlias: "Beta"})
	return f
}

// alphaCertificate makes a certificate of the fixture's team in the
// console; the fixture's team beta does not own it.
func alphaCertificate(t *testing.T, env *acctest.Env) (mockgateway.Certificate, string, string) {
	t.Helper()
	cert, key := acctest.CertPair("alpha.example.com")
	stored, err := env.Console.PutCertificate(mockgateway.Certificate{TenantID: fixture.Team, Alias: "alpha-cert", Certificate: cert, PrivateKey: key, CertificateType: "服务端证书"})
	if err != nil {
		t.Fatal(err)
	}
	return stored, cert, key
}

// Import under a team that does not own the certificate fails, naming the
// owner; under a team that does not exist, naming the team. No state is
// left and the certificate stays.
func TestAccCertificate_importUnderOtherOrMissingTeam(t *testing.T) {
	env := acctest.NewConsoleEnv(t, withBeta())
	stored, cert, key := alphaCertificate(t, env)
	config := env.Config(acctest.CertificateHCL("c", "beta", "alpha-cert", cert, key, ""))
	// Not parallel: the console change above holds the real console, which
	// a paused parallel test must not.
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config:        config,
				ResourceName:  addr,
				ImportState:   true,
				ImportStateId: fmt.Sprintf("beta/%d", stored.ID),
				ExpectError:   regexp.MustCompile(fmt.Sprintf(`(?s)Team "beta" has no certificate %d.*belongs to team %s.*%s/%d`, stored.ID, fixture.Team, fixture.Team, stored.ID)),
			},
			{
				Config:        config,
				ResourceName:  addr,
				ImportState:   true,
				ImportStateId: fmt.Sprintf("no-such-team/%d", stored.ID),
				ExpectError:   regexp.MustCompile(`(?s)Team not found.*no team "no-such-team"`),
			},
		},
	})
	if got, ok := env.GW.CertificateByID(stored.ID); !ok || got.Alias != "alpha-cert" {
		t.Errorf("alpha's certificate changed or went: %+v %v", got, ok)
	}
	if n := len(env.GW.Certificates()); n != 1 {
		t.Errorf("%d certificates, want alpha's alone", n)
	}
}

// The same by identity, in an import block: the plan fails, nothing is
// imported, and an apply-less plan leaves no state.
func TestAccCertificate_importByIdentityUnderOtherTeam(t *testing.T) {
	env := acctest.NewConsoleEnv(t, withBeta())
	stored, cert, key := alphaCertificate(t, env)
	block := func(team string) string {
		return env.Config(acctest.CertificateHCL("c", team, "alpha-cert", cert, key, "") + acctest.ImportBlockHCL(addr, map[string]string{
			"team_id": strconv.Quote(team), "certificate_id": strconv.FormatInt(stored.ID, 10),
		}))
	}
	// Not parallel: the console change above holds the real console, which
	// a paused parallel test must not.
	resource.Test(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureResourceIdentity)},
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy: func(s *terraform.State) error {
			if _, ok := env.GW.CertificateByID(stored.ID); !ok {
				return fmt.Errorf("alpha's certificate was deleted")
			}
			return nil
		},
		Steps: []resource.TestStep{
			{
				Config:      block("beta"),
				ExpectError: regexp.MustCompile(fmt.Sprintf(`(?s)Team "beta" has no certificate %d.*belongs to team %s`, stored.ID, fixture.Team)),
			},
			{
				Config:      block("no-such-team"),
				ExpectError: regexp.MustCompile(`(?s)no team "no-such-team"`),
			},
		},
	})
}

// Surrounding blanks, which the platform trims, are refused at plan time:
// no inconsistent result after apply, no replacement loop.
func TestAccCertificate_trimmedValuesRefused(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	cert, key := acctest.CertPair("shop.example.com")
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config:      env.Config(acctest.CertificateHCL("c", fixture.Team, "shop ", cert, key, "")),
				ExpectError: regexp.MustCompile(`(?s)Surrounding blanks are not kept`),
			},
			{
				Config:      env.Config(acctest.CertificateHCL("c", fixture.Team, "shop", cert, key, `  certificate_type = " 其他"`)),
				ExpectError: regexp.MustCompile(`(?s)Surrounding blanks are not kept`),
			},
		},
	})
	if n := env.GW.TotalRequests(); n != 0 {
		t.Errorf("refused values sent %d requests", n)
	}
}

// A certificate made in the console with another type than 服务端证书,
// imported with certificate_type unset: the import plans no change, and a
// later update sends the stored type and succeeds. A configured change to
// 服务端证书 is refused at plan time, before any write.
func TestAccCertificate_consoleTypeKept(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	cert, key := acctest.CertPair("shop.example.com")
	stored, err := env.Console.PutCertificate(mockgateway.Certificate{TenantID: fixture.Team, Alias: "shop", Certificate: cert, PrivateKey: key, CertificateType: "客户端证书"})
	if err != nil {
		t.Fatal(err)
	}
	importBlock := fmt.Sprintf("\nimport {\n  to = %s\n  id = \"%s/%d\"\n}\n", addr, fixture.Team, stored.ID)
	puts := func() int { return len(env.GW.RequestsOf(mockgateway.OpUpdateCertificate)) }
	putsBefore := -1
	// Not parallel: the console change above holds the real console, which
	// a paused parallel test must not.
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config: env.Config(acctest.CertificateHCL("c", fixture.Team, "shop", cert, key, "") + importBlock),
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply:             []plancheck.PlanCheck{acctest.ExpectOnlyImports(1)},
					PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
				},
			},
			{
				Config:           env.Config(acctest.CertificateHCL("c", fixture.Team, "shop-renamed", cert, key, "")),
				ConfigPlanChecks: acctest.ExpectUpdate(addr),
				Check: func(*terraform.State) error {
					c, _ := env.GW.CertificateByID(stored.ID)
					if c.Alias != "shop-renamed" || c.CertificateType != "客户端证书" {
						return fmt.Errorf("after the update: alias %q type %q", c.Alias, c.CertificateType)
					}
					return nil
				},
			},
			{
				PreConfig:   func() { putsBefore = puts() },
				Config:      env.Config(acctest.CertificateHCL("c", fixture.Team, "shop-renamed", cert, key, `  certificate_type = "服务端证书"`)),
				ExpectError: regexp.MustCompile(`(?s)Certificate type cannot change to 服务端证书`),
			},
		},
	})
	if n := puts(); n != putsBefore {
		t.Errorf("the refused change sent %d updates", n-putsBefore)
	}
}

// A certificate value that also holds the private key (a combined PEM) is
// refused at plan time; neither the plan's output nor the state shows any
// line of the key, on create and on update.
func TestAccCertificate_combinedPEMRefused(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	cert, key := acctest.CertPair("shop.example.com")
	w := env.NewCLIWorkdir(t, env.Config(""))
	w.WriteFile("cert.pem", cert)
	w.WriteFile("key.pem", key)
	w.WriteFile("combined.pem", cert+key)
	cfg := func(certFile string) string {
		return env.Config(fmt.Sprintf(`
resource "rainbond_certificate" "c" {
  team_id     = %q
  alias       = "shop"
  certificate = file(%q)
  private_key = file("key.pem")
}
`, fixture.Team, certFile))
	}
	keyLines := []string{"PRIVATE KEY"}
	for _, l := range strings.Split(strings.TrimSpace(key), "\n") {
		if !strings.HasPrefix(l, "-----") {
			keyLines = append(keyLines, l)
		}
	}
	w.Write(cfg("combined.pem"))
	out, err := w.Try("plan")
	if err == nil {
		t.Fatalf("a combined PEM was planned:\n%s", out)
	}
	acctest.ExpectIn(t, "plan output", out, "Private key in the certificate")
	acctest.ExpectNotIn(t, "plan output", out, keyLines...)

	w.Write(cfg("cert.pem"))
	w.Run("apply", "-auto-approve")
	w.Write(cfg("combined.pem"))
	out, err = w.Try("plan")
	if err == nil {
		t.Fatalf("a combined PEM was planned as an update:\n%s", out)
	}
	acctest.ExpectNotIn(t, "update plan output", out, keyLines...)
	acctest.ExpectNotIn(t, "state", w.File("terraform.tfstate"), keyLines...)
	acctest.ExpectNotIn(t, "terraform show", w.Run("show"), keyLines...)
	if c := env.GW.Certificates(); len(c) != 1 || strings.Contains(c[0].Certificate, "PRIVATE KEY") {
		t.Errorf("the platform got a key in the certificate")
	}
}

// A certificate kept after a lost create answer, whose type is then changed
// in the console: with certificate_type unset, refresh takes the console's
// type, and the next update sends it and succeeds.
func TestAccCertificate_adoptedThenConsoleTypeKept(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	cert, key := acctest.CertPair("shop.example.com")
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				PreConfig:         func() { env.GW.DropNext(mockgateway.OpCreateCertificate, 1, true) },
				Config:            env.Config(acctest.CertificateHCL("c", fixture.Team, "shop", cert, key, "")),
				ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{matchesMock(env)},
			},
			{
				PreConfig: func() {
					if err := env.GW.EditCertificate(env.GW.Certificates()[0].ID, func(c *mockgateway.Certificate) { c.CertificateType = "客户端证书" }); err != nil {
						t.Fatal(err)
					}
				},
				Config:           env.Config(acctest.CertificateHCL("c", fixture.Team, "shop-2", cert, key, "")),
				ConfigPlanChecks: acctest.ExpectUpdate(addr),
				ConfigStateChecks: []statecheck.StateCheck{
					matchesMock(env),
					statecheck.ExpectKnownValue(addr, tfjsonpath.New("certificate_type"), knownvalue.StringExact("客户端证书")),
				},
			},
		},
	})
}
