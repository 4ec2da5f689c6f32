package port_test

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Fifty ports over five components, and the HTTP rules of the dozen among
// them with an open outer service, are applied and destroyed while a fifth
// of all requests fail: 429 and 503 with Retry-After: 0, 502, and dropped
// connections. The mock's choices come from a fixed seed; which request
// meets which failure still depends on the order in which terraform's
// parallel walk sends them, so the test asserts what must hold for every
// order: everything converges, nothing is created twice or left behind.
func TestAccFault_portsUnderChaos(t *testing.T) {
	cases := []struct {
		name  string
		chaos mockgateway.Chaos
	}{
		{"failures before commit", mockgateway.Chaos{Ratio: 0.2, Seed: 20240601, RetryAfter: "0"}},
		// Every injected failure lands after the server acted: answers lost
		// on the way back (a proxy's 502, a connection cut).
		{"answers lost after commit", mockgateway.Chaos{
			Ratio: 0.2, Seed: 7, AfterCommitRatio: 1,
			Statuses: []int{http.StatusBadGateway, mockgateway.StatusDrop},
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			testPortsUnderChaos(t, c.chaos)
		})
	}
}

func testPortsUnderChaos(t *testing.T, chaos mockgateway.Chaos) {
	env, services := newScaleEnv(t, 5)
	// Components not deployed yet: the default rules their ports get have a
	// record in the region and take the rules' domains (a running
	// component's default rule cannot be changed).
	creating := "creating"
	for _, s := range services {
		if err := env.GW.EditComponent(s, func(c *mockgateway.Component) { c.CreateStatus = &creating }); err != nil {
			t.Fatal(err)
		}
	}
	ports := spreadPorts(50, len(services), mixedSettings)
	config := env.ProviderBlock(acctest.FastRetries) + portsHCL(ports) + rulesHCL(ports)
	chaosOn := func() { env.GW.ResetCounts(); env.GW.SetChaos(&chaos) }
	sawFailures := func(*terraform.State) error {
		f := injectedFailures(env)
		t.Logf("injected failures by status: %v (of %d requests)", f, env.GW.TotalRequests())
		if len(f) == 0 {
			return fmt.Errorf("chaos injected nothing")
		}
		return nil
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		// The destroy runs under chaos too (it stays on after the last step).
		CheckDestroy: resource.ComposeTestCheckFunc(nothingLeft(env, services), func(*terraform.State) error {
			if n := acctest.InjectedWrites(env, mockgateway.OpDeletePort, mockgateway.OpUpdatePort); n == 0 {
				return fmt.Errorf("no delete or close met a failure: the destroy was not tested under chaos")
			}
			return nil
		}),
		Steps: []resource.TestStep{
			{
				PreConfig: chaosOn,
				Config:    config,
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
				},
				ConfigStateChecks: []statecheck.StateCheck{allPortsMatchMock(env, services, ports), rulesMatchMock(env, ports)},
				Check: resource.ComposeTestCheckFunc(
					sawFailures,
					portsAsConfigured(env, ports),
					func(*terraform.State) error {
						if n := conflicts(env, mockgateway.OpAddPort); n > 0 {
							return fmt.Errorf("%d create(s) were repeated after they had taken (409)", n)
						}
						return nil
					},
				),
			},
			{
				// A further plan, still under chaos, is empty.
				PreConfig: chaosOn,
				Config:    config,
				PlanOnly:  true,
			},
		},
	})
}

// portsPath is the ports path of a component of mockgateway.ScaleFixture,
// for faults aimed at one component.
func portsPath(serviceID string) string {
	return fmt.Sprintf("/openapi/v1/teams/%s/regions/%s/apps/%d/services/%s/ports",
		mockgateway.ScaleTeam, mockgateway.ScaleRegion, mockgateway.ScaleAppID, serviceID)
}

