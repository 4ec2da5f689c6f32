package app_test

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

const appAddr = "rainbond_app.shop"

// appHCL is an app of the fixture's team and region; extra lines go into
// the block.
func appHCL(team, name, note string, extra ...string) string {
	body := ""
	for _, l := range extra {
		body += "  " + l + "\n"
	}
	return fmt.Sprintf(`
resource "rainbond_app" "shop" {
  team_id     = %q
  region_name = %q
  app_name    = %q
  note        = %q
%s}
`, team, fixture.Region, name, note, body)
}

// appMatchesMock compares the state with the mock's app of the state's
// app_id.
func appMatchesMock(env *acctest.Env) statecheck.StateCheck {
	return env.StateMatchesMock(appAddr, func(attrs map[string]any) (map[string]any, error) {
		for _, a := range env.GW.Apps() {
			if fmt.Sprint(attrs["app_id"]) == strconv.FormatInt(a.ID, 10) {
				note := ""
				if a.Note != nil {
					note = *a.Note
				}
				return map[string]any{
					"app_name": a.GroupName, "note": note, "tenant_id": a.TenantID, "k8s_app": a.K8sApp,
					"region_name": a.RegionName, "id": fmt.Sprintf("%s/%s/%d", attrs["team_id"], a.RegionName, a.ID),
				}, nil
			}
		}
		return nil, nil
	})
}

// appsNamed counts the mock's apps of a name.
func appsNamed(gw *mockgateway.Gateway, name string) int {
	n := 0
	for _, a := range gw.Apps() {
		if a.GroupName == name {
			n++
		}
	}
	return n
}

func noAppNamed(env *acctest.Env, name string) resource.TestCheckFunc {
	return func(*terraform.State) error {
		if n := appsNamed(env.GW, name); n != 0 {
			return fmt.Errorf("%d apps named %q on the mock", n, name)
		}
		return nil
	}
}

func stateAppID(s *terraform.State) (string, error) { return acctest.StateAttr(s, appAddr, "app_id") }

// Create, import by ID, replacement on a new note (there is no update),
// an update of force_destroy that sends nothing, and destroy.
func TestAccApp_lifecycle(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	var firstID string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             func(s *terraform.State) error { return noAppNamed(env, "orders")(s) },
		Steps: []resource.TestStep{
			{
				Config:            env.Config(appHCL(fixture.Team, "orders", "first")),
				ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{appMatchesMock(env)},
				Check: func(s *terraform.State) (err error) {
					firstID, err = stateAppID(s)
					return err
				},
			},
			{
				ResourceName:      appAddr,
				ImportState:       true,
				ImportStateVerify: true,
				ImportStateIdFunc: func(s *terraform.State) (string, error) {
					id, err := stateAppID(s)
					return fixture.Team + "/" + fixture.Region + "/" + id, err
				},
			},
			{
				Config: env.Config(appHCL(fixture.Team, "orders", "second")),
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply:             []plancheck.PlanCheck{plancheck.ExpectResourceAction(appAddr, plancheck.ResourceActionDestroyBeforeCreate)},
					PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
				},
				ConfigStateChecks: []statecheck.StateCheck{appMatchesMock(env)},
				Check: func(s *terraform.State) error {
					id, err := stateAppID(s)
					if err == nil && (id == firstID || appsNamed(env.GW, "orders") != 1) {
						err = fmt.Errorf("app %s after replacing %s; %d apps named orders", id, firstID, appsNamed(env.GW, "orders"))
					}
					return err
				},
			},
			{
				PreConfig:         env.GW.ResetCounts,
				Config:            env.Config(appHCL(fixture.TenantID, "orders", "second", "force_destroy = true")),
				ConfigPlanChecks:  acctest.ExpectUpdate(appAddr),
				ConfigStateChecks: []statecheck.StateCheck{appMatchesMock(env)},
				Check:             acctest.ExpectRequests(env, map[string]int{mockgateway.OpCreateApp: 0, mockgateway.OpDeleteApp: 0}),
			},
			{
				// Back from the tenant id to the name: the same team, found
				// through the app list under the name.
				Config:            env.Config(appHCL(fixture.Team, "orders", "second", "force_destroy = true")),
				ConfigPlanChecks:  acctest.ExpectUpdate(appAddr),
				ConfigStateChecks: []statecheck.StateCheck{appMatchesMock(env)},
				Check:             acctest.ExpectRequests(env, map[string]int{mockgateway.OpCreateApp: 0, mockgateway.OpDeleteApp: 0}),
			},
		},
	})
}

