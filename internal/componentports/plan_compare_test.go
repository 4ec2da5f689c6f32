package componentports_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// Item 17: the platform accepts the internal domain name's change and
// does not make it. The apply names the difference, and Terraform never
// calls the result inconsistent.
func TestAccComponentPorts_saveComparesWithThePlan(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	gate, url := newListGate(t, env)
	w := env.NewCLIWorkdir(t, gatedConfig(env, url, setHCL("web", map[string]string{"8080": plain}, "")))
	w.Run("apply", "-input=false", "-auto-approve")
	gate.swallow.Store(true)
	w.Write(gatedConfig(env, url, setHCL("web", map[string]string{"8080": plain}, `  k8s_service_name = "orders"`)))
	mustFail(t, w, "apply of a name the platform does not set", "did not set the internal domain name", `not "orders"`)
	gate.swallow.Store(false)
	expectStateIsPlatform(t, env, w, "after the name not set")
	converges(t, env, w, "the name not set")
	if p, _ := env.GW.Port(fixture.Component, 8080); p.K8sServiceName != "orders" {
		t.Fatalf("k8s_service_name = %q after the second apply, want orders", p.K8sServiceName)
	}
}

// Item 18: the same team and component written in their other form (the
// team's tenant id, the component's id) is an update of the state alone:
// nothing is written, and the id follows the new spelling.
func TestAccComponentPorts_otherSpellingIsStateOnly(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	byName := setHCL("web", map[string]string{"8080": plain}, "")
	w := env.NewCLIWorkdir(t, env.Config(byName))
	w.Run("apply", "-input=false", "-auto-approve")
	byID := strings.Replace(strings.Replace(byName,
		fmt.Sprintf("service_id  = %q", fixture.Component), fmt.Sprintf("service_id  = %q", fixture.ServiceID), 1),
		fmt.Sprintf("team_id     = %q", fixture.Team), fmt.Sprintf("team_id     = %q", fixture.TenantID), 1)
	if byID == byName {
		t.Fatal("the configuration was not rewritten")
	}
	w.Write(env.Config(byID))
	env.GW.ResetCounts()
	out := w.Run("apply", "-input=false", "-auto-approve")
	acctest.ExpectNotIn(t, "apply of the other spelling", out, neverInconsistent...)
	// The team's resource query is a POST that changes nothing.
	if wr := slices.DeleteFunc(writes(env), func(w string) bool { return strings.HasSuffix(w, "/teams/resource") }); len(wr) > 0 {
		t.Fatalf("the other spelling wrote: %v", wr)
	}
	acctest.ExpectIn(t, "state after the other spelling", w.Run("state", "show", setAddr), fixture.TenantID, fixture.ServiceID)
	acctest.ExpectIn(t, "plan after the other spelling", w.Run("plan", "-input=false"), "No changes")
}
