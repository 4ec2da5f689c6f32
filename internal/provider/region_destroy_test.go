package provider

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
)

// A region cannot be updated, so a changed url fails the apply (the plan
// warns that it will); but destroy only forgets the region, and works
// whatever the configuration says. The destroy at the end of the test
// runs with the changed url.
func TestAccRegion_destroyWhateverTheConfiguration(t *testing.T) {
	env := newAccEnv(t, accFixture())
	changed := env.Config(regionHCL(accNewRegion, fmt.Sprintf("team_id = %q", accTeam), `url = "https://moved.example.com:8443"`))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config: env.Config(regionHCL(accNewRegion, fmt.Sprintf("team_id = %q", accTeam))),
			},
			{
				Config:      changed,
				ExpectError: errorRegex(`url of region "acc-new" cannot change from "https://region-new.example.com:8443" to "https://moved.example.com:8443"`),
			},
			{
				Config:             changed,
				PlanOnly:           true,
				ExpectNonEmptyPlan: true,
			},
		},
		CheckDestroy: func(*terraform.State) error {
			if r, ok := env.GW.Region(accNewRegion); !ok || r.URL != "https://region-new.example.com:8443" {
				return fmt.Errorf("destroy changed or removed the region: %+v", r)
			}
			return nil
		},
	})
}
