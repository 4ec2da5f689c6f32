package provider

import (
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// portHCL renders a rainbond_component_port of the standard fixture's first
// component, with extra attribute lines.
func portHCL(name string, port int64, extra string) string {
	return portHCLOn(accComponent, name, port, extra)
}

func portHCLOn(service, name string, port int64, extra string) string {
	return fmt.Sprintf(`
resource "rainbond_component_port" %q {
  team_id        = %q
  region_name    = %q
  app_id         = %d
  service_id     = %q
  container_port = %d
%s
}
`, name, accTeam, accRegion, accAppID, service, port, extra)
}

// portMatchesMock checks that every attribute of a port resource equals
// the mock's port.
func portMatchesMock(env *accEnv, address string) statecheck.StateCheck {
	return portMatchesMockExcept(env, address)
}

// portMatchesMockExcept is portMatchesMock without the named attributes.
func portMatchesMockExcept(env *accEnv, address string, skip ...string) statecheck.StateCheck {
	return env.StateMatchesMock(address, func(attrs map[string]any) (map[string]any, error) {
		service, _ := attrs["service_id"].(string)
		n, err := strconv.ParseInt(fmt.Sprint(attrs["container_port"]), 10, 64)
		if err != nil {
			return nil, fmt.Errorf("container_port %v: %w", attrs["container_port"], err)
		}
		p, ok := env.GW.Port(service, n)
		if !ok {
			return nil, nil
		}
		want := map[string]any{
			"id":               fmt.Sprintf("%s/%s/%d/%s/%d", accTeam, accRegion, accAppID, service, n),
			"protocol":         p.Protocol,
			"port_alias":       p.PortAlias,
			"k8s_service_name": p.K8sServiceName,
			"is_inner_service": p.IsInnerService,
			"is_outer_service": p.IsOuterService,
			"mapping_port":     p.MappingPort,
			"lb_mapping_port":  p.LBMappingPort,
		}
		for _, k := range skip {
			delete(want, k)
		}
		return want, nil
	})
}

// checkNoPorts is a CheckDestroy: the components have no ports left.
func checkNoPorts(env *accEnv, services ...string) resource.TestCheckFunc {
	return func(*terraform.State) error {
		for _, s := range services {
			if ports := env.GW.Ports(s); len(ports) > 0 {
				return fmt.Errorf("component %s still has %d port(s) after destroy: %+v", s, len(ports), ports)
			}
		}
		return nil
	}
}

// updateActions returns the actions of the successful UpdatePort requests
// since the request log was last reset, in order.
func updateActions(env *accEnv) []string {
	out := []string{}
	for _, r := range env.GW.RequestsOf(mockgateway.OpUpdatePort) {
		if r.Status != http.StatusOK {
			continue
		}
		var body struct {
			Action string `json:"action"`
		}
		_ = json.Unmarshal([]byte(r.Body), &body)
		out = append(out, body.Action)
	}
	return out
}

func expectActions(env *accEnv, want ...string) resource.TestCheckFunc {
	return func(*terraform.State) error {
		if got := updateActions(env); !slices.Equal(got, want) {
			return fmt.Errorf("port actions = %v, want %v", got, want)
		}
		return nil
	}
}

const webAddr = "rainbond_component_port.web"

func attr(name string) tfjsonpath.Path { return tfjsonpath.New(name) }

var emptyPlanAfterApply = resource.ConfigPlanChecks{
	PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
}

func expectUpdate(address string) resource.ConfigPlanChecks {
	return resource.ConfigPlanChecks{
		PreApply:             []plancheck.PlanCheck{plancheck.ExpectResourceAction(address, plancheck.ResourceActionUpdate)},
		PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
	}
}

func TestAccComponentPort_defaults(t *testing.T) {
	env := newAccEnv(t, accFixture())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             checkNoPorts(env, accComponent),
		Steps: []resource.TestStep{
			{
				Config:           env.Config(portHCL("web", 8080, "")),
				ConfigPlanChecks: emptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(webAddr, attr("id"), knownvalue.StringExact(accTeam+"/"+accRegion+"/1/"+accComponent+"/8080")),
					statecheck.ExpectKnownValue(webAddr, attr("protocol"), knownvalue.StringExact("http")),
					statecheck.ExpectKnownValue(webAddr, attr("port_alias"), knownvalue.StringExact("GRACC0WEB8080")),
					statecheck.ExpectKnownValue(webAddr, attr("k8s_service_name"), knownvalue.StringExact(accComponent+"-8080")),
					statecheck.ExpectKnownValue(webAddr, attr("is_inner_service"), knownvalue.Bool(false)),
					statecheck.ExpectKnownValue(webAddr, attr("is_outer_service"), knownvalue.Bool(false)),
					statecheck.ExpectKnownValue(webAddr, attr("mapping_port"), knownvalue.Int64Exact(8080)),
					portMatchesMock(env, webAddr),
				},
				Check: expectActions(env), // create needs no action beyond the POST
			},
			{
				ResourceName:      webAddr,
				ImportState:       true,
				ImportStateVerify: true,
			},
		},
	})
}

