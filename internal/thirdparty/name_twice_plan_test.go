package thirdparty_test

import (
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Two resources of one component_name in one app fail the plan, whatever
// spelling of the team each uses, as two owners of a port alias or a
// variable do; before, the plan passed and every apply made one and
// refused the other. Nothing is written.
func TestAccThirdParty_sameNameTwiceFailsThePlan(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(teamHCL("a", fixture.Team)+teamHCL("b", fixture.TenantID)))
	out, err := w.Try("plan", "-input=false")
	if err == nil {
		t.Fatalf("the plan passed with two third-party components of one name:\n%s", out)
	}
	acctest.ExpectIn(t, "plan", out, "Component name held by two resources", `component_name "ext" in app 1 is also held`)
	if _, err := w.Try("apply", "-auto-approve", "-input=false"); err == nil {
		t.Fatal("the apply passed")
	}
	for _, r := range env.GW.Requests() {
		if r.Method != "GET" {
			t.Errorf("the failed plan and apply sent %s %s", r.Method, r.Path)
		}
	}

	// Once one exists, a second resource of its name names it.
	w.Write(env.Config(teamHCL("a", fixture.Team)))
	w.Run("apply", "-auto-approve", "-input=false")
	w.Write(env.Config(teamHCL("a", fixture.Team) + teamHCL("b", fixture.TenantID)))
	out, _ = w.Try("plan", "-input=false")
	acctest.ExpectIn(t, "plan", out, "Component name held by two resources", "terraform state list -id=")
	if n := len(thirdParty(env.GW)); n != 1 {
		t.Fatalf("%d third-party components, want 1", n)
	}
}

// A replacement of one resource (its endpoints change) and a rename that
// frees a name another resource takes are one owner per name: they plan.
// It stays on the mock: its last step deletes two components at once, and
// the console kit's SQLite database refuses the second delete (507, the
// lock hidden behind the console's generic delete error).
func TestAccThirdParty_replacementAndNameHandOverPlan(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	second := strings.Replace(staticHCL("api", "10.0.0.6:80"), `"t"`, `"u"`, 1)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.Config(staticHCL("ext", "10.0.0.5:80") + second)},
			{
				// Replaced, create_before_destroy or not: one resource.
				Config:           env.Config(staticHCL("ext", "10.0.0.7:80") + second),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
			},
			{
				// t gives "ext" up and u takes it in one apply.
				Config:           env.Config(staticHCL("web", "10.0.0.7:80") + strings.Replace(staticHCL("ext", "10.0.0.6:80"), `"t"`, `"u"`, 1)),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
			},
		},
	})
	if n := env.GW.Count(mockgateway.OpCreateThirdComponent); n != 5 {
		t.Errorf("%d creates, want 5 (two, one replacement, two replacements)", n)
	}
}
