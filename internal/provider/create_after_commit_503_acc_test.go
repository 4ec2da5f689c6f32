package provider_test

// A 503 with Retry-After that comes after the platform made the object (a
// proxy in front of a console that committed) is not a refusal: every
// family that creates ends with one object, kept by the same apply through
// the adoption rule, never two (one of them orphaned, which the next apply
// then refused as "already there").

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// createCase is one family that creates: the configuration of a new
// object and the mock operation of its POST.
type createCase struct {
	name    string
	create  string
	fixture func(f *mockgateway.Fixture) // may be nil
	config  func(t *testing.T) string
}

func creatingFamilies() []createCase {
	pems := fixture.PEMs()
	return []createCase{
		{name: "app", create: mockgateway.OpCreateApp, config: func(*testing.T) string {
			return fmt.Sprintf(`resource "rainbond_app" "a" {
  team_id     = %q
  region_name = %q
  app_name    = "fresh-app"
}
`, fixture.Team, fixture.Region)
		}},
		{name: "certificate", create: mockgateway.OpCreateCertificate, config: func(t *testing.T) string {
			cert, key := acctest.CertPair("fresh.example.com")
			dir := t.TempDir()
			certFile, keyFile := filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
			for f, v := range map[string]string{certFile: cert, keyFile: key} {
				if err := os.WriteFile(f, []byte(v), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			return fmt.Sprintf(`resource "rainbond_certificate" "c" {
  team_id     = %q
  alias       = "fresh"
  certificate = file(%q)
  private_key = file(%q)
}
`, fixture.Team, certFile, keyFile)
		}},
		{name: "region", create: mockgateway.OpAddRegion, config: func(*testing.T) string {
			return fmt.Sprintf(`resource "rainbond_region" "r" {
  region_name  = "acc-fresh"
  region_alias = "Fresh region"
  url          = "https://region-fresh.example.com:8443"
  wsurl        = "wss://region-fresh.example.com:6060"
  httpdomain   = "apps.fresh.example.com"
  tcpdomain    = "192.0.2.60"
  scope        = "private"
  cert_file    = %q
  key_file     = %q
  ssl_ca_cert  = %q
}
`, pems.Cert, pems.Key, pems.CA)
		}},
		{name: "team", create: mockgateway.OpCreateTeam, config: func(*testing.T) string {
			return fmt.Sprintf(`resource "rainbond_team" "t" {
  alias   = "Fresh"
  regions = [%q]
}
`, fixture.Region)
		}},
		{name: "http_domain", create: mockgateway.OpCreateHTTPDomain, config: func(*testing.T) string {
			return fmt.Sprintf(`resource "rainbond_http_domain" "d" {
  team_id        = %q
  region_name    = %q
  app_id         = %d
  service_id     = %q
  container_port = 5000
  domain_name    = "fresh.acc.example.com"
}
`, fixture.Team, fixture.Region, fixture.AppID, fixture.ServiceID)
		}},
		{name: "component", create: mockgateway.OpCreateComponent, config: func(*testing.T) string {
			return fmt.Sprintf(`resource "rainbond_component" "c" {
  team_id            = %q
  region_name        = %q
  app_id             = %d
  component_name     = "fresh"
  k8s_component_name = "fresh"
  image              = "nginx:1.25"
  running            = false
}
`, fixture.Team, fixture.Region, fixture.AppID)
		}},
		{name: "third_party_component", create: mockgateway.OpCreateThirdComponent, config: func(*testing.T) string {
			return fmt.Sprintf(`resource "rainbond_third_party_component" "t" {
  team_id        = %q
  region_name    = %q
  app_id         = %d
  component_name = "lost1"
  endpoints_type = "static"
  endpoints      = ["10.0.0.5:80"]
}
`, fixture.Team, fixture.Region, fixture.AppID)
		}},
		{name: "component_port", create: mockgateway.OpAddPort, config: func(*testing.T) string {
			return fmt.Sprintf(`resource "rainbond_component_port" "p" {
  team_id          = %q
  region_name      = %q
  app_id           = %d
  service_id       = %q
  container_port   = 9090
  protocol         = "http"
  is_inner_service = true
}
`, fixture.Team, fixture.Region, fixture.AppID, fixture.Component)
		}},
		{
			name: "component_ports", create: mockgateway.OpAddPort,
			fixture: func(f *mockgateway.Fixture) { f.Ports = f.Ports[:2] }, // none on the second component
			config: func(*testing.T) string {
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
		{
			name: "tcp_rule", create: mockgateway.OpCreateGatewayRule,
			fixture: func(f *mockgateway.Fixture) {
				f.Ports = append(f.Ports, mockgateway.Port{ServiceID: fixture.ComponentB, ContainerPort: 6379, Protocol: "tcp", PortAlias: "REDIS", IsInnerService: true})
			},
			config: func(*testing.T) string {
				return fmt.Sprintf(`resource "rainbond_tcp_rule" "r" {
  team_id        = %q
  region_name    = %q
  app_id         = %d
  service_id     = %q
  container_port = 6379
  end_point      = "0.0.0.0:30010"
}
`, fixture.Team, fixture.Region, fixture.AppID, fixture.ComponentB)
			},
		},
		{name: "component_volume", create: mockgateway.OpAddVolume, config: func(*testing.T) string {
			return fmt.Sprintf(`resource "rainbond_component_volume" "v" {
  team_id         = %q
  region_name     = %q
  app_id          = %d
  service_id      = %q
  volume_name     = "fresh"
  volume_path     = "/fresh"
  volume_capacity = 1
}
`, fixture.Team, fixture.Region, fixture.AppID, fixture.ComponentB)
		}},
	}
}

func TestAccCreate_503AfterCommitMakesOneObject(t *testing.T) {
	for _, c := range creatingFamilies() {
		t.Run(c.name, func(t *testing.T) { test503AfterCommit(t, c) })
	}
}

func test503AfterCommit(t *testing.T, c createCase) {
	f := fixture.Adoptable()
	if c.fixture != nil {
		c.fixture(&f)
	}
	env := acctest.NewEnv(t, f)
	config := env.Config(c.config(t))
	// What a proxy in front of a console that committed may answer.
	env.GW.AddFault(mockgateway.Fault{Operation: c.create, Status: 503, RetryAfter: "0", AfterCommit: true})
	made := func() int {
		n := 0
		for _, r := range env.GW.RequestsOf(c.create) {
			if r.Committed {
				n++
			}
		}
		return n
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				// The create is sent once, fails as one that may have
				// acted, and keeps the object it finds.
				Config:           config,
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				Check: func(*terraform.State) error {
					if n := made(); n != 1 {
						return fmt.Errorf("%d %s requests made an object, want 1 (%d sent)", n, c.create, env.GW.Count(c.create))
					}
					return nil
				},
			},
			{
				// The next apply keeps it and makes nothing more.
				Config:           config,
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				Check: func(*terraform.State) error {
					if n := env.GW.Count(c.create); n != 1 {
						return fmt.Errorf("%d %s requests in all, want 1", n, c.create)
					}
					return nil
				},
			},
		},
	})
}
