package tcprule_test

import (
	"fmt"
	"net/http"
	"strconv"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

const addr = "rainbond_tcp_rule.r"

// standInCannotOpenTCPPorts is why a test that creates a TCP rule runs on
// the mock only: the console opens the port's outer service first and
// stores the gateway port the region allocated (port_service.py
// __only_open_outer reads body["bean"]["port"]), which the kit's region
// stand-in does not answer, so the console fails every create there.
const standInCannotOpenTCPPorts = "the region stand-in allocates no gateway port when the console opens a TCP port's outer service, so every TCP rule create fails there"

// withRedis is Standard with a TCP port 6379 on the second component.
func withRedis() mockgateway.Fixture {
	f := fixture.Standard()
	f.Ports = []mockgateway.Port{{ServiceID: fixture.ComponentB, ContainerPort: 6379, Protocol: "tcp", PortAlias: "REDIS", IsInnerService: true}}
	return f
}

// consoleRuleID is the custom rule of withConsoleRule.
const consoleRuleID = "7c0d5e1f2a3b4c5d6e7f8091a2b3c4d5"

// withConsoleRule is withRedis with the port open and a custom rule on
// 0.0.0.0:30001 made in the console, for tests that import a rule rather
// than create one.
func withConsoleRule() mockgateway.Fixture {
	f := withRedis()
	f.Ports[0].IsOuterService = true
	f.TCPRules = []mockgateway.TCPRule{{TCPRuleID: consoleRuleID, ServiceID: fixture.ComponentB, ContainerPort: 6379, EndPoint: "0.0.0.0:30001", Protocol: "tcp", Type: 1, IsOuterService: true}}
	return f
}

// importID is the import ID of a rule of the fixture's app.
func importID(ruleID string) string {
	return fmt.Sprintf("%s/%s/%d/%s", fixture.Team, fixture.Region, fixture.AppID, ruleID)
}

func ruleHCL(port int64, endPoint string) string {
	return fmt.Sprintf(`
resource "rainbond_tcp_rule" "r" {
  team_id        = %q
  region_name    = %q
  app_id         = %d
  service_id     = %q
  container_port = %d
  end_point      = %q
}
`, fixture.Team, fixture.Region, fixture.AppID, fixture.ComponentB, port, endPoint)
}

// custom is the mock's custom TCP rules (type 1).
func custom(gw *mockgateway.Gateway) []mockgateway.TCPRule {
	var out []mockgateway.TCPRule
	for _, r := range gw.TCPRules() {
		if r.Type == 1 {
			out = append(out, r)
		}
	}
	return out
}

func matchesMock(env *acctest.Env) statecheck.StateCheck {
	return env.StateMatchesMock(addr, func(attrs map[string]any) (map[string]any, error) {
		for _, r := range env.GW.TCPRules() {
			if r.TCPRuleID == attrs["tcp_rule_id"] {
				return map[string]any{"container_port": strconv.FormatInt(r.ContainerPort, 10), "end_point": r.EndPoint, "protocol": r.Protocol,
					"id": fmt.Sprintf("%s/%s/%d/%s", fixture.Team, fixture.Region, fixture.AppID, r.TCPRuleID)}, nil
			}
		}
		return nil, nil
	})
}

// Create opens the port and makes the rule; an import reads it back; a
// new end point replaces it with a warning, leaving the old rule; destroy
// forgets the rule, which stays.
func TestAccTCPRule_lifecycle(t *testing.T) {
	acctest.SkipOnConsole(t, standInCannotOpenTCPPorts)
	env := acctest.NewConsoleEnv(t, withRedis())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy: func(*terraform.State) error {
			if n := len(custom(env.GW)); n != 2 {
				return fmt.Errorf("%d custom rules after destroy, want both left on the platform", n)
			}
			return nil
		},
		Steps: []resource.TestStep{
			{
				Config:           env.Config(ruleHCL(6379, "0.0.0.0:30001")),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{
					matchesMock(env),
					statecheck.ExpectKnownValue(addr, tfjsonpath.New("access_address"), knownvalue.StringExact("10.0.0.1:30001")),
				},
				Check: func(*terraform.State) error {
					if p, _ := env.GW.Port(fixture.ComponentB, 6379); !p.IsOuterService {
						return fmt.Errorf("port not opened")
					}
					if n := len(custom(env.GW)); n != 1 {
						return fmt.Errorf("%d custom rules, want 1", n)
					}
					return nil
				},
			},
			{ResourceName: addr, ImportState: true, ImportStateVerify: true, ImportStateVerifyIgnore: []string{"timeouts", "end_point", "service_id"}},
			{
				Config: env.Config(ruleHCL(6379, "0.0.0.0:30002")),
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply:             []plancheck.PlanCheck{plancheck.ExpectResourceAction(addr, plancheck.ResourceActionDestroyBeforeCreate)},
					PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
				},
				ConfigStateChecks: []statecheck.StateCheck{matchesMock(env)},
			},
		},
	})
}

// Replacing a rule on the same end point is refused at plan time: the old
// rule (made in the console, imported) keeps it.
func TestAccTCPRule_sameEndPointReplaceRefused(t *testing.T) {
	f := withConsoleRule()
	f.Ports = append(f.Ports, mockgateway.Port{ServiceID: fixture.ComponentB, ContainerPort: 6380, Protocol: "tcp", PortAlias: "REDIS2", IsInnerService: true})
	env := acctest.NewConsoleEnv(t, f)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.Config(ruleHCL(6379, "0.0.0.0:30001")), ResourceName: addr, ImportState: true, ImportStateId: importID(consoleRuleID), ImportStatePersist: true},
			{Config: env.Config(ruleHCL(6380, "0.0.0.0:30001")), ExpectError: acctest.ErrorRegex("cannot be replaced on the same end point")},
		},
	})
}