func TestAccComponentPort_everyAttribute(t *testing.T) {
	env := newAccEnv(t, accFixture())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             checkNoPorts(env, accComponent),
		Steps: []resource.TestStep{
			{
				Config: env.Config(portHCL("web", 5432, `
  protocol         = "tcp"
  port_alias       = "DB_MAIN"
  k8s_service_name = "orders-db"
  is_inner_service = true
  is_outer_service = true
`)),
				ConfigPlanChecks: emptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(webAddr, attr("protocol"), knownvalue.StringExact("tcp")),
					statecheck.ExpectKnownValue(webAddr, attr("port_alias"), knownvalue.StringExact("DB_MAIN")),
					statecheck.ExpectKnownValue(webAddr, attr("k8s_service_name"), knownvalue.StringExact("orders-db")),
					statecheck.ExpectKnownValue(webAddr, attr("is_inner_service"), knownvalue.Bool(true)),
					statecheck.ExpectKnownValue(webAddr, attr("is_outer_service"), knownvalue.Bool(true)),
					portMatchesMock(env, webAddr),
				},
				// The alias and inner flag go with the POST; the rest follows.
				Check: expectActions(env, "change_port_alias", "open_outer"),
			},
			{
				ResourceName:      webAddr,
				ImportState:       true,
				ImportStateVerify: true,
			},
		},
	})
}

