package componentenv_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// emptyAppID is an app of the fixture's team without components.
const emptyAppID = int64(2)

// A component of another app, named under an app without components,
// which the server lets through (openapi/views/base.py `if gsr:`): the
// apply fails naming the id, and nothing is written to that component.
func TestAccComponentEnv_componentOfAnotherAppUnderEmptyApp(t *testing.T) {
	f := fixture.Standard()
	f.Apps = append(f.Apps, mockgateway.App{ID: emptyAppID, TenantID: fixture.Team, GroupName: "empty", RegionName: fixture.Region})
	env := acctest.NewConsolePacedEnv(t, f)
	config := strings.Replace(envHCL(`    MODE = "taken"`), "app_id      = 1\n", "app_id      = 2\n", 1)
	w := env.NewCLIWorkdir(t, env.Config(config))
	out, err := w.Try("apply", "-auto-approve", "-input=false")
	if err == nil {
		t.Fatalf("an apply on another app's component succeeded:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, "Cannot set the component's variables", fixture.ServiceID, "is not a component of app 2")
	if n := env.GW.Count(mockgateway.OpUpdateComponentEnvs); n != 0 {
		t.Fatalf("%d variable writes sent to a component of another app", n)
	}
	if _, set := envsOf(env.GW)["MODE"]; set {
		t.Fatal("MODE was set on a component of another app")
	}
}

// An import of another app's component under an app without components
// is refused naming the id, before its variables are read (the read is
// an upsert of no variable).
func TestAccComponentEnv_importOfAnotherAppsComponentUnderEmptyApp(t *testing.T) {
	f := fixture.Standard()
	f.Apps = append(f.Apps, mockgateway.App{ID: emptyAppID, TenantID: fixture.Team, GroupName: "empty", RegionName: fixture.Region})
	env := acctest.NewConsolePacedEnv(t, f)
	config := strings.Replace(envHCL(`    MODE = "taken"`), "app_id      = 1\n", "app_id      = 2\n", 1)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:        env.Config(config),
			ResourceName:  address,
			ImportState:   true,
			ImportStateId: fmt.Sprintf("%s/%s/%d/%s", fixture.Team, fixture.Region, emptyAppID, fixture.ServiceID),
			ExpectError:   acctest.ErrorRegex(fmt.Sprintf(`%q is not a component of app %d`, fixture.ServiceID, emptyAppID)),
		}},
	})
	if n := env.GW.Count(mockgateway.OpUpdateComponentEnvs); n != 0 {
		t.Fatalf("%d variable reads sent to a component of another app", n)
	}
}
