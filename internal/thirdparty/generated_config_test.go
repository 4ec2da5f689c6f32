package thirdparty_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// The configuration terraform query generates for a third-party component
// plans as an import only: the API cannot read endpoints_type, so the
// generated configuration has `endpoints_type = null`, which the plan of an
// imported component accepts (it used to fail as a missing required
// attribute).
func TestAccThirdParty_generatedConfigImportsOnly(t *testing.T) {
	acctest.SkipWithout(t, acctest.FeatureListResources)
	f := fixture.Standard()
	source := "third_party"
	f.Components = append(f.Components, mockgateway.Component{AppID: fixture.AppID, ServiceBaseInfo: mockgateway.ServiceBaseInfo{
		ServiceID: "7e8d7c6b5a4f4e3d2c1b0a9f8e7d6c5b", ServiceAlias: "grext01", ServiceCname: "ext", ServiceSource: &source,
	}})
	env := acctest.NewConsoleEnv(t, f)
	w := env.NewCLIWorkdir(t, env.ProviderBlock())
	w.WriteFile("adopt.tfquery.hcl", fmt.Sprintf(`list "rainbond_third_party_component" "app" {
  provider = rainbond
  config {
    team_id     = %q
    region_name = %q
    app_id      = %d
  }
}
`, fixture.Team, fixture.Region, fixture.AppID))
	w.Run("query", "-generate-config-out=generated.tf")
	generated := w.File("generated.tf")
	acctest.ExpectIn(t, "generated.tf", generated, `component_name = "ext"`)
	acctest.ExpectIn(t, "generated.tf", generated, "endpoints_type = null")

	acctest.ExpectIn(t, "plan of the generated configuration", w.Run("plan"), "Plan: 1 to import, 0 to add, 0 to change, 0 to destroy.")
	acctest.ExpectIn(t, "apply", w.Run("apply", "-auto-approve"), "Apply complete! Resources: 1 imported, 0 added, 0 changed, 0 destroyed.")
	if _, err := w.Try("plan", "-detailed-exitcode"); err != nil {
		out, _ := w.Try("plan")
		t.Fatalf("plan after the apply is not empty: %v\n%s", err, out)
	}
	// The type the console shows, added later, is recorded in place.
	w.WriteFile("generated.tf", strings.Replace(generated, "endpoints_type = null", `endpoints_type = "api"`, 1))
	plan := w.Run("plan")
	acctest.ExpectIn(t, "plan with the type added", plan, "0 to add, 1 to change, 0 to destroy.")
	acctest.ExpectNotIn(t, "plan with the type added", plan, "forces replacement")
}

// Only an imported component may leave endpoints_type out: a create
// needs it, and a component created with one keeps it rather than being
// replaced for its absence.
func TestAccThirdParty_endpointsTypeLeftOut(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	without := strings.Replace(strings.Replace(staticHCL("ext", "10.0.0.5:80"), `endpoints_type = "static"`, "", 1), `endpoints      = ["10.0.0.5:80"]`, "", 1)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.Config(without), PlanOnly: true, ExpectError: acctest.ErrorSeq("Missing endpoints_type", `"static"`)},
			{Config: env.Config(staticHCL("ext", "10.0.0.5:80"))},
			{Config: env.Config(without), PlanOnly: true, ExpectError: acctest.ErrorSeq("cannot be left out", `endpoints_type = "static" again`)},
		},
	})
}
