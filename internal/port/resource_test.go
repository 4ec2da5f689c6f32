package port_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// updateActions returns the actions of the successful UpdatePort requests
// since the request log was last reset, in order.
func updateActions(env *acctest.Env) []string {
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

func expectActions(env *acctest.Env, want ...string) resource.TestCheckFunc {
	return func(*terraform.State) error {
		if got := updateActions(env); !slices.Equal(got, want) {
			return fmt.Errorf("port actions = %v, want %v", got, want)
		}
		return nil
	}
}

func TestAccComponentPort_defaults(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             acctest.CheckNoPorts(env, fixture.Component),
		Steps: []resource.TestStep{
			{
				Config:           env.Config(acctest.PortHCL("web", 8080, "")),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(acctest.WebPortAddr, tfjsonpath.New("id"), knownvalue.StringExact(fixture.Team+"/"+fixture.Region+"/1/"+fixture.Component+"/8080")),
					statecheck.ExpectKnownValue(acctest.WebPortAddr, tfjsonpath.New("protocol"), knownvalue.StringExact("http")),
					statecheck.ExpectKnownValue(acctest.WebPortAddr, tfjsonpath.New("port_alias"), knownvalue.StringExact("GRACC0WEB8080")),
					// Not configured, so not tracked: the component holds one name.
					statecheck.ExpectKnownValue(acctest.WebPortAddr, tfjsonpath.New("k8s_service_name"), knownvalue.Null()),
					statecheck.ExpectKnownValue(acctest.WebPortAddr, tfjsonpath.New("is_inner_service"), knownvalue.Bool(false)),
					statecheck.ExpectKnownValue(acctest.WebPortAddr, tfjsonpath.New("is_outer_service"), knownvalue.Bool(false)),
					statecheck.ExpectKnownValue(acctest.WebPortAddr, tfjsonpath.New("mapping_port"), knownvalue.Int64Exact(8080)),
					acctest.PortMatchesMock(env, acctest.WebPortAddr),
				},
				// A create with nothing to open is the list that tells
				// whether the port is there already, and the POST: its answer
				// is the whole port, so nothing is read back.
				Check: resource.ComposeTestCheckFunc(expectActions(env),
					acctest.ExpectRequests(env, map[string]int{mockgateway.OpAddPort: 1, mockgateway.OpListPorts: 1})),
			},
			{
				// An import does not claim the component's internal domain name.
				ResourceName:            acctest.WebPortAddr,
				ImportState:             true,
				ImportStateVerify:       true,
				ImportStateVerifyIgnore: []string{"k8s_service_name"},
			},
		},
	})
}

func TestAccComponentPort_everyAttribute(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             acctest.CheckNoPorts(env, fixture.Component),
		Steps: []resource.TestStep{
			{
				Config: env.Config(acctest.PortHCL("web", 5432, `
  protocol         = "tcp"
  port_alias       = "DB_MAIN"
  k8s_service_name = "orders-db"
  is_inner_service = true
  is_outer_service = true
`)),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(acctest.WebPortAddr, tfjsonpath.New("protocol"), knownvalue.StringExact("tcp")),
					statecheck.ExpectKnownValue(acctest.WebPortAddr, tfjsonpath.New("port_alias"), knownvalue.StringExact("DB_MAIN")),
					statecheck.ExpectKnownValue(acctest.WebPortAddr, tfjsonpath.New("k8s_service_name"), knownvalue.StringExact("orders-db")),
					statecheck.ExpectKnownValue(acctest.WebPortAddr, tfjsonpath.New("is_inner_service"), knownvalue.Bool(true)),
					statecheck.ExpectKnownValue(acctest.WebPortAddr, tfjsonpath.New("is_outer_service"), knownvalue.Bool(true)),
					acctest.PortMatchesMock(env, acctest.WebPortAddr),
				},
				// The alias and inner flag go with the POST; the rest follows.
				Check: expectActions(env, "change_port_alias", "open_outer"),
			},
			{
				// An import does not claim the component's internal domain name.
				ResourceName:            acctest.WebPortAddr,
				ImportState:             true,
				ImportStateVerify:       true,
				ImportStateVerifyIgnore: []string{"k8s_service_name"},
			},
		},
	})
}

