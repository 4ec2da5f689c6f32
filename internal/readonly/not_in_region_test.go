package readonly_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// A read in a region where the team is not set up (here: the region is
// under maintenance) gets the platform's 409 code 2001, whose text is
// Chinese only; the error says in English which team and region, and what
// to do.
func TestAccAppsDataSource_teamNotInRegion(t *testing.T) {
	env := acctest.NewConsoleDefaultEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(fmt.Sprintf(`
data "rainbond_apps" "lab" {
  team_id     = %q
  region_name = %q
}
`, mockgateway.DefaultTeam, mockgateway.LabRegion)),
			ExpectError: acctest.ErrorRegex(fmt.Sprintf(`team %q is not set up in region %q: the team has not opened the region, was not initialised there, `+
				`or the region is not enabled, so nothing was done; open the team in that region from the console`, mockgateway.DefaultTeam, mockgateway.LabRegion)),
		}},
	})
}