// A create whose answer is lost after the server made the port: the
// provider finds the port and adopts it, once, and finishes its settings.
// Each port has a component of its own, so that faults can be aimed at one
// port's requests by path.
func TestAccFault_portCreateAnswerLost(t *testing.T) {
	const n = 10
	cases := []struct {
		name   string
		inject func(gw *mockgateway.Gateway, services []string)
		posts  int // AddPort requests the mock must see
		// repeats is how many POSTs the client itself repeats after an
		// attempt that had taken (each answered 409 and adopted).
		repeats int
	}{
		{"server error after commit", func(gw *mockgateway.Gateway, _ []string) {
			gw.FailNextAfterCommit(mockgateway.OpAddPort, n, http.StatusBadGateway)
		}, n, 0},
		{"connection dropped after commit", func(gw *mockgateway.Gateway, _ []string) {
			gw.DropNext(mockgateway.OpAddPort, n, true)
		}, n, 0},
		{"lost answer, then the check's list fails once", func(gw *mockgateway.Gateway, _ []string) {
			gw.FailNextAfterCommit(mockgateway.OpAddPort, n, http.StatusInternalServerError)
			gw.AddFault(mockgateway.Fault{Operation: mockgateway.OpListPorts, Times: n, Status: http.StatusServiceUnavailable, RetryAfter: "0"})
		}, n, 0},
		// Every port's first POST is cut before the server acts and its
		// second one after: the port exists once, from the second POST.
		{"dropped before commit, then lost after", func(gw *mockgateway.Gateway, services []string) {
			for _, s := range services {
				gw.AddFault(mockgateway.Fault{Operation: mockgateway.OpAddPort, Path: portsPath(s), Status: mockgateway.StatusDrop})
				gw.AddFault(mockgateway.Fault{Operation: mockgateway.OpAddPort, Path: portsPath(s), Status: mockgateway.StatusDrop, AfterCommit: true})
			}
		}, 2 * n, 0},
		// A 503 with Retry-After may come after the platform acted: the
		// client does not repeat the POST, and the look adopts the port.
		{"503 with Retry-After after commit", func(gw *mockgateway.Gateway, services []string) {
			for _, s := range services {
				gw.AddFault(mockgateway.Fault{Operation: mockgateway.OpAddPort, Path: portsPath(s), Status: http.StatusServiceUnavailable, RetryAfter: "0", AfterCommit: true})
			}
		}, n, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			env, services := newScaleEnv(t, n)
			ports := spreadPorts(n, len(services), mixedSettings)
			resource.ParallelTest(t, resource.TestCase{
				ProtoV6ProviderFactories: env.Factories(),
				CheckDestroy:             nothingLeft(env, services),
				Steps: []resource.TestStep{{
					PreConfig:         func() { c.inject(env.GW, services) },
					Config:            env.ProviderBlock(acctest.FastRetries) + portsHCL(ports),
					ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
					ConfigStateChecks: []statecheck.StateCheck{allPortsMatchMock(env, services, ports)},
					Check: resource.ComposeTestCheckFunc(
						portsAsConfigured(env, ports),
						func(*terraform.State) error {
							if left := env.GW.PendingFaults(); len(left) > 0 {
								return fmt.Errorf("faults not consumed: %+v", left)
							}
							if got := env.GW.Count(mockgateway.OpAddPort); got != c.posts {
								return fmt.Errorf("AddPort requests = %d, want %d", got, c.posts)
							}
							if k := conflicts(env, mockgateway.OpAddPort); k != c.repeats {
								return fmt.Errorf("%d create(s) were repeated after they had taken (409), want %d", k, c.repeats)
							}
							return nil
						},
					),
				}},
			})
		})
	}
}

// A refresh whose list requests fail transiently still sees every port, and
// one whose list requests keep failing is an error that leaves the state as
// it was: a failed read never drops a port from state.
func TestAccFault_portRefreshFails(t *testing.T) {
	env, services := newScaleEnv(t, 3)
	ports := spreadPorts(12, len(services), mixedSettings)
	config := env.ProviderBlock(acctest.FastRetries) + portsHCL(ports)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             nothingLeft(env, services),
		Steps: acctest.FailingRefreshSteps(t, env, mockgateway.OpListPorts, config, "Cannot read port",
			[]statecheck.StateCheck{allPortsMatchMock(env, services, ports)}),
	})
}
