package componentports_test

import (
	"regexp"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

const (
	plain = `      protocol = "http"`
	open  = `      port_alias       = "API"
      is_inner_service = true
      is_outer_service = true`
)

// Create, then change each attribute of one port, then remove one port:
// the other port is never written.
func TestAccComponentPorts_lifecycle(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             acctest.CheckNoPorts(env, fixture.Component),
		Steps: []resource.TestStep{
			{
				Config:           env.Config(setHCL("web", map[string]string{"8080": plain, "8081": open}, "")),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				Check: resource.ComposeTestCheckFunc(
					mockHas(env, []int64{8080, 8081}, map[string]string{"8080.protocol": "http", "8081.port_alias": "API",
						"8081.is_inner_service": "true", "8081.is_outer_service": "true"}),
					stateKeys(setAddr, "8080", "8081"),
					resource.TestCheckResourceAttr(setAddr, "ports.8080.port_alias", "GRACC0WEB8080"),
					resource.TestCheckResourceAttr(setAddr, "ports.8081.mapping_port", "8081"),
					resource.TestCheckResourceAttrSet(setAddr, "k8s_service_name"),
				),
			},
			{
				PreConfig:        env.GW.ResetCounts,
				Config:           env.Config(setHCL("web", map[string]string{"8080": `      protocol = "tcp"`, "8081": open}, "")),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				Check: resource.ComposeTestCheckFunc(mockHas(env, []int64{8080, 8081}, map[string]string{"8080.protocol": "tcp", "8081.is_outer_service": "true"}),
					onlyPortWritten(env, 8080)),
			},
			{
				PreConfig:        env.GW.ResetCounts,
				Config:           env.Config(setHCL("web", map[string]string{"8080": "      protocol = \"tcp\"\n      port_alias = \"WEB\"", "8081": open}, "")),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				Check: resource.ComposeTestCheckFunc(mockHas(env, []int64{8080, 8081}, map[string]string{"8080.port_alias": "WEB", "8081.port_alias": "API"}),
					onlyPortWritten(env, 8080)),
			},
			{
				PreConfig:        env.GW.ResetCounts,
				Config:           env.Config(setHCL("web", map[string]string{"8080": "      protocol = \"tcp\"\n      port_alias = \"WEB\"\n      is_inner_service = true", "8081": open}, "")),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				Check: resource.ComposeTestCheckFunc(mockHas(env, []int64{8080, 8081}, map[string]string{"8080.is_inner_service": "true"}),
					onlyPortWritten(env, 8080)),
			},
			{
				PreConfig:        env.GW.ResetCounts,
				Config:           env.Config(setHCL("web", map[string]string{"8080": "      protocol = \"tcp\"\n      port_alias = \"WEB\"\n      is_inner_service = true\n      is_outer_service = true", "8081": open}, "")),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				Check: resource.ComposeTestCheckFunc(mockHas(env, []int64{8080, 8081}, map[string]string{"8080.is_outer_service": "true"}),
					onlyPortWritten(env, 8080)),
			},
			{
				// The component's internal domain name, through one port.
				PreConfig:        env.GW.ResetCounts,
				Config:           env.Config(setHCL("web", map[string]string{"8080": "      protocol = \"tcp\"\n      port_alias = \"WEB\"\n      is_inner_service = true\n      is_outer_service = true", "8081": open}, `  k8s_service_name = "web-svc"`)),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				Check: resource.ComposeTestCheckFunc(mockHas(env, []int64{8080, 8081}, map[string]string{"8080.k8s_service_name": "web-svc", "8081.k8s_service_name": "web-svc"}),
					resource.TestCheckResourceAttr(setAddr, "k8s_service_name", "web-svc")),
			},
			{
				// Removing one port: closed outer, then inner, then deleted.
				PreConfig:        env.GW.ResetCounts,
				Config:           env.Config(setHCL("web", map[string]string{"8081": open}, `  k8s_service_name = "web-svc"`)),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				Check: resource.ComposeTestCheckFunc(mockHas(env, []int64{8081}, map[string]string{"8081.is_outer_service": "true"}),
					stateKeys(setAddr, "8081"), onlyPortWritten(env, 8080)),
			},
		},
	})
}

