package provider_test

// The one adoption rule, held across every family that creates: a create
// reads, before its first attempt, whether an object of its unique key is
// already there, and refuses it at once with the import hint. The POST is
// armed with a 5xx that never reaches the platform (the mock fails it
// before it acts), which is what used to make a create adopt the object it
// then found: with the read before, the POST is never sent.

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// existingObjectCase is one family: the object the platform already has,
// the configuration that asks for the same object with the same settings,
// the create operation whose POST must never be sent, and the words of the
// import hint.
type existingObjectCase struct {
	name string
	// fixture adds the existing object to the adoptable platform, and
	// setup to the running mock; either may be nil. setup returns the
	// configuration.
	fixture func(f *mockgateway.Fixture)
	setup   func(t *testing.T, env *acctest.Env) string
	create  string // the mock operation of the create's POST
	hint    string // words of the refusal's import hint
}

func TestAccCreate_existingObjectRefusedWithoutAPost(t *testing.T) {
	pems := fixture.PEMs()
	cases := []existingObjectCase{
		{
			name:   "app",
			create: mockgateway.OpCreateApp,
			hint:   fmt.Sprintf("Import it (terraform import <address> %s/%s/%d)", fixture.Team, fixture.Region, fixture.AppID),
			setup: func(*testing.T, *acctest.Env) string {
				return fmt.Sprintf(`resource "rainbond_app" "a" {
  team_id     = %q
  region_name = %q
  app_name    = "acc-app"
}
`, fixture.Team, fixture.Region)
			},
		},
		{
			name:   "certificate",
			create: mockgateway.OpCreateCertificate,
			hint:   "bring it under management with: terraform import <resource address>",
			setup: func(t *testing.T, env *acctest.Env) string {
				cert, key := acctest.CertPair("shop.example.com")
				if _, err := env.GW.PutCertificate(mockgateway.Certificate{TenantID: fixture.Team, Alias: "shop", Certificate: cert, PrivateKey: key, CertificateType: "服务端证书"}); err != nil {
					t.Fatal(err)
				}
				dir := t.TempDir()
				certFile, keyFile := filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
				for f, v := range map[string]string{certFile: cert, keyFile: key} {
					if err := os.WriteFile(f, []byte(v), 0o600); err != nil {
						t.Fatal(err)
					}
				}
				return fmt.Sprintf(`resource "rainbond_certificate" "c" {
  team_id     = %q
  alias       = "shop"
  certificate = file(%q)
  private_key = file(%q)
}
`, fixture.Team, certFile, keyFile)
			},
		},
		{
			name:   "region",
			create: mockgateway.OpAddRegion,
			hint:   "Import it with `terraform import <resource address> <team_id>/acc-new`",
			setup: func(t *testing.T, env *acctest.Env) string {
				if _, err := env.GW.PutRegion(mockgateway.Region{
					RegionName: "acc-new", RegionAlias: "New region", URL: "https://region-new.example.com:8443", WSURL: "wss://region-new.example.com:6060",
					HTTPDomain: "apps.new.example.com", TCPDomain: "192.0.2.50", Scope: "private", Status: "1",
					SSLCACert: pems.CA, CertFile: pems.Cert, KeyFile: pems.Key, EnterpriseID: env.GW.EnterpriseID(),
				}); err != nil {
					t.Fatal(err)
				}
				return fmt.Sprintf(`resource "rainbond_region" "r" {
  region_name  = "acc-new"
  region_alias = "New region"
  url          = "https://region-new.example.com:8443"
  wsurl        = "wss://region-new.example.com:6060"
  httpdomain   = "apps.new.example.com"
  tcpdomain    = "192.0.2.50"
  scope        = "private"
  cert_file    = %q
  key_file     = %q
  ssl_ca_cert  = %q
}
`, pems.Cert, pems.Key, pems.CA)
			},
		},
		{
			name:   "http_domain",
			create: mockgateway.OpCreateHTTPDomain,
			hint:   fmt.Sprintf("terraform import <resource address> %s/%s/%d/%s", fixture.Team, fixture.Region, fixture.AppID, fixture.AdoptCustomRuleID),
			setup: func(*testing.T, *acctest.Env) string {
				return fmt.Sprintf(`resource "rainbond_http_domain" "d" {
  team_id        = %q
  region_name    = %q
  app_id         = %d
  service_id     = %q
  container_port = 5000
  domain_name    = %q
  domain_path    = "/api"
  domain_cookie  = "beta=1"
  the_weight     = 50
}
`, fixture.Team, fixture.Region, fixture.AppID, fixture.ServiceID, fixture.AdoptCustomDomain)
			},
		},
		{
			name:   "component",
			create: mockgateway.OpCreateComponent,
			hint:   "terraform import <address>",
			fixture: func(f *mockgateway.Fixture) {
				f.Components[0].K8sComponentName = "web"
				f.Components[0].Image = "nginx:1.25"
			},
			setup: func(*testing.T, *acctest.Env) string {
				return fmt.Sprintf(`resource "rainbond_component" "c" {
  team_id            = %q
  region_name        = %q
  app_id             = %d
  component_name     = %q
  k8s_component_name = "web"
  image              = "nginx:1.25"
  running            = false
}
`, fixture.Team, fixture.Region, fixture.AppID, fixture.ComponentName)
			},
		},
		{
			name:   "component_port",
			create: mockgateway.OpAddPort,
			hint:   fmt.Sprintf("terraform import <resource address> %s/%s/%d/%s/8080", fixture.Team, fixture.Region, fixture.AppID, fixture.Component),
			setup: func(*testing.T, *acctest.Env) string {
				return fmt.Sprintf(`resource "rainbond_component_port" "p" {
  team_id          = %q
  region_name      = %q
  app_id           = %d
  service_id       = %q
  container_port   = 8080
  protocol         = "http"
  is_inner_service = true
}
`, fixture.Team, fixture.Region, fixture.AppID, fixture.Component)
			},
		},
		{
			name:   "component_ports",
			create: mockgateway.OpAddPort,
			hint:   fmt.Sprintf("import { id = %q }", fmt.Sprintf("%s/%s/%d/%s", fixture.Team, fixture.Region, fixture.AppID, fixture.ComponentB)),
			setup: func(*testing.T, *acctest.Env) string {
				return fmt.Sprintf(`resource "rainbond_component_ports" "p" {
  team_id     = %q
  region_name = %q
  app_id      = %d
  service_id  = %q
  ports = {
    "3306" = {
      protocol         = "mysql"
      port_alias       = "MYSQL"
      is_inner_service = true
    }
  }
}
`, fixture.Team, fixture.Region, fixture.AppID, fixture.ComponentB)
			},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { testExistingObjectRefused(t, c) })
	}
}

func testExistingObjectRefused(t *testing.T, c existingObjectCase) {
	f := fixture.Adoptable()
	if c.fixture != nil {
		c.fixture(&f)
	}
	env := acctest.NewEnv(t, f)
	config := c.setup(t, env)
	// A 5xx that a proxy answers before the platform saw the request: a
	// create that sent its POST would count it as "may have acted".
	env.GW.FailNext(c.create, 1, 502)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:      env.Config(config),
			ExpectError: acctest.ErrorRegex(c.hint),
		}},
	})
	if n := env.GW.Count(c.create); n != 0 {
		t.Errorf("the create sent %d %s requests for an object that was there before; want none", n, c.create)
	}
	if len(env.GW.PendingFaults()) != 1 {
		t.Errorf("the armed fault of %s was met", c.create)
	}
}
