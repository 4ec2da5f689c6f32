package httprule_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Issue 21, item 8: configuration generated from rules the platform holds
// (an internationalised domain in Unicode, a weight of 0, a default
// rule's empty path, which the CLI writes as null) passes its own
// validation and plans as imports only.
func TestAccHTTPRule_generatedConfigPlansAsImportsOnly(t *testing.T) {
	f := fixture.Adoptable()
	f.Rules = append(f.Rules, mockgateway.Rule{
		HTTPRuleID: "9a3f2e1d0c9b8a7f6e5d4c3b2a190807", ServiceID: fixture.Component, ContainerPort: 5000,
		DomainName: "bücher.example.com", Type: 1,
		// The region refuses to record a Unicode name: such a rule is the
		// console's alone.
		RegionRecord: new(bool),
	})
	env := acctest.NewConsoleEnv(t, f)
	if err := env.Console.EditRule(fixture.AdoptRuleID, func(r *mockgateway.Rule) { r.TheWeight = 0 }); err != nil {
		t.Fatal(err)
	}
	var imports strings.Builder
	for name, id := range map[string]string{"weight_zero": fixture.AdoptRuleID, "idn": "9a3f2e1d0c9b8a7f6e5d4c3b2a190807"} {
		fmt.Fprintf(&imports, "\nimport {\n  to = rainbond_http_rule.%s\n  id = %q\n}\n", name,
			strings.Join([]string{fixture.Team, fixture.Region, fmt.Sprint(fixture.AppID), id}, "/"))
	}
	w := env.NewCLIWorkdir(t, env.Config(imports.String()))
	w.Run("plan", "-input=false", "-generate-config-out=generated.tf")
	generated := w.File("generated.tf")
	acctest.ExpectIn(t, "generated configuration", generated, `domain_name = "bücher.example.com"`, "the_weight = 0")
	out := w.Run("plan", "-input=false")
	acctest.ExpectIn(t, "plan of the generated configuration", out, "Plan: 2 to import, 0 to add, 0 to change, 0 to destroy.")
	if n := env.GW.Count(mockgateway.OpUpdateHTTPRule); n != 0 {
		t.Errorf("%d updates", n)
	}
}