// Drift on one port is planned and fixed; a port deleted in the console is
// created again; a port added in the console is no drift.
func TestAccComponentPorts_drift(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	cfg := env.Config(setHCL("web", map[string]string{"8080": plain, "8081": open}, ""))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             acctest.CheckNoPorts(env, fixture.Component),
		Steps: []resource.TestStep{
			{Config: cfg},
			{
				PreConfig: func() {
					if err := env.Console.EditPort(fixture.Component, 8080, func(p *mockgateway.Port) { p.Protocol = "tcp" }); err != nil {
						t.Fatal(err)
					}
				},
				Config: cfg,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(setAddr, plancheck.ResourceActionUpdate),
				}},
				Check: mockHas(env, []int64{8080, 8081}, map[string]string{"8080.protocol": "http"}),
			},
			{
				PreConfig: func() {
					if err := env.Console.RemovePort(fixture.Component, 8081); err != nil {
						t.Fatal(err)
					}
				},
				Config: cfg,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(setAddr, plancheck.ResourceActionUpdate),
				}},
				Check: mockHas(env, []int64{8080, 8081}, map[string]string{"8081.port_alias": "API", "8081.is_outer_service": "true"}),
			},
			{
				PreConfig: func() {
					if _, err := env.Console.PutPort(mockgateway.Port{ServiceID: fixture.Component, ContainerPort: 9090, Protocol: "tcp", PortAlias: "CONSOLE"}); err != nil {
						t.Fatal(err)
					}
				},
				Config:             cfg,
				PlanOnly:           true,
				ExpectNonEmptyPlan: false,
			},
			{
				// The console's port stays when the resource is destroyed.
				Config: env.Config(" "),
				Check:  mockHas(env, []int64{9090}, nil),
			},
		},
	})
}

// One port the platform refuses: the state holds the others, and the
// error names the one.
func TestAccComponentPorts_partialFailure(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.Config(setHCL("web", map[string]string{"8080": plain}, ""))},
			{
				// 8081 was added in the console meanwhile: the platform
				// refuses to create it again (409), and the adoption rule
				// refuses to take it over.
				PreConfig: func() {
					if _, err := env.Console.PutPort(mockgateway.Port{ServiceID: fixture.Component, ContainerPort: 8081, Protocol: "tcp", PortAlias: "CONSOLE"}); err != nil {
						t.Fatal(err)
					}
				},
				Config:      env.Config(setHCL("web", map[string]string{"8080": plain, "8081": plain, "8082": plain, "8083": plain}, "")),
				ExpectError: regexp.MustCompile(`(?s)Cannot create port 8081 .*existed[\s│]+before[\s│]+this[\s│]+apply`),
			},
			{
				Config:   env.Config(setHCL("web", map[string]string{"8080": plain, "8081": plain, "8082": plain, "8083": plain}, "")),
				PlanOnly: true, ExpectNonEmptyPlan: true,
				Check: resource.ComposeTestCheckFunc(),
			},
			{
				// The state holds exactly what the platform has of the
				// resource's ports: 8080, 8082, 8083, not the console's 8081.
				Config:           env.Config(setHCL("web", map[string]string{"8080": plain, "8082": plain, "8083": plain}, "")),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
				Check: resource.ComposeTestCheckFunc(stateKeys(setAddr, "8080", "8082", "8083"),
					mockHas(env, []int64{8080, 8081, 8082, 8083}, map[string]string{"8081.port_alias": "CONSOLE"})),
			},
		},
	})
}

// One port in a rainbond_component_port and a rainbond_component_ports,
// or in two rainbond_component_ports, fails the plan.
func TestAccComponentPorts_conflict(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config:   env.Config(setHCL("web", map[string]string{"8080": plain}, "") + acctest.PortHCL("single", 8080, "")),
				PlanOnly: true,
				// Whichever Terraform plans second names the other's form.
				ExpectError: regexp.MustCompile(`(?s)Port 8080 is managed by two resources.*a[\s│]+rainbond_component_port[\s│]+resource|Port 8080 is declared twice.*a[\s│]+rainbond_component_ports[\s│]+resource`),
			},
			{
				Config:      env.Config(setHCL("web", map[string]string{"8080": plain}, "") + setHCL("other", map[string]string{"8080": plain, "8081": plain}, "")),
				PlanOnly:    true,
				ExpectError: regexp.MustCompile(`(?s)Port 8080 is managed by two resources.*a[\s│]+rainbond_component_ports[\s│]+resource`),
			},
		},
	})
	if n := len(writes(env)); n > 0 {
		t.Errorf("the plans wrote: %v", writes(env))
	}
}

