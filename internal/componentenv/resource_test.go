package componentenv_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

const address = "rainbond_component_env.web"

// envHCL sets variables (HCL map body lines) on the fixture's first
// component.
func envHCL(vars string, extra ...string) string {
	more := ""
	for _, e := range extra {
		more += "  " + e + "\n"
	}
	return fmt.Sprintf(`
resource "rainbond_component_env" "web" {
  team_id     = %q
  region_name = %q
  app_id      = %d
  service_id  = %q
  variables = {
%s
  }
%s}
`, fixture.Team, fixture.Region, fixture.AppID, fixture.ServiceID, vars, more)
}

// envsOf are the component's variables in the mock, by name.
func envsOf(gw *mockgateway.Gateway) map[string]mockgateway.ComponentEnv {
	out := map[string]mockgateway.ComponentEnv{}
	for _, e := range gw.Envs(fixture.ServiceID) {
		out[e.Name] = e
	}
	return out
}

func mockValues(gw *mockgateway.Gateway, want map[string]string) resource.TestCheckFunc {
	return func(*terraform.State) error {
		have := envsOf(gw)
		for k, v := range want {
			if have[k].Value != v {
				return fmt.Errorf("variable %s is %q on the platform, want %q", k, have[k].Value, v)
			}
		}
		return nil
	}
}

// withEnvs is the standard fixture whose first component has the
// variables, set in the console before the test (in the fixture, so that
// a parallel test holds no console while it waits for its turn).
func withEnvs(envs ...mockgateway.ComponentEnv) mockgateway.Fixture {
	f := fixture.Standard()
	f.Envs = map[string][]mockgateway.ComponentEnv{fixture.ServiceID: envs}
	return f
}

func upgrades(gw *mockgateway.Gateway) int {
	n := 0
	for _, r := range gw.RequestsOf(mockgateway.OpOperateApp) {
		if regexp.MustCompile(`"action":"upgrade"`).MatchString(r.Body) {
			n++
		}
	}
	return n
}

// Variables are set and the running component upgraded (waited for); a
// variable the resource does not hold (set in the console, made by a
// port) is never in the plan; one it holds, changed in the console,
// drifts; a name removed is warned about and kept by the platform.
func TestAccComponentEnv_lifecycle(t *testing.T) {
	env := acctest.NewConsolePacedEnv(t, withEnvs(
		mockgateway.ComponentEnv{Name: "CONSOLE_VAR", Value: "c", Scope: "inner"},
		mockgateway.ComponentEnv{Name: "WEB_PORT", Value: "80", Scope: "outer"}))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy: func(*terraform.State) error {
			if have := envsOf(env.GW); have["DB_HOST"].Value != "db" || have["MODE"].Value != "prod" {
				return fmt.Errorf("destroy changed the variables, which the API cannot delete: %+v", have)
			}
			return nil
		},
		Steps: []resource.TestStep{
			{
				Config:           env.Config(envHCL(`    DB_HOST = "db"`+"\n"+`    MODE = "prod"`, `notes = { MODE = "run mode" }`)),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				Check: resource.ComposeTestCheckFunc(
					mockValues(env.GW, map[string]string{"DB_HOST": "db", "MODE": "prod", "CONSOLE_VAR": "c"}),
					func(*terraform.State) error {
						if note := envsOf(env.GW)["MODE"].Note; note != "run mode" {
							return fmt.Errorf("note %q", note)
						}
						if n := upgrades(env.GW); n != 1 {
							return fmt.Errorf("%d upgrades, want 1", n)
						}
						if n := env.GW.OpenEvents(); n != 0 {
							return fmt.Errorf("the apply ended with %d operations running", n)
						}
						return nil
					},
				),
			},
			{
				// A held variable changed in the console drifts; the
				// console's own variables never show.
				PreConfig: func() {
					if err := env.Console.PutEnv(fixture.ServiceID, mockgateway.ComponentEnv{Name: "MODE", Value: "debug", Note: "run mode", Scope: "inner"}); err != nil {
						t.Fatal(err)
					}
					if err := env.Console.PutEnv(fixture.ServiceID, mockgateway.ComponentEnv{Name: "CONSOLE_VAR", Value: "changed", Scope: "inner"}); err != nil {
						t.Fatal(err)
					}
				},
				Config:             env.Config(envHCL(`    DB_HOST = "db"`+"\n"+`    MODE = "prod"`, `notes = { MODE = "run mode" }`)),
				PlanOnly:           true,
				ExpectNonEmptyPlan: true,
			},
			{
				Config:           env.Config(envHCL(`    DB_HOST = "db"`+"\n"+`    MODE = "prod"`, `notes = { MODE = "run mode" }`)),
				ConfigPlanChecks: acctest.ExpectUpdate(address),
				Check:            mockValues(env.GW, map[string]string{"MODE": "prod", "CONSOLE_VAR": "changed"}),
			},
			{
				// A variable the resource does not hold, changed or
				// added in the console, is never in the plan.
				PreConfig: func() {
					for _, e := range []mockgateway.ComponentEnv{{Name: "CONSOLE_VAR", Value: "again", Scope: "inner"}, {Name: "NEW_IN_CONSOLE", Value: "n", Scope: "inner"}} {
						if err := env.Console.PutEnv(fixture.ServiceID, e); err != nil {
							t.Fatal(err)
						}
					}
				},
				Config:   env.Config(envHCL(`    DB_HOST = "db"`+"\n"+`    MODE = "prod"`, `notes = { MODE = "run mode" }`)),
				PlanOnly: true,
			},
			{
				// Removing a name: a warning, the platform keeps it, and
				// no upgrade is needed for it.
				PreConfig:        func() { env.GW.ResetCounts() },
				Config:           env.Config(envHCL(`    DB_HOST = "db"`)),
				ConfigPlanChecks: acctest.ExpectUpdate(address),
				Check: resource.ComposeTestCheckFunc(
					mockValues(env.GW, map[string]string{"MODE": "prod"}),
					resource.TestCheckNoResourceAttr(address, "variables.MODE"),
					func(*terraform.State) error {
						if n := upgrades(env.GW); n != 0 {
							return fmt.Errorf("%d upgrades for a removal that changed nothing", n)
						}
						return nil
					},
				),
			},
		},
	})
}