// Bad input is refused before any request: an end point that is not
// ip:port at plan time, a port the component lacks at apply time with no
// create (the platform would answer only after its checks, or after
// opening the port).
func TestAccTCPRule_refusedBeforeAnyWrite(t *testing.T) {
	acctest.SkipOnConsole(t, standInCannotOpenTCPPorts)
	env := acctest.NewConsoleEnv(t, withRedis())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.Config(ruleHCL(6379, "30001")), PlanOnly: true, ExpectError: acctest.ErrorRegex("Invalid end point")},
			{Config: env.Config(ruleHCL(6379, "example.com:30001")), PlanOnly: true, ExpectError: acctest.ErrorRegex("Invalid end point")},
			{Config: env.Config(ruleHCL(6379, "0.0.0.0:70000")), PlanOnly: true, ExpectError: acctest.ErrorRegex("Invalid end point")},
			{
				PreConfig: func() {
					if n := len(env.GW.Requests()); n != 0 {
						t.Errorf("%d requests for configurations refused at plan time", n)
					}
				},
				Config:      env.Config(ruleHCL(7000, "0.0.0.0:30001")),
				ExpectError: acctest.ErrorRegex("has no port 7000"),
			},
			{
				PreConfig: func() {
					if n := env.GW.Count(mockgateway.OpCreateGatewayRule); n != 0 {
						t.Errorf("%d creates for a port the component lacks", n)
					}
				},
				Config: env.Config(ruleHCL(6379, "0.0.0.0:30001")),
			},
		},
	})
}

// A rule of the end point already there (made in the console) is
// refused with the import command and no create.
func TestAccTCPRule_takenEndPointRefused(t *testing.T) {
	f := withRedis()
	f.Ports[0].IsOuterService = true
	f.TCPRules = []mockgateway.TCPRule{{ServiceID: fixture.ComponentB, ContainerPort: 6379, EndPoint: "0.0.0.0:30009", Protocol: "tcp", Type: 1, IsOuterService: true}}
	env := acctest.NewConsoleEnv(t, f)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:      env.Config(ruleHCL(6379, "0.0.0.0:30009")),
			ExpectError: acctest.ErrorSeq("already has a TCP rule", "terraform import"),
		}},
		CheckDestroy: func(*terraform.State) error {
			if n := env.GW.Count(mockgateway.OpCreateGatewayRule); n != 0 {
				return fmt.Errorf("%d creates for a taken end point", n)
			}
			return nil
		},
	})
}

// After a create whose answer was lost, the rule it made is kept.
func TestAccTCPRule_lostAnswerAdopted(t *testing.T) {
	env := acctest.NewEnv(t, withRedis())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				PreConfig: func() {
					env.GW.FailNextAfterCommit(mockgateway.OpCreateGatewayRule, 1, http.StatusBadGateway)
				},
				Config:            env.Config(ruleHCL(6379, "0.0.0.0:30010")),
				ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{matchesMock(env)},
			},
		},
	})
}

// A rule deleted in the console is planned again.
func TestAccTCPRule_disappears(t *testing.T) {
	acctest.SkipOnConsole(t, standInCannotOpenTCPPorts)
	env := acctest.NewConsoleEnv(t, withRedis())
	config := env.Config(ruleHCL(6379, "0.0.0.0:30001"))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: config},
			{
				PreConfig: func() {
					if err := env.Console.RemoveTCPRule(custom(env.GW)[0].TCPRuleID); err != nil {
						t.Fatal(err)
					}
				},
				Config: config,
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply:             []plancheck.PlanCheck{plancheck.ExpectResourceAction(addr, plancheck.ResourceActionCreate)},
					PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
				},
				ConfigStateChecks: []statecheck.StateCheck{matchesMock(env)},
			},
		},
	})
}

// A proxy's 404 of the rule list is a read error that keeps the state.
func TestAccTCPRule_foreign404KeepsState(t *testing.T) {
	env := acctest.NewEnv(t, withRedis())
	config := env.Config(ruleHCL(6379, "0.0.0.0:30001"))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: config},
			{
				PreConfig: func() {
					env.GW.AddFault(mockgateway.Fault{Operation: mockgateway.OpListGatewayRules, Times: -1, Status: http.StatusNotFound, Shape: mockgateway.ShapeProxy})
				},
				Config:      config,
				ExpectError: acctest.ErrorRegex("Cannot read the TCP rules"),
			},
			{
				PreConfig: env.GW.ResetFaults,
				Config:    config,
				PlanOnly:  true,
			},
		},
	})
}

// terraform query lists the app's TCP rules.
func TestAccTCPRuleList(t *testing.T) {
	f := withConsoleRule()
	f.TCPRules = append(f.TCPRules, mockgateway.TCPRule{ServiceID: fixture.ComponentB, ContainerPort: 6379, EndPoint: "0.0.0.0:20001", Protocol: "tcp", IsOuterService: true})
	env := acctest.NewConsoleEnv(t, f)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureListResources)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.ProviderBlock()},
			{
				Query: true,
				Config: fmt.Sprintf(`list "rainbond_tcp_rule" "all" {
  provider = rainbond
  config {
    team_id     = %q
    region_name = %q
    app_id      = %d
  }
}
`, fixture.Team, fixture.Region, fixture.AppID),
				QueryResultChecks: []querycheck.QueryResultCheck{querycheck.ExpectLength("rainbond_tcp_rule.all", 2)},
			},
		},
	})
}
