package component_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// terraform query with -generate-config-out adopts the app's components
// made from an image: the generated configuration plans as imports only,
// the apply imports them and changes nothing, and the next plan is empty.
// A component built from source code is left out: the console gives it
// its builder's image, goodrain.me/runner (console/services/app.py:121,
// 141; console/constants.py:134), which rainbond_component would then
// manage as if it were the component's own.
func TestAccComponent_generatedConfigImportsOnly(t *testing.T) {
	acctest.SkipWithout(t, acctest.FeatureListResources)
	f := madeInConsole()
	source := "source_code"
	f.Components = append(f.Components, mockgateway.Component{AppID: emptyAppID, ServiceBaseInfo: mockgateway.ServiceBaseInfo{
		ServiceID: "1a2b3c4d5e6f4a5b8c9d0e1f2a3b4c5d", ServiceAlias: "gr3b4c5d", ServiceCname: "From source", K8sComponentName: "from-source",
		Image: "goodrain.me/runner", ServiceSource: &source,
	}})
	env := acctest.NewConsolePacedEnv(t, f)
	w := env.NewCLIWorkdir(t, env.ProviderBlock())
	w.WriteFile("adopt.tfquery.hcl", fmt.Sprintf(`list "rainbond_component" "app" {
  provider = rainbond
  config {
    team_id     = %q
    region_name = %q
    app_id      = %d
  }
}
`, fixture.Team, fixture.Region, emptyAppID))
	env.GW.ResetCounts()
	w.Run("query", "-generate-config-out=generated.tf")
	acctest.ExpectOnlyGETs(t, env.GW.Requests())
	generated := w.File("generated.tf")
	if n := strings.Count(generated, "import {"); n != 1 {
		t.Fatalf("query found %d components, want 1:\n%s", n, generated)
	}
	acctest.ExpectIn(t, "generated.tf", generated, `k8s_component_name = "web"`, `image = "nginx:1.25"`)
	acctest.ExpectNotIn(t, "generated.tf", generated, "service_alias", "create_status", "from-source")
	plan := w.Run("plan")
	acctest.ExpectIn(t, "plan of the generated configuration", plan, "Plan: 1 to import, 0 to add, 0 to change, 0 to destroy.")
	apply := w.Run("apply", "-auto-approve")
	acctest.ExpectIn(t, "apply", apply, "Resources: 1 imported, 0 added, 0 changed, 0 destroyed.")
	if _, err := w.Try("plan", "-detailed-exitcode"); err != nil {
		out, _ := w.Try("plan")
		t.Fatalf("plan after the apply is not empty: %v\n%s", err, out)
	}
}
