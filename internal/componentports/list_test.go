package componentports_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// A query finds the component with all its ports, as one result; the
// configuration it generates plans an import only, and after the apply the
// plan is empty. The query only reads.
func TestAccComponentPortsList_generatedConfigImportsOnly(t *testing.T) {
	acctest.SkipWithout(t, acctest.FeatureListResources)
	f := fixture.Standard()
	f.Ports = append(f.Ports, // made in the console
		mockgateway.Port{ServiceID: fixture.Component, ContainerPort: 8080, Protocol: "http", PortAlias: "WEB", IsInnerService: true},
		mockgateway.Port{ServiceID: fixture.Component, ContainerPort: 5432, Protocol: "tcp", PortAlias: "DB"})
	env := acctest.NewConsoleEnv(t, f)
	w := env.NewCLIWorkdir(t, env.ProviderBlock())
	w.WriteFile("adopt.tfquery.hcl", fmt.Sprintf(`list "rainbond_component_ports" "app" {
  provider = rainbond
  config {
    team_id     = %q
    region_name = %q
    app_id      = %d
    service_ids = [%q]
  }
}
`, fixture.Team, fixture.Region, fixture.AppID, fixture.Component))
	env.GW.ResetCounts()
	w.Run("query", "-generate-config-out=generated.tf")
	acctest.ExpectOnlyGETs(t, env.GW.Requests())
	generated := w.File("generated.tf")
	if n := strings.Count(generated, "import {"); n != 1 {
		t.Fatalf("the query found %d components, want 1:\n%s", n, generated)
	}
	acctest.ExpectIn(t, "generated.tf", generated, `"8080"`, `"5432"`, `port_alias`, fmt.Sprintf("team_id = %q", fixture.TenantID))
	plan := w.Run("plan")
	acctest.ExpectIn(t, "plan of the generated configuration", plan, "Plan: 1 to import, 0 to add, 0 to change, 0 to destroy.")
	env.GW.ResetCounts()
	w.Run("apply", "-auto-approve")
	if writes := writes(env); len(writes) > 0 {
		t.Errorf("the import wrote: %v", writes)
	}
	if out, err := w.Try("plan", "-detailed-exitcode"); err != nil {
		t.Fatalf("plan after the apply is not empty: %v\n%s", err, out)
	}
}
