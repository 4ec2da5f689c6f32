package tcprule_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// A rule imported while the configuration writes its end point on 0.0.0.0
// and its component by alias (the state holds the listed forms): the plan
// is an update of the state alone, and the next plan is empty.
func TestAccTCPRule_importWithOtherSpellings(t *testing.T) {
	env := acctest.NewConsoleEnv(t, withConsoleRule())
	w := env.NewCLIWorkdir(t, env.Config(ruleHCL(6379, "0.0.0.0:30001")))
	w.Run("import", "-input=false", addr, importID(consoleRuleID))
	plan := w.Run("plan", "-input=false")
	acctest.ExpectNotIn(t, "plan", plan, "must be replaced", "Error")
	acctest.ExpectIn(t, "plan", plan, "0 to add, 1 to change, 0 to destroy")
	w.Run("apply", "-auto-approve", "-input=false")
	if n := env.GW.Count(mockgateway.OpCreateGatewayRule); n != 0 {
		t.Errorf("%d rule creates, want none", n)
	}
	acctest.ExpectIn(t, "plan", w.Run("plan", "-input=false", "-detailed-exitcode"), "No changes")
}

// A failing component read during refresh is a read error that keeps the
// state's service_id as configured: the next plan, the fault gone, is empty.
func TestAccTCPRule_componentReadErrorKeepsState(t *testing.T) {
	env := acctest.NewEnv(t, withRedis())
	w := acctest.NewCLIWorkdir(t, env.Config(ruleHCL(6379, "0.0.0.0:30001")))
	w.Run("apply", "-auto-approve", "-input=false")
	env.GW.FailNext(mockgateway.OpGetComponent, 1000, http.StatusInternalServerError)
	out, err := w.Try("apply", "-refresh-only", "-auto-approve", "-input=false")
	if err == nil {
		t.Errorf("refresh passed with the component unreadable:\n%s", out)
	}
	acctest.ExpectIn(t, "refresh", out, "Cannot read the TCP rule's component")
	env.GW.ResetFaults()
	acctest.ExpectIn(t, "state", w.Run("state", "show", addr), `service_id     = "`+fixture.ComponentB+`"`)
	acctest.ExpectIn(t, "plan", w.Run("plan", "-input=false", "-detailed-exitcode"), "No changes")
}

// A component of another app of the team, named under an empty app: the
// console would make the rule for it, so the create refuses before any
// write.
func TestAccTCPRule_componentOfAnotherAppRefused(t *testing.T) {
	f := withRedis()
	f.Apps = append(f.Apps, mockgateway.App{ID: 2, TenantID: fixture.Team, GroupName: "empty-app", RegionName: fixture.Region})
	env := acctest.NewConsoleEnv(t, f)
	config := strings.Replace(ruleHCL(6379, "0.0.0.0:30001"), "app_id         = 1", "app_id         = 2", 1)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:      env.Config(config),
			ExpectError: acctest.ErrorSeq("is not a component of app 2", "nothing was sent"),
		}},
		CheckDestroy: func(*terraform.State) error {
			if n := env.GW.Count(mockgateway.OpCreateGatewayRule); n != 0 {
				return fmt.Errorf("%d rule creates, want none", n)
			}
			return nil
		},
	})
}