// Import by the component's path takes its ports.
func TestAccComponentPorts_import(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.Config(setHCL("web", map[string]string{"8080": plain, "8081": open}, ""))},
			{
				ResourceName:            setAddr,
				ImportState:             true,
				ImportStateVerify:       true,
				ImportStateVerifyIgnore: []string{"timeouts"},
			},
		},
	})
}

// onlyPortWritten checks that every port write since the counts were
// reset went to port n.
func onlyPortWritten(env *acctest.Env, n int64) resource.TestCheckFunc {
	return func(*terraformState) error {
		suffix := regexp.MustCompile(`/ports/(\d+)$`)
		for _, r := range env.GW.Requests() {
			if r.Method == "GET" {
				continue
			}
			m := suffix.FindStringSubmatch(r.Path)
			if m == nil || m[1] != itoa(n) {
				return errorf("a write went elsewhere than port %d: %s %s", n, r.Method, r.Path)
			}
		}
		return nil
	}
}

// A partial failure of an update: the platform refuses one port's action;
// the state holds what the platform has, the error names the port.
func TestAccComponentPorts_partialUpdate(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	inner := "      is_inner_service = true"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             acctest.CheckNoPorts(env, fixture.Component),
		Steps: []resource.TestStep{
			{Config: env.Config(setHCL("web", map[string]string{"8080": plain, "8081": plain, "8082": plain}, ""))},
			{
				PreConfig: func() {
					env.GW.AddFault(mockgateway.Fault{Operation: mockgateway.OpUpdatePort, Path: "/openapi/v1/teams/*/regions/*/apps/*/services/*/ports/8081",
						Status: 400, Message: "the test refuses port 8081", Times: -1})
				},
				Config:      env.Config(setHCL("web", map[string]string{"8080": inner, "8081": inner, "8082": inner}, "")),
				ExpectError: regexp.MustCompile(`(?s)Cannot open the inner service of port 8081 .*the test refuses port 8081`),
			},
			{
				PreConfig:        env.GW.ResetFaults,
				Config:           env.Config(setHCL("web", map[string]string{"8080": inner, "8081": plain, "8082": inner}, "")),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
				Check: resource.ComposeTestCheckFunc(stateKeys(setAddr, "8080", "8081", "8082"),
					resource.TestCheckResourceAttr(setAddr, "ports.8081.is_inner_service", "false"),
					resource.TestCheckResourceAttr(setAddr, "ports.8080.is_inner_service", "true"),
					mockHas(env, []int64{8080, 8081, 8082}, map[string]string{"8080.is_inner_service": "true", "8081.is_inner_service": "false", "8082.is_inner_service": "true"})),
			},
		},
	})
}

// A failure while the resource is first created: the ports made are in
// state (Terraform taints it), the refused one is not.
func TestAccComponentPorts_partialCreate(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				PreConfig: func() {
					if _, err := env.Console.PutPort(mockgateway.Port{ServiceID: fixture.Component, ContainerPort: 8081, Protocol: "tcp", PortAlias: "CONSOLE"}); err != nil {
						t.Fatal(err)
					}
				},
				Config:      env.Config(setHCL("web", map[string]string{"8080": plain, "8081": plain, "8082": plain}, "")),
				ExpectError: regexp.MustCompile(`(?s)Cannot create port 8081 .*existed[\s│]+before[\s│]+this[\s│]+apply`),
			},
			{
				// The state after the failed create holds 8080 and 8082.
				// Terraform tainted it: the plan would replace it.
				RefreshState:       true,
				ExpectNonEmptyPlan: true,
				Check: resource.ComposeTestCheckFunc(stateKeys(setAddr, "8080", "8082"),
					mockHas(env, []int64{8080, 8081, 8082}, map[string]string{"8081.port_alias": "CONSOLE"})),
			},
			{
				Config: env.Config(" "),
				Check:  mockHas(env, []int64{8081}, nil),
			},
		},
	})
}
