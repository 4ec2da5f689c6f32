package region_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// A region cannot be updated, so a changed url fails the apply (the plan
// warns that it will); but destroy only forgets the region, and works
// whatever the configuration says. The destroy at the end of the test
// runs with the changed url.
func TestAccRegion_destroyWhateverTheConfiguration(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	regionURL := env.RegionURL(t, accNewRegion, newRegionURL)
	changed := env.Config(regionHCL(accNewRegion, fmt.Sprintf("team_id = %q", fixture.Team), `url = "https://moved.example.com:8443"`))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config: env.Config(regionHCL(accNewRegion, fmt.Sprintf("team_id = %q", fixture.Team), urlLine(t, env, accNewRegion))),
			},
			{
				Config:      changed,
				ExpectError: acctest.ErrorRegex(fmt.Sprintf(`url of region "acc-new" cannot change from %q to "https://moved.example.com:8443"`, regionURL)),
			},
			{
				Config:             changed,
				PlanOnly:           true,
				ExpectNonEmptyPlan: true,
			},
		},
		CheckDestroy: func(*terraform.State) error {
			if r, ok := env.GW.Region(accNewRegion); !ok || r.URL != regionURL {
				return fmt.Errorf("destroy changed or removed the region: %+v", r)
			}
			return nil
		},
	})
}
