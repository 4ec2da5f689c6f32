package region_test

import (
	"context"
	"encoding/json"
	"fmt"
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
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
)

const accNewRegion = "acc-new"

// regionHCL renders a region with the given attribute lines overriding or
// adding to the defaults.
func regionHCL(name string, extra ...string) string {
	attrs := map[string]string{
		"region_name":  fmt.Sprintf("%q", name),
		"region_alias": `"New region"`,
		"url":          strconv.Quote(newRegionURL),
		"wsurl":        `"wss://region-new.example.com:6060"`,
		"httpdomain":   `"apps.new.example.com"`,
		"tcpdomain":    `"192.0.2.50"`,
	}
	order := []string{"region_name", "region_alias", "url", "wsurl", "httpdomain", "tcpdomain"}
	for _, e := range extra {
		k, v, _ := strings.Cut(e, "=")
		k = strings.TrimSpace(k)
		if _, ok := attrs[k]; !ok {
			order = append(order, k)
		}
		attrs[k] = strings.TrimSpace(v)
	}
	var b strings.Builder
	b.WriteString("resource \"rainbond_region\" \"r\" {\n")
	for _, k := range order {
		fmt.Fprintf(&b, "  %s = %s\n", k, attrs[k])
	}
	b.WriteString("}\n")
	return b.String()
}

// newRegionURL is the url regionHCL gives a region.
const newRegionURL = "https://region-new.example.com:8443"

// urlLine sets the url of a region the test adds to one the server can
// reach (see acctest.Env.RegionURL): on the real console, which asks the
// region for its version before it adds it, the region stand-in.
func urlLine(t *testing.T, env *acctest.Env, name string) string {
	t.Helper()
	return fmt.Sprintf("url = %q", env.RegionURL(t, name, newRegionURL))
}

// secretLines sets the region's certificate, key and CA (see testPEMs),
// the secrets the tests send and then look for where they must not be.
func secretLines() []string {
	p := fixture.PEMs()
	return []string{
		fmt.Sprintf("cert_file = %q", p.Cert),
		fmt.Sprintf("key_file = %q", p.Key),
		fmt.Sprintf("ssl_ca_cert = %q", p.CA),
	}
}

// secretMarkers are lines of the secrets that no output or file may hold.
func secretMarkers(t *testing.T) []string {
	p := fixture.PEMs()
	return []string{fixture.PEMMarker(t, p.Cert), fixture.PEMMarker(t, p.Key), fixture.PEMMarker(t, p.CA)}
}

// regionMatchesMock compares the stored attributes with the mock's region.
func regionMatchesMock(env *acctest.Env, address string) statecheck.StateCheck {
	return env.StateMatchesMock(address, func(attrs map[string]any) (map[string]any, error) {
		r, ok := env.GW.Region(fmt.Sprint(attrs["region_name"]))
		if !ok {
			return nil, nil
		}
		return map[string]any{
			"id": r.RegionName, "region_alias": r.RegionAlias, "url": r.URL, "wsurl": r.WSURL,
			"httpdomain": r.HTTPDomain, "tcpdomain": r.TCPDomain, "desc": r.Desc, "scope": r.Scope,
			"status": r.Status, "region_id": r.RegionID,
			"cert_file": "<nil>", "key_file": "<nil>", "ssl_ca_cert": "<nil>",
		}, nil
	})
}

// noSecretsInShowJSON fails when a write-only value appears anywhere in
// `terraform show -json`, which is what state checks receive.
type noSecretsInShowJSON struct{ markers []string }

func (c noSecretsInShowJSON) CheckState(_ context.Context, req statecheck.CheckStateRequest, resp *statecheck.CheckStateResponse) {
	b, err := json.Marshal(req.State)
	if err != nil {
		resp.Error = err
		return
	}
	for _, s := range c.markers {
		if strings.Contains(string(b), s) {
			resp.Error = fmt.Errorf("write-only value %q found in terraform show -json", s)
			return
		}
	}
}

