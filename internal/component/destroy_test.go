package component_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// A component another depends on: destroy fails with the platform's
// reason (and says the component stays stopped); with force = true the
// delete goes through.
func TestAccComponent_deleteRefusedByADependant(t *testing.T) {
	env := acctest.NewPacedEnv(t, emptyApp())
	depend := func() {
		for _, c := range made(env.GW) {
			if err := env.GW.SetComponentDependant(c.ServiceID, "billing"); err != nil {
				t.Fatal(err)
			}
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy: func(*terraform.State) error {
			if n := len(made(env.GW)); n != 0 {
				return fmt.Errorf("%d components left after the forced destroy", n)
			}
			return nil
		},
		Steps: []resource.TestStep{
			{Config: env.Config(componentHCL("nginx:1.25", true))},
			{
				PreConfig:   depend,
				Config:      env.Config(componentHCL("nginx:1.25", true)),
				Destroy:     true,
				ExpectError: acctest.ErrorSeq("Cannot delete the component", "组件被billing依赖，不可删除", "set force = true", "stays stopped"),
			},
			{
				// The refused destroy left it stopped; force is applied,
				// and the component started again.
				Config: env.Config(strings.Replace(componentHCL("nginx:1.25", true), "running ", "force = true\n  running ", 1)),
			},
		},
	})
}

// A component left "creating" (the cluster create failed after the
// record was saved): the apply says so and names it, and the component is
// in state, tainted; the next apply deletes it and creates it again.
func TestAccComponent_leftCreating(t *testing.T) {
	env := acctest.NewPacedEnv(t, emptyApp())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				PreConfig:   func() { env.GW.SetComponentCreateFailure("cluster") },
				Config:      env.Config(componentHCL("nginx:1.25", true)),
				ExpectError: acctest.ErrorSeq("The component was not created in the cluster", `has create_status "creating"`, "tainted"),
			},
			{
				Config: env.Config(componentHCL("nginx:1.25", true)),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(address, plancheck.ResourceActionDestroyBeforeCreate),
				}},
				Check: mockHas(env.GW, "nginx:1.25", "running"),
			},
		},
	})
}

// An image changed in the console drifts: the plan brings the configured
// one back, stored and deployed.
func TestAccComponent_imageChangedInConsole(t *testing.T) {
	env := acctest.NewConsolePacedEnv(t, emptyApp())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.Config(componentHCL("nginx:1.25", true))},
			{
				PreConfig: func() {
					for _, c := range made(env.GW) {
						if err := env.Console.EditComponent(c.ServiceID, func(c *mockgateway.Component) { c.Image, c.Version = "nginx:1.20", "1.20" }); err != nil {
							t.Fatal(err)
						}
					}
				},
				Config:           env.Config(componentHCL("nginx:1.25", true)),
				ConfigPlanChecks: acctest.ExpectUpdate(address),
				Check:            mockHas(env.GW, "nginx:1.25", "running"),
			},
		},
	})
}
