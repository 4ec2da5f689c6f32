package component_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

const consoleComponentID = "9e8d7c6b5a4f4e3d2c1b0a9f8e7d6c5b"

// appWithConsoleComponent is the empty app with a component made in the
// console, with the k8s_component_name, name and image componentHCL plans.
func appWithConsoleComponent() mockgateway.Fixture {
	f := emptyApp()
	f.Components = append(f.Components, mockgateway.Component{AppID: emptyAppID, ServiceBaseInfo: mockgateway.ServiceBaseInfo{
		ServiceID: consoleComponentID, ServiceAlias: "grconsole", ServiceCname: "Web", K8sComponentName: "web", Image: "nginx:1.25",
	}})
	return f
}

// A console component with the create's k8s_component_name, name and
// image, and a create whose POST would get a 502 from a proxy that never
// reached the platform: the create reads the app first, refuses the
// component with the import hint and sends no create; nothing is adopted,
// so no destroy can delete the console's component.
func TestAccComponent_consoleComponentBeforeA502(t *testing.T) {
	env := acctest.NewPacedEnv(t, appWithConsoleComponent())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy: func(*terraform.State) error {
			comps := made(env.GW)
			if len(comps) != 1 || comps[0].ServiceID != consoleComponentID {
				return fmt.Errorf("components named web %+v, want the console's alone, kept", comps)
			}
			return nil
		},
		Steps: []resource.TestStep{{
			PreConfig: func() { env.GW.FailNext(mockgateway.OpCreateComponent, 1, 502) },
			Config:    env.Config(componentHCL("nginx:1.25", true)),
			ExpectError: acctest.ErrorSeq("The k8s_component_name is taken", "terraform import",
				fmt.Sprintf("%s/%s/%d/%s", fixture.Team, fixture.Region, emptyAppID, consoleComponentID)),
		}, {
			Config:             env.Config(componentHCL("nginx:1.25", true)),
			PlanOnly:           true,
			ExpectNonEmptyPlan: true,
			PreConfig: func() {
				if n := env.GW.Count(mockgateway.OpCreateComponent); n != 0 {
					t.Errorf("%d creates sent, want none: the component was there before", n)
				}
			},
		}},
	})
}

// A create answered 400 "call cloud api failure" after the record was
// saved (the region create failed) made the component: it is this
// create's, kept in state (tainted, as it cannot be finished), never
// reported as a refusal that did nothing, and the next apply replaces it.
func TestAccComponent_cloudAPIFailureAfterTheRecord(t *testing.T) {
	env := acctest.NewPacedEnv(t, emptyApp())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			PreConfig:   func() { env.GW.SetComponentCreateFailure("cluster-400") },
			Config:      env.Config(componentHCL("nginx:1.25", true)),
			ExpectError: acctest.ErrorSeq("The component was not created in the cluster", "tainted"),
		}, {
			Config: env.Config(componentHCL("nginx:1.25", true)),
			ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
				plancheck.ExpectResourceAction(address, plancheck.ResourceActionDestroyBeforeCreate),
			}},
			Check: resource.ComposeTestCheckFunc(
				mockHas(env.GW, "nginx:1.25", "running"),
				func(*terraform.State) error {
					if n := env.GW.Count(mockgateway.OpCreateComponent); n != 2 {
						return fmt.Errorf("%d creates, want 2: one per apply", n)
					}
					return nil
				},
			),
		}},
	})
}
