package acctest

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// LiveEnv is the environment of a test that can run live: one component
// on which the test creates ports in the reserved range. Without live mode
// it is the standard fixture's first component on a mock gateway of the
// test's own; in live mode it is the live component (see LiveSettings).
// The test checks the platform through Platform's reads, never through
// the mock, so that it runs the same in both modes.
type LiveEnv struct {
	LiveSettings
	// Platform reads the component's ports for the test's checks.
	Platform *client.Client

	gw  *mockgateway.Gateway // nil in live mode
	kit *kitLoad             // the kit's seed, restored before the first step; nil elsewhere
}

// NewLiveEnv skips without TF_ACC, then points at the live installation
// or starts a mock gateway that stands in for it.
func NewLiveEnv(t *testing.T) *LiveEnv {
	t.Helper()
	accPreCheck(t)
	e := &LiveEnv{}
	if s := Live(t); s != nil {
		e.LiveSettings = *s
		if kitFolder() != "" {
			// fixture tests empty the kit's console: its seed, which the
			// live settings point into, comes back before this test runs
			e.kit = &kitLoad{t: t, seed: true}
			if err := seedKitNow(); err != nil {
				t.Fatal(err)
			}
		}
	} else {
		consoleTwin(t)
		ts := mockgateway.NewTestServer(t, fixture.Standard())
		e.gw = ts.Gateway
		e.LiveSettings = LiveSettings{
			BaseURL: ts.URL, Token: ts.Token, Team: fixture.Team, Region: fixture.Region,
			AppID: fixture.AppID, Component: fixture.Component,
		}
	}
	c, err := client.New(client.Config{BaseURL: e.BaseURL, Token: e.Token, MaxRetries: client.DefaultMaxRetries})
	if err != nil {
		t.Fatal(err)
	}
	e.Platform = c
	return e
}

// Mock returns the mock gateway, for a step that needs its hooks; in live
// mode it skips the test, with why as the reason.
func (e *LiveEnv) Mock(t *testing.T, why string) *mockgateway.Gateway {
	t.Helper()
	if e.gw == nil {
		t.Skipf("live mode: %s needs the mock gateway's hooks", why)
	}
	return e.gw
}

// reservedNext hands out the reserved ports, one test at a time, so that
// tests running side by side never share a port.
var reservedNext atomic.Int64

// ReservedPorts returns n container ports of the reserved range, unused by
// any other test of this process. Each package's tests count from the
// range's start: live mode runs the packages one at a time (-p 1), and
// every test deletes its ports, so the numbers are unique on the live
// component while a test holds them.
func (e *LiveEnv) ReservedPorts(t *testing.T, n int) []int64 {
	t.Helper()
	out := make([]int64, n)
	for i := range out {
		p := ReservedPortFirst + reservedNext.Add(1) - 1
		if p > ReservedPortLast {
			t.Fatalf("the reserved port range %d..%d is used up: give the live tests fewer ports", ReservedPortFirst, ReservedPortLast)
		}
		out[i] = p
	}
	return out
}

// Factories serves the provider in-process, as protocol 6.
func (e *LiveEnv) Factories() map[string]func() (tfprotov6.ProviderServer, error) {
	return (&Env{kit: e.kit}).Factories()
}

// Config is the terraform and provider blocks for this platform, followed
// by body.
func (e *LiveEnv) Config(body string) string {
	return TerraformBlock() +
		fmt.Sprintf("provider \"rainbond\" {\n  base_url = %q\n  token    = %q\n}\n\n", e.BaseURL, e.Token) + body
}

// PortHCL renders a rainbond_component_port of the component, with extra
// attribute lines.
func (e *LiveEnv) PortHCL(name string, port int64, extra string) string {
	return fmt.Sprintf(`
resource "rainbond_component_port" %q {
  team_id        = %q
  region_name    = %q
  app_id         = %d
  service_id     = %q
  container_port = %d
%s
}
`, name, e.Team, e.Region, e.AppID, e.Component, port, extra)
}