// A change made by hand shows: a note edited in the console plans a
// replacement, and an app deleted in the console is created again.
func TestAccApp_driftAndDisappears(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	config := env.Config(appHCL(fixture.Team, "orders", "n"))
	var id int64
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config: config,
				Check: func(s *terraform.State) error {
					v, err := stateAppID(s)
					if err == nil {
						id, err = strconv.ParseInt(v, 10, 64)
					}
					return err
				},
			},
			{
				PreConfig: func() {
					edited := "edited in the console"
					if err := env.Console.EditApp(id, func(a *mockgateway.App) { a.Note = &edited }); err != nil {
						t.Fatal(err)
					}
				},
				Config: config,
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply: []plancheck.PlanCheck{plancheck.ExpectResourceAction(appAddr, plancheck.ResourceActionDestroyBeforeCreate)},
				},
				ConfigStateChecks: []statecheck.StateCheck{appMatchesMock(env)},
			},
			{
				PreConfig: func() {
					for _, a := range env.GW.Apps() {
						if a.GroupName == "orders" {
							if err := env.Console.RemoveApp(a.ID); err != nil {
								t.Fatal(err)
							}
						}
					}
				},
				Config: config,
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply:             []plancheck.PlanCheck{plancheck.ExpectResourceAction(appAddr, plancheck.ResourceActionCreate)},
					PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
				},
				ConfigStateChecks: []statecheck.StateCheck{appMatchesMock(env)},
			},
		},
	})
}

// Destroy refuses, before any write, while the app has components; with
// force_destroy the platform deletes the (closed) components with it.
func TestAccApp_destroyWithComponents(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	var component string
	addComponent := func() {
		id, _ := strconv.ParseInt(appIDOf(env, "orders"), 10, 64)
		c, err := env.Console.PutComponent(mockgateway.Component{ServiceBaseInfo: mockgateway.ServiceBaseInfo{ServiceCname: "worker", Status: "closed"}, AppID: id})
		if err != nil {
			t.Fatal(err)
		}
		component = c.ServiceID
		env.GW.ResetCounts()
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy: func(*terraform.State) error {
			if _, found := env.GW.Component(component); found {
				return fmt.Errorf("component %s survived force_destroy", component)
			}
			return noAppNamed(env, "orders")(nil)
		},
		Steps: []resource.TestStep{
			{Config: env.Config(appHCL(fixture.Team, "orders", ""))},
			{
				PreConfig:   addComponent,
				Config:      env.Config(appHCL(fixture.Team, "orders", "")),
				Destroy:     true,
				ExpectError: acctest.ErrorSeq("App still has components", `"worker"`, "force_destroy"),
				Check: func(*terraform.State) error {
					return writesSince(env)
				},
			},
			{
				// Nothing was written: the refusal came before the delete.
				PreConfig: func() {
					if err := writesSince(env); err != nil {
						t.Fatal(err)
					}
					if appsNamed(env.GW, "orders") != 1 {
						t.Fatal("the app is gone after a refused destroy")
					}
				},
				Config:           env.Config(appHCL(fixture.Team, "orders", "", "force_destroy = true")),
				ConfigPlanChecks: acctest.ExpectUpdate(appAddr),
			},
		},
	})
}

// writesSince fails when the mock saw any request but a GET since the last
// reset of its counts.
func writesSince(env *acctest.Env) error {
	for _, r := range env.GW.Requests() {
		if r.Method != "GET" {
			return fmt.Errorf("the refused destroy sent %s %s (%s)", r.Method, r.Path, r.Operation)
		}
	}
	return nil
}

func appIDOf(env *acctest.Env, name string) string {
	for _, a := range env.GW.Apps() {
		if a.GroupName == name {
			return strconv.FormatInt(a.ID, 10)
		}
	}
	return ""
}

// The plan of a destroy that will be refused says so.
func TestAccApp_destroyPlanWarns(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(appHCL(fixture.Team, "orders", "")))
	w.Run("apply", "-auto-approve")
	id, _ := strconv.ParseInt(appIDOf(env, "orders"), 10, 64)
	if _, err := env.Console.PutComponent(mockgateway.Component{ServiceBaseInfo: mockgateway.ServiceBaseInfo{ServiceCname: "worker", Status: "closed"}, AppID: id}); err != nil {
		t.Fatal(err)
	}
	out := w.Run("plan", "-destroy")
	acctest.ExpectIn(t, "destroy plan", out, "App still has components", `"worker"`, "force_destroy = true")
	w.Write(env.Config(appHCL(fixture.Team, "orders", "", "force_destroy = true")))
	w.Run("apply", "-auto-approve")
	out = w.Run("plan", "-destroy")
	acctest.ExpectNotIn(t, "destroy plan with force_destroy", out, "App still has components")
	w.Run("destroy", "-auto-approve")
	if appsNamed(env.GW, "orders") != 0 {
		t.Fatal("the app survived a destroy with force_destroy")
	}
}
