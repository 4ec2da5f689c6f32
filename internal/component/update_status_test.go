package component_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// withForce is componentHCL with force set.
func withForce(image string, running bool) string {
	return strings.Replace(componentHCL(image, running), "running            =", "force              = true\n  running            =", 1)
}

// A component between two statuses (abnormal, upgrade, starting,
// failure), whose update changes only force: nothing is sent. Only a
// closed component is started, and only a running one (or one the
// configuration stops) is stopped.
func TestAccComponent_updateBetweenStatusesSendsNothing(t *testing.T) {
	for _, running := range []bool{true, false} {
		for _, status := range []string{"abnormal", "upgrade", "starting", "failure"} {
			t.Run(fmt.Sprintf("running=%t/%s", running, status), func(t *testing.T) {
				env := acctest.NewPacedEnv(t, emptyApp())
				resource.ParallelTest(t, resource.TestCase{
					ProtoV6ProviderFactories: env.Factories(),
					Steps: []resource.TestStep{
						{Config: env.Config(componentHCL("nginx:1.25", running))},
						{
							PreConfig: func() {
								for _, c := range made(env.GW) {
									if err := env.GW.EditComponent(c.ServiceID, func(c *mockgateway.Component) { c.Status = status }); err != nil {
										t.Fatal(err)
									}
								}
								env.GW.ResetCounts()
							},
							Config:           env.Config(withForce("nginx:1.25", running)),
							ConfigPlanChecks: acctest.ExpectUpdate(address),
							Check: resource.ComposeTestCheckFunc(
								resource.TestCheckResourceAttr(address, "force", "true"),
								resource.TestCheckResourceAttr(address, "status", status),
								func(*terraform.State) error {
									if seq := ops(env.GW, mockgateway.OpOperateApp, mockgateway.OpChangeComponentImage); len(seq) != 0 {
										return fmt.Errorf("an update of force alone sent %v", seq)
									}
									return nil
								},
							),
						},
					},
				})
			})
		}
	}
}

// An image with an empty tag ("nginx:"), which the platform stores as
// "nginx::latest": refused at plan time, on a create and on an update,
// and nothing is sent.
func TestAccComponent_imageWithAnEmptyTag(t *testing.T) {
	acctest.SkipOnConsole(t, undeployedOnStandIn)
	env := acctest.NewConsolePacedEnv(t, emptyApp())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config:      env.Config(componentHCL("nginx:", false)),
				ExpectError: acctest.ErrorSeq(`must not end with ":"`, "::latest"),
			},
			{
				PreConfig: func() {
					if n := len(made(env.GW)); n != 0 {
						t.Errorf("%d components made from an image with an empty tag", n)
					}
				},
				Config: env.Config(componentHCL("nginx:1.25", false)),
			},
			{
				PreConfig:   func() { env.GW.ResetCounts() },
				Config:      env.Config(componentHCL("nginx:", false)),
				ExpectError: acctest.ErrorSeq(`must not end with ":"`, "::latest"),
			},
			{
				PreConfig: func() {
					if n := env.GW.Count(mockgateway.OpChangeComponentImage); n != 0 {
						t.Errorf("%d image changes sent for an image with an empty tag", n)
					}
				},
				Config:           env.Config(componentHCL("nginx:1.25", false)),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
			},
		},
	})
}
