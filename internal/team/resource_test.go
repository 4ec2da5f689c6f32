package team_test

import (
	"fmt"
	"net/http"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

const (
	addr    = "rainbond_team.t"
	region2 = "acc-region-2"
)

// twoRegions is Standard with a second enabled region, which the
// fixture's team is not open in. It has its domains and its websocket
// address, as every region the console adds does (the console refuses to
// list a team's regions when one lacks them).
func twoRegions() mockgateway.Fixture {
	f := fixture.Standard()
	f.Regions = append(f.Regions, mockgateway.Region{RegionName: region2, RegionAlias: "Second", URL: "https://r2.acc.example.com:8443", WSURL: "wss://r2.acc.example.com:6060",
		HTTPDomain: "apps.r2.acc.example.com", TCPDomain: "10.0.0.2", Status: "1"})
	return f
}

func teamHCL(alias string, regions ...string) string {
	list := "null"
	if regions != nil {
		quoted := make([]string, len(regions))
		for i, r := range regions {
			quoted[i] = fmt.Sprintf("%q", r)
		}
		list = "[" + strings.Join(quoted, ", ") + "]"
	}
	return fmt.Sprintf(`
resource "rainbond_team" "t" {
  alias   = %q
  regions = %s
}
`, alias, list)
}

// made is the mock's team of that alias (the test's own).
func made(gw *mockgateway.Gateway, alias string) (mockgateway.Team, error) {
	var found []mockgateway.Team
	for _, t := range gw.Teams() {
		if t.TeamAlias == alias {
			found = append(found, t)
		}
	}
	if len(found) != 1 {
		return mockgateway.Team{}, fmt.Errorf("the mock has %d teams of alias %q, want 1", len(found), alias)
	}
	return found[0], nil
}

// matchesMock compares the state with the mock's team of the state's id.
func matchesMock(env *acctest.Env) statecheck.StateCheck {
	return env.StateMatchesMock(addr, func(attrs map[string]any) (map[string]any, error) {
		for _, t := range env.GW.Teams() {
			if t.TenantID == attrs["id"] {
				regions := append([]string{}, t.Regions...)
				sort.Strings(regions)
				return map[string]any{"id": t.TenantID, "team_id": t.TenantID, "alias": t.TeamAlias, "team_name": t.TeamName, "regions": regions}, nil
			}
		}
		return nil, fmt.Errorf("the mock has no team %v", attrs["id"])
	})
}

func noTeam(env *acctest.Env, alias string) resource.TestCheckFunc {
	return func(*terraform.State) error {
		for _, t := range env.GW.Teams() {
			if t.TeamAlias == alias {
				return fmt.Errorf("team %q left on the platform", alias)
			}
		}
		return nil
	}
}

// Create opened in one region, rename in place, open a second region in
// place, import by id and by name, destroy.
func TestAccTeam_lifecycle(t *testing.T) {
	env := acctest.NewConsoleEnv(t, twoRegions())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             noTeam(env, "Shop 2"),
		Steps: []resource.TestStep{
			{
				Config:           env.Config(teamHCL("Shop", fixture.Region)),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{
					matchesMock(env),
					statecheck.ExpectKnownValue(addr, tfjsonpath.New("team_name"), knownvalue.StringRegexp(regexp.MustCompile(`^[a-z0-9]{8}$`))),
					statecheck.ExpectKnownValue(addr, tfjsonpath.New("regions"), knownvalue.SetExact([]knownvalue.Check{knownvalue.StringExact(fixture.Region)})),
				},
				Check: acctest.ExpectRequests(env, map[string]int{mockgateway.OpCreateTeam: 1, mockgateway.OpOpenTeamRegion: 0}),
			},
			{
				Config:            env.Config(teamHCL("Shop 2", fixture.Region)),
				ConfigPlanChecks:  acctest.ExpectUpdate(addr),
				ConfigStateChecks: []statecheck.StateCheck{matchesMock(env)},
			},
			{
				Config:            env.Config(teamHCL("Shop 2", fixture.Region, region2)),
				ConfigPlanChecks:  acctest.ExpectUpdate(addr),
				ConfigStateChecks: []statecheck.StateCheck{matchesMock(env)},
				Check: func(*terraform.State) error {
					tm, err := made(env.GW, "Shop 2")
					if err == nil && len(tm.Regions) != 2 {
						err = fmt.Errorf("regions %v, want both", tm.Regions)
					}
					return err
				},
			},
			{ResourceName: addr, ImportState: true, ImportStateVerify: true, ImportStateVerifyIgnore: []string{"timeouts"}},
			{
				// The team's name imports it too, under its tenant id.
				ResourceName: addr, ImportState: true, ImportStateVerify: true, ImportStateVerifyIgnore: []string{"timeouts"},
				ImportStateIdFunc: func(s *terraform.State) (string, error) { return acctest.StateAttr(s, addr, "team_name") },
			},
		},
	})
}