// tcpOuterServiceOnStandIn says why a test that opens the outer service
// of a port that is not http skips on the real console: the console asks
// the region to bind a TCP gateway port for it and stores the answer's
// bean as the port number (port_service.py __open_outer), and the kit's
// region stand-in answers that call with an empty bean.
const tcpOuterServiceOnStandIn = "opening the outer service of a TCP port needs the region's TCP port binding, which the region stand-in answers with an empty bean (the console then fails: 500 invalid literal for int())"

func TestAccComponentPort_updates(t *testing.T) {
	acctest.SkipOnConsole(t, tcpOuterServiceOnStandIn)
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	reset := func() { env.GW.ResetCounts() }
	step := func(extra string, checks ...statecheck.StateCheck) resource.TestStep {
		return resource.TestStep{
			PreConfig:         reset,
			Config:            env.Config(acctest.PortHCL("web", 8080, extra)),
			ConfigPlanChecks:  acctest.ExpectUpdate(acctest.WebPortAddr),
			ConfigStateChecks: append(checks, acctest.PortMatchesMock(env, acctest.WebPortAddr)),
		}
	}
	withActions := func(s resource.TestStep, actions ...string) resource.TestStep {
		s.Check = expectActions(env, actions...)
		return s
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             acctest.CheckNoPorts(env, fixture.Component),
		Steps: []resource.TestStep{
			{Config: env.Config(acctest.PortHCL("web", 8080, "")), ConfigPlanChecks: acctest.EmptyPlanAfterApply},
			// Each managed attribute alone.
			withActions(step(`protocol = "grpc"`,
				statecheck.ExpectKnownValue(acctest.WebPortAddr, tfjsonpath.New("protocol"), knownvalue.StringExact("grpc"))),
				"change_protocol"),
			withActions(step("protocol = \"grpc\"\nport_alias = \"API\"",
				statecheck.ExpectKnownValue(acctest.WebPortAddr, tfjsonpath.New("port_alias"), knownvalue.StringExact("API"))),
				"change_port_alias"),
			withActions(step("protocol = \"grpc\"\nport_alias = \"API\"\nis_inner_service = true",
				statecheck.ExpectKnownValue(acctest.WebPortAddr, tfjsonpath.New("is_inner_service"), knownvalue.Bool(true))),
				"open_inner"),
			withActions(step("protocol = \"grpc\"\nport_alias = \"API\"\nis_inner_service = true\nk8s_service_name = \"api-svc\"",
				statecheck.ExpectKnownValue(acctest.WebPortAddr, tfjsonpath.New("k8s_service_name"), knownvalue.StringExact("api-svc"))),
				"change_port_alias"),
			withActions(step("protocol = \"grpc\"\nport_alias = \"API\"\nis_inner_service = true\nk8s_service_name = \"api-svc\"\nis_outer_service = true",
				statecheck.ExpectKnownValue(acctest.WebPortAddr, tfjsonpath.New("is_outer_service"), knownvalue.Bool(true))),
				"open_outer"),
			// To http with the outer service open: allowed directly.
			withActions(step("port_alias = \"API\"\nis_inner_service = true\nk8s_service_name = \"api-svc\"\nis_outer_service = true",
				statecheck.ExpectKnownValue(acctest.WebPortAddr, tfjsonpath.New("protocol"), knownvalue.StringExact("http"))),
				"change_protocol"),
			// To tcp while the outer service stays open: close, change, reopen.
			withActions(step("protocol = \"tcp\"\nport_alias = \"API\"\nis_inner_service = true\nk8s_service_name = \"api-svc\"\nis_outer_service = true",
				statecheck.ExpectKnownValue(acctest.WebPortAddr, tfjsonpath.New("protocol"), knownvalue.StringExact("tcp")),
				statecheck.ExpectKnownValue(acctest.WebPortAddr, tfjsonpath.New("is_outer_service"), knownvalue.Bool(true))),
				"close_outer", "change_protocol", "open_outer"),
			// Several at once, closing: outer before inner.
			withActions(step("protocol = \"udp\"\nport_alias = \"DNS\"",
				statecheck.ExpectKnownValue(acctest.WebPortAddr, tfjsonpath.New("is_inner_service"), knownvalue.Bool(false)),
				statecheck.ExpectKnownValue(acctest.WebPortAddr, tfjsonpath.New("is_outer_service"), knownvalue.Bool(false))),
				"change_port_alias", "close_outer", "close_inner", "change_protocol"),
			// Several at once, opening: alias, protocol, inner, then outer.
			withActions(step("port_alias = \"WEB\"\nis_inner_service = true\nis_outer_service = true",
				statecheck.ExpectKnownValue(acctest.WebPortAddr, tfjsonpath.New("port_alias"), knownvalue.StringExact("WEB"))),
				"change_port_alias", "change_protocol", "open_inner", "open_outer"),
			{ResourceName: acctest.WebPortAddr, ImportState: true, ImportStateVerify: true},
		},
	})
}

