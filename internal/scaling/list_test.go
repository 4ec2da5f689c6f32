package scaling_test

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

// terraform query finds the scaling of each component of an app but the
// third-party ones, by identity with the tenant and component ids.
func TestAccComponentScalingList(t *testing.T) {
	f := scaledFixture()
	third := "third_party"
	f.Components = append(f.Components, mockgateway.Component{
		ServiceBaseInfo: mockgateway.ServiceBaseInfo{ServiceAlias: "gracc0ext", ServiceSource: &third}, AppID: fixture.AppID,
	})
	env := acctest.NewConsoleEnv(t, f)
	identity := map[string]knownvalue.Check{
		"team_id": knownvalue.StringExact(fixture.TenantID), "region_name": knownvalue.StringExact(fixture.Region),
		"app_id": knownvalue.Int64Exact(fixture.AppID), "service_id": knownvalue.StringExact(fixture.ServiceID),
	}
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureListResources)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.ProviderBlock()},
			{
				PreConfig: env.GW.ResetCounts,
				Query:     true,
				Config: fmt.Sprintf(`list "rainbond_component_scaling" "app" {
  provider         = rainbond
  include_resource = true
  config {
    team_id     = %q
    region_name = %q
    app_id      = %d
  }
}
`, fixture.Team, fixture.Region, fixture.AppID),
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("rainbond_component_scaling.app", 2),
					querycheck.ExpectIdentity("rainbond_component_scaling.app", identity),
					querycheck.ExpectResourceKnownValues("rainbond_component_scaling.app", queryfilter.ByResourceIdentity(identity), []querycheck.KnownValueCheck{
						{Path: tfjsonpath.New("memory"), KnownValue: knownvalue.Int64Exact(512)},
						{Path: tfjsonpath.New("replicas"), KnownValue: knownvalue.Int64Exact(1)},
						{Path: tfjsonpath.New("restore_on_destroy"), KnownValue: knownvalue.Bool(false)},
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
