package scaling_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

const scalingAddr = "rainbond_component_scaling.web"

// scaledFixture is the standard fixture with the first component at 512
// MiB, 250 millicores, no GPU and one instance, created in the cluster.
func scaledFixture() mockgateway.Fixture {
	f := fixture.Standard()
	complete := "complete"
	c := &f.Components[0]
	c.MinMemory, c.MinCPU, c.ContainerGPU, c.MinNode, c.CreateStatus = 512, 250, 0, 1, &complete
	return f
}

func scalingHCL(service string, lines ...string) string {
	return fmt.Sprintf(`
resource "rainbond_component_scaling" "web" {
  team_id     = %q
  region_name = %q
  app_id      = %d
  service_id  = %q
  %s
}
`, fixture.Team, fixture.Region, fixture.AppID, service, strings.Join(lines, "\n  "))
}

// scalingMatchesMock compares the state with the component on the mock.
func scalingMatchesMock(env *acctest.Env) statecheck.StateCheck {
	return env.StateMatchesMock(scalingAddr, func(map[string]any) (map[string]any, error) {
		c, found := env.GW.Component(fixture.ServiceID)
		if !found {
			return nil, nil
		}
		return map[string]any{
			"memory": c.MinMemory, "cpu": c.MinCPU, "gpu": c.ContainerGPU, "replicas": c.MinNode,
			"component_id": c.ServiceID, "service_alias": c.ServiceAlias, "tenant_id": c.TenantID,
		}, nil
	})
}

// mockHas checks the component's scaling on the mock.
func mockHas(env *acctest.Env, memory, cpu, replicas int64) resource.TestCheckFunc {
	return func(*terraform.State) error {
		c, _ := env.GW.Component(fixture.ServiceID)
		if c.MinMemory != memory || c.MinCPU != cpu || c.MinNode != replicas {
			return fmt.Errorf("mock has memory %d, cpu %d, replicas %d; want %d, %d, %d", c.MinMemory, c.MinCPU, c.MinNode, memory, cpu, replicas)
		}
		return nil
	}
}

// Adopt (the unset GPU and count are kept), update, import by ID, drift
// corrected, and a destroy that leaves the scaling as it is.
func TestAccComponentScaling_adoptUpdateDrift(t *testing.T) {
	env := acctest.NewConsoleEnv(t, scaledFixture())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             func(s *terraform.State) error { return mockHas(env, 1024, 500, 3)(s) },
		Steps: []resource.TestStep{
			{
				Config:           env.Config(scalingHCL(fixture.Component, "memory = 1024")),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{
					scalingMatchesMock(env),
					statecheck.ExpectKnownValue(scalingAddr, tfjsonpath.New("adopted_settings"),
						knownvalue.StringExact(`{"memory":512,"cpu":250,"gpu":0,"replicas":1}`)),
				},
				Check: mockHas(env, 1024, 250, 1),
			},
			{
				Config:            env.Config(scalingHCL(fixture.Component, "memory = 1024", "cpu = 500", "replicas = 3")),
				ConfigPlanChecks:  acctest.ExpectUpdate(scalingAddr),
				ConfigStateChecks: []statecheck.StateCheck{scalingMatchesMock(env)},
				Check:             mockHas(env, 1024, 500, 3),
			},
			{
				ResourceName:            scalingAddr,
				ImportState:             true,
				ImportStateId:           fixture.Team + "/" + fixture.Region + "/" + strconv.FormatInt(fixture.AppID, 10) + "/" + fixture.Component,
				ImportStateVerify:       true,
				ImportStateVerifyIgnore: []string{"adopted_settings"},
			},
			{
				PreConfig: func() {
					if err := env.Console.EditComponent(fixture.ServiceID, func(c *mockgateway.Component) { c.MinMemory = 2048 }); err != nil {
						t.Fatal(err)
					}
				},
				Config:            env.Config(scalingHCL(fixture.Component, "memory = 1024", "cpu = 500", "replicas = 3")),
				ConfigPlanChecks:  acctest.ExpectUpdate(scalingAddr),
				ConfigStateChecks: []statecheck.StateCheck{scalingMatchesMock(env)},
				Check:             mockHas(env, 1024, 500, 3),
			},
			{
				// The same component by its id changes only the state.
				PreConfig:        env.GW.ResetCounts,
				Config:           env.Config(scalingHCL(fixture.ServiceID, "memory = 1024", "cpu = 500", "replicas = 3")),
				ConfigPlanChecks: acctest.ExpectUpdate(scalingAddr),
				Check:            acctest.ExpectRequests(env, map[string]int{mockgateway.OpScaleVertical: 0, mockgateway.OpScaleHorizontal: 0}),
			},
		},
	})
}

