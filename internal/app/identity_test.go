package app_test

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
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// An import block names an app by identity, with the team by name; the
// identity records the tenant id, and stays when team_id changes form.
func TestAccApp_importByIdentity(t *testing.T) {
	f := fixture.Standard()
	note := "empty app"
	f.Apps = append(f.Apps, mockgateway.App{ID: 2, TenantID: fixture.Team, GroupName: "acc-empty", RegionName: fixture.Region, Note: &note})
	env := acctest.NewConsoleEnv(t, f)
	identity := statecheck.ExpectIdentity(appAddr, map[string]knownvalue.Check{
		"team_id": knownvalue.StringExact(fixture.TenantID), "region_name": knownvalue.StringExact(fixture.Region), "app_id": knownvalue.Int64Exact(2),
	})
	importBlock := acctest.ImportBlockHCL(appAddr, map[string]string{
		"team_id": strconv.Quote(fixture.Team), "region_name": strconv.Quote(fixture.Region), "app_id": "2",
	})
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureResourceIdentity)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config: env.Config(appHCL(fixture.Team, "acc-empty", note) + importBlock),
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply:             []plancheck.PlanCheck{acctest.ExpectOnlyImports(1)},
					PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
				},
				ConfigStateChecks: []statecheck.StateCheck{identity, appMatchesMock(env)},
			},
			{
				Config:            env.Config(appHCL(fixture.TenantID, "acc-empty", note)),
				ConfigPlanChecks:  acctest.ExpectUpdate(appAddr),
				ConfigStateChecks: []statecheck.StateCheck{identity, appMatchesMock(env)},
			},
		},
	})
}