func TestAccComponentPort_drift(t *testing.T) {
	acctest.SkipOnConsole(t, tcpOuterServiceOnStandIn)
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	config := env.Config(acctest.PortHCL("web", 8080, `
  port_alias       = "WEB"
  is_inner_service = true
  is_outer_service = true
`))
	drift := func(edit func(*mockgateway.Port)) func() {
		return func() {
			if err := env.Console.EditPort(fixture.Component, 8080, edit); err != nil {
				t.Fatal(err)
			}
		}
	}
	restored := resource.ComposeTestCheckFunc(func(*terraform.State) error {
		p, _ := env.GW.Port(fixture.Component, 8080)
		if p.Protocol != "http" || p.PortAlias != "WEB" || !p.IsInnerService || !p.IsOuterService {
			return fmt.Errorf("mock port not restored: %+v", p)
		}
		return nil
	})
	driftStep := func(edit func(*mockgateway.Port)) resource.TestStep {
		return resource.TestStep{
			PreConfig:         drift(edit),
			Config:            config,
			ConfigPlanChecks:  acctest.ExpectUpdate(acctest.WebPortAddr),
			ConfigStateChecks: []statecheck.StateCheck{acctest.PortMatchesMock(env, acctest.WebPortAddr)},
			Check:             restored,
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             acctest.CheckNoPorts(env, fixture.Component),
		Steps: []resource.TestStep{
			{Config: config, ConfigPlanChecks: acctest.EmptyPlanAfterApply},
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
					statecheck.ExpectKnownValue(acctest.WebPortAddr, tfjsonpath.New("k8s_service_name"), knownvalue.Null()),
				},
			},
		},
	})
}

func TestAccComponentPort_disappears(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	config := env.Config(acctest.PortHCL("web", 8080, "is_inner_service = true"))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             acctest.CheckNoPorts(env, fixture.Component),
		Steps: []resource.TestStep{
			{Config: config},
			{
				PreConfig: func() {
					if err := env.Console.RemovePort(fixture.Component, 8080); err != nil {
						t.Fatal(err)
					}
				},
				Config: config,
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply:             []plancheck.PlanCheck{plancheck.ExpectResourceAction(acctest.WebPortAddr, plancheck.ResourceActionCreate)},
					PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
				},
				ConfigStateChecks: []statecheck.StateCheck{acctest.PortMatchesMock(env, acctest.WebPortAddr)},
			},
		},
	})
}

func TestAccComponentPort_componentGone(t *testing.T) {
	acctest.SkipOnConsole(t, componentDeletedInConsole)
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	config := env.Config(acctest.PortHCL("web", 8080, ""))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: config},
			{
				PreConfig: func() {
					if err := env.Console.RemoveComponent(fixture.Component); err != nil {
						t.Fatal(err)
					}
				},
				Config: config,
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply: []plancheck.PlanCheck{plancheck.ExpectResourceAction(acctest.WebPortAddr, plancheck.ResourceActionCreate)},
				},
				// Creating on a missing component fails with the server's 404.
				ExpectError: acctest.ErrorRegex("Cannot create port 8080"),
			},
			{
				// Nothing is left in state to destroy.
				Config: env.ProviderBlock(),
			},
		},
	})
}

