package port_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// The requests of an apply of many ports, counted: the small case of the
// bench's apply of 200 ports over 10 components (at most 260 requests).
// Each write's answer is the whole port, so an apply reads back nothing:
// a new port is its POST and the actions it needs, after the list that
// tells whether it is there already (and its component is read once for
// the identities), and a changed port is its actions after
// one list, which the ports of a component share when they ask at the same
// time.
func TestAccScale_applyRequests(t *testing.T) {
	const components, n = 2, 20
	// The kit's console on SQLite refuses some of step 2's overlapping
	// port actions (500 "database is locked") when the writes of its two
	// components meet; open_outer may call the region before its first
	// write, so the provider reports that refusal instead of repeating it
	// (client/database_locked.go) and the apply fails.
	acctest.SkipOnConsole(t, "the kit's console runs on SQLite and refuses overlapping port actions of two components (500 database is locked); open_outer, which may call the region before its first write, is not repeated, so the apply of 20 opened ports fails")
	env, services := newConsoleScaleEnv(t, components)
	closed := spreadPorts(n, components, nil)
	public := spreadPorts(n, components, func(int) string { return "is_inner_service = true\n  is_outer_service = true" })
	requests := func(check func(counts map[string]int, total int) error) resource.TestCheckFunc {
		return func(*terraform.State) error {
			counts, total := env.GW.Counts(), env.GW.TotalRequests()
			t.Logf("requests: %d %v", total, counts)
			return check(counts, total)
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             nothingLeft(env, services),
		Steps: []resource.TestStep{
			{
				PreConfig:         env.GW.ResetCounts,
				Config:            env.ProviderBlock() + portsHCL(closed),
				ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{allPortsMatchMock(env, services, closed)},
				// Each component is read once, for the ports' identities, and
				// its ports are listed before a create (the adoption rule's
				// read): at most once per create, from the run's list of the
				// component while no write of it intervened.
				Check: requests(func(counts map[string]int, total int) error {
					lists := counts[mockgateway.OpListPorts]
					if counts[mockgateway.OpAddPort] != n || counts[mockgateway.OpGetComponent] != components || lists < components || lists > n || total != n+components+lists {
						return fmt.Errorf("creating %d ports took %d requests (%v), want %d POSTs, %d component reads, %d to %d lists and nothing else", n, total, counts, n, components, components, n)
					}
					return nil
				}),
			},
			{
				PreConfig:         env.GW.ResetCounts,
				Config:            env.ProviderBlock() + portsHCL(public),
				ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{allPortsMatchMock(env, services, public)},
				Check: requests(func(counts map[string]int, total int) error {
					// Two refreshing plans (the step's and the apply's) list
					// each component once; each update lists once before its
					// two actions, and not after. Each component may be read
					// once more, for the key of its turn among its writes.
					lists, most, reads := counts[mockgateway.OpListPorts], 2*components+n, counts[mockgateway.OpGetComponent]
					if counts[mockgateway.OpUpdatePort] != 2*n || lists > most || reads > components || total != 2*n+lists+reads {
						return fmt.Errorf("opening %d ports took %d requests (%v), want %d actions and at most %d lists", n, total, counts, 2*n, most)
					}
					return nil
				}),
			},
		},
	})
}