// restore_on_destroy writes back the scaling found at adoption.
func TestAccComponentScaling_restoreOnDestroy(t *testing.T) {
	env := acctest.NewConsoleEnv(t, scaledFixture())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             func(s *terraform.State) error { return mockHas(env, 512, 250, 1)(s) },
		Steps: []resource.TestStep{{
			Config: env.Config(scalingHCL(fixture.Component, "memory = 2048", "cpu = 1000", "replicas = 4", "restore_on_destroy = true")),
			Check:  mockHas(env, 2048, 1000, 4),
		}},
	})
}

// A count the cluster already runs is refused as no change (10104): that
// is done, the platform's record stays, and the next plan is empty.
func TestAccComponentScaling_noChange10104(t *testing.T) {
	env := acctest.NewEnv(t, scaledFixture())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			PreConfig: func() {
				if err := env.GW.SetRunningInstances(fixture.ServiceID, 3); err != nil {
					t.Fatal(err)
				}
			},
			Config:           env.Config(scalingHCL(fixture.Component, "replicas = 3")),
			ConfigPlanChecks: acctest.EmptyPlanAfterApply,
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue(scalingAddr, tfjsonpath.New("replicas"), knownvalue.Int64Exact(3)),
			},
			Check: func(s *terraform.State) error {
				reqs := env.GW.RequestsOf(mockgateway.OpScaleHorizontal)
				if len(reqs) != 1 || reqs[0].Status != 400 {
					return fmt.Errorf("horizontal scalings %+v, want one refused with 10104", reqs)
				}
				return mockHas(env, 512, 250, 1)(s)
			},
		}},
	})
}

// The platform answers 200 and changes nothing for a component not yet
// created in the cluster: the read-back catches it, and the state keeps
// what the platform has.
func TestAccComponentScaling_silentNoOp(t *testing.T) {
	f := scaledFixture()
	creating := "creating"
	f.Components[0].CreateStatus = &creating
	env := acctest.NewConsoleEnv(t, f)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:      env.Config(scalingHCL(fixture.Component, "memory = 1024")),
			ExpectError: acctest.ErrorSeq("The platform did not scale the component", "memory 512 MiB", "creating"),
			Check:       mockHas(env, 512, 250, 1),
		}},
	})
}

// The plan refuses what the platform would: memory out of range or one
// above a multiple of 64, and counts beyond 1..100.
func TestAccComponentScaling_planTimeChecks(t *testing.T) {
	env := acctest.NewConsoleEnv(t, scaledFixture())
	var steps []resource.TestStep
	for _, c := range []struct{ line, want string }{
		{"memory = 129", "one above a multiple of 64"},
		{"memory = 32", "between 64 and 65536"},
		{"replicas = 0", "between 1 and 100"},
	} {
		steps = append(steps, resource.TestStep{
			Config:      env.Config(scalingHCL(fixture.Component, c.line)),
			PlanOnly:    true,
			ExpectError: acctest.ErrorRegex(c.want),
		})
	}
	resource.Test(t, resource.TestCase{ProtoV6ProviderFactories: env.Factories(), Steps: steps})
	if n := env.GW.Count(mockgateway.OpScaleVertical) + env.GW.Count(mockgateway.OpScaleHorizontal); n != 0 {
		t.Fatalf("%d scalings sent for refused plans", n)
	}
}

// A vertical change plans with a warning, since the platform restarts the
// running instances for it; a change of the count alone does not.
func TestAccComponentScaling_planWarns(t *testing.T) {
	env := acctest.NewConsoleEnv(t, scaledFixture())
	w := env.NewCLIWorkdir(t, env.Config(scalingHCL(fixture.Component, "memory = 1024")))
	out := w.Run("plan")
	acctest.ExpectIn(t, "plan", out, "Vertical scaling restarts running instances", "memory 512 MiB", "memory 1024 MiB")
	w.Write(env.Config(scalingHCL(fixture.Component, "replicas = 2")))
	out = w.Run("plan")
	acctest.ExpectNotIn(t, "plan of a horizontal change", out, "Vertical scaling restarts")
}

// A component deleted in the console takes its scaling with it: refresh
// drops the resource, and the plan adopts again.
func TestAccComponentScaling_disappears(t *testing.T) {
	acctest.SkipOnConsole(t, "the region stand-in finds a component's status by alias only for aliases the console makes (\"gr\" and the id's last six digits); for the fixture's gracc0web it answers running, and the console refuses the delete")
	env := acctest.NewConsoleEnv(t, scaledFixture())
	config := env.Config(scalingHCL(fixture.Component, "memory = 1024"))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: config},
			{
				PreConfig: func() {
					if err := env.Console.RemoveComponent(fixture.ServiceID); err != nil {
						t.Fatal(err)
					}
				},
				Config:             config,
				PlanOnly:           true,
				ExpectNonEmptyPlan: true,
			},
		},
	})
}