func TestAccComponentPort_updates(t *testing.T) {
	env := newAccEnv(t, accFixture())
	reset := func() { env.GW.ResetCounts() }
	step := func(extra string, checks ...statecheck.StateCheck) resource.TestStep {
		return resource.TestStep{
			PreConfig:         reset,
			Config:            env.Config(portHCL("web", 8080, extra)),
			ConfigPlanChecks:  expectUpdate(webAddr),
			ConfigStateChecks: append(checks, portMatchesMock(env, webAddr)),
		}
	}
	withActions := func(s resource.TestStep, actions ...string) resource.TestStep {
		s.Check = expectActions(env, actions...)
		return s
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             checkNoPorts(env, accComponent),
		Steps: []resource.TestStep{
			{Config: env.Config(portHCL("web", 8080, "")), ConfigPlanChecks: emptyPlanAfterApply},
			// Each managed attribute alone.
			withActions(step(`protocol = "grpc"`,
				statecheck.ExpectKnownValue(webAddr, attr("protocol"), knownvalue.StringExact("grpc"))),
				"change_protocol"),
			withActions(step("protocol = \"grpc\"\nport_alias = \"API\"",
				statecheck.ExpectKnownValue(webAddr, attr("port_alias"), knownvalue.StringExact("API"))),
				"change_port_alias"),
			withActions(step("protocol = \"grpc\"\nport_alias = \"API\"\nis_inner_service = true",
				statecheck.ExpectKnownValue(webAddr, attr("is_inner_service"), knownvalue.Bool(true))),
				"open_inner"),
			withActions(step("protocol = \"grpc\"\nport_alias = \"API\"\nis_inner_service = true\nk8s_service_name = \"api-svc\"",
				statecheck.ExpectKnownValue(webAddr, attr("k8s_service_name"), knownvalue.StringExact("api-svc"))),
				"change_port_alias"),
			withActions(step("protocol = \"grpc\"\nport_alias = \"API\"\nis_inner_service = true\nk8s_service_name = \"api-svc\"\nis_outer_service = true",
				statecheck.ExpectKnownValue(webAddr, attr("is_outer_service"), knownvalue.Bool(true))),
				"open_outer"),
			// To http with the outer service open: allowed directly.
			withActions(step("port_alias = \"API\"\nis_inner_service = true\nk8s_service_name = \"api-svc\"\nis_outer_service = true",
				statecheck.ExpectKnownValue(webAddr, attr("protocol"), knownvalue.StringExact("http"))),
				"change_protocol"),
			// To tcp while the outer service stays open: close, change, reopen.
			withActions(step("protocol = \"tcp\"\nport_alias = \"API\"\nis_inner_service = true\nk8s_service_name = \"api-svc\"\nis_outer_service = true",
				statecheck.ExpectKnownValue(webAddr, attr("protocol"), knownvalue.StringExact("tcp")),
				statecheck.ExpectKnownValue(webAddr, attr("is_outer_service"), knownvalue.Bool(true))),
				"close_outer", "change_protocol", "open_outer"),
			// Several at once, closing: outer before inner.
			withActions(step("protocol = \"udp\"\nport_alias = \"DNS\"",
				statecheck.ExpectKnownValue(webAddr, attr("is_inner_service"), knownvalue.Bool(false)),
				statecheck.ExpectKnownValue(webAddr, attr("is_outer_service"), knownvalue.Bool(false))),
				"change_port_alias", "close_outer", "close_inner", "change_protocol"),
			// Several at once, opening: alias, protocol, inner, then outer.
			withActions(step("port_alias = \"WEB\"\nis_inner_service = true\nis_outer_service = true",
				statecheck.ExpectKnownValue(webAddr, attr("port_alias"), knownvalue.StringExact("WEB"))),
				"change_port_alias", "change_protocol", "open_inner", "open_outer"),
			{ResourceName: webAddr, ImportState: true, ImportStateVerify: true},
		},
	})
}

func TestAccComponentPort_drift(t *testing.T) {
	env := newAccEnv(t, accFixture())
	config := env.Config(portHCL("web", 8080, `
  port_alias       = "WEB"
  is_inner_service = true
  is_outer_service = true
`))
	drift := func(edit func(*mockgateway.Port)) func() {
		return func() {
			if err := env.GW.EditPort(accComponent, 8080, edit); err != nil {
				t.Fatal(err)
			}
		}
	}
	restored := resource.ComposeTestCheckFunc(func(*terraform.State) error {
		p, _ := env.GW.Port(accComponent, 8080)
		if p.Protocol != "http" || p.PortAlias != "WEB" || !p.IsInnerService || !p.IsOuterService {
			return fmt.Errorf("mock port not restored: %+v", p)
		}
		return nil
	})
	driftStep := func(edit func(*mockgateway.Port)) resource.TestStep {
		return resource.TestStep{
			PreConfig:         drift(edit),
			Config:            config,
			ConfigPlanChecks:  expectUpdate(webAddr),
			ConfigStateChecks: []statecheck.StateCheck{portMatchesMock(env, webAddr)},
			Check:             restored,
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             checkNoPorts(env, accComponent),
		Steps: []resource.TestStep{
			{Config: config, ConfigPlanChecks: emptyPlanAfterApply},
			driftStep(func(p *mockgateway.Port) { p.IsOuterService = false }),
			driftStep(func(p *mockgateway.Port) { p.IsInnerService, p.IsOuterService = false, false }),
			driftStep(func(p *mockgateway.Port) { p.Protocol = "tcp" }),
			driftStep(func(p *mockgateway.Port) { p.PortAlias = "CHANGED_BY_HAND" }),
			// A drift the configuration does not manage is accepted silently.
			{
				PreConfig: drift(func(p *mockgateway.Port) { p.K8sServiceName = "renamed-by-hand" }),
				Config:    config,
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
				},
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(webAddr, attr("k8s_service_name"), knownvalue.StringExact("renamed-by-hand")),
				},
			},
		},
	})
}

