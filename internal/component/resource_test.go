package component_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

const address = "rainbond_component.web"

// undeployedOnStandIn is why a test that creates a component with running
// = false stays on the mock: the console kit's region stand-in answers
// "running" for a component it never deployed, where a region answers
// "undeploy".
const undeployedOnStandIn = "the region stand-in reports a component created without a deploy as running (a region: undeploy)"

// emptyAppID is an app with no components, added by emptyApp.
const emptyAppID = int64(2)

// emptyApp is the standard fixture with a second, empty app.
func emptyApp() mockgateway.Fixture {
	f := fixture.Standard()
	f.Apps = append(f.Apps, mockgateway.App{ID: emptyAppID, TenantID: fixture.Team, GroupName: "deploy", RegionName: fixture.Region})
	return f
}

func componentHCL(image string, running bool) string {
	return fmt.Sprintf(`
resource "rainbond_component" "web" {
  team_id            = %q
  region_name        = %q
  app_id             = %d
  component_name     = "Web"
  k8s_component_name = "web"
  image              = %q
  running            = %t
}
`, fixture.Team, fixture.Region, emptyAppID, image, running)
}

// made is the component the test made, found by its k8s name.
func made(gw *mockgateway.Gateway) []mockgateway.Component {
	var out []mockgateway.Component
	for _, c := range gw.Components() {
		if c.K8sComponentName == "web" {
			out = append(out, c)
		}
	}
	return out
}

// mockHas checks the one component of the test against what it should be.
func mockHas(gw *mockgateway.Gateway, image, status string) resource.TestCheckFunc {
	return func(s *terraform.State) error {
		comps := made(gw)
		if len(comps) != 1 {
			return fmt.Errorf("%d components named web, want 1", len(comps))
		}
		c := comps[0]
		if c.Image != image || c.Status != status {
			return fmt.Errorf("component has image %q, status %q; want %q, %q", c.Image, c.Status, image, status)
		}
		return resource.ComposeTestCheckFunc(
			resource.TestCheckResourceAttr(address, "service_id", c.ServiceID),
			resource.TestCheckResourceAttr(address, "status", status),
			resource.TestCheckResourceAttr(address, "version", c.Version),
			resource.TestCheckResourceAttr(address, "image", image),
		)(s)
	}
}

// ops are the operations the mock saw, in order, among the given ones.
func ops(gw *mockgateway.Gateway, names ...string) []string {
	var out []string
	for _, r := range gw.Requests() {
		if slices.Contains(names, r.Operation) {
			out = append(out, r.Operation)
		}
	}
	return out
}

// The whole life of a component: created and run (the apply waits for the
// build), a new image stored then deployed, stopped and kept stopped
// across applies, imported by ID, and destroyed after a stop.
func TestAccComponent_lifecycle(t *testing.T) {
	env := acctest.NewConsolePacedEnv(t, emptyApp())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy: func(*terraform.State) error {
			if n := len(made(env.GW)); n != 0 {
				return fmt.Errorf("%d components left", n)
			}
			seq := ops(env.GW, mockgateway.OpOperateApp, mockgateway.OpDeleteComponent)
			if len(seq) == 0 || seq[len(seq)-1] != mockgateway.OpDeleteComponent {
				return fmt.Errorf("operations %v: the delete comes last", seq)
			}
			return nil
		},
		Steps: []resource.TestStep{
			{
				Config:           env.Config(componentHCL("nginx:1.25", true)),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				Check: resource.ComposeTestCheckFunc(
					mockHas(env.GW, "nginx:1.25", "running"),
					resource.TestCheckResourceAttr(address, "running", "true"),
					resource.TestCheckResourceAttr(address, "create_status", "complete"),
					func(*terraform.State) error {
						if n := env.GW.OpenEvents(); n != 0 {
							return fmt.Errorf("the apply ended with %d operations still running", n)
						}
						return nil
					},
				),
			},
			{
				// A new image is stored, then deployed, and the apply
				// waits for the component to run again.
				PreConfig:        func() { env.GW.ResetCounts() },
				Config:           env.Config(componentHCL("nginx:1.27", true)),
				ConfigPlanChecks: acctest.ExpectUpdate(address),
				Check: resource.ComposeTestCheckFunc(
					mockHas(env.GW, "nginx:1.27", "running"),
					resource.TestCheckResourceAttr(address, "version", "1.27"),
					func(*terraform.State) error {
						seq := ops(env.GW, mockgateway.OpChangeComponentImage, mockgateway.OpOperateApp)
						if !slices.Equal(seq, []string{mockgateway.OpChangeComponentImage, mockgateway.OpOperateApp}) {
							return fmt.Errorf("operations %v, want the image stored then deployed", seq)
						}
						if n := env.GW.OpenEvents(); n != 0 {
							return fmt.Errorf("the apply ended with %d operations still running", n)
						}
						return nil
					},
				),
			},
			{
				Config:           env.Config(componentHCL("nginx:1.27", false)),
				ConfigPlanChecks: acctest.ExpectUpdate(address),
				Check: resource.ComposeTestCheckFunc(
					mockHas(env.GW, "nginx:1.27", "closed"),
					resource.TestCheckResourceAttr(address, "running", "false"),
				),
			},
			{
				// Stopped stays stopped: the next apply changes nothing.
				PreConfig:        func() { env.GW.ResetCounts() },
				Config:           env.Config(componentHCL("nginx:1.27", false)),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
				Check: resource.ComposeTestCheckFunc(
					mockHas(env.GW, "nginx:1.27", "closed"),
					func(*terraform.State) error {
						if seq := ops(env.GW, mockgateway.OpOperateApp, mockgateway.OpChangeComponentImage); len(seq) != 0 {
							return fmt.Errorf("a second apply sent %v", seq)
						}
						return nil
					},
				),
			},
			{
				ResourceName:            address,
				ImportState:             true,
				ImportStateVerify:       true,
				ImportStateVerifyIgnore: []string{"timeouts"},
			},
		},
	})
}

