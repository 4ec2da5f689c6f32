package componentports_test

import (
	"fmt"
	"net/http"
	"regexp"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Four components' ports written at once, with Terraform's default
// parallelism, on a console whose SQLite database takes one write at a
// time, whatever the component (the mock's SetSQLiteLocks): the first
// refusal makes the provider send one write at a time for the rest of the
// run, and a refused protocol change, safe to send again, is sent again.
// Before, the writes of different components overlapped and the refused
// ones failed the apply.
func TestAccPorts_severalComponentsOnSQLite(t *testing.T) {
	f := fixture.Standard()
	for _, alias := range []string{"gracc0c3", "gracc0c4"} {
		f.Components = append(f.Components, mockgateway.Component{AppID: fixture.AppID, ServiceBaseInfo: mockgateway.ServiceBaseInfo{ServiceAlias: alias, ServiceCname: alias}})
	}
	env := acctest.NewEnv(t, f)
	env.GW.SetSQLiteLocks(30 * time.Millisecond)
	components := []string{fixture.Component, fixture.ComponentB, "gracc0c3", "gracc0c4"}
	config := func(protocol string) string {
		hcl := ""
		for i, c := range components {
			hcl += fmt.Sprintf(`
resource "rainbond_component_ports" "c%d" {
  team_id     = %q
  region_name = %q
  app_id      = %d
  service_id  = %q
  ports = {
    "7701" = { protocol = %[6]q }
    "7702" = { protocol = %[6]q }
    "7703" = { protocol = %[6]q }
  }
}
`, i, fixture.Team, fixture.Region, fixture.AppID, c, protocol)
		}
		return env.Config(hcl)
	}
	refusals := func() int { return refusedWrites(env) }
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: config("tcp"), ConfigPlanChecks: acctest.EmptyPlanAfterApply},
			{
				PreConfig:        env.GW.ResetCounts,
				Config:           config("udp"),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				Check: func(*terraform.State) error {
					for _, c := range components {
						for _, p := range env.GW.Ports(c) {
							if p.Protocol != "udp" {
								return fmt.Errorf("port %d of %s is %s, want udp", p.ContainerPort, c, p.Protocol)
							}
						}
					}
					// The changes of four components met at least once:
					// the run went through a refusal, not around one.
					if refusals() == 0 {
						return fmt.Errorf("no write was refused: the test did not make the components' writes meet")
					}
					t.Logf("%d writes refused as database is locked, each sent again", refusals())
					return nil
				},
			},
		},
	})
}

