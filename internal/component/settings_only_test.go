package component_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// An update of force alone operates nothing, so its plan keeps
// create_status, status and version known (the real change is not
// buried under "known after apply"), and its apply sends nothing.
func TestAccComponent_forceOnlyUpdateKeepsStatusKnown(t *testing.T) {
	env := acctest.NewConsolePacedEnv(t, emptyApp())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.Config(componentHCL("nginx:1.25", true))},
			{
				PreConfig: env.GW.ResetCounts,
				Config:    env.Config(withForce("nginx:1.25", true)),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(address, plancheck.ResourceActionUpdate),
					plancheck.ExpectKnownValue(address, tfjsonpath.New("status"), knownvalue.StringExact("running")),
					plancheck.ExpectKnownValue(address, tfjsonpath.New("version"), knownvalue.StringExact("latest")),
					plancheck.ExpectKnownValue(address, tfjsonpath.New("create_status"), knownvalue.StringExact("complete")),
				}},
				Check: resource.ComposeTestCheckFunc(
					resource.TestCheckResourceAttr(address, "force", "true"),
					func(*terraform.State) error {
						for _, op := range []string{mockgateway.OpOperateApp, mockgateway.OpChangeComponentImage, mockgateway.OpBuildComponent} {
							if n := env.GW.Count(op); n != 0 {
								return fmt.Errorf("%d %s sent by an update of force alone", n, op)
							}
						}
						return nil
					},
				),
			},
		},
	})
}
