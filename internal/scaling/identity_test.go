package scaling_test

import (
	"strconv"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// An import block names the component by identity, with the team's name
// and the component's alias; the identity records the tenant id and the
// component id, and the import changes nothing on the platform.
func TestAccComponentScaling_importByIdentity(t *testing.T) {
	env := acctest.NewConsoleEnv(t, scaledFixture())
	importBlock := acctest.ImportBlockHCL(scalingAddr, map[string]string{
		"team_id": strconv.Quote(fixture.Team), "region_name": strconv.Quote(fixture.Region),
		"app_id": strconv.FormatInt(fixture.AppID, 10), "service_id": strconv.Quote(fixture.Component),
	})
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureResourceIdentity)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(scalingHCL(fixture.Component, "memory = 512") + importBlock),
			ConfigPlanChecks: resource.ConfigPlanChecks{
				PreApply:             []plancheck.PlanCheck{acctest.ExpectOnlyImports(1)},
				PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
			},
			ConfigStateChecks: []statecheck.StateCheck{
				scalingMatchesMock(env),
				statecheck.ExpectIdentity(scalingAddr, map[string]knownvalue.Check{
					"team_id": knownvalue.StringExact(fixture.TenantID), "region_name": knownvalue.StringExact(fixture.Region),
					"app_id": knownvalue.Int64Exact(fixture.AppID), "service_id": knownvalue.StringExact(fixture.ServiceID),
				}),
			},
		}},
	})
}