func TestAccComponentPort_destroyClosesBothServices(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy: resource.ComposeTestCheckFunc(
			acctest.CheckNoPorts(env, fixture.Component),
			expectActions(env, "close_outer", "close_inner"),
		),
		Steps: []resource.TestStep{{
			Config: env.Config(acctest.PortHCL("web", 8080, "is_inner_service = true\nis_outer_service = true")),
			// Only the destroy's requests stay in the log.
			Check: func(*terraform.State) error { env.GW.ResetCounts(); return nil },
		}},
	})
}

func TestAccComponentPort_invalidInput(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	plan := func(extra string, port int64, want string) resource.TestStep {
		return resource.TestStep{
			Config:      env.Config(acctest.PortHCL("web", port, extra)),
			PlanOnly:    true,
			ExpectError: acctest.ErrorRegex(want),
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
				Config:        env.Config(acctest.PortHCL("web", 8080, "")),
				ResourceName:  acctest.WebPortAddr,
				ImportState:   true,
				ImportStateId: fixture.Team + "/" + fixture.Region + "/" + fixture.Component + "/8080",
				ExpectError:   acctest.ErrorRegex(`expected an ID of the form "team_id/region_name/app_id/service_id/container_port"`),
			},
			{
				Config:        env.Config(acctest.PortHCL("web", 8080, "")),
				ResourceName:  acctest.WebPortAddr,
				ImportState:   true,
				ImportStateId: fixture.Team + "/" + fixture.Region + "/one/" + fixture.Component + "/8080",
				ExpectError:   acctest.ErrorRegex("part 3 (app_id)"),
			},
		},
	})
	if n := env.GW.TotalRequests(); n != 0 {
		t.Errorf("invalid input reached the server: %d request(s)", n)
	}
}

func TestAccComponentPort_serverError(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             acctest.CheckNoPorts(env, fixture.Component),
		Steps: []resource.TestStep{
			{
				PreConfig: func() {
					env.GW.AddFault(mockgateway.Fault{Operation: mockgateway.OpAddPort, Status: http.StatusConflict, Message: "component is being upgraded"})
				},
				Config:      env.Config(acctest.PortHCL("web", 8080, "")),
				ExpectError: acctest.ErrorRegex("Cannot create port 8080 (" + fixture.Team + "/" + fixture.Region + "/1/" + fixture.Component + ")"),
			},
			{
				PreConfig: func() {
					env.GW.AddFault(mockgateway.Fault{Operation: mockgateway.OpAddPort, Status: http.StatusConflict, Message: "component is being upgraded"})
				},
				Config: env.Config(acctest.PortHCL("web", 8080, "")),
				// The client's error text: operation, status and the server's message.
				ExpectError: regexp.MustCompile(`(?s)AddPort.*409.*component is being upgraded`),
			},
			{Config: env.Config(acctest.PortHCL("web", 8080, "is_inner_service = true"))},
			{
				// An action that fails halfway: the state keeps what the
				// server has, and the next apply finishes the job.
				PreConfig: func() {
					env.GW.AddFault(mockgateway.Fault{Operation: mockgateway.OpUpdatePort, Status: http.StatusConflict, Message: "gateway busy"})
				},
				Config:      env.Config(acctest.PortHCL("web", 8080, "is_inner_service = true\nis_outer_service = true")),
				ExpectError: acctest.ErrorRegex("Cannot open the outer service of port 8080"),
			},
			{
				Config:            env.Config(acctest.PortHCL("web", 8080, "is_inner_service = true\nis_outer_service = true")),
				ConfigPlanChecks:  acctest.ExpectUpdate(acctest.WebPortAddr),
				ConfigStateChecks: []statecheck.StateCheck{acctest.PortMatchesMock(env, acctest.WebPortAddr)},
			},
		},
	})
}