func TestAccRegion_createRefreshImport(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	withTeam := regionHCL(accNewRegion, append(secretLines(), fmt.Sprintf("team_id = %q", fixture.Team), urlLine(t, env, accNewRegion))...)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config:           env.Config(withTeam),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{
					regionMatchesMock(env, acctest.RegionAddr),
					noSecretsInShowJSON{markers: secretMarkers(t)},
					statecheck.ExpectKnownValue(acctest.RegionAddr, tfjsonpath.New("status"), knownvalue.Int64Exact(1)),
					statecheck.ExpectKnownValue(acctest.RegionAddr, tfjsonpath.New("scope"), knownvalue.StringExact("private")),
				},
				Check: func(*terraform.State) error {
					// The secrets did reach the platform.
					r, ok := env.GW.Region(accNewRegion)
					// The platform stores them trimmed (its serializer's CharFields).
					if p := fixture.PEMs(); !ok || r.CertFile != strings.TrimSpace(p.Cert) || r.KeyFile != strings.TrimSpace(p.Key) || r.SSLCACert != strings.TrimSpace(p.CA) {
						return fmt.Errorf("secrets not sent on create (region found: %v)", ok)
					}
					return nil
				},
			},
			{
				// The region is opened for the team; a status change made in
				// the console is read back (status is not configured here).
				PreConfig: func() {
					if err := env.Console.OpenRegion(fixture.Team, accNewRegion); err != nil {
						t.Fatal(err)
					}
					if err := env.Console.EditRegion(accNewRegion, func(r *mockgateway.Region) { r.Status = "3" }); err != nil {
						t.Fatal(err)
					}
				},
				Config:           env.Config(withTeam),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
				ConfigStateChecks: []statecheck.StateCheck{
					regionMatchesMock(env, acctest.RegionAddr),
					statecheck.ExpectKnownValue(acctest.RegionAddr, tfjsonpath.New("status"), knownvalue.Int64Exact(3)),
				},
			},
			{
				// Configuring the old value asks for a change the API cannot
				// make: the apply fails (the plan warned) and says what to do.
				Config:      env.Config(regionHCL(accNewRegion, append(secretLines(), fmt.Sprintf("team_id = %q", fixture.Team), urlLine(t, env, accNewRegion), "status = 1")...)),
				ExpectError: acctest.ErrorRegex(`status of region "acc-new" cannot change from 3 to 1. Change it in the console instead and let refresh pick it up, or revert the configuration to 3.`),
			},
			{
				Config:      env.Config(regionHCL(accNewRegion, append(secretLines(), fmt.Sprintf("team_id = %q", fixture.Team), `url = "https://other.example.com:8443"`)...)),
				ExpectError: acctest.ErrorRegex("The API has no operation that updates or deletes a region, so url of region"),
			},
			{
				ResourceName:            acctest.RegionAddr,
				ImportState:             true,
				ImportStateId:           fixture.Team + "/" + accNewRegion,
				ImportStateVerify:       true,
				ImportStateVerifyIgnore: []string{"cert_file", "key_file", "ssl_ca_cert"},
			},
			{
				// Taken out of the team's list: refresh drops it from state.
				PreConfig: func() {
					if err := env.Console.CloseRegion(fixture.Team, accNewRegion); err != nil {
						t.Fatal(err)
					}
				},
				RefreshState:       true,
				ExpectNonEmptyPlan: true,
				Check: func(s *terraform.State) error {
					if _, ok := s.RootModule().Resources[acctest.RegionAddr]; ok {
						return fmt.Errorf("region still in state after it left the team's list")
					}
					return nil
				},
			},
			{
				// It still exists in the enterprise: adding it again is
				// refused before anything is sent, with the import hint.
				Config:      env.Config(withTeam),
				ExpectError: acctest.ErrorRegex("which this apply did not add. Choose another region_name, or bring it under management (nothing on the platform changes): Import it with"),
			},
		},
		CheckDestroy: func(*terraform.State) error {
			if _, ok := env.GW.Region(accNewRegion); !ok {
				return fmt.Errorf("region %s vanished from the mock", accNewRegion)
			}
			return nil
		},
	})
}

