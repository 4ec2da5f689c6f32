package httpdomain_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// The refresh of 100 custom domains of one app costs one list of the
// app's rules with the read cache on, and one per domain with it off.
func TestAccHTTPDomain_scaleRefreshListsOncePerApp(t *testing.T) {
	const n = 100
	f := mockgateway.ScaleFixture(n, 1)
	env := acctest.NewConsoleEnv(t, f)
	var body strings.Builder
	for i, c := range f.Components {
		fmt.Fprintf(&body, `
resource "rainbond_http_domain" "d%d" {
  team_id        = %q
  region_name    = %q
  app_id         = %d
  service_id     = %q
  container_port = 8000
  domain_name    = "d%d.scale.example.com"
}
`, i, mockgateway.ScaleTeam, mockgateway.ScaleRegion, mockgateway.ScaleAppID, c.ServiceID, i)
	}
	cacheOn := env.ProviderBlock() + body.String()
	cacheOff := env.ProviderBlock("read_cache = false") + body.String()
	lists := func(atLeast, atMost int, what string) func() {
		return func() {
			got := env.GW.Count(mockgateway.OpListHTTPDomains)
			t.Logf("%s: %d ListHTTPDomains request(s) for %d domains", what, got, n)
			if got < atLeast || got > atMost {
				t.Errorf("%s: %d rule lists, want %d to %d", what, got, atLeast, atMost)
			}
			if other := env.GW.TotalRequests() - got; other != 0 {
				t.Errorf("%s: %d request(s) besides the rule lists: %v", what, other, env.GW.Counts())
			}
			env.GW.ResetCounts()
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				PreConfig: env.GW.ResetCounts,
				Config:    cacheOn,
				Check: func(*terraform.State) error {
					// Each create: the check of its component's ports (the
					// platform answers an unknown port with a 500), the read
					// of the app's rules before the first attempt (issue 33;
					// a list that concurrent creates share), the read of the
					// component that keys its turn among the component's
					// writes (one per component per run), the create and one
					// read-back.
					if got := env.GW.TotalRequests(); got > 5*n {
						return fmt.Errorf("%d creates cost %d requests: %v", n, got, env.GW.Counts())
					}
					return nil
				},
			},
			{PreConfig: env.GW.ResetCounts, Config: cacheOn, PlanOnly: true},
			{PreConfig: lists(1, 1, "cache on"), Config: cacheOff, PlanOnly: true},
			{PreConfig: lists(n, n, "cache off"), Config: cacheOn, PlanOnly: true},
			{PreConfig: lists(1, 1, "cache on again"), Config: cacheOn, PlanOnly: true},
		},
	})
}
