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

// A rename of the display name in the console (the API has no rename):
// no replacement, nothing sent, the configured name kept in state, and
// an update of another attribute still succeeds.
func TestAccComponent_consoleRenameIsNoReplacement(t *testing.T) {
	acctest.SkipOnConsole(t, undeployedOnStandIn)
	env := acctest.NewConsolePacedEnv(t, emptyApp())
	var id string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config: env.Config(componentHCL("nginx:1.25", false)),
				Check: func(*terraform.State) error {
					id = made(env.GW)[0].ServiceID
					return nil
				},
			},
			{
				PreConfig: func() {
					if err := env.Console.EditComponent(id, func(c *mockgateway.Component) { c.ServiceCname = "Web (prod)" }); err != nil {
						t.Fatal(err)
					}
					env.GW.ResetCounts()
				},
				Config:           env.Config(componentHCL("nginx:1.25", false)),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
				Check:            resource.TestCheckResourceAttr(address, "component_name", "Web"),
			},
			{
				Config:           env.Config(withForce("nginx:1.25", false)),
				ConfigPlanChecks: acctest.ExpectUpdate(address),
				Check: resource.ComposeTestCheckFunc(
					func(s *terraform.State) error {
						return resource.TestCheckResourceAttr(address, "service_id", id)(s)
					},
					resource.TestCheckResourceAttr(address, "component_name", "Web"),
					func(*terraform.State) error {
						if n := env.GW.Count(mockgateway.OpDeleteComponent) + env.GW.Count(mockgateway.OpCreateComponent); n != 0 {
							return fmt.Errorf("%d deletes and creates after a console rename", n)
						}
						return nil
					},
				),
			},
		},
	})
}

// The console's rename dialog also edits k8s_component_name, which no
// API route changes: no replacement, the configured name kept in state,
// an update of another attribute still succeeds, and only a change in
// the configuration replaces the component.
func TestAccComponent_consoleK8sRenameIsNoReplacement(t *testing.T) {
	acctest.SkipOnConsole(t, undeployedOnStandIn)
	env := acctest.NewConsolePacedEnv(t, emptyApp())
	var id string
	noDeleteOrCreate := func(*terraform.State) error {
		if n := env.GW.Count(mockgateway.OpDeleteComponent) + env.GW.Count(mockgateway.OpCreateComponent); n != 0 {
			return fmt.Errorf("%d deletes and creates after a console change of k8s_component_name", n)
		}
		return nil
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config: env.Config(componentHCL("nginx:1.25", false)),
				Check: func(*terraform.State) error {
					id = made(env.GW)[0].ServiceID
					return nil
				},
			},
			{
				PreConfig: func() {
					if err := env.Console.EditComponent(id, func(c *mockgateway.Component) { c.K8sComponentName = "web-renamed" }); err != nil {
						t.Fatal(err)
					}
					env.GW.ResetCounts()
				},
				Config:           env.Config(componentHCL("nginx:1.25", false)),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
				Check:            resource.ComposeTestCheckFunc(resource.TestCheckResourceAttr(address, "k8s_component_name", "web"), noDeleteOrCreate),
			},
			{
				Config:           env.Config(withForce("nginx:1.25", false)),
				ConfigPlanChecks: acctest.ExpectUpdate(address),
				Check: resource.ComposeTestCheckFunc(
					func(s *terraform.State) error { return resource.TestCheckResourceAttr(address, "service_id", id)(s) },
					resource.TestCheckResourceAttr(address, "k8s_component_name", "web"),
					noDeleteOrCreate,
				),
			},
			{
				Config: env.Config(strings.Replace(withForce("nginx:1.25", false), `k8s_component_name = "web"`, `k8s_component_name = "web2"`, 1)),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(address, plancheck.ResourceActionDestroyBeforeCreate),
				}},
				Check: resource.TestCheckResourceAttr(address, "k8s_component_name", "web2"),
			},
		},
	})
}