// A region imported by name alone cannot be read; the configured values are
// recorded, and an empty plan follows.
func TestAccRegion_importByName(t *testing.T) {
	f := fixture.Standard()
	f.Regions = append(f.Regions, mockgateway.Region{
		RegionName: "acc-old", RegionAlias: "Old", URL: "https://old.example.com:8443", WSURL: "wss://old.example.com:6060",
		HTTPDomain: "apps.old.example.com", TCPDomain: "192.0.2.60", Status: "1", Scope: "private",
	})
	env := acctest.NewConsoleEnv(t, f)
	oldURL := env.RegionURL(t, "acc-old", "https://old.example.com:8443")
	cfg := env.Config(`
resource "rainbond_region" "r" {
  region_name  = "acc-old"
  region_alias = "Old"
  url          = ` + strconv.Quote(oldURL) + `
  wsurl        = "wss://old.example.com:6060"
  httpdomain   = "apps.old.example.com"
  tcpdomain    = "192.0.2.60"
}
`)
	withTeam := strings.Replace(cfg, `tcpdomain    = "192.0.2.60"`, `tcpdomain    = "192.0.2.60"
  team_id      = "`+fixture.Team+`"`, 1)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config:             cfg,
				ResourceName:       acctest.RegionAddr,
				ImportState:        true,
				ImportStateId:      "acc-old",
				ImportStatePersist: true,
				ImportStateCheck: func(states []*terraform.InstanceState) error {
					if len(states) != 1 || states[0].Attributes["region_name"] != "acc-old" || states[0].Attributes["url"] != "" {
						return fmt.Errorf("imported state: %+v", states)
					}
					return nil
				},
			},
			{
				Config: cfg,
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply:             []plancheck.PlanCheck{plancheck.ExpectResourceAction(acctest.RegionAddr, plancheck.ResourceActionUpdate)},
					PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
				},
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(acctest.RegionAddr, tfjsonpath.New("url"), knownvalue.StringExact(oldURL)),
				},
				Check: func(*terraform.State) error {
					if n := env.GW.Count(mockgateway.OpAddRegion); n != 0 {
						return fmt.Errorf("recording an imported region sent %d add requests", n)
					}
					return nil
				},
			},
			{
				// A team that does not have the region cannot be the one
				// refresh reads through.
				Config:      withTeam,
				ExpectError: acctest.ErrorRegex(`Team "` + fixture.Team + `" has no region "acc-old"`),
			},
			{
				// Setting team_id lets refresh read the region from then on.
				Config: withTeam,
				PreConfig: func() {
					if err := env.Console.OpenRegion(fixture.Team, "acc-old"); err != nil {
						t.Fatal(err)
					}
				},
				ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{regionMatchesMock(env, acctest.RegionAddr)},
			},
		},
	})
}

