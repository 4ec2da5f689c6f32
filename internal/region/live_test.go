package region_test

// The region reads that run live (make testacc-live): the live team's
// regions, which the mock gateway and a real installation both have.

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
)

// The live region is listed with and without query; with query, in
// another case than the name, every listed region matches it (the server
// is never sent query: it answers any with a 500).
func TestAccLiveTeamRegions(t *testing.T) {
	env := acctest.NewLiveEnv(t)
	query := strings.ToUpper(env.Region)
	hasLiveRegion := knownvalue.SetPartial([]knownvalue.Check{
		knownvalue.ObjectPartial(map[string]knownvalue.Check{"region_name": knownvalue.StringExact(env.Region)}),
	})
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(fmt.Sprintf(`
data "rainbond_team_regions" "all" {
  team_id = %[1]q
}
data "rainbond_team_regions" "query" {
  team_id = %[1]q
  query   = %[2]q
}
`, env.Team, query)),
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue("data.rainbond_team_regions.all", tfjsonpath.New("regions"), hasLiveRegion),
				statecheck.ExpectKnownValue("data.rainbond_team_regions.query", tfjsonpath.New("regions"), hasLiveRegion),
				// Tokens stay out of state unless include_tokens is set.
				statecheck.ExpectKnownValue("data.rainbond_team_regions.all", tfjsonpath.New("regions").AtSliceIndex(0).AtMapKey("token"), knownvalue.Null()),
			},
			Check: func(s *terraform.State) error {
				return acctest.EachListed(s, "data.rainbond_team_regions.query", "regions", "region_name", func(name string) string {
					if !strings.Contains(strings.ToLower(name), strings.ToLower(query)) {
						return fmt.Sprintf("does not contain the query %q", query)
					}
					return ""
				})
			},
		}},
	})
}