func TestAccComponentPort_disappears(t *testing.T) {
	env := newAccEnv(t, accFixture())
	config := env.Config(portHCL("web", 8080, "is_inner_service = true"))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             checkNoPorts(env, accComponent),
		Steps: []resource.TestStep{
			{Config: config},
			{
				PreConfig: func() {
					if err := env.GW.RemovePort(accComponent, 8080); err != nil {
						t.Fatal(err)
					}
				},
				Config: config,
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply:             []plancheck.PlanCheck{plancheck.ExpectResourceAction(webAddr, plancheck.ResourceActionCreate)},
					PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
				},
				ConfigStateChecks: []statecheck.StateCheck{portMatchesMock(env, webAddr)},
			},
		},
	})
}

func TestAccComponentPort_componentGone(t *testing.T) {
	env := newAccEnv(t, accFixture())
	config := env.Config(portHCL("web", 8080, ""))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: config},
			{
				PreConfig: func() {
					if err := env.GW.RemoveComponent(accComponent); err != nil {
						t.Fatal(err)
					}
				},
				Config: config,
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply: []plancheck.PlanCheck{plancheck.ExpectResourceAction(webAddr, plancheck.ResourceActionCreate)},
				},
				// Creating on a missing component fails with the server's 404.
				ExpectError: errorRegex("Cannot create port 8080"),
			},
			{
				// Nothing is left in state to destroy.
				Config: env.ProviderBlock(),
			},
		},
	})
}

func TestAccComponentPort_destroyClosesBothServices(t *testing.T) {
	env := newAccEnv(t, accFixture())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy: resource.ComposeTestCheckFunc(
			checkNoPorts(env, accComponent),
			expectActions(env, "close_outer", "close_inner"),
		),
		Steps: []resource.TestStep{{
			Config: env.Config(portHCL("web", 8080, "is_inner_service = true\nis_outer_service = true")),
			// Only the destroy's requests stay in the log.
			Check: func(*terraform.State) error { env.GW.ResetCounts(); return nil },
		}},
	})
}

func TestAccComponentPort_invalidInput(t *testing.T) {
	env := newAccEnv(t, accFixture())
	plan := func(extra string, port int64, want string) resource.TestStep {
		return resource.TestStep{
			Config:      env.Config(portHCL("web", port, extra)),
			PlanOnly:    true,
			ExpectError: errorRegex(want),
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			plan(`protocol = "ftp"`, 8080, `value must be one of: ["tcp" "http" "mysql" "grpc" "udp"], got: "ftp"`),
			plan("", 0, "container_port value must be between 1 and 65535, got: 0"),
			plan("", 70000, "value must be between 1 and 65535, got: 70000"),
			plan(`port_alias = "web"`, 8080, "must start with an upper-case letter"),
			plan(`port_alias = "9WEB"`, 8080, "must start with an upper-case letter"),
			plan(`k8s_service_name = "Web_Svc"`, 8080, "must be lower-case letters"),
			plan(`is_outer_service = true`, 8080, "is_outer_service = true requires is_inner_service = true"),
			plan("is_outer_service = true\nis_inner_service = false", 8080, "Outer service needs the inner service"),
			{
				Config:        env.Config(portHCL("web", 8080, "")),
				ResourceName:  webAddr,
				ImportState:   true,
				ImportStateId: accTeam + "/" + accRegion + "/" + accComponent + "/8080",
				ExpectError:   errorRegex(`expected an ID of the form "team_id/region_name/app_id/service_id/container_port"`),
			},
			{
				Config:        env.Config(portHCL("web", 8080, "")),
				ResourceName:  webAddr,
				ImportState:   true,
				ImportStateId: accTeam + "/" + accRegion + "/one/" + accComponent + "/8080",
				ExpectError:   errorRegex("part 3 (app_id)"),
			},
		},
	})
	if n := env.GW.TotalRequests(); n != 0 {
		t.Errorf("invalid input reached the server: %d request(s)", n)
	}
}