func TestAccRegion_invalidValuesFailThePlan(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	for name, c := range map[string]struct{ line, msg string }{
		"tcpdomain":                {`tcpdomain = "tcp.example.com"`, "must start with an IPv4 address"},
		"region_name over 32":      {`region_name = "` + strings.Repeat("n", 33) + `"`, "has 33 characters, more than 32: the platform would add the region, but then refuse every team's region list that holds it"},
		"region_alias over 32":     {`region_alias = "` + strings.Repeat("a", 33) + `"`, "has 33 characters, more than 32"},
		"desc over 128":            {`desc = "` + strings.Repeat("d", 129) + `"`, "has 129 characters, more than 128"},
		"status":                   {`status = 4`, "value must be between 0 and 3"},
		"url":                      {`url = "region.example.com:8443"`, "is not an absolute https or http URL"},
		"wsurl":                    {`wsurl = "ftp://region.example.com"`, "is not an absolute ws or wss or http or https URL"},
		"scope":                    {`scope = "shared"`, "value must be one of"},
		"cert_file":                {`cert_file = "not a certificate"`, "cert_file must be one or more PEM certificates. It is not PEM"},
		"a key as the certificate": {fmt.Sprintf("cert_file = %q", fixture.PEMs().Key), `block 1 is a "PRIVATE KEY" block, not a CERTIFICATE`},
		"a certificate as the key": {fmt.Sprintf("key_file = %q", fixture.PEMs().Cert), `key_file must be one unencrypted PEM private key. It is a "CERTIFICATE" block`},
		"ssl_ca_cert":              {`ssl_ca_cert = "-----BEGIN CERTIFICATE-----"`, "ssl_ca_cert must be one or more PEM certificates"},
		"key of another certificate": {fmt.Sprintf("cert_file = %q\nkey_file = %q", fixture.PEMs().Cert, fixture.PEMs().OtherKey),
			"key_file is not the private key of the certificate in cert_file"},
	} {
		t.Run(name, func(t *testing.T) {
			resource.ParallelTest(t, resource.TestCase{
				ProtoV6ProviderFactories: env.Factories(),
				Steps:                    []resource.TestStep{{Config: env.Config(regionHCL(accNewRegion, c.line)), PlanOnly: true, ExpectError: acctest.ErrorRegex(c.msg)}},
			})
		})
	}
	// The subtests run in parallel, after this function returns.
	t.Cleanup(func() {
		if n := env.GW.Count(mockgateway.OpAddRegion); n != 0 {
			t.Errorf("invalid regions reached the server %d times", n)
		}
	})
}

// The server refuses what only it can check (an unreachable url) with its
// own message.
func TestAccRegion_serverMessage(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			// A region of the name is refused before the add (issue 33), even
			// one the server answers with a 400 for its blank key materials.
			{Config: env.Config(regionHCL(fixture.Region)), ExpectError: acctest.ErrorRegex(`The platform already has region "acc-region", which this apply did not add.`)},
			{Config: env.Config(regionHCL(accNewRegion, `url = "https://down.invalid:8443"`)), ExpectError: acctest.ErrorRegex("The platform could not reach the region's API at https://down.invalid:8443")},
		},
	})
}

// Changing region_name adds a new region and leaves the old one.
func TestAccRegion_renameAddsAnother(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.Config(regionHCL(accNewRegion, urlLine(t, env, accNewRegion)))},
			{
				Config: env.Config(regionHCL("acc-new-2", urlLine(t, env, "acc-new-2"))),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(acctest.RegionAddr, plancheck.ResourceActionDestroyBeforeCreate),
				}},
				Check: func(*terraform.State) error {
					for _, n := range []string{accNewRegion, "acc-new-2"} {
						if _, ok := env.GW.Region(n); !ok {
							return fmt.Errorf("region %s not on the mock", n)
						}
					}
					return nil
				},
			},
		},
	})
}

// What a person sees: the key material and the region's token never reach
// the state file, the plan or show output; destroy says the region stays.
func TestAccRegion_secretsThroughTheCLI(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(regionHCL(accNewRegion, append(secretLines(), urlLine(t, env, accNewRegion))...)))
	secrets := secretMarkers(t)

	plan := w.Run("plan", "-input=false")
	acctest.ExpectNotIn(t, "plan output", plan, secrets...)
	apply := w.Run("apply", "-input=false", "-auto-approve")
	acctest.ExpectNotIn(t, "apply output", apply, secrets...)

	region, ok := env.GW.Region(accNewRegion)
	if !ok || region.CertFile != strings.TrimSpace(fixture.PEMs().Cert) {
		t.Fatalf("region on the mock: found %v, certificate sent %v", ok, region.CertFile == strings.TrimSpace(fixture.PEMs().Cert))
	}
	state := w.File("terraform.tfstate")
	acctest.ExpectNotIn(t, "state file", state, append(secrets, `"token"`)...)

	show := w.Run("show")
	acctest.ExpectNotIn(t, "terraform show", show, append(secrets, "token")...)
	showJSON := w.Run("show", "-json")
	acctest.ExpectNotIn(t, "terraform show -json", showJSON, append(secrets, `"token"`)...)

	// A changed secret is not sent (no update exists) and plans nothing.
	w.Write(env.Config(regionHCL(accNewRegion, fmt.Sprintf("cert_file = %q", fixture.PEMs().OtherCert), urlLine(t, env, accNewRegion))))
	acctest.ExpectIn(t, "plan after a secret change", w.Run("plan", "-input=false"), "No changes.")

	acctest.ExpectIn(t, "plan -destroy", w.Run("plan", "-destroy", "-input=false"),
		"Destroy does not delete the region", `Terraform will forget region "acc-new", which stays on the platform`)
	acctest.ExpectIn(t, "destroy", w.Run("destroy", "-auto-approve", "-input=false"),
		"Region left on the platform", `forgot region "acc-new"; it still exists on the platform`)
	if _, ok := env.GW.Region(accNewRegion); !ok {
		t.Error("destroy removed the region from the mock")
	}
}