func TestAccComponentPort_alreadyExists(t *testing.T) {
	f := fixture.Standard()
	f.Ports = []mockgateway.Port{{ServiceID: fixture.Component, ContainerPort: 8080, Protocol: "http"}}
	env := acctest.NewConsoleEnv(t, f)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:      env.Config(acctest.PortHCL("web", 8080, "")),
			ExpectError: acctest.ErrorRegex("terraform import <resource address> " + fixture.Team + "/" + fixture.Region + "/1/" + fixture.Component + "/8080"),
		}},
	})
	if n := len(env.GW.Ports(fixture.Component)); n != 1 {
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
			env := acctest.NewEnv(t, fixture.Standard())
			resource.ParallelTest(t, resource.TestCase{
				ProtoV6ProviderFactories: env.Factories(),
				CheckDestroy:             acctest.CheckNoPorts(env, fixture.Component),
				Steps: []resource.TestStep{{
					PreConfig: func() { c.inject(env.GW) },
					Config: env.ProviderBlock(acctest.QuickUnknown) + acctest.PortHCL("web", 8080, `
  port_alias       = "WEB"
  is_inner_service = true
  is_outer_service = true
`),
					ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
					ConfigStateChecks: []statecheck.StateCheck{acctest.PortMatchesMock(env, acctest.WebPortAddr)},
					Check: func(*terraform.State) error {
						if ports := env.GW.Ports(fixture.Component); len(ports) != 1 {
							return fmt.Errorf("ports = %+v, want exactly one", ports)
						}
						if n := env.GW.Count(mockgateway.OpAddPort); n != c.posts {
							return fmt.Errorf("AddPort requests = %d, want %d", n, c.posts)
						}
						if p, _ := env.GW.Port(fixture.Component, 8080); !p.IsOuterService {
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
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	config := func(name string) string {
		return env.Config(acctest.PortHCL("web", 8080, "is_inner_service = true") +
			acctest.PortHCL("api", 9090, fmt.Sprintf("k8s_service_name = %q\nis_inner_service = true\ndepends_on = [%s]", name, acctest.WebPortAddr)))
	}
	// web exists before api names the service (depends_on): a port created
	// after a rename keeps the platform's default name, which is just as
	// fine for a port that leaves the name unset.
	// The port that leaves the name unset is not refreshed by the apply
	// that renames it (Terraform does not touch it), so its state follows
	// at the next refresh; the empty plan after the apply is what matters.
	both := func(name string) []statecheck.StateCheck {
		return []statecheck.StateCheck{
			statecheck.ExpectKnownValue("rainbond_component_port.api", tfjsonpath.New("k8s_service_name"), knownvalue.StringExact(name)),
			acctest.PortMatchesMockExcept(env, acctest.WebPortAddr, "k8s_service_name"),
			acctest.PortMatchesMock(env, "rainbond_component_port.api"),
		}
	}
	allNamed := func(name string) resource.TestCheckFunc {
		return func(*terraform.State) error {
			for _, p := range env.GW.Ports(fixture.Component) {
				if p.K8sServiceName != name {
					return fmt.Errorf("port %d has k8s_service_name %q, want %q", p.ContainerPort, p.K8sServiceName, name)
				}
			}
			return nil
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             acctest.CheckNoPorts(env, fixture.Component),
		Steps: []resource.TestStep{
			{
				Config:            config("shared-svc"),
				ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
				ConfigStateChecks: both("shared-svc"),
				Check:             allNamed("shared-svc"),
			},
			{
				Config: config("renamed-svc"),
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply: []plancheck.PlanCheck{
						plancheck.ExpectResourceAction("rainbond_component_port.api", plancheck.ResourceActionUpdate),
						plancheck.ExpectResourceAction(acctest.WebPortAddr, plancheck.ResourceActionNoop),
					},
					PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
				},
				ConfigStateChecks: both("renamed-svc"),
				Check:             allNamed("renamed-svc"),
			},
			{
				// The other port does not track the name: nothing to refresh.
				Config: config("renamed-svc"),
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
				},
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(acctest.WebPortAddr, tfjsonpath.New("k8s_service_name"), knownvalue.Null()),
					acctest.PortMatchesMock(env, acctest.WebPortAddr),
				},
			},
		},
	})
}
