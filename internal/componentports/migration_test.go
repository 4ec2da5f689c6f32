package componentports_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// componentPath is the import ID of the standard component's ports.
func componentPath() string {
	return fmt.Sprintf("%s/%s/%d/%s", fixture.Team, fixture.Region, fixture.AppID, fixture.Component)
}

// From one resource per port to the aggregate and back, with removed and
// import blocks: no request that changes anything reaches the platform.
func TestAccComponentPorts_migration(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	perPort := acctest.PortHCL("a", 8080, "") + acctest.PortHCL("b", 8081, `
  port_alias       = "API"
  is_inner_service = true
  is_outer_service = true`)
	toAggregate := fmt.Sprintf(`
removed {
  from = rainbond_component_port.a
  lifecycle {
    destroy = false
  }
}
removed {
  from = rainbond_component_port.b
  lifecycle {
    destroy = false
  }
}
import {
  to = rainbond_component_ports.web
  id = %q
}
`, componentPath()) + setHCL("web", map[string]string{"8080": plain, "8081": open}, "")
	back := fmt.Sprintf(`
removed {
  from = rainbond_component_ports.web
  lifecycle {
    destroy = false
  }
}
import {
  to = rainbond_component_port.a
  id = "%[1]s/8080"
}
import {
  to = rainbond_component_port.b
  id = "%[1]s/8081"
}
`, componentPath()) + perPort
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             acctest.CheckNoPorts(env, fixture.Component),
		Steps: []resource.TestStep{
			{Config: env.Config(perPort)},
			{
				PreConfig: env.GW.ResetCounts,
				Config:    env.Config(toAggregate),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(setAddr, plancheck.ResourceActionNoop),
				}},
				Check: resource.ComposeTestCheckFunc(expectNoWrites(env), stateKeys(setAddr, "8080", "8081"),
					mockHas(env, []int64{8080, 8081}, map[string]string{"8081.is_outer_service": "true"})),
			},
			{
				PreConfig: env.GW.ResetCounts,
				Config:    env.Config(back),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction("rainbond_component_port.a", plancheck.ResourceActionNoop),
					plancheck.ExpectResourceAction("rainbond_component_port.b", plancheck.ResourceActionNoop),
				}},
				Check: resource.ComposeTestCheckFunc(expectNoWrites(env), mockHas(env, []int64{8080, 8081}, nil)),
			},
		},
	})
}
