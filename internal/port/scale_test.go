package port_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// The refresh of 100 ports over 10 components costs one list request per
// component with the read cache on, and one per port with it off.
//
// A plan-only step runs a plan without refresh (no API request: the port
// resource plans without the server) and then a plan with refresh, so the
// requests counted from its PreConfig to the next step's PreConfig are
// those of one refresh.
func TestAccScale_refreshListsOncePerComponent(t *testing.T) {
	const components, n = 10, 100
	env, services := newConsoleScaleEnv(t, components)
	ports := spreadPorts(n, components, nil)
	body := portsHCL(ports)
	cacheOn := env.ProviderBlock() + body
	cacheOff := env.ProviderBlock("read_cache = false") + body

	// lists checks the ListPorts requests of the previous step, then resets
	// the counters for the next one.
	lists := func(atLeast, atMost int, what string) func() {
		return func() {
			got := env.GW.Count(mockgateway.OpListPorts)
			t.Logf("%s: %d ListPorts request(s) for %d ports over %d components", what, got, n, components)
			if got < atLeast || got > atMost {
				t.Errorf("%s: %d ListPorts requests, want %d to %d", what, got, atLeast, atMost)
			}
			if other := env.GW.TotalRequests() - got; other != 0 {
				t.Errorf("%s: %d request(s) besides ListPorts", what, other)
			}
			env.GW.ResetCounts()
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             nothingLeft(env, services),
		Steps: []resource.TestStep{
			{
				Config:            cacheOn,
				ConfigStateChecks: []statecheck.StateCheck{allPortsMatchMock(env, services, ports)},
			},
			{PreConfig: env.GW.ResetCounts, Config: cacheOn, PlanOnly: true},
			{PreConfig: lists(1, components, "cache on"), Config: cacheOff, PlanOnly: true},
			// Without the cache every read lists its component's ports.
			{PreConfig: lists(n, n+n/10, "cache off"), Config: cacheOn, PlanOnly: true},
			{PreConfig: lists(1, components, "cache on again"), Config: cacheOn, PlanOnly: true},
		},
	})
}
