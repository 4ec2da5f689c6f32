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

// deploysSent counts the batch operations with action deploy.
func deploysSent(gw *mockgateway.Gateway) int {
	n := 0
	for _, r := range gw.Requests() {
		if r.Operation == mockgateway.OpOperateApp && strings.Contains(r.Body, `"deploy"`) {
			n++
		}
	}
	return n
}

// A new image whose deploy fails (the build fails, or the platform
// refuses the batch operation) stays owed: the next plan is not empty,
// one apply deploys it, and the plan after that is empty.
func TestAccComponent_failedDeployStaysOwed(t *testing.T) {
	for name, fail := range map[string]func(*mockgateway.Gateway) error{
		"the build fails": func(gw *mockgateway.Gateway) error {
			return gw.FailNextOperation("*", mockgateway.OptBuild, "pull image nginx:1.27 failed: not found")
		},
		"the deploy is refused with 500": func(gw *mockgateway.Gateway) error {
			gw.FailNext(mockgateway.OpOperateApp, 1, 500)
			return nil
		},
	} {
		t.Run(name, func(t *testing.T) {
			env := acctest.NewPacedEnv(t, emptyApp())
			resource.ParallelTest(t, resource.TestCase{
				ProtoV6ProviderFactories: env.Factories(),
				Steps: []resource.TestStep{
					{Config: env.Config(componentHCL("nginx:1.25", true))},
					{
						PreConfig: func() {
							if err := fail(env.GW); err != nil {
								t.Fatal(err)
							}
						},
						Config:      env.Config(componentHCL("nginx:1.27", true)),
						ExpectError: acctest.ErrorSeq("The component did not reach the planned state", "deploy owed"),
					},
					{
						Config:             env.Config(componentHCL("nginx:1.27", true)),
						PlanOnly:           true,
						ExpectNonEmptyPlan: true,
					},
					{
						PreConfig:        func() { env.GW.ResetCounts() },
						Config:           env.Config(componentHCL("nginx:1.27", true)),
						ConfigPlanChecks: acctest.ExpectUpdate(address),
						Check: resource.ComposeTestCheckFunc(
							mockHas(env.GW, "nginx:1.27", "running"),
							resource.TestCheckResourceAttr(address, "deployed_image", "nginx:1.27"),
							func(*terraform.State) error {
								if n := deploysSent(env.GW); n != 1 {
									return fmt.Errorf("%d deploys sent, want 1", n)
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

// A new image stored while stopped, then running = true: the component
// is deployed (the new image runs), not started on the old one.
func TestAccComponent_startAfterAStoredImageDeploys(t *testing.T) {
	env := acctest.NewConsolePacedEnv(t, emptyApp())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.Config(componentHCL("nginx:1.25", true))},
			{Config: env.Config(componentHCL("nginx:1.25", false))},
			{Config: env.Config(componentHCL("nginx:1.27", false))},
			{
				PreConfig:        func() { env.GW.ResetCounts() },
				Config:           env.Config(componentHCL("nginx:1.27", true)),
				ConfigPlanChecks: acctest.ExpectUpdate(address),
				Check: resource.ComposeTestCheckFunc(
					mockHas(env.GW, "nginx:1.27", "running"),
					resource.TestCheckResourceAttr(address, "deployed_image", "nginx:1.27"),
					func(*terraform.State) error {
						if n := deploysSent(env.GW); n != 1 {
							return fmt.Errorf("%d deploys sent, want 1: a start would run the old image", n)
						}
						return nil
					},
				),
			},
		},
	})
}
