package app_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// The listing covers every component of the app, with its status and
// scaling, and a 404 names the app that was asked for.
func TestAccAppComponentsDataSource(t *testing.T) {
	env := acctest.NewConsoleDefaultEnv(t)
	ds := func(app int64) string {
		return fmt.Sprintf(`
data "rainbond_app_components" "blog" {
  team_id     = %q
  region_name = %q
  app_id      = %d
}
`, mockgateway.DefaultTeam, mockgateway.DefaultRegion, app)
	}
	first := tfjsonpath.New("components").AtSliceIndex(0)
	second := tfjsonpath.New("components").AtSliceIndex(1)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config: env.Config(ds(mockgateway.BlogAppID)),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue("data.rainbond_app_components.blog", tfjsonpath.New("components"), knownvalue.ListSizeExact(2)),
					statecheck.ExpectKnownValue("data.rainbond_app_components.blog", first.AtMapKey("service_id"), knownvalue.StringExact(mockgateway.BlogWebID)),
					statecheck.ExpectKnownValue("data.rainbond_app_components.blog", first.AtMapKey("status"), knownvalue.StringExact("running")),
					statecheck.ExpectKnownValue("data.rainbond_app_components.blog", second.AtMapKey("service_alias"), knownvalue.StringExact(mockgateway.BlogCacheAlias)),
					statecheck.ExpectKnownValue("data.rainbond_app_components.blog", second.AtMapKey("status"), knownvalue.StringExact("closed")),
					statecheck.ExpectKnownValue("data.rainbond_app_components.blog", second.AtMapKey("create_status"), knownvalue.StringExact("complete")),
				},
			},
			{
				Config:      env.Config(ds(404)),
				ExpectError: acctest.ErrorSeq("Cannot list the app's components", "app_id = 404"),
			},
		},
	})
}