// PortID is the ID of a port of the component, as the resource writes it.
func (e *LiveEnv) PortID(port int64) string {
	return fmt.Sprintf("%s/%s/%d/%s/%d", e.Team, e.Region, e.AppID, e.Component, port)
}

func (e *LiveEnv) ref() client.ComponentRef {
	return client.ComponentRef{TeamID: e.Team, RegionName: e.Region, AppID: e.AppID, ServiceID: e.Component}
}

// platformPort reads one port of the component from the platform.
func (e *LiveEnv) platformPort(port int64) (client.Port, bool, error) {
	ports, err := e.Platform.ListPorts(context.Background(), e.ref())
	if err != nil {
		return client.Port{}, false, err
	}
	for _, p := range ports {
		if p.ContainerPort == port {
			return p, true, nil
		}
	}
	return client.Port{}, false, nil
}

// PortMatchesPlatform checks that a port resource's state holds what the
// platform has for that port.
func (e *LiveEnv) PortMatchesPlatform(address string) statecheck.StateCheck {
	return stateMatchesMock{address: address, model: func(attrs map[string]any) (map[string]any, error) {
		n, err := strconv.ParseInt(fmt.Sprint(attrs["container_port"]), 10, 64)
		if err != nil {
			return nil, fmt.Errorf("container_port %v: %w", attrs["container_port"], err)
		}
		p, found, err := e.platformPort(n)
		if err != nil || !found {
			return nil, err
		}
		return map[string]any{
			"id":               e.PortID(n),
			"protocol":         p.Protocol,
			"port_alias":       p.PortAlias,
			"is_inner_service": p.IsInnerService,
			"is_outer_service": p.IsOuterService,
		}, nil
	}}
}

// CheckNoPorts is a CheckDestroy: none of the ports is left on the
// component.
func (e *LiveEnv) CheckNoPorts(ports ...int64) resource.TestCheckFunc {
	return func(*terraform.State) error {
		var left []string
		for _, n := range ports {
			_, found, err := e.platformPort(n)
			if err != nil {
				return err
			}
			if found {
				left = append(left, strconv.FormatInt(n, 10))
			}
		}
		if len(left) > 0 {
			return fmt.Errorf("port(s) %s of component %s still exist after destroy", strings.Join(left, ", "), e.Component)
		}
		return nil
	}
}

// DeletePortOutside deletes a port through the API, as someone working in
// the console would: outer service closed, inner service closed, deleted.
func (e *LiveEnv) DeletePortOutside(t *testing.T, port int64) {
	t.Helper()
	p, found, err := e.platformPort(port)
	if err == nil && found {
		err = deletePort(context.Background(), e.Platform, e.ref(), p)
	}
	if err != nil || !found {
		t.Fatalf("deleting port %d outside Terraform: found %t, %v", port, found, err)
	}
}

// UpdatePortOutside runs one update action on a port through the API, as a
// change made in the console.
func (e *LiveEnv) UpdatePortOutside(t *testing.T, port int64, req client.UpdatePortRequest) {
	t.Helper()
	if _, err := e.Platform.UpdatePort(context.Background(), e.ref(), port, req); err != nil {
		t.Fatalf("changing port %d outside Terraform: %v", port, err)
	}
}

// CheckPortsExist checks that the component has every one of the ports.
func (e *LiveEnv) CheckPortsExist(ports ...int64) resource.TestCheckFunc {
	return func(*terraform.State) error {
		var missing []string
		for _, n := range ports {
			_, found, err := e.platformPort(n)
			if err != nil {
				return err
			}
			if !found {
				missing = append(missing, strconv.FormatInt(n, 10))
			}
		}
		if len(missing) > 0 {
			return fmt.Errorf("port(s) %s of component %s missing after apply", strings.Join(missing, ", "), e.Component)
		}
		return nil
	}
}