func TestAccComponentPort_serverError(t *testing.T) {
	env := newAccEnv(t, accFixture())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             checkNoPorts(env, accComponent),
		Steps: []resource.TestStep{
			{
				PreConfig: func() {
					env.GW.AddFault(mockgateway.Fault{Operation: mockgateway.OpAddPort, Status: http.StatusConflict, Message: "component is being upgraded"})
				},
				Config:      env.Config(portHCL("web", 8080, "")),
				ExpectError: errorRegex("Cannot create port 8080 (" + accTeam + "/" + accRegion + "/1/" + accComponent + ")"),
			},
			{
				PreConfig: func() {
					env.GW.AddFault(mockgateway.Fault{Operation: mockgateway.OpAddPort, Status: http.StatusConflict, Message: "component is being upgraded"})
				},
				Config: env.Config(portHCL("web", 8080, "")),
				// The client's error text: operation, status and the server's message.
				ExpectError: regexp.MustCompile(`(?s)AddPort.*409.*component is being upgraded`),
			},
			{Config: env.Config(portHCL("web", 8080, "is_inner_service = true"))},
			{
				// An action that fails halfway: the state keeps what the
				// server has, and the next apply finishes the job.
				PreConfig: func() {
					env.GW.AddFault(mockgateway.Fault{Operation: mockgateway.OpUpdatePort, Status: http.StatusConflict, Message: "gateway busy"})
				},
				Config:      env.Config(portHCL("web", 8080, "is_inner_service = true\nis_outer_service = true")),
				ExpectError: errorRegex("Cannot open the outer service of port 8080"),
			},
			{
				Config:            env.Config(portHCL("web", 8080, "is_inner_service = true\nis_outer_service = true")),
				ConfigPlanChecks:  expectUpdate(webAddr),
				ConfigStateChecks: []statecheck.StateCheck{portMatchesMock(env, webAddr)},
			},
		},
	})
}

func TestAccComponentPort_alreadyExists(t *testing.T) {
	f := accFixture()
	f.Ports = []mockgateway.Port{{ServiceID: accComponent, ContainerPort: 8080, Protocol: "http"}}
	env := newAccEnv(t, f)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:      env.Config(portHCL("web", 8080, "")),
			ExpectError: errorRegex("terraform import <resource address> " + accTeam + "/" + accRegion + "/1/" + accComponent + "/8080"),
		}},
	})
	if n := len(env.GW.Ports(accComponent)); n != 1 {
		t.Errorf("ports = %d, want the one that was there", n)
	}
}