// Three components' ports changed at once, five each, with Terraform's
// default parallelism, on a console whose SQLite database takes one write
// at a time (the mock's SetSQLiteLocks): once a write is refused, the
// writes go one at a time, those already waiting for their component's
// turn included, so at most the writes in flight at the first refusal (one
// per component) are refused. Before, the waiting writes went on side by
// side across components and were refused again (10 of 14 alias changes in
// one run), and a refused protocol change, repeated by the client beside
// the other components' writes, never made the writes go one at a time.
//
// On the real console (SQLite as shipped) its own lock refuses the writes;
// whether they meet there depends on its pace, so the steps that need a
// refusal (the alias change that must fail) run on the mock only, and the
// protocol change's bound holds on both.
func TestAccPorts_severalComponentsOnSQLiteGoOneAtATimeAfterARefusal(t *testing.T) {
	f := fixture.Standard()
	f.Components = append(f.Components, mockgateway.Component{AppID: fixture.AppID, ServiceBaseInfo: mockgateway.ServiceBaseInfo{ServiceAlias: "gracc0c5", ServiceCname: "gracc0c5"}})
	env := acctest.NewConsoleEnv(t, f)
	live := acctest.IsLive()
	mockOnly := func() (bool, error) { return live, nil }
	// The aliases the protocol change keeps: those of the mock-only steps,
	// or the first step's on the console, where an alias change (refused,
	// not sent again) could fail the step.
	settled := "B"
	if live {
		settled = "A"
	}
	components := []string{fixture.Component, fixture.ComponentB, "gracc0c5"}
	config := func(protocol, suffix string, inner ...bool) string {
		hcl := ""
		for i, c := range components {
			ports := ""
			for p := 7711; p <= 7715; p++ {
				ports += fmt.Sprintf("    \"%d\" = { protocol = %q, port_alias = \"P%d%s\", is_inner_service = %t }\n", p, protocol, p, suffix, len(inner) > 0 && inner[0])
			}
			hcl += fmt.Sprintf(`
resource "rainbond_component_ports" "c%d" {
  team_id     = %q
  region_name = %q
  app_id      = %d
  service_id  = %q
  ports = {
%s  }
}
`, i, fixture.Team, fixture.Region, fixture.AppID, c, ports)
		}
		return env.Config(hcl)
	}
	// refusedAtMost checks that the writes of the step were refused at
	// least once (they met) and at most once per component.
	refusedAtMost := func() error {
		n := refusedWrites(env)
		if n == 0 && !live {
			return fmt.Errorf("no write was refused: the test did not make the components' writes meet")
		}
		if n > len(components) {
			return fmt.Errorf("%d writes refused as database is locked, want at most %d (one per component in flight at the first refusal)", n, len(components))
		}
		t.Logf("%d writes refused as database is locked", n)
		return nil
	}
	locks := func() {
		env.GW.ResetCounts()
		if !live {
			env.GW.SetSQLiteLocks(0)
			env.GW.SetSQLiteLocks(100 * time.Millisecond)
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: config("tcp", "A"), ConfigPlanChecks: acctest.EmptyPlanAfterApply},
			{
				// A refused alias change is not sent again (the region
				// has it already): the apply fails, for the writes in
				// flight at the first refusal and only for those.
				PreConfig:   locks,
				Config:      config("tcp", "B"),
				ExpectError: regexp.MustCompile(`database is locked`),
				SkipFunc:    mockOnly,
			},
			{
				// The error's advice: the next apply plans the refused
				// changes again (here with no other writer in the way).
				PreConfig: func() {
					if err := refusedAtMost(); err != nil {
						t.Error(err)
					}
					env.GW.SetSQLiteLocks(0)
				},
				Config:           config("tcp", "B"),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				SkipFunc:         mockOnly,
			},
			{
				// A protocol change is sent again once alone: the apply
				// passes, and the refusals are the first wave's only.
				PreConfig:        locks,
				Config:           config("udp", settled),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				Check: func(*terraform.State) error {
					for _, c := range components {
						for _, p := range env.GW.Ports(c) {
							if p.ContainerPort >= 7711 && p.ContainerPort <= 7715 && p.Protocol != "udp" {
								return fmt.Errorf("port %d of %s is %s, want udp", p.ContainerPort, c, p.Protocol)
							}
						}
					}
					return refusedAtMost()
				},
			},
			{
				// Opening the inner services is sent again once alone too
				// (its first write comes before the region's open), and so
				// is closing them (the region answers a second close 200
				// "already close"): both applies pass.
				PreConfig:        locks,
				Config:           config("udp", settled, true),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				Check:            innerServices(env, components, true, refusedAtMost),
			},
			{
				PreConfig:        locks,
				Config:           config("udp", settled, false),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				Check:            innerServices(env, components, false, refusedAtMost),
			},
		},
	})
}

// innerServices checks that ports 7711-7715 of components have their inner
// service open (or closed), then runs refused.
func innerServices(env *acctest.Env, components []string, open bool, refused func() error) resource.TestCheckFunc {
	return func(*terraform.State) error {
		for _, c := range components {
			for _, p := range env.GW.Ports(c) {
				if p.ContainerPort >= 7711 && p.ContainerPort <= 7715 && p.IsInnerService != open {
					return fmt.Errorf("port %d of %s has is_inner_service %t, want %t)", p.ContainerPort, c, p.IsInnerService, open)
				}
			}
		}
		return refused()
	}
}

// refusedWrites counts the requests of the step the console refused with
// 500 (SQLite's "database is locked").
func refusedWrites(env *acctest.Env) int {
	n := 0
	for _, r := range env.GW.Requests() {
		if r.Status == http.StatusInternalServerError {
			n++
		}
	}
	return n
}
