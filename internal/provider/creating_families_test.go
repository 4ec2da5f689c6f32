package provider_test

// The families that create, each with the configuration of one object of
// it, shared by the tests that hold every creating family to one rule
// (a create after a 503 that committed, a create that meets an object
// already there): a family added here is held to both.

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// creatingFamily is one family that creates: the mock operation of its
// POST, the key of an object the adoptable fixture does not have yet, the
// fixture change such a new object needs (may be nil), and the
// configuration of the object of a given key (its name, alias, port...).
type creatingFamily struct {
	name     string
	create   string
	freshKey string
	forNew   func(f *mockgateway.Fixture)
	config   func(t *testing.T, key string) string
}

func creatingFamilies() []creatingFamily {
	return []creatingFamily{
		{name: "app", create: mockgateway.OpCreateApp, freshKey: "fresh-app", config: func(_ *testing.T, name string) string {
			return fmt.Sprintf(`resource "rainbond_app" "a" {
  team_id     = %q
  region_name = %q
  app_name    = %q
}
`, fixture.Team, fixture.Region, name)
		}},
		{name: "certificate", create: mockgateway.OpCreateCertificate, freshKey: "fresh", config: func(t *testing.T, alias string) string {
			cert, key := certPairOf(alias)
			dir := t.TempDir()
			certFile, keyFile := filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
			for f, v := range map[string]string{certFile: cert, keyFile: key} {
				if err := os.WriteFile(f, []byte(v), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			return fmt.Sprintf(`resource "rainbond_certificate" "c" {
  team_id     = %q
  alias       = %q
  certificate = file(%q)
  private_key = file(%q)
}
`, fixture.Team, alias, certFile, keyFile)
		}},
		{name: "region", create: mockgateway.OpAddRegion, freshKey: "acc-fresh", config: func(_ *testing.T, name string) string {
			r := regionOf(name)
			return fmt.Sprintf(`resource "rainbond_region" "r" {
  region_name  = %q
  region_alias = %q
  url          = %q
  wsurl        = %q
  httpdomain   = %q
  tcpdomain    = %q
  scope        = %q
  cert_file    = %q
  key_file     = %q
  ssl_ca_cert  = %q
}
`, r.RegionName, r.RegionAlias, r.URL, r.WSURL, r.HTTPDomain, r.TCPDomain, r.Scope, r.CertFile, r.KeyFile, r.SSLCACert)
		}},
		{name: "team", create: mockgateway.OpCreateTeam, freshKey: "Fresh", config: func(_ *testing.T, alias string) string {
			return fmt.Sprintf(`resource "rainbond_team" "t" {
  alias   = %q
  regions = [%q]
}
`, alias, fixture.Region)
		}},
		{name: "http_domain", create: mockgateway.OpCreateHTTPDomain, freshKey: "fresh.acc.example.com", config: func(_ *testing.T, domain string) string {
			// The path, cookie and weight of the adoptable fixture's custom
			// rule, so that its domain names the same rule.
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
`, fixture.Team, fixture.Region, fixture.AppID, fixture.ServiceID, domain)
		}},
		{name: "component", create: mockgateway.OpCreateComponent, freshKey: "fresh", config: func(_ *testing.T, name string) string {
			return fmt.Sprintf(`resource "rainbond_component" "c" {
  team_id            = %q
  region_name        = %q
  app_id             = %d
  component_name     = %q
  k8s_component_name = %q
  image              = "nginx:1.25"
  running            = false
}
`, fixture.Team, fixture.Region, fixture.AppID, name, name)
		}},
		{name: "third_party_component", create: mockgateway.OpCreateThirdComponent, freshKey: "lost1", config: func(_ *testing.T, name string) string {
			return fmt.Sprintf(`resource "rainbond_third_party_component" "t" {
  team_id        = %q
  region_name    = %q
  app_id         = %d
  component_name = %q
  endpoints_type = "static"
  endpoints      = ["10.0.0.5:80"]
}
`, fixture.Team, fixture.Region, fixture.AppID, name)
		}},
		{name: "component_port", create: mockgateway.OpAddPort, freshKey: "9090", config: func(_ *testing.T, port string) string {
			return fmt.Sprintf(`resource "rainbond_component_port" "p" {
  team_id          = %q
  region_name      = %q
  app_id           = %d
  service_id       = %q
  container_port   = %s
  protocol         = "http"
  is_inner_service = true
}
`, fixture.Team, fixture.Region, fixture.AppID, fixture.Component, port)
		}},
		{
			name: "component_ports", create: mockgateway.OpAddPort, freshKey: "3306",
			forNew: func(f *mockgateway.Fixture) { f.Ports = f.Ports[:2] }, // none on the second component
			config: func(_ *testing.T, port string) string {
				return fmt.Sprintf(`resource "rainbond_component_ports" "p" {
  team_id     = %q
  region_name = %q
  app_id      = %d
  service_id  = %q
  ports = {
    %q = {
      protocol         = "mysql"
      port_alias       = "MYSQL"
      is_inner_service = true
    }
  }
}
`, fixture.Team, fixture.Region, fixture.AppID, fixture.ComponentB, port)
			},
		},
		{
			name: "tcp_rule", create: mockgateway.OpCreateGatewayRule, freshKey: "0.0.0.0:30010",
			forNew: func(f *mockgateway.Fixture) {
				f.Ports = append(f.Ports, mockgateway.Port{ServiceID: fixture.ComponentB, ContainerPort: 6379, Protocol: "tcp", PortAlias: "REDIS", IsInnerService: true})
			},
			config: func(_ *testing.T, endPoint string) string {
				return fmt.Sprintf(`resource "rainbond_tcp_rule" "r" {
  team_id        = %q
  region_name    = %q
  app_id         = %d
  service_id     = %q
  container_port = 6379
  end_point      = %q
}
`, fixture.Team, fixture.Region, fixture.AppID, fixture.ComponentB, endPoint)
			},
		},
		{name: "component_volume", create: mockgateway.OpAddVolume, freshKey: "fresh", config: func(_ *testing.T, name string) string {
			return fmt.Sprintf(`resource "rainbond_component_volume" "v" {
  team_id         = %q
  region_name     = %q
  app_id          = %d
  service_id      = %q
  volume_name     = %q
  volume_path     = "/%s"
  volume_capacity = 1
}
`, fixture.Team, fixture.Region, fixture.AppID, fixture.ComponentB, name, name)
		}},
	}
}

// creatingFamilyNamed is the family of that name; a test that names one
// the table does not have fails.
func creatingFamilyNamed(t *testing.T, name string) creatingFamily {
	t.Helper()
	for _, c := range creatingFamilies() {
		if c.name == name {
			return c
		}
	}
	t.Fatalf("no creating family %q", name)
	return creatingFamily{}
}

var certPairs = struct {
	sync.Mutex
	of map[string][2]string
}{of: map[string][2]string{}}

// certPairOf is the certificate and key of alias, made for
// "<alias>.example.com" once per run: a console object and the
// configuration that asks for it carry the same pair.
func certPairOf(alias string) (cert, key string) {
	certPairs.Lock()
	defer certPairs.Unlock()
	p, ok := certPairs.of[alias]
	if !ok {
		p[0], p[1] = acctest.CertPair(alias + ".example.com")
		certPairs.of[alias] = p
	}
	return p[0], p[1]
}

// regionOf is the region of that name as the configuration asks for it
// (its addresses follow from the name), so that a console object built
// from it has the same settings.
func regionOf(name string) mockgateway.Region {
	pems := fixture.PEMs()
	return mockgateway.Region{
		RegionName:  name,
		RegionAlias: name + " region",
		URL:         "https://" + name + ".example.com:8443",
		WSURL:       "wss://" + name + ".example.com:6060",
		HTTPDomain:  "apps." + name + ".example.com",
		TCPDomain:   "192.0.2.50",
		Scope:       "private",
		SSLCACert:   pems.CA,
		CertFile:    pems.Cert,
		KeyFile:     pems.Key,
	}
}
