package acctest

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// FastRetries keeps retries quick but plentiful: with 20% of requests
// failing, four retries would leave a real chance that some request of a
// 50-port run fails five times in a row. It also shortens request_timeout
// (see QuickUnknown).
const FastRetries = "max_retries = 12\n  " + QuickUnknown

// QuickUnknown shortens request_timeout, and with it the time a port
// create whose answer was lost keeps looking for the port (twice the
// timeout), for tests that cut creates off before the server acts.
const QuickUnknown = `request_timeout = "2s"`

// InjectedWrites counts the injected failures of the given operations since
// the request log was last reset.
func InjectedWrites(env *Env, ops ...string) int {
	n := 0
	for _, op := range ops {
		for _, r := range env.GW.RequestsOf(op) {
			if r.Injected != "" {
				n++
			}
		}
	}
	return n
}

// FailingRefreshSteps are the steps of a refresh whose list requests (of
// op) fail: transiently, which the refresh rides out, seeing every object;
// then lastingly, which is an error naming what could not be read (want),
// for plan and refresh alike; then not at all, when nothing was lost. The
// first step applies config.
func FailingRefreshSteps(t *testing.T, env *Env, op, config, want string, matches []statecheck.StateCheck) []resource.TestStep {
	unchanged := resource.ConfigPlanChecks{
		PreApply:             []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
		PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
	}
	var always int
	return []resource.TestStep{
		{Config: config, ConfigStateChecks: matches},
		{
			PreConfig: func() {
				env.GW.AddFault(mockgateway.Fault{Operation: op, Times: 3, Status: http.StatusServiceUnavailable, RetryAfter: "0"})
				env.GW.AddFault(mockgateway.Fault{Operation: op, Times: 2, Status: http.StatusTooManyRequests, RetryAfter: "0"})
				env.GW.FailNext(op, 2, http.StatusBadGateway)
				env.GW.DropNext(op, 2, false)
			},
			Config:            config,
			ConfigPlanChecks:  unchanged,
			ConfigStateChecks: matches,
			Check: func(*terraform.State) error {
				if left := env.GW.PendingFaults(); len(left) > 0 {
					return fmt.Errorf("faults not consumed: %+v", left)
				}
				return nil
			},
		},
		{
			PreConfig: func() {
				always = env.GW.AddFault(mockgateway.Fault{Operation: op, Times: -1, Status: http.StatusServiceUnavailable, RetryAfter: "0"})
			},
			Config:      config,
			ExpectError: ErrorRegex(want),
		},
		// terraform refresh, which writes state, fails the same way.
		{RefreshState: true, ExpectError: ErrorRegex(want)},
		{
			PreConfig: func() {
				if !env.GW.RemoveFault(always) {
					t.Error("the lasting fault was gone early")
				}
			},
			Config:            config,
			ConfigPlanChecks:  unchanged,
			ConfigStateChecks: matches,
		},
	}
}