// A lost answer on the create (the platform made the component): no
// second component, and the state holds the one made. A failure after the
// saved record that left no build (the first deploy refused) is found the
// same way, and the component deployed.
func TestAccComponent_lostCreateAnswer(t *testing.T) {
	for name, lose := range map[string]func(*mockgateway.Gateway){
		"dropped connection": func(gw *mockgateway.Gateway) { gw.DropNext(mockgateway.OpCreateComponent, 1, true) },
		"500 after the record, no build": func(gw *mockgateway.Gateway) {
			gw.SetComponentCreateFailure("build")
		},
		"400 code 20800 after the record, no build": func(gw *mockgateway.Gateway) {
			gw.SetComponentCreateFailure("build-400")
		},
	} {
		t.Run(name, func(t *testing.T) {
			env := acctest.NewPacedEnv(t, emptyApp())
			resource.ParallelTest(t, resource.TestCase{
				ProtoV6ProviderFactories: env.Factories(),
				Steps: []resource.TestStep{{
					PreConfig:        func() { lose(env.GW) },
					Config:           env.Config(componentHCL("nginx:1.25", true)),
					ConfigPlanChecks: acctest.EmptyPlanAfterApply,
					Check: resource.ComposeTestCheckFunc(
						mockHas(env.GW, "nginx:1.25", "running"),
						func(*terraform.State) error {
							if n := env.GW.Count(mockgateway.OpCreateComponent); n != 1 {
								return fmt.Errorf("%d creates, want 1: the create is never repeated", n)
							}
							return nil
						},
					),
				}},
			})
		})
	}
}

// A first create whose k8s_component_name the app already has: a clear
// error with an import hint, and nothing taken over or made.
func TestAccComponent_k8sNameTaken(t *testing.T) {
	f := emptyApp()
	f.Components = append(f.Components, mockgateway.Component{AppID: emptyAppID, ServiceBaseInfo: mockgateway.ServiceBaseInfo{
		ServiceID: "9e8d7c6b5a4f4e3d2c1b0a9f8e7d6c5b", ServiceAlias: "grtaken", ServiceCname: "Web", K8sComponentName: "web", Image: "nginx:1.25",
	}})
	env := acctest.NewConsolePacedEnv(t, f)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(componentHCL("nginx:1.25", true)),
			ExpectError: acctest.ErrorSeq("The k8s_component_name is taken", "terraform import",
				fmt.Sprintf("%s/%s/%d/9e8d7c6b5a4f4e3d2c1b0a9f8e7d6c5b", fixture.Team, fixture.Region, emptyAppID)),
			Check: func(*terraform.State) error { return nil },
		}, {
			// Nothing was adopted: the state is empty, and the plan
			// still creates.
			Config:             env.Config(componentHCL("nginx:1.25", true)),
			PlanOnly:           true,
			ExpectNonEmptyPlan: true,
			Check: func(*terraform.State) error {
				if n := len(made(env.GW)); n != 1 {
					return fmt.Errorf("%d components named web, want the one of the fixture", n)
				}
				return nil
			},
		}},
	})
}

// A first build that fails: the apply fails with the event's message, and
// the component is in state, tainted, so the next apply replaces it.
func TestAccComponent_failedBuild(t *testing.T) {
	env := acctest.NewPacedEnv(t, emptyApp())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				PreConfig: func() {
					if err := env.GW.FailNextOperation("*", mockgateway.OptBuild, "pull image nginx:nope failed: not found"); err != nil {
						t.Fatal(err)
					}
				},
				Config:      env.Config(componentHCL("nginx:nope", true)),
				ExpectError: acctest.ErrorSeq("The component's first build failed", "pull image nginx:nope failed: not found", "tainted"),
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

// A component deleted in the console is planned for re-creation.
func TestAccComponent_disappears(t *testing.T) {
	acctest.SkipOnConsole(t, undeployedOnStandIn)
	env := acctest.NewConsolePacedEnv(t, emptyApp())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.Config(componentHCL("nginx:1.25", false))},
			{
				PreConfig: func() {
					for _, c := range made(env.GW) {
						if err := env.Console.RemoveComponent(c.ServiceID); err != nil {
							t.Fatal(err)
						}
					}
				},
				Config:             env.Config(componentHCL("nginx:1.25", false)),
				PlanOnly:           true,
				ExpectNonEmptyPlan: true,
			},
		},
	})
}
