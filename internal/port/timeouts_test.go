package port_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// stallThenRefuse makes the next request of op wait far past any test
// timeout and then be refused without acting, so that the platform's state
// after the client gives up is known.
func stallThenRefuse(gw *mockgateway.Gateway, op string) {
	gw.ResetFaults()
	gw.ResetLatency()
	gw.ResetCounts()
	gw.SetOperationLatency(op, time.Minute)
	gw.AddFault(mockgateway.Fault{Operation: op, Status: http.StatusServiceUnavailable})
}

// settled waits until every logged request of op has been answered (the
// mock answers a stalled request once the client hangs up) and checks that
// none of them acted.
func settled(gw *mockgateway.Gateway, op string) error {
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		recs, pending := gw.RequestsOf(op), false
		for _, r := range recs {
			pending = pending || r.Status == 0
		}
		if !pending {
			if len(recs) == 0 {
				return fmt.Errorf("no %s request reached the mock", op)
			}
			for _, r := range recs {
				if r.Committed {
					return fmt.Errorf("%s acted on the mock: %+v", op, r)
				}
			}
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%s requests still unanswered: %+v", op, recs)
		}
	}
}

// priorPort is a plan check on the state a plan starts from: the port is
// there, with the given flags.
type priorPort struct{ inner, outer bool }

func (c priorPort) CheckPlan(_ context.Context, req plancheck.CheckPlanRequest, resp *plancheck.CheckPlanResponse) {
	for _, rc := range req.Plan.ResourceChanges {
		if rc.Address != acctest.WebPortAddr {
			continue
		}
		before, _ := rc.Change.Before.(map[string]any)
		if before == nil || before["is_inner_service"] != c.inner || before["is_outer_service"] != c.outer {
			resp.Error = fmt.Errorf("state before the plan = %v, want the port with inner %t and outer %t", before, c.inner, c.outer)
		}
		return
	}
	resp.Error = fmt.Errorf("%s is not in the plan", acctest.WebPortAddr)
}

// A short create timeout stops the apply with an error that names the
// timeout, and the state matches what the platform has at that moment:
// nothing when the port was not created, the port as it stands (tainted)
// when it was created but not finished.
func TestAccComponentPort_timeouts(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	config := env.Config(acctest.PortHCL("web", 8080, `
  port_alias       = "WEB"
  is_inner_service = true
  is_outer_service = true
  timeouts {
    create = "2s"
  }
`))
	timedOut := acctest.ErrorRegex("The create timed out after 2s")
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             acctest.CheckNoPorts(env, fixture.Component),
		Steps: []resource.TestStep{
			{
				// The create request itself outlasts the timeout.
				PreConfig:   func() { stallThenRefuse(env.GW, mockgateway.OpAddPort) },
				Config:      config,
				ExpectError: timedOut,
			},
			{
				// Nothing was created and nothing is in state: the plan
				// creates the port. This time the create succeeds and
				// opening the outer service outlasts the timeout.
				PreConfig: func() {
					if err := settled(env.GW, mockgateway.OpAddPort); err != nil {
						t.Fatal(err)
					}
					if ports := env.GW.Ports(fixture.Component); len(ports) != 0 {
						t.Fatalf("a timed-out create left ports on the mock: %+v", ports)
					}
					stallThenRefuse(env.GW, mockgateway.OpUpdatePort)
				},
				Config: config,
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply: []plancheck.PlanCheck{plancheck.ExpectResourceAction(acctest.WebPortAddr, plancheck.ResourceActionCreate)},
				},
				ExpectError: timedOut,
			},
			{
				// The created port is in state as the platform has it (inner
				// open, outer not), tainted, so the plan replaces it.
				PreConfig: func() {
					if err := settled(env.GW, mockgateway.OpUpdatePort); err != nil {
						t.Fatal(err)
					}
					p, ok := env.GW.Port(fixture.Component, 8080)
					if !ok || !p.IsInnerService || p.IsOuterService {
						t.Fatalf("mock port = %+v (found %t), want inner open and outer closed", p, ok)
					}
					env.GW.ResetFaults()
					env.GW.ResetLatency()
				},
				Config: config,
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply: []plancheck.PlanCheck{
						priorPort{inner: true, outer: false},
						plancheck.ExpectResourceAction(acctest.WebPortAddr, plancheck.ResourceActionReplace),
					},
					PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
				},
				ConfigStateChecks: []statecheck.StateCheck{acctest.PortMatchesMock(env, acctest.WebPortAddr)},
			},
			{
				ResourceName:            acctest.WebPortAddr,
				ImportState:             true,
				ImportStateVerify:       true,
				ImportStateVerifyIgnore: []string{"timeouts"},
			},
		},
	})
}