// With regions unset, the resource shows the regions and opens none.
func TestAccTeam_regionsUnset(t *testing.T) {
	env := acctest.NewConsoleEnv(t, twoRegions())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config:            env.Config(teamHCL("Bare")),
				ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{matchesMock(env), statecheck.ExpectKnownValue(addr, tfjsonpath.New("regions"), knownvalue.SetSizeExact(0))},
			},
			{
				// Opened in the console: shown, no diff, and no refusal.
				PreConfig: func() {
					tm, err := made(env.GW, "Bare")
					if err == nil {
						err = env.Console.OpenRegion(tm.TenantID, region2)
					}
					if err != nil {
						t.Fatal(err)
					}
				},
				Config:            env.Config(teamHCL("Bare")),
				ConfigPlanChecks:  resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
				ConfigStateChecks: []statecheck.StateCheck{matchesMock(env)},
			},
		},
	})
}

// From an empty platform (only a region): a team opened in it, an app and
// a component of the team, in one apply; then destroy leaves nothing.
func TestAccTeam_fromNothing(t *testing.T) {
	f := twoRegions()
	f.Teams, f.Apps, f.Components = nil, nil, nil
	acctest.SkipOnConsole(t, "the region stand-in reports a component it never built as running, where a region reports one created with running = false as not running")
	env := acctest.NewConsoleEnv(t, f)
	config := env.Config(teamHCL("Tenant", fixture.Region) + fmt.Sprintf(`
resource "rainbond_app" "a" {
  team_id     = rainbond_team.t.id
  region_name = %q
  app_name    = "shop"
}

resource "rainbond_component" "db" {
  team_id            = rainbond_team.t.id
  region_name        = %q
  app_id             = rainbond_app.a.app_id
  component_name     = "db"
  k8s_component_name = "db"
  image              = "redis:7"
  running            = false
}
`, fixture.Region, fixture.Region))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy: func(*terraform.State) error {
			if n := len(env.GW.Teams()); n != 0 {
				return fmt.Errorf("%d teams left", n)
			}
			return nil
		},
		Steps: []resource.TestStep{{
			Config:            config,
			ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
			ConfigStateChecks: []statecheck.StateCheck{matchesMock(env)},
			Check: func(*terraform.State) error {
				if n := len(env.GW.Components()); n != 1 {
					return fmt.Errorf("%d components, want 1", n)
				}
				return nil
			},
		}},
	})
}

// Changes in the console show in the next plan and one apply repairs
// them; a team deleted there is planned again.
func TestAccTeam_driftAndDisappears(t *testing.T) {
	env := acctest.NewConsoleEnv(t, twoRegions())
	config := env.Config(teamHCL("Drift", fixture.Region, region2))
	team := func() mockgateway.Team { tm, _ := made(env.GW, "Drift"); return tm }
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: config, ConfigPlanChecks: acctest.EmptyPlanAfterApply},
			{
				PreConfig: func() {
					tm := team()
					tm.TeamAlias = "Renamed"
					if _, err := env.Console.PutTeam(tm); err != nil {
						t.Fatal(err)
					}
					if err := env.Console.CloseRegion(tm.TenantID, region2); err != nil {
						t.Fatal(err)
					}
				},
				Config:            config,
				ConfigPlanChecks:  acctest.ExpectUpdate(addr),
				ConfigStateChecks: []statecheck.StateCheck{matchesMock(env)},
				Check: func(*terraform.State) error {
					if tm := team(); len(tm.Regions) != 2 {
						return fmt.Errorf("region not opened again: %v", tm.Regions)
					}
					return nil
				},
			},
			{
				PreConfig: func() {
					if err := env.Console.RemoveTeam(team().TenantID); err != nil {
						t.Fatal(err)
					}
				},
				Config: config,
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply:             []plancheck.PlanCheck{plancheck.ExpectResourceAction(addr, plancheck.ResourceActionCreate)},
					PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
				},
				ConfigStateChecks: []statecheck.StateCheck{matchesMock(env)},
			},
		},
	})
}

// Removing a region, or leaving out one opened in the console, is refused
// at plan time, and nothing is written.
func TestAccTeam_regionsAddOnly(t *testing.T) {
	env := acctest.NewConsoleEnv(t, twoRegions())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.Config(teamHCL("Closing", fixture.Region, region2))},
			{
				PreConfig:   env.GW.ResetCounts,
				Config:      env.Config(teamHCL("Closing", fixture.Region)),
				ExpectError: acctest.ErrorRegex("Cannot close a team's region"),
			},
			{
				PreConfig: func() {
					if n := writes(env); n != 0 {
						t.Errorf("%d writes for a refused plan", n)
					}
				},
				Config:           env.Config(teamHCL("Closing", fixture.Region, region2)),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
			},
		},
	})
}

