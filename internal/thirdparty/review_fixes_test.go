package thirdparty_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

func teamHCL(name, team string) string {
	return fmt.Sprintf(`
resource "rainbond_third_party_component" %[1]q {
  team_id        = %[2]q
  region_name    = %[3]q
  app_id         = %[4]d
  component_name = "ext"
  endpoints_type = "static"
  endpoints      = ["10.0.0.5:80"]
}
`, name, team, fixture.Region, fixture.AppID)
}

// The team written by its other form (tenant id in state, name in the
// configuration) is the same component: the plan changes the state only,
// and the apply neither deletes nor creates anything.
func TestAccThirdParty_teamSpellingIsNoReplacement(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(teamHCL("t", fixture.TenantID)))
	w.Run("apply", "-auto-approve", "-input=false")
	before := thirdParty(env.GW)
	w.Write(env.Config(teamHCL("t", fixture.Team)))
	out := w.Run("plan", "-input=false")
	acctest.ExpectNotIn(t, "plan", out, "forces replacement", "must be replaced")
	acctest.ExpectIn(t, "plan", out, "0 to add, 1 to change, 0 to destroy")
	w.Run("apply", "-auto-approve", "-input=false")
	after := thirdParty(env.GW)
	if len(after) != 1 || len(before) != 1 || after[0].ServiceID != before[0].ServiceID {
		t.Fatalf("components before %+v, after %+v: the component was replaced", before, after)
	}
	if n := env.GW.Count(mockgateway.OpDeleteComponent); n != 0 {
		t.Errorf("%d deletes, want 0", n)
	}
	acctest.ExpectIn(t, "state", w.Run("state", "show", addr), fixture.Team+"/"+fixture.Region)
	if out, err := w.Try("plan", "-input=false", "-detailed-exitcode"); err != nil {
		t.Errorf("plan after the apply is not empty: %v\n%s", err, out)
	}
	// Another team is another component: that still replaces.
	w.Write(env.Config(teamHCL("t", "other-team")))
	acctest.ExpectIn(t, "plan", w.Run("plan", "-input=false"), "team_id", "forces replacement")
}

// A component moved to another app in the console is not gone: the
// refresh and the destroy fail saying so, and the state keeps it.
func TestAccThirdParty_movedToAnotherAppIsNotGone(t *testing.T) {
	f := fixture.Standard()
	f.Apps = append(f.Apps, mockgateway.App{ID: 2, TenantID: fixture.Team, GroupName: "other-app", RegionName: fixture.Region})
	env := acctest.NewConsoleEnv(t, f)
	w := env.NewCLIWorkdir(t, env.Config(teamHCL("t", fixture.Team)))
	w.Run("apply", "-auto-approve", "-input=false")
	c := thirdParty(env.GW)[0]
	if err := env.Console.EditComponent(c.ServiceID, func(c *mockgateway.Component) { c.AppID = 2 }); err != nil {
		t.Fatal(err)
	}
	out, err := w.Try("plan", "-input=false")
	if err == nil {
		t.Errorf("plan passed with the component under another app:\n%s", out)
	}
	acctest.ExpectIn(t, "plan", out, "in another app", "terraform import")
	acctest.ExpectNotIn(t, "plan", out, "is gone")
	acctest.ExpectIn(t, "state", w.Run("state", "list"), addr)

	out, err = w.Try("destroy", "-auto-approve", "-input=false", "-refresh=false")
	if err == nil {
		t.Errorf("destroy passed with the component under another app:\n%s", out)
	}
	acctest.ExpectIn(t, "destroy", out, "in another app", "terraform import")
	acctest.ExpectIn(t, "state", w.Run("state", "list"), addr)
	if _, found := env.GW.Component(c.ServiceID); !found {
		t.Errorf("component %s was deleted", c.ServiceID)
	}
}

// Two resources of one component_name in one app (the team by name and by
// tenant id), created at once with the app's list slowed: the second is
// refused before it reads or sends anything, naming the other resource.
func TestAccThirdParty_sameNameTwiceNamesTheHolder(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	env.GW.SetOperationLatency(mockgateway.OpListAppComponents, 300*time.Millisecond)
	w := acctest.NewCLIWorkdir(t, env.Config(teamHCL("a", fixture.Team)+teamHCL("b", fixture.TenantID)))
	out, err := w.Try("apply", "-auto-approve", "-input=false")
	if err == nil {
		t.Fatalf("two third-party components of one name were made:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, "another rainbond_third_party_component of this configuration")
	acctest.ExpectNotIn(t, "apply", out, "terraform import", "this apply did not create")
	// The plan fails already (name_twice_plan_test.go): nothing is made.
	if n := env.GW.Count(mockgateway.OpCreateThirdComponent); n != 0 {
		t.Fatalf("%d creates, want 0", n)
	}
	if got := thirdParty(env.GW); len(got) != 0 {
		t.Fatalf("%d third-party components, want 0", len(got))
	}
}