// The region is added with only the documented required arguments and the
// provider's enterprise: the request carries what the platform requires
// (a region_id, status "1", the enterprise, the three key materials as
// ""), and the state records the platform's region_id, not the request's.
func TestAccRegion_requiredArgumentsOnly(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:           env.Config(regionHCL(accNewRegion, urlLine(t, env, accNewRegion))),
			ConfigPlanChecks: acctest.EmptyPlanAfterApply,
			ConfigStateChecks: []statecheck.StateCheck{
				regionMatchesMock(env, acctest.RegionAddr),
				statecheck.ExpectKnownValue(acctest.RegionAddr, tfjsonpath.New("status"), knownvalue.Int64Exact(1)),
			},
			Check: func(*terraform.State) error {
				reqs := env.GW.RequestsOf(mockgateway.OpAddRegion)
				if len(reqs) != 1 {
					return fmt.Errorf("%d add requests", len(reqs))
				}
				var body map[string]any
				if err := json.Unmarshal([]byte(reqs[0].Body), &body); err != nil {
					return err
				}
				for k, want := range map[string]any{"status": "1", "enterprise_id": env.EnterpriseID(), "cert_file": "", "key_file": "", "ssl_ca_cert": ""} {
					if v, sent := body[k]; !sent || v != want {
						return fmt.Errorf("%s = %v (sent %v), want %q", k, v, sent, want)
					}
				}
				r, _ := env.GW.Region(accNewRegion)
				if id, _ := body["region_id"].(string); len(id) != 32 || id == r.RegionID {
					return fmt.Errorf("request region_id %q (the platform's is %q)", id, r.RegionID)
				}
				return nil
			},
		}},
	})
}

// Without an enterprise the plan fails, naming both places to set it, and
// nothing is sent; the resource's own enterprise_id overrides the
// provider's.
func TestAccRegion_enterprise(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	noEnterprise := acctest.TerraformBlock() + fmt.Sprintf("provider \"rainbond\" {\n  base_url = %q\n  token    = %q\n}\n", env.URL, env.Token)
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				PreConfig:   func() { t.Setenv(platform.EnvEnterpriseID, "") },
				Config:      noEnterprise + regionHCL(accNewRegion, urlLine(t, env, accNewRegion)),
				ExpectError: acctest.ErrorRegex("Set enterprise_id on the provider (or the environment variable RAINBOND_ENTERPRISE_ID), or on this resource"),
			},
			{
				// A wrong one is the platform's 404, explained.
				Config:      noEnterprise + regionHCL(accNewRegion, urlLine(t, env, accNewRegion), `enterprise_id = "00000000000000000000000000000000"`),
				ExpectError: acctest.ErrorRegex(`The platform has no enterprise "00000000000000000000000000000000"`),
			},
			{
				Config:           noEnterprise + regionHCL(accNewRegion, urlLine(t, env, accNewRegion), fmt.Sprintf("enterprise_id = %q", env.EnterpriseID())),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
			},
		},
	})
	if n := env.GW.Count(mockgateway.OpAddRegion); n != 2 {
		t.Errorf("%d add requests, want 2: a missing enterprise is refused at plan time", n)
	}
}