func TestAccComponentPort_safeCreate(t *testing.T) {
	cases := []struct {
		name   string
		inject func(gw *mockgateway.Gateway)
		// posts is how many AddPort requests reach the mock: one when the
		// first one committed (the port is adopted), two when it did not
		// (created again, once).
		posts int
	}{
		{"answer lost after commit", func(gw *mockgateway.Gateway) { gw.FailNextAfterCommit(mockgateway.OpAddPort, 1, http.StatusBadGateway) }, 1},
		{"server error after commit", func(gw *mockgateway.Gateway) {
			gw.FailNextAfterCommit(mockgateway.OpAddPort, 1, http.StatusInternalServerError)
		}, 1},
		{"connection dropped after commit", func(gw *mockgateway.Gateway) { gw.DropNext(mockgateway.OpAddPort, 1, true) }, 1},
		{"connection dropped before commit", func(gw *mockgateway.Gateway) { gw.DropNext(mockgateway.OpAddPort, 1, false) }, 2},
		{"server error before commit", func(gw *mockgateway.Gateway) { gw.FailNext(mockgateway.OpAddPort, 1, http.StatusInternalServerError) }, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			env := newAccEnv(t, accFixture())
			resource.ParallelTest(t, resource.TestCase{
				ProtoV6ProviderFactories: env.Factories(),
				CheckDestroy:             checkNoPorts(env, accComponent),
				Steps: []resource.TestStep{{
					PreConfig: func() { c.inject(env.GW) },
					Config: env.Config(portHCL("web", 8080, `
  port_alias       = "WEB"
  is_inner_service = true
  is_outer_service = true
`)),
					ConfigPlanChecks:  emptyPlanAfterApply,
					ConfigStateChecks: []statecheck.StateCheck{portMatchesMock(env, webAddr)},
					Check: func(*terraform.State) error {
						if ports := env.GW.Ports(accComponent); len(ports) != 1 {
							return fmt.Errorf("ports = %+v, want exactly one", ports)
						}
						if n := env.GW.Count(mockgateway.OpAddPort); n != c.posts {
							return fmt.Errorf("AddPort requests = %d, want %d", n, c.posts)
						}
						if p, _ := env.GW.Port(accComponent, 8080); !p.IsOuterService {
							return fmt.Errorf("the actions after the adopted create did not run: %+v", p)
						}
						return nil
					},
				}},
			})
		})
	}
}

// Two ports of one component: the internal domain name applies to every
// port of the component, so the one that does not set it follows the one
// that does, without a perpetual diff.
func TestAccComponentPort_sharedServiceName(t *testing.T) {
	env := newAccEnv(t, accFixture())
	config := func(name string) string {
		return env.Config(portHCL("web", 8080, "is_inner_service = true") +
			portHCL("api", 9090, fmt.Sprintf("k8s_service_name = %q\nis_inner_service = true", name)))
	}
	// The port that leaves the name unset is not refreshed by the apply
	// that renames it (Terraform does not touch it), so its state follows
	// at the next refresh; the empty plan after the apply is what matters.
	both := func(name string) []statecheck.StateCheck {
		return []statecheck.StateCheck{
			statecheck.ExpectKnownValue("rainbond_component_port.api", attr("k8s_service_name"), knownvalue.StringExact(name)),
			portMatchesMockExcept(env, webAddr, "k8s_service_name"),
			portMatchesMock(env, "rainbond_component_port.api"),
		}
	}
	allNamed := func(name string) resource.TestCheckFunc {
		return func(*terraform.State) error {
			for _, p := range env.GW.Ports(accComponent) {
				if p.K8sServiceName != name {
					return fmt.Errorf("port %d has k8s_service_name %q, want %q", p.ContainerPort, p.K8sServiceName, name)
				}
			}
			return nil
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             checkNoPorts(env, accComponent),
		Steps: []resource.TestStep{
			{
				Config:            config("shared-svc"),
				ConfigPlanChecks:  emptyPlanAfterApply,
				ConfigStateChecks: both("shared-svc"),
				Check:             allNamed("shared-svc"),
			},
			{
				Config: config("renamed-svc"),
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply: []plancheck.PlanCheck{
						plancheck.ExpectResourceAction("rainbond_component_port.api", plancheck.ResourceActionUpdate),
						plancheck.ExpectResourceAction(webAddr, plancheck.ResourceActionNoop),
					},
					PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
				},
				ConfigStateChecks: both("renamed-svc"),
				Check:             allNamed("renamed-svc"),
			},
			{
				// The next run refreshes the other port to the shared name.
				Config: config("renamed-svc"),
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
				},
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(webAddr, attr("k8s_service_name"), knownvalue.StringExact("renamed-svc")),
					portMatchesMock(env, webAddr),
				},
			},
		},
	})
}
