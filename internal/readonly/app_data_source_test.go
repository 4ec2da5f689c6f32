package readonly_test

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

// appHCL renders a rainbond_app in the default team and region with the
// given selector lines.
func appHCL(name, selector string) string {
	return fmt.Sprintf(`
data "rainbond_app" %q {
  team_id     = %q
  region_name = %q
  %s
}
`, name, mockgateway.DefaultTeam, mockgateway.DefaultRegion, selector)
}

func TestAccAppDataSource(t *testing.T) {
	env := acctest.NewConsoleDefaultEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(appHCL("by_name", `group_name = "shop"`) + appHCL("by_id", `app_id = 3`)),
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue("data.rainbond_app.by_name", tfjsonpath.New("app_id"), knownvalue.Int64Exact(mockgateway.ShopAppID)),
				statecheck.ExpectKnownValue("data.rainbond_app.by_name", tfjsonpath.New("id"), knownvalue.Int64Exact(mockgateway.ShopAppID)),
				statecheck.ExpectKnownValue("data.rainbond_app.by_name", tfjsonpath.New("note"), knownvalue.StringExact("Online shop")),
				statecheck.ExpectKnownValue("data.rainbond_app.by_name", tfjsonpath.New("update_time"), knownvalue.StringExact("2024-05-10T09:30:00")),
				statecheck.ExpectKnownValue("data.rainbond_app.by_name", tfjsonpath.New("logo"), knownvalue.Null()),
				statecheck.ExpectKnownValue("data.rainbond_app.by_id", tfjsonpath.New("group_name"), knownvalue.StringExact("Shop-Admin")),
				statecheck.ExpectKnownValue("data.rainbond_app.by_id", tfjsonpath.New("governance_mode"), knownvalue.Null()),
				statecheck.ExpectKnownValue("data.rainbond_app.by_id", tfjsonpath.New("update_time"), knownvalue.StringExact("2024-04-01T08:00:00.250000")),
				statecheck.ExpectKnownValue("data.rainbond_app.by_id", tfjsonpath.New("tenant_id"), knownvalue.StringExact(mockgateway.DefaultTeamID)),
				// Status and counts come from the read of the one app.
				statecheck.ExpectKnownValue("data.rainbond_app.by_name", tfjsonpath.New("status"), knownvalue.StringExact("running")),
				statecheck.ExpectKnownValue("data.rainbond_app.by_name", tfjsonpath.New("service_count"), knownvalue.Int64Exact(3)),
				statecheck.ExpectKnownValue("data.rainbond_app.by_name", tfjsonpath.New("running_service_count"), knownvalue.Int64Exact(3)),
				statecheck.ExpectKnownValue("data.rainbond_app.by_name", tfjsonpath.New("team_name"), knownvalue.StringExact(mockgateway.DefaultTeam)),
				statecheck.ExpectKnownValue("data.rainbond_app.by_id", tfjsonpath.New("status"), knownvalue.StringExact("closed")),
				statecheck.ExpectKnownValue("data.rainbond_app.by_id", tfjsonpath.New("service_count"), knownvalue.Int64Exact(0)),
				statecheck.ExpectKnownValue("data.rainbond_app.by_id", tfjsonpath.New("used_cpu"), knownvalue.Float64Exact(0)),
			},
		}},
	})
}

func TestAccAppDataSource_errors(t *testing.T) {
	f := mockgateway.DefaultFixture()
	// A second app named "blog" makes the name ambiguous.
	f.Apps = append(f.Apps, mockgateway.App{
		ID: 40, TenantID: mockgateway.DefaultTeamID, GroupName: "blog", RegionName: mockgateway.DefaultRegion,
		CreateTime: "2024-07-01T00:00:00", UpdateTime: "2024-07-01T00:00:00",
	})
	env := acctest.NewConsoleEnv(t, f)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config:      env.Config(appHCL("none", "")),
				ExpectError: acctest.ErrorSeq("Missing Attribute Configuration", "Exactly one of these attributes must be configured: [app_id,group_name]"),
				PlanOnly:    true,
			},
			{
				Config:      env.Config(appHCL("both", "app_id = 1\n  group_name = \"shop\"")),
				ExpectError: acctest.ErrorSeq("Invalid Attribute Combination", "app_id", "group_name"),
				PlanOnly:    true,
			},
			{
				Config:      env.Config(appHCL("bad", `app_id = "one"`)),
				ExpectError: acctest.ErrorRegex(`Inappropriate value for attribute "app_id": a number is required.`),
				PlanOnly:    true,
			},
			{
				Config:      env.Config(appHCL("zero", `app_id = 0`)),
				ExpectError: acctest.ErrorRegex(`app_id value must be at least 1, got: 0`),
				PlanOnly:    true,
			},
			{
				// Exact, case-sensitive: "Shop" is neither "shop" nor "Shop-Admin".
				Config:      env.Config(appHCL("missing", `group_name = "Shop"`)),
				ExpectError: acctest.ErrorSeq("App not found", `no app named "Shop"`, `"shop" (id 1)`, `"Shop-Admin" (id 3)`),
			},
			{
				Config:      env.Config(appHCL("missing_id", `app_id = 99`)),
				ExpectError: acctest.ErrorSeq("App not found", "no app with id 99", `"blog" (id 2)`),
			},
			{
				Config:      env.Config(appHCL("twice", `group_name = "blog"`)),
				ExpectError: acctest.ErrorSeq("Several apps have this name", `2 apps named "blog"`, `"blog" (id 40)`, `"blog" (id 2)`, "Set app_id instead"),
			},
		},
	})
}