// The plan-time checks: reserved names, names with "-", white space and
// blank values are refused before any request; a refused name is named
// (the map's other names are not), so that the user knows which to fix.
func TestAccComponentEnv_planTimeChecks(t *testing.T) {
	env := acctest.NewConsolePacedEnv(t, fixture.Standard())
	var steps []resource.TestStep
	for vars, want := range map[string]string{
		`PATH = "/bin"`:                        `variable name "PATH" is reserved by the platform`,
		`GOOD = "1"` + "\n" + `"my-var" = "x"`: `variable name "my-var" must be a letter followed by letters, digits and "_"`,
		`"1ABC" = "x"`:                         `variable name "1ABC" must be a letter followed by letters, digits and "_"`,
		`" PADDED" = "x"`:                      `variable name " PADDED" has white space around it`,
		`OK = " padded "`:                      `variable "OK" has white space around it`,
		`EMPTY = "   "`:                        `variable "EMPTY" must not be empty or blank`,
		// Python's str.strip() also strips the separators U+001C..U+001F.
		`SEP = "v\u001c"`:       `variable "SEP" has white space around it`,
		`SEPS = "\u001f\u001e"`: `variable "SEPS" must not be empty or blank`,
		// A value error names its key, as a name error does.
		`LONG = "` + strings.Repeat("a", 1025) + `"`: `variable "LONG" must be at most 1024 characters`,
	} {
		steps = append(steps, resource.TestStep{Config: env.Config(envHCL("    " + vars)), PlanOnly: true, ExpectError: acctest.ErrorRegex(want)})
	}
	steps = append(steps, resource.TestStep{
		Config: env.Config(envHCL(`    OK = "1"`, `notes = { OK = "a note\u001d" }`)), PlanOnly: true, ExpectError: acctest.ErrorRegex(`the note of "OK" has white space around it`),
	})
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy: func(*terraform.State) error {
			if n := env.GW.Count(mockgateway.OpUpdateComponentEnvs); n != 0 {
				return fmt.Errorf("%d requests for configurations refused at plan time", n)
			}
			return nil
		},
		Steps: steps,
	})
}

// A console variable the platform's own rules refuse makes the read fail
// with an explanation, not a bare 400.
func TestAccComponentEnv_consoleVariableBreaksTheRead(t *testing.T) {
	env := acctest.NewConsolePacedEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.Config(envHCL(`    A = "1"`, "upgrade_on_change = false"))},
			{
				PreConfig: func() {
					if err := env.Console.PutEnv(fixture.ServiceID, mockgateway.ComponentEnv{Name: "my-var", Value: "x", Scope: "inner"}); err != nil {
						t.Fatal(err)
					}
				},
				Config:      env.Config(envHCL(`    A = "1"`, "upgrade_on_change = false")),
				PlanOnly:    true,
				ExpectError: acctest.ErrorSeq("Cannot read the component's variables", "Rename or fix that variable in the console"),
			},
			{
				// Fixed in the console, the read works again.
				PreConfig: func() {
					if err := env.Console.RemoveEnv(fixture.ServiceID, "my-var"); err != nil {
						t.Fatal(err)
					}
				},
				Config:           env.Config(envHCL(`    A = "1"`, "upgrade_on_change = false")),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
			},
		},
	})
}

// Import by ID takes the component's own variables (not the connection
// variables of its ports); with a configuration that names them, the next
// plan is empty.
func TestAccComponentEnv_import(t *testing.T) {
	env := acctest.NewConsolePacedEnv(t, withEnvs(
		mockgateway.ComponentEnv{Name: "DB_HOST", Value: "db", Scope: "inner"},
		mockgateway.ComponentEnv{Name: "MODE", Value: "prod", Note: "run mode", Scope: "inner"},
		mockgateway.ComponentEnv{Name: "WEB_PORT", Value: "80", Scope: "outer"}))
	config := env.Config(envHCL(`    DB_HOST = "db"`+"\n"+`    MODE = "prod"`, `notes = { MODE = "run mode" }`))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config:             config,
				ResourceName:       address,
				ImportState:        true,
				ImportStateId:      fmt.Sprintf("%s/%s/%d/%s", fixture.Team, fixture.Region, fixture.AppID, fixture.ServiceID),
				ImportStatePersist: true,
				ImportStateCheck: func(states []*terraform.InstanceState) error {
					if len(states) != 1 || states[0].Attributes["variables.MODE"] != "prod" || states[0].Attributes["variables.WEB_PORT"] != "" {
						return fmt.Errorf("imported %+v: want the inner variables only", states)
					}
					return nil
				},
			},
			{
				Config:           config,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
			},
		},
	})
}
