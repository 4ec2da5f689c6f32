package provider

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	fwresource "github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
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

// expectRequests checks the mock's request counts of the given operations
// since the test began or last reset them.
func expectRequests(env *accEnv, want map[string]int) resource.TestCheckFunc {
	return func(*terraform.State) error {
		got := env.GW.Counts()
		for op, n := range want {
			if got[op] != n {
				return fmt.Errorf("%s requests = %d, want %d (all: %v)", op, got[op], n, got)
			}
		}
		return nil
	}
}

const webAddr = "rainbond_component_port.web"

func attr(name string) tfjsonpath.Path { return tfjsonpath.New(name) }

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
				// A create with nothing to open is the POST alone: its answer
				// is the whole port, so nothing is read back.
				Check: resource.ComposeTestCheckFunc(expectActions(env),
					expectRequests(env, map[string]int{mockgateway.OpAddPort: 1, mockgateway.OpListPorts: 0})),
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
					Config: env.ProviderBlock(quickUnknown) + portHCL("web", 8080, `
  port_alias       = "WEB"
  is_inner_service = true
  is_outer_service = true
`),
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
			portHCL("api", 9090, fmt.Sprintf("k8s_service_name = %q\nis_inner_service = true\ndepends_on = [%s]", name, webAddr)))
	}
	// web exists before api names the service (depends_on): a port created
	// after a rename keeps the platform's default name, which is just as
	// fine for a port that leaves the name unset.
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

// ---- Unit tests: the resource's CRUD against a mock-backed client ----

// portUnit is a configured port resource on a fresh mock.
type portUnit struct {
	gw     *mockgateway.Gateway
	r      *componentPortResource
	schema schema.Schema
}

