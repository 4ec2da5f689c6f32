package bench

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// portsConfig is n ports spread round-robin over the components of
// mockgateway.ScaleFixture, numbered from 8000 within each component.
func portsConfig(baseURL, token string, n, components int) string {
	return fmt.Sprintf(`terraform {
  required_providers {
    rainbond = { source = %q }
  }
}

provider "rainbond" {
  base_url = %q
  token    = %q
}

resource "rainbond_component_port" "p" {
  count          = %d
  team_id        = %q
  region_name    = %q
  app_id         = %d
  service_id     = format("sc%%05d", count.index %% %d)
  container_port = 8000 + floor(count.index / %d)
}
`, sourceAddress, baseURL, token, n, mockgateway.ScaleTeam, mockgateway.ScaleRegion, mockgateway.ScaleAppID, components, components)
}

// aggregateConfig is portsConfig as one rainbond_component_ports per
// component: the same ports on the same components (component i holds the
// ports of indexes i, i+components, ...), numbered from 8000.
func aggregateConfig(baseURL, token string, n, components int) string {
	return fmt.Sprintf(`terraform {
  required_providers {
    rainbond = { source = %q }
  }
}

provider "rainbond" {
  base_url = %q
  token    = %q
}

resource "rainbond_component_ports" "c" {
  count       = %d
  team_id     = %q
  region_name = %q
  app_id      = %d
  service_id  = format("sc%%05d", count.index)
  ports       = { for k in range(ceil((%d - count.index) / %d)) : tostring(8000 + k) => {} }
}
`, sourceAddress, baseURL, token, min(n, components), mockgateway.ScaleTeam, mockgateway.ScaleRegion, mockgateway.ScaleAppID, n, components)
}

// Resource types of the no-op framework provider: the port's schema with
// and without its identity schema.
const (
	noopPort  = "rbnoop_component_port"
	plainPort = "rbnoop_plain_port"
)

// noopConfig is portsConfig for a resource type of the no-op framework
// provider: the same resources and schema, without any API behind them.
func noopConfig(resourceType string, n, components int) string {
	return fmt.Sprintf(`terraform {
  required_providers {
    rbnoop = { source = %q }
  }
}

resource %q "p" {
  count          = %d
  team_id        = %q
  region_name    = %q
  app_id         = %d
  service_id     = format("sc%%05d", count.index %% %d)
  container_port = 8000 + floor(count.index / %d)
}
`, noopAddress, resourceType, n, mockgateway.ScaleTeam, mockgateway.ScaleRegion, mockgateway.ScaleAppID, components, components)
}

// dataConfig is n terraform_data resources: the same count of resources
// through terraform's built-in provider, which calls no API. Its plan is
// what terraform itself costs for n resources.
func dataConfig(n int) string {
	return fmt.Sprintf(`resource "terraform_data" "d" {
  count = %d
  input = count.index
}
`, n)
}

// newWorkdir makes a directory under root holding one configuration.
func newWorkdir(root, name, config string) (string, error) {
	dir := filepath.Join(root, name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	return dir, os.WriteFile(filepath.Join(dir, "main.tf"), []byte(config), 0o600)
}
