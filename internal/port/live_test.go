package port_test

// The port tests that run live (make testacc-live): they work on
// acctest.NewLiveEnv's one component, only with ports of the reserved
// range, and check the platform through its API, so that they pass alike
// on the mock gateway and on a real installation.

import (
	"context"
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// Create, update every setting in turn, import and destroy one port.
func TestAccLivePort_lifecycle(t *testing.T) {
	env := acctest.NewLiveEnv(t)
	port := env.ReservedPorts(t, 1)[0]
	step := func(extra string, checks ...statecheck.StateCheck) resource.TestStep {
		return resource.TestStep{
			Config:            env.Config(env.PortHCL("web", port, extra)),
			ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
			ConfigStateChecks: append(checks, env.PortMatchesPlatform(acctest.WebPortAddr)),
		}
	}
	attr := func(name string, v knownvalue.Check) statecheck.StateCheck {
		return statecheck.ExpectKnownValue(acctest.WebPortAddr, tfjsonpath.New(name), v)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             env.CheckNoPorts(port),
		Steps: []resource.TestStep{
			step(`
  protocol         = "tcp"
  port_alias       = "LIVE_A"
  is_inner_service = true
`, attr("id", knownvalue.StringExact(env.PortID(port))), attr("protocol", knownvalue.StringExact("tcp")),
				attr("port_alias", knownvalue.StringExact("LIVE_A")), attr("is_inner_service", knownvalue.Bool(true))),
			step(`
  protocol         = "tcp"
  port_alias       = "LIVE_B"
  is_inner_service = true
  is_outer_service = true
`, attr("port_alias", knownvalue.StringExact("LIVE_B")), attr("is_outer_service", knownvalue.Bool(true))),
			step(`
  protocol         = "udp"
  port_alias       = "LIVE_B"
  is_inner_service = false
`, attr("protocol", knownvalue.StringExact("udp")), attr("is_inner_service", knownvalue.Bool(false)),
				attr("is_outer_service", knownvalue.Bool(false))),
			{ResourceName: acctest.WebPortAddr, ImportState: true, ImportStateVerify: true},
		},
	})
}

// An HTTP port with both services open: open_outer makes the platform's
// default HTTP rule, and the destroy closes both services and takes the
// rule with the port.
func TestAccLivePort_publicHTTP(t *testing.T) {
	env := acctest.NewLiveEnv(t)
	port := env.ReservedPorts(t, 1)[0]
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             env.CheckNoPorts(port),
		Steps: []resource.TestStep{
			{
				Config: env.Config(env.PortHCL("web", port, `
  is_inner_service = true
  is_outer_service = true
`)),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(acctest.WebPortAddr, tfjsonpath.New("protocol"), knownvalue.StringExact("http")),
					env.PortMatchesPlatform(acctest.WebPortAddr),
				},
			},
			{ResourceName: acctest.WebPortAddr, ImportState: true, ImportStateVerify: true},
		},
	})
}

// Several ports of one component at once; one leaves the configuration and
// only that one is deleted; the data source lists what the platform has.
func TestAccLivePort_several(t *testing.T) {
	env := acctest.NewLiveEnv(t)
	ports := env.ReservedPorts(t, 3)
	config := func(ps ...int64) string {
		body := ""
		for i, p := range ps {
			body += env.PortHCL(fmt.Sprintf("p%d", i), p, `  is_inner_service = true`)
		}
		return env.Config(body + fmt.Sprintf(`
data "rainbond_component_ports" "all" {
  team_id     = %q
  region_name = %q
  app_id      = %d
  service_id  = %q
  depends_on  = [%s]
}
`, env.Team, env.Region, env.AppID, env.Component, dependsOn(len(ps))))
	}
	listed := func(ps ...int64) statecheck.StateCheck {
		return statecheck.ExpectKnownValue("data.rainbond_component_ports.all", tfjsonpath.New("ports"), containsPorts(ps...))
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             env.CheckNoPorts(ports...),
		Steps: []resource.TestStep{
			{
				Config: config(ports...),
				ConfigStateChecks: []statecheck.StateCheck{
					env.PortMatchesPlatform("rainbond_component_port.p0"), env.PortMatchesPlatform("rainbond_component_port.p1"),
					env.PortMatchesPlatform("rainbond_component_port.p2"), listed(ports...),
				},
			},
			{
				Config:            config(ports[:2]...),
				ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{env.PortMatchesPlatform("rainbond_component_port.p1"), listed(ports[:2]...)},
				Check:             env.CheckNoPorts(ports[2]),
			},
		},
	})
}

