package region_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// Texts the platform trims are refused at plan time, before any request:
// the region would otherwise be stored without the blanks and the next
// plan would show a change that no apply can make.
func TestAccRegion_trimmedValuesRefused(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	var steps []resource.TestStep
	for _, line := range []string{`region_alias = "New region "`, `desc = "note\n"`, `httpdomain = " apps.new.example.com"`} {
		steps = append(steps, resource.TestStep{
			Config:      env.Config(regionHCL(accNewRegion, line)),
			PlanOnly:    true,
			ExpectError: acctest.ErrorRegex("Surrounding blanks are not kept"),
		})
	}
	resource.ParallelTest(t, resource.TestCase{ProtoV6ProviderFactories: env.Factories(), Steps: steps})
	if n := env.GW.TotalRequests(); n != 0 {
		t.Errorf("refused values sent %d requests", n)
	}
}
