package app_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
	"github.com/hashicorp/terraform-plugin-testing/querycheck/queryfilter"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

func appListHCL(name, team string, body ...string) string {
	return fmt.Sprintf(`list "rainbond_app" %q {
  provider = rainbond
  %s
  config {
    team_id     = %q
    region_name = %q
  }
}
`, name, acctest.JoinLines(body), team, fixture.Region)
}

// terraform query finds a team's apps, by identity with the tenant id,
// and with force_destroy false in the generated objects.
func TestAccAppList(t *testing.T) {
	f := fixture.Standard()
	f.Apps = append(f.Apps, mockgateway.App{ID: 2, TenantID: fixture.Team, GroupName: "acc-second", RegionName: fixture.Region})
	env := acctest.NewConsoleEnv(t, f)
	identity := map[string]knownvalue.Check{
		"team_id": knownvalue.StringExact(fixture.TenantID), "region_name": knownvalue.StringExact(fixture.Region), "app_id": knownvalue.Int64Exact(2),
	}
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureListResources)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.ProviderBlock()},
			{
				PreConfig: env.GW.ResetCounts,
				Query:     true,
				Config:    appListHCL("all", fixture.Team, "include_resource = true"),
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("rainbond_app.all", 2),
					querycheck.ExpectIdentity("rainbond_app.all", identity),
					querycheck.ExpectResourceDisplayName("rainbond_app.all", queryfilter.ByResourceIdentity(identity), knownvalue.StringExact("acc-second (id 2)")),
					querycheck.ExpectResourceKnownValues("rainbond_app.all", queryfilter.ByResourceIdentity(identity), []querycheck.KnownValueCheck{
						{Path: tfjsonpath.New("app_name"), KnownValue: knownvalue.StringExact("acc-second")},
						{Path: tfjsonpath.New("force_destroy"), KnownValue: knownvalue.Bool(false)},
						{Path: tfjsonpath.New("note"), KnownValue: knownvalue.StringExact("")},
					}),
				},
			},
			{
				PreConfig: func() { acctest.ExpectOnlyGETs(t, env.GW.Requests()) },
				Config:    env.ProviderBlock(),
			},
		},
	})
}
