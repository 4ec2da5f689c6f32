package componentenv_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// envBlock is one rainbond_component_env resource named name, on the
// component and team written as given.
func envBlock(name, team, service, vars string) string {
	return fmt.Sprintf(`
resource "rainbond_component_env" %q {
  team_id           = %q
  region_name       = %q
  app_id            = %d
  service_id        = %q
  upgrade_on_change = false
  variables = {
%s
  }
}
`, name, team, fixture.Region, fixture.AppID, service, vars)
}

// Two env resources on one variable, in any spelling of the component,
// fail the plan, naming the variable, before anything is sent: each
// apply would otherwise set it back to its own value. One of them in
// state already fails the same. Other names of the component, or the
// same name on another component, plan; and so does one resource
// replaced (its two planning passes are one resource).
func TestAccComponentEnv_variableHeldTwice(t *testing.T) {
	env := acctest.NewConsolePacedEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(envBlock("a", fixture.Team, fixture.ServiceID, `    MODE = "a"`)))
	for spelling, b := range map[string]string{
		"the component's alias":   envBlock("b", fixture.Team, fixture.Component, `    OTHER = "1"`+"\n"+`    MODE = "b"`),
		"the same id":             envBlock("b", fixture.Team, fixture.ServiceID, `    MODE = "b"`),
		"the team's tenant id":    envBlock("b", fixture.TenantID, fixture.ServiceID, `    MODE = "b"`),
		"tenant id and the alias": envBlock("b", fixture.TenantID, fixture.Component, `    MODE = "b"`),
	} {
		w.Write(env.Config(envBlock("a", fixture.Team, fixture.ServiceID, `    MODE = "a"`) + b))
		out, err := w.Try("plan", "-input=false")
		if err == nil {
			t.Errorf("two resources on MODE, one naming the component by %s, planned:\n%s", spelling, out)
			continue
		}
		acctest.ExpectIn(t, "plan with "+spelling, out, "Variable held by two resources", `variable MODE of component`)
		acctest.ExpectNotIn(t, "plan with "+spelling, out, "OTHER of component")
	}
	for _, r := range env.GW.RequestsOf(mockgateway.OpUpdateComponentEnvs) {
		if !strings.Contains(r.Body, `"envs":[]`) {
			t.Fatalf("a variable write for plans that failed: %s", r.Body)
		}
	}

	// Different names on one component, and one name on two components,
	// plan and apply, one write at a time: a console on SQLite refuses
	// two components' variable writes that overlap (mockgateway/FACTS.md,
	// "SQLite consoles"), which this test is not about.
	w.Write(env.Config(envBlock("a", fixture.Team, fixture.ServiceID, `    MODE = "a"`) +
		envBlock("b", fixture.TenantID, fixture.Component, `    OTHER = "b"`) +
		envBlock("c", fixture.Team, fixture.ComponentB, `    MODE = "c"`)))
	w.Run("apply", "-auto-approve", "-input=false", "-parallelism=1")

	// In state already: a new resource taking a held name fails the plan,
	// and the error says how to find the holder.
	w.Write(env.Config(envBlock("a", fixture.Team, fixture.ServiceID, `    MODE = "a"`) +
		envBlock("b", fixture.TenantID, fixture.Component, `    OTHER = "b"`) +
		envBlock("c", fixture.Team, fixture.ComponentB, `    MODE = "c"`) +
		envBlock("d", fixture.TenantID, fixture.Component, `    MODE = "d"`)))
	out, err := w.Try("plan", "-input=false")
	if err == nil {
		t.Fatalf("a new resource on a variable held in state planned:\n%s", out)
	}
	acctest.ExpectIn(t, "plan of a new holder", out, "Variable held by two resources", "terraform state list -id=")

	// One resource replaced (its team written in the other form forces
	// a replacement): its update and create passes are one resource.
	w.Write(env.Config(envBlock("a", fixture.TenantID, fixture.ServiceID, `    MODE = "a"`) +
		envBlock("b", fixture.TenantID, fixture.Component, `    OTHER = "b"`) +
		envBlock("c", fixture.Team, fixture.ComponentB, `    MODE = "c"`)))
	out = w.Run("plan", "-input=false")
	acctest.ExpectIn(t, "plan of a replacement", out, "must be replaced")
	w.Run("plan", "-input=false", "-replace=rainbond_component_env.b")
}
