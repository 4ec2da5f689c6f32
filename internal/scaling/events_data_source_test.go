package scaling_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// The events of a component, newest first, paged: a scaling made by the
// resource shows as the newest event.
func TestAccComponentEventsDataSource(t *testing.T) {
	env := acctest.NewEnv(t, scaledFixture())
	events := func(pageSize int) string {
		return fmt.Sprintf(`
data "rainbond_component_events" "web" {
  team_id     = %q
  region_name = %q
  app_id      = %d
  service_id  = %q
  page_size   = %d
  depends_on  = [rainbond_component_scaling.web]
}
`, fixture.Team, fixture.Region, fixture.AppID, fixture.Component, pageSize)
	}
	const addr = "data.rainbond_component_events.web"
	newest := tfjsonpath.New("events").AtSliceIndex(0)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(scalingHCL(fixture.Component, "memory = 1024", "replicas = 2") + events(1)),
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue(addr, tfjsonpath.New("total"), knownvalue.Int64Exact(2)),
				statecheck.ExpectKnownValue(addr, tfjsonpath.New("page"), knownvalue.Int64Exact(1)),
				statecheck.ExpectKnownValue(addr, tfjsonpath.New("events"), knownvalue.ListSizeExact(1)),
				statecheck.ExpectKnownValue(addr, newest.AtMapKey("opt_type"), knownvalue.StringExact("horizontal-service")),
				statecheck.ExpectKnownValue(addr, newest.AtMapKey("target_id"), knownvalue.StringExact(fixture.ServiceID)),
			},
		}},
	})
}
