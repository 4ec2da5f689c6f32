package app_test

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// The app create is not idempotent. When its answer is lost after the
// platform made the app (a dropped connection, a proxy's 502), the create
// finds the app by name and adopts it: one app, and the state matches it.
func TestAccApp_lostCreateAnswer(t *testing.T) {
	for name, lose := range map[string]func(*mockgateway.Gateway){
		"dropped connection": func(gw *mockgateway.Gateway) { gw.DropNext(mockgateway.OpCreateApp, 1, true) },
		"502 after commit": func(gw *mockgateway.Gateway) {
			gw.FailNextAfterCommit(mockgateway.OpCreateApp, 1, http.StatusBadGateway)
		},
	} {
		t.Run(name, func(t *testing.T) {
			env := acctest.NewEnv(t, fixture.Standard())
			resource.ParallelTest(t, resource.TestCase{
				ProtoV6ProviderFactories: env.Factories(),
				Steps: []resource.TestStep{{
					PreConfig:         func() { lose(env.GW) },
					Config:            env.Config(appHCL(fixture.Team, "orders", "n")),
					ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
					ConfigStateChecks: []statecheck.StateCheck{appMatchesMock(env)},
					Check: func(*terraform.State) error {
						if n := appsNamed(env.GW, "orders"); n != 1 {
							return fmt.Errorf("%d apps named orders, want 1", n)
						}
						if acctest.InjectedWrites(env, mockgateway.OpCreateApp) != 1 {
							return fmt.Errorf("the fault was not injected: %+v", env.GW.RequestsOf(mockgateway.OpCreateApp))
						}
						return nil
					},
				}},
			})
		})
	}
}

// An app of the same name that is not the planned one (another note) is
// not taken over: the create fails with an import hint, and makes nothing.
func TestAccApp_nameTakenByAnotherApp(t *testing.T) {
	f := fixture.Standard()
	other := "someone else's"
	f.Apps = append(f.Apps, mockgateway.App{ID: 9, TenantID: fixture.Team, GroupName: "orders", RegionName: fixture.Region, Note: &other})
	env := acctest.NewConsoleEnv(t, f)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:      env.Config(appHCL(fixture.Team, "orders", "mine")),
			ExpectError: acctest.ErrorSeq("An app of this name already exists", "terraform import", fixture.Team+"/"+fixture.Region+"/9"),
			Check: func(*terraform.State) error {
				if n := appsNamed(env.GW, "orders"); n != 1 {
					return fmt.Errorf("%d apps named orders", n)
				}
				return nil
			},
		}},
	})
}