func dependsOn(n int) string {
	s := ""
	for i := range n {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprintf("rainbond_component_port.p%d", i)
	}
	return s
}

// containsPorts checks that a list of ports holds these container ports,
// whatever else the live component has.
func containsPorts(ps ...int64) knownvalue.Check {
	checks := make([]knownvalue.Check, 0, len(ps))
	for _, p := range ps {
		checks = append(checks, knownvalue.ObjectPartial(map[string]knownvalue.Check{"container_port": knownvalue.Int64Exact(p)}))
	}
	return knownvalue.SetPartial(checks)
}

// A port deleted outside Terraform (through the API, as in the console) is
// planned again and re-created; one changed there is put back.
func TestAccLivePort_changedOutsideTerraform(t *testing.T) {
	env := acctest.NewLiveEnv(t)
	port := env.ReservedPorts(t, 1)[0]
	config := env.Config(env.PortHCL("web", port, `
  protocol         = "tcp"
  port_alias       = "LIVE_DRIFT"
  is_inner_service = true
`))
	repaired := func(action plancheck.ResourceActionType, outside func()) resource.TestStep {
		return resource.TestStep{
			PreConfig: outside,
			Config:    config,
			ConfigPlanChecks: resource.ConfigPlanChecks{
				PreApply:             []plancheck.PlanCheck{plancheck.ExpectResourceAction(acctest.WebPortAddr, action)},
				PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
			},
			ConfigStateChecks: []statecheck.StateCheck{env.PortMatchesPlatform(acctest.WebPortAddr)},
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             env.CheckNoPorts(port),
		Steps: []resource.TestStep{
			{Config: config, ConfigStateChecks: []statecheck.StateCheck{env.PortMatchesPlatform(acctest.WebPortAddr)}},
			repaired(plancheck.ResourceActionUpdate, func() {
				env.UpdatePortOutside(t, port, client.UpdatePortRequest{Action: client.ActionCloseInner})
			}),
			repaired(plancheck.ResourceActionCreate, func() { env.DeletePortOutside(t, port) }),
		},
	})
}

// The live component's ports as they are, read only: the data source lists
// exactly the container ports, protocols and aliases that the platform's
// port list has, whatever they are.
func TestAccLivePort_readComponentPorts(t *testing.T) {
	env := acctest.NewLiveEnv(t)
	ports, err := env.Platform.ListPorts(context.Background(), client.ComponentRef{
		TeamID: env.Team, RegionName: env.Region, AppID: env.AppID, ServiceID: env.Component,
	})
	if err != nil {
		t.Fatalf("listing the live component's ports: %v", err)
	}
	want := make([]knownvalue.Check, 0, len(ports))
	for _, p := range ports {
		want = append(want, knownvalue.ObjectPartial(map[string]knownvalue.Check{
			"container_port": knownvalue.Int64Exact(p.ContainerPort),
			"protocol":       knownvalue.StringExact(p.Protocol),
			"port_alias":     knownvalue.StringExact(p.PortAlias),
		}))
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(fmt.Sprintf(`
data "rainbond_component_ports" "live" {
  team_id     = %q
  region_name = %q
  app_id      = %d
  service_id  = %q
}
`, env.Team, env.Region, env.AppID, env.Component)),
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue("data.rainbond_component_ports.live", tfjsonpath.New("ports"), knownvalue.SetExact(want)),
			},
		}},
	})
}