// newPortUnit serves a mock seeded with f on 127.0.0.1, through wrap when
// given (to fail a request the mock's faults cannot single out).
func newPortUnit(t *testing.T, f mockgateway.Fixture, cacheOn bool, wrap ...func(http.Handler) http.Handler) *portUnit {
	t.Helper()
	gw, err := mockgateway.New(f)
	if err != nil {
		t.Fatal(err)
	}
	var h http.Handler = gw
	for _, w := range wrap {
		h = w(h)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	c, err := client.New(client.Config{BaseURL: srv.URL, Token: mockgateway.DefaultToken, UserAgent: "unit-test"})
	if err != nil {
		t.Fatal(err)
	}
	r := &componentPortResource{}
	var cresp fwresource.ConfigureResponse
	r.Configure(context.Background(), fwresource.ConfigureRequest{ProviderData: newProviderData(c, cacheOn)}, &cresp)
	if cresp.Diagnostics.HasError() {
		t.Fatal(cresp.Diagnostics)
	}
	var sresp fwresource.SchemaResponse
	r.Schema(context.Background(), fwresource.SchemaRequest{}, &sresp)
	return &portUnit{gw: gw, r: r, schema: sresp.Schema}
}

// failNth answers the nth request of method with status and a business
// error body, and passes every other request on.
func failNth(method string, nth, status int, msg string) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		var mu sync.Mutex
		seen := 0
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			mu.Lock()
			if r.Method == method {
				seen++
			}
			hit := r.Method == method && seen == nth
			mu.Unlock()
			if hit {
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(status)
				_ = json.NewEncoder(w).Encode(map[string]any{"code": status, "msg": msg, "msg_show": msg})
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}

// model is a fully known port model of the standard component, with the
// mock's defaults.
func (u *portUnit) model(port int64, inner, outer bool) componentPortModel {
	m := componentPortModel{
		TeamID: types.StringValue(accTeam), RegionName: types.StringValue(accRegion),
		AppID: types.Int64Value(accAppID), ServiceID: types.StringValue(accComponent),
		ContainerPort: types.Int64Value(port), Protocol: types.StringValue("http"),
		PortAlias:      types.StringValue(fmt.Sprintf("GRACC0WEB%d", port)),
		K8sServiceName: types.StringValue(fmt.Sprintf("%s-%d", accComponent, port)),
		IsInnerService: types.BoolValue(inner), IsOuterService: types.BoolValue(outer),
		MappingPort: types.Int64Value(port), LBMappingPort: types.Int64Value(0),
		Timeouts: nullTimeouts(u.schema),
	}
	m.ID = types.StringValue(m.buildID())
	return m
}

// planned turns a model into a plan the way the framework would for an
// update: computed attributes without UseStateForUnknown become unknown.
func planned(m componentPortModel) componentPortModel {
	m.K8sServiceName, m.MappingPort, m.LBMappingPort = types.StringUnknown(), types.Int64Unknown(), types.Int64Unknown()
	return m
}

func (u *portUnit) raw(t *testing.T, m componentPortModel) tftypes.Value {
	t.Helper()
	s := tfsdk.State{Schema: u.schema, Raw: tftypes.NewValue(u.schema.Type().TerraformType(context.Background()), nil)}
	if d := s.Set(context.Background(), &m); d.HasError() {
		t.Fatal(d)
	}
	return s.Raw
}

func (u *portUnit) state(t *testing.T, m componentPortModel) tfsdk.State {
	return tfsdk.State{Schema: u.schema, Raw: u.raw(t, m)}
}

func (u *portUnit) plan(t *testing.T, m componentPortModel) tfsdk.Plan {
	return tfsdk.Plan{Schema: u.schema, Raw: u.raw(t, m)}
}

func (u *portUnit) read(t *testing.T, m componentPortModel) fwresource.ReadResponse {
	t.Helper()
	resp := fwresource.ReadResponse{State: u.state(t, m)}
	u.r.Read(context.Background(), fwresource.ReadRequest{State: u.state(t, m)}, &resp)
	return resp
}

func stateModel(t *testing.T, s tfsdk.State) componentPortModel {
	t.Helper()
	var m componentPortModel
	if d := s.Get(context.Background(), &m); d.HasError() {
		t.Fatal(d)
	}
	return m
}

func fixtureWithPorts(numbers ...int64) mockgateway.Fixture {
	f := accFixture()
	for _, n := range numbers {
		f.Ports = append(f.Ports, mockgateway.Port{ServiceID: accComponent, ContainerPort: n})
	}
	return f
}

func TestComponentPortReadRefreshesEveryAttribute(t *testing.T) {
	u := newPortUnit(t, fixtureWithPorts(8080), true)
	if err := u.gw.EditPort(accComponent, 8080, func(p *mockgateway.Port) {
		p.Protocol, p.PortAlias, p.K8sServiceName = "tcp", "BY_HAND", "by-hand"
		p.IsInnerService, p.IsOuterService, p.LBMappingPort = true, true, 30001
	}); err != nil {
		t.Fatal(err)
	}
	resp := u.read(t, u.model(8080, false, false))
	if resp.Diagnostics.HasError() {
		t.Fatal(resp.Diagnostics)
	}
	want := u.model(8080, true, true)
	want.Protocol, want.PortAlias, want.K8sServiceName = types.StringValue("tcp"), types.StringValue("BY_HAND"), types.StringValue("by-hand")
	want.LBMappingPort = types.Int64Value(30001)
	if got := stateModel(t, resp.State); !reflect.DeepEqual(got, want) {
		t.Fatalf("state after read:\n got %+v\nwant %+v", got, want)
	}
}

func TestComponentPortReadSharesOneListPerComponent(t *testing.T) {
	for _, cacheOn := range []bool{true, false} {
		t.Run(fmt.Sprintf("cache=%t", cacheOn), func(t *testing.T) {
			u := newPortUnit(t, fixtureWithPorts(80, 81, 82), cacheOn)
			for _, n := range []int64{80, 81, 82} {
				if resp := u.read(t, u.model(n, false, false)); resp.Diagnostics.HasError() || resp.State.Raw.IsNull() {
					t.Fatalf("port %d: %v", n, resp.Diagnostics)
				}
			}
			want := 1
			if !cacheOn {
				want = 3
			}
			if n := u.gw.Count(mockgateway.OpListPorts); n != want {
				t.Fatalf("list requests = %d, want %d", n, want)
			}
		})
	}
}

func TestComponentPortReadRemovesWhatIsGone(t *testing.T) {
	u := newPortUnit(t, fixtureWithPorts(8080), true)
	if resp := u.read(t, u.model(9090, false, false)); !resp.State.Raw.IsNull() || resp.Diagnostics.HasError() {
		t.Fatalf("missing port: state %v, diags %v", resp.State.Raw, resp.Diagnostics)
	}
	// A component (or app) that is gone answers the list with 404: the
	// port is gone with it.
	u2 := newPortUnit(t, fixtureWithPorts(8080), true)
	if err := u2.gw.RemoveComponent(accComponent); err != nil {
		t.Fatal(err)
	}
	if resp := u2.read(t, u2.model(8080, false, false)); !resp.State.Raw.IsNull() || resp.Diagnostics.HasError() {
		t.Fatalf("component gone (404): state %v, diags %v", resp.State.Raw, resp.Diagnostics)
	}
}

func TestComponentPortReadReportsOtherErrors(t *testing.T) {
	u := newPortUnit(t, fixtureWithPorts(8080), true)
	u.gw.AddFault(mockgateway.Fault{Operation: mockgateway.OpListPorts, Status: http.StatusForbidden, Shape: mockgateway.ShapeBusiness, Message: "no permission on this team"})
	resp := u.read(t, u.model(8080, false, false))
	if !resp.Diagnostics.HasError() || resp.State.Raw.IsNull() {
		t.Fatalf("want an error and the state kept, got state %v, diags %v", resp.State.Raw, resp.Diagnostics)
	}
	d := resp.Diagnostics.Errors()[0]
	if !strings.Contains(d.Summary(), "Cannot read port 8080") || !strings.Contains(d.Detail(), "403") || !strings.Contains(d.Detail(), "no permission on this team") {
		t.Fatalf("diagnostic = %q: %q", d.Summary(), d.Detail())
	}
}

// An update whose second action fails saves what the server has, not the
// plan: the alias change that went through is kept, the outer service is
// not claimed open.
func TestComponentPortUpdateFailingHalfwaySavesServerState(t *testing.T) {
	f := accFixture()
	f.Ports = []mockgateway.Port{{ServiceID: accComponent, ContainerPort: 8080, IsInnerService: true}}
	u := newPortUnit(t, f, true, failNth(http.MethodPut, 2, http.StatusConflict, "gateway busy"))
	prior := u.model(8080, true, false)
	want := u.model(8080, true, true)
	want.PortAlias = types.StringValue("WEB")

	resp := fwresource.UpdateResponse{State: u.state(t, planned(want))} // the framework starts from the plan
	u.r.Update(context.Background(), fwresource.UpdateRequest{Plan: u.plan(t, planned(want)), State: u.state(t, prior)}, &resp)
	if !resp.Diagnostics.HasError() {
		t.Fatal("want an error")
	}
	d := resp.Diagnostics.Errors()[0]
	if !strings.Contains(d.Summary(), "Cannot open the outer service of port 8080 ("+accTeam+"/"+accRegion+"/1/"+accComponent+")") ||
		!strings.Contains(d.Detail(), "409") || !strings.Contains(d.Detail(), "gateway busy") {
		t.Fatalf("diagnostic = %q: %q", d.Summary(), d.Detail())
	}
	got := stateModel(t, resp.State)
	server := u.model(8080, true, false)
	server.PortAlias = types.StringValue("WEB")
	if !reflect.DeepEqual(got, server) {
		t.Fatalf("state after a failed update:\n got %+v\nwant %+v (the server's)", got, server)
	}
}

// A create whose follow-up action fails keeps the created port in state (as
// the server has it), so it is neither orphaned nor over-claimed.
func TestComponentPortCreateFailingHalfwaySavesServerState(t *testing.T) {
	u := newPortUnit(t, accFixture(), true, failNth(http.MethodPut, 1, http.StatusConflict, "gateway busy"))
	want := u.model(8080, true, true)
	want.ID, want.PortAlias = types.StringUnknown(), types.StringUnknown()
	pl := planned(want)

	resp := fwresource.CreateResponse{State: tfsdk.State{Schema: u.schema, Raw: tftypes.NewValue(u.schema.Type().TerraformType(context.Background()), nil)}}
	u.r.Create(context.Background(), fwresource.CreateRequest{Plan: u.plan(t, pl)}, &resp)
	if !resp.Diagnostics.HasError() || resp.State.Raw.IsNull() {
		t.Fatalf("want an error and a state, got state %v, diags %v", resp.State.Raw, resp.Diagnostics)
	}
	if got, server := stateModel(t, resp.State), u.model(8080, true, false); !reflect.DeepEqual(got, server) {
		t.Fatalf("state after a failed create:\n got %+v\nwant %+v (the server's)", got, server)
	}
}

func TestComponentPortDeleteClosesThenDeletes(t *testing.T) {
	f := accFixture()
	f.Ports = []mockgateway.Port{{ServiceID: accComponent, ContainerPort: 8080, IsInnerService: true, IsOuterService: true}}
	u := newPortUnit(t, f, true)
	// The state is stale (both closed): delete works from the server's flags.
	var resp fwresource.DeleteResponse
	resp.State = u.state(t, u.model(8080, false, false))
	u.r.Delete(context.Background(), fwresource.DeleteRequest{State: u.state(t, u.model(8080, false, false))}, &resp)
	if resp.Diagnostics.HasError() {
		t.Fatal(resp.Diagnostics)
	}
	if ports := u.gw.Ports(accComponent); len(ports) != 0 {
		t.Fatalf("ports left: %+v", ports)
	}
	// Deleting again (already gone) is not an error.
	u.r.Delete(context.Background(), fwresource.DeleteRequest{State: u.state(t, u.model(8080, false, false))}, &resp)
	if resp.Diagnostics.HasError() {
		t.Fatal(resp.Diagnostics)
	}
}

func TestComponentPortDeleteBlockedByCustomDomain(t *testing.T) {
	f := accFixture()
	f.Ports = []mockgateway.Port{{ServiceID: accComponent, ContainerPort: 8080, IsInnerService: true, IsOuterService: true}}
	f.Rules = []mockgateway.Rule{{HTTPRuleID: "c0ffee00c0ffee00c0ffee00c0ffee00", ServiceID: accComponent, ContainerPort: 8080, DomainName: "shop.example.com", Type: 1}}
	u := newPortUnit(t, f, true)
	resp := fwresource.DeleteResponse{State: u.state(t, u.model(8080, true, true))}
	u.r.Delete(context.Background(), fwresource.DeleteRequest{State: u.state(t, u.model(8080, true, true))}, &resp)
	if !resp.Diagnostics.HasError() {
		t.Fatal("the delete of a port with a custom domain went ahead")
	}
	detail := resp.Diagnostics.Errors()[0].Detail()
	for _, want := range []string{"412", "c0ffee00c0ffee00c0ffee00c0ffee00", `"shop.example.com"`, "nothing was changed"} {
		if !strings.Contains(detail, want) {
			t.Errorf("the error lacks %q: %s", want, detail)
		}
	}
	// Refused before any write: the port keeps both services.
	if p, ok := u.gw.Port(accComponent, 8080); !ok || !p.IsInnerService || !p.IsOuterService {
		t.Fatalf("port after a refused delete: %+v %v", p, ok)
	}
	if n := u.gw.Count(mockgateway.OpUpdatePort) + u.gw.Count(mockgateway.OpDeletePort); n != 0 {
		t.Fatalf("%d writes before the refusal", n)
	}
}

func TestComponentPortPlanWarnsThatTheServiceNameIsShared(t *testing.T) {
	u := newPortUnit(t, accFixture(), true)
	named := u.model(8080, false, false)
	named.K8sServiceName = types.StringValue("shared-svc")
	nullState := tfsdk.State{Schema: u.schema, Raw: tftypes.NewValue(u.schema.Type().TerraformType(context.Background()), nil)}
	cases := []struct {
		name  string
		plan  componentPortModel
		state tfsdk.State
		warn  bool
	}{
		{"create with a name", named, nullState, true},
		{"rename", named, u.state(t, u.model(8080, false, false)), true},
		{"unchanged name", named, u.state(t, named), false},
		{"name left to the server", planned(u.model(8080, true, false)), u.state(t, u.model(8080, false, false)), false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// Each case is a walk of its own: the port is claimed once.
			u.r.data.ports = newPortClaims(u.r.data.ids)
			pl := u.plan(t, c.plan)
			resp := fwresource.ModifyPlanResponse{Plan: pl}
			cfg := tfsdk.Config{Schema: u.schema, Raw: pl.Raw}
			u.r.ModifyPlan(context.Background(), fwresource.ModifyPlanRequest{Plan: pl, State: c.state, Config: cfg}, &resp)
			if resp.Diagnostics.HasError() {
				t.Fatal(resp.Diagnostics)
			}
			warned := len(resp.Diagnostics.Warnings()) == 1 && strings.Contains(resp.Diagnostics.Warnings()[0].Detail(), "every port of component "+accComponent)
			if warned != c.warn {
				t.Fatalf("warned = %v, want %v: %v", warned, c.warn, resp.Diagnostics)
			}
		})
	}
}