// Values the platform would change or refuse are refused at plan time,
// with no request.
func TestAccTeam_badInputRefusedAtPlan(t *testing.T) {
	env := acctest.NewConsoleEnv(t, twoRegions())
	cases := map[string]string{
		" Shop":                 "Surrounding blanks",
		"":                      "character count",
		strings.Repeat("团", 25): "character count",
	}
	var steps []resource.TestStep
	for alias, want := range cases {
		steps = append(steps, resource.TestStep{Config: env.Config(teamHCL(alias)), PlanOnly: true, ExpectError: acctest.ErrorRegex(want)})
	}
	steps = append(steps,
		resource.TestStep{Config: env.Config(teamHCL("Shop", " "+fixture.Region)), PlanOnly: true, ExpectError: acctest.ErrorRegex("Surrounding blanks")},
		resource.TestStep{
			Config: env.Config(teamHCL(strings.Repeat("团", 24))), PlanOnly: true, ExpectNonEmptyPlan: true,
			PreConfig: func() {
				if n := len(env.GW.Requests()); n != 0 {
					t.Errorf("%d requests for configurations refused at plan time", n)
				}
			},
		},
	)
	resource.ParallelTest(t, resource.TestCase{ProtoV6ProviderFactories: env.Factories(), Steps: steps})
}

// A team of the alias already there is refused with the import command
// and no create; after a create whose answer was lost, the team it made is
// kept, once.
func TestAccTeam_adoption(t *testing.T) {
	f := twoRegions()
	f.Teams = append(f.Teams, mockgateway.Team{TeamName: "console1", TeamAlias: "Taken"})
	env := acctest.NewEnv(t, f)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config:      env.Config(teamHCL("Taken")),
				ExpectError: acctest.ErrorSeq("already exists", "terraform import"),
			},
			{
				PreConfig: func() {
					if n := env.GW.Count(mockgateway.OpCreateTeam); n != 0 {
						t.Errorf("%d creates for a refused team", n)
					}
					env.GW.FailNextAfterCommit(mockgateway.OpCreateTeam, 1, http.StatusBadGateway)
				},
				Config:            env.Config(teamHCL("Lost", fixture.Region)),
				ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{matchesMock(env)},
				Check: func(*terraform.State) error {
					_, err := made(env.GW, "Lost")
					return err
				},
			},
		},
	})
}

// Destroy is refused while a component of the team runs, and when a
// region cannot uninstall the team, naming it; the state is kept and the
// destroy goes through once the cause is gone.
func TestAccTeam_deleteRefusals(t *testing.T) {
	env := acctest.NewEnv(t, twoRegions())
	config := env.Config(teamHCL("Busy", fixture.Region, region2))
	team := func() mockgateway.Team { tm, _ := made(env.GW, "Busy"); return tm }
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             noTeam(env, "Busy"),
		Steps: []resource.TestStep{
			{Config: config},
			{
				PreConfig: func() {
					app, err := env.GW.PutApp(mockgateway.App{TenantID: team().TenantID, GroupName: "x", RegionName: fixture.Region})
					if err != nil {
						t.Fatal(err)
					}
					_, err = env.GW.PutComponent(mockgateway.Component{ServiceBaseInfo: mockgateway.ServiceBaseInfo{ServiceAlias: "grbusy", ServiceCname: "busy", Status: "running"}, AppID: app.ID})
					if err != nil {
						t.Fatal(err)
					}
				},
				Config:      config,
				Destroy:     true,
				ExpectError: acctest.ErrorSeq("running", "components"),
			},
			{
				PreConfig: func() {
					_ = env.GW.EditComponent("grbusy", func(c *mockgateway.Component) { c.Status = "closed" })
					_ = env.GW.EditRegion(region2, func(r *mockgateway.Region) { r.UninstallFails = true })
				},
				Config:      config,
				Destroy:     true,
				ExpectError: acctest.ErrorSeq("could not uninstall", region2),
			},
			{
				PreConfig: func() { _ = env.GW.EditRegion(region2, func(r *mockgateway.Region) { r.UninstallFails = false }) },
				Config:    config,
			},
		},
	})
}

// Only the team's own 404 means it is gone: a proxy's HTML 404 keeps the
// state and fails the refresh.
func TestAccTeam_foreign404KeepsState(t *testing.T) {
	env := acctest.NewEnv(t, twoRegions())
	config := env.Config(teamHCL("Kept", fixture.Region))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: config},
			{
				PreConfig: func() {
					env.GW.AddFault(mockgateway.Fault{Operation: mockgateway.OpGetTeam, Times: -1, Status: http.StatusNotFound, Shape: mockgateway.ShapeProxy})
				},
				Config:      config,
				ExpectError: acctest.ErrorRegex("Cannot read the team"),
			},
			{
				PreConfig:        env.GW.ResetFaults,
				Config:           config,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
			},
		},
	})
}

// writes counts the requests since the last reset that were not GETs.
func writes(env *acctest.Env) int {
	n := 0
	for _, r := range env.GW.Requests() {
		if r.Method != http.MethodGet {
			n++
		}
	}
	return n
}
