package component_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Two rainbond_component of one k8s_component_name (the team by name and
// by tenant id), created at once, the first one's read back slowed so
// that the second meets its component before the first holds it: the
// second fails saying that a resource of this configuration holds the
// name, and never advises importing it (two resources would manage it).
func TestAccComponent_sameK8sNameTwiceNamesTheHolder(t *testing.T) {
	env := acctest.NewPacedEnv(t, emptyApp())
	env.GW.SetOperationLatency(mockgateway.OpGetComponent, 2*time.Second)
	w := acctest.NewCLIWorkdir(t, env.Config(fmt.Sprintf(`
resource "rainbond_component" "a" {
  team_id            = %[1]q
  region_name        = %[3]q
  app_id             = %[4]d
  component_name     = "Dup"
  k8s_component_name = "dup"
  image              = "nginx:1.25"
  running            = false
}

resource "rainbond_component" "b" {
  team_id            = %[2]q
  region_name        = %[3]q
  app_id             = %[4]d
  component_name     = "Dup"
  k8s_component_name = "dup"
  image              = "nginx:1.25"
  running            = false
}
`, fixture.Team, fixture.TenantID, fixture.Region, emptyAppID)))
	out, err := w.Try("apply", "-auto-approve", "-input=false")
	if err == nil {
		t.Fatalf("two components of one k8s_component_name were made:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, "The k8s_component_name is held by another resource", "rainbond_component of this configuration")
	acctest.ExpectNotIn(t, "apply", out, "terraform import", "this apply did not create")
	if n := env.GW.Count(mockgateway.OpCreateComponent); n != 1 {
		t.Fatalf("%d creates, want 1", n)
	}
}

// An import of another app's component under an app without components,
// which the server lets through (openapi/views/base.py `if gsr:`), is
// refused naming the id: the state would hold it under the wrong app,
// and a destroy would delete it there.
func TestAccComponent_importOfAnotherAppsComponentUnderEmptyApp(t *testing.T) {
	env := acctest.NewConsolePacedEnv(t, emptyApp())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:        env.Config(componentHCL("nginx:1.25", true)),
			ResourceName:  address,
			ImportState:   true,
			ImportStateId: fmt.Sprintf("%s/%s/%d/%s", fixture.Team, fixture.Region, emptyAppID, fixture.ServiceID),
			ExpectError:   acctest.ErrorRegex(fmt.Sprintf(`%q is not a component of app %d`, fixture.ServiceID, emptyAppID)),
		}},
	})
}
