package component_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
	"github.com/hashicorp/terraform-plugin-testing/querycheck/queryfilter"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// madeInConsole is a component of the empty app made outside Terraform
// (its alias as the console makes it: "gr" and the id's last six digits),
// running nginx:1.25.
func madeInConsole() mockgateway.Fixture {
	f := emptyApp()
	f.Components = append(f.Components, mockgateway.Component{AppID: emptyAppID, ServiceBaseInfo: mockgateway.ServiceBaseInfo{
		ServiceID: "9e8d7c6b5a4f4e3d2c1b0a9f8e7d6c5b", ServiceAlias: "gr7d6c5b", ServiceCname: "Web", K8sComponentName: "web",
		Image: "nginx:1.25", Version: "latest",
	}})
	return f
}

// An import block names a component by identity, with the team by name;
// the identity records the tenant id and the next plan is empty.
func TestAccComponent_importByIdentity(t *testing.T) {
	env := acctest.NewConsolePacedEnv(t, madeInConsole())
	identity := statecheck.ExpectIdentity(address, map[string]knownvalue.Check{
		"team_id": knownvalue.StringExact(fixture.TenantID), "region_name": knownvalue.StringExact(fixture.Region),
		"app_id": knownvalue.Int64Exact(emptyAppID), "service_id": knownvalue.StringExact("9e8d7c6b5a4f4e3d2c1b0a9f8e7d6c5b"),
	})
	importBlock := acctest.ImportBlockHCL(address, map[string]string{
		"team_id": strconv.Quote(fixture.Team), "region_name": strconv.Quote(fixture.Region), "app_id": strconv.FormatInt(emptyAppID, 10),
		"service_id": strconv.Quote("9e8d7c6b5a4f4e3d2c1b0a9f8e7d6c5b"),
	})
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureResourceIdentity)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(componentHCL("nginx:1.25", true) + importBlock),
			ConfigPlanChecks: resource.ConfigPlanChecks{
				PreApply:             []plancheck.PlanCheck{acctest.ExpectOnlyImports(1)},
				PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
			},
			ConfigStateChecks: []statecheck.StateCheck{identity},
		}},
	})
}

// terraform query finds the app's components, by identity, with running
// as their status says.
func TestAccComponentList(t *testing.T) {
	env := acctest.NewConsolePacedEnv(t, madeInConsole())
	identity := map[string]knownvalue.Check{
		"team_id": knownvalue.StringExact(fixture.TenantID), "region_name": knownvalue.StringExact(fixture.Region),
		"app_id": knownvalue.Int64Exact(emptyAppID), "service_id": knownvalue.StringExact("9e8d7c6b5a4f4e3d2c1b0a9f8e7d6c5b"),
	}
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureListResources)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.ProviderBlock()},
			{
				PreConfig: env.GW.ResetCounts,
				Query:     true,
				Config: `list "rainbond_component" "all" {
  provider         = rainbond
  include_resource = true
  config {
    team_id     = "` + fixture.Team + `"
    region_name = "` + fixture.Region + `"
    app_id      = ` + strconv.FormatInt(emptyAppID, 10) + `
  }
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("rainbond_component.all", 1),
					querycheck.ExpectIdentity("rainbond_component.all", identity),
					querycheck.ExpectResourceKnownValues("rainbond_component.all", queryfilter.ByResourceIdentity(identity), []querycheck.KnownValueCheck{
						{Path: tfjsonpath.New("k8s_component_name"), KnownValue: knownvalue.StringExact("web")},
						{Path: tfjsonpath.New("image"), KnownValue: knownvalue.StringExact("nginx:1.25")},
						{Path: tfjsonpath.New("running"), KnownValue: knownvalue.Bool(true)},
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

// Imported by ID; then stopped in the console, it drifts: the plan starts it again,
// and the apply waits for it to run.
func TestAccComponent_stoppedInConsole(t *testing.T) {
	env := acctest.NewConsolePacedEnv(t, madeInConsole())
	importBlock := "\nimport {\n  to = " + address + "\n  id = \"" + fixture.Team + "/" + fixture.Region + "/2/9e8d7c6b5a4f4e3d2c1b0a9f8e7d6c5b\"\n}\n"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				// Import by ID: the plan only imports, and the next plan is
				// empty.
				Config: env.Config(componentHCL("nginx:1.25", true) + importBlock),
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply:             []plancheck.PlanCheck{acctest.ExpectOnlyImports(1)},
					PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
				},
			},
			{
				PreConfig: func() {
					if err := env.Console.EditComponent("9e8d7c6b5a4f4e3d2c1b0a9f8e7d6c5b", func(c *mockgateway.Component) { c.Status = "closed" }); err != nil {
						t.Fatal(err)
					}
				},
				Config:           env.Config(componentHCL("nginx:1.25", true)),
				ConfigPlanChecks: acctest.ExpectUpdate(address),
				Check:            mockHas(env.GW, "nginx:1.25", "running"),
			},
		},
	})
}

// The same team written as its tenant id is the same component: the plan
// updates the state only, and nothing is deleted.
func TestAccComponent_teamInItsOtherForm(t *testing.T) {
	env := acctest.NewConsolePacedEnv(t, emptyApp())
	var first string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config: env.Config(componentHCL("nginx:1.25", true)),
				Check: func(*terraform.State) error {
					first = made(env.GW)[0].ServiceID
					return nil
				},
			},
			{
				PreConfig:        env.GW.ResetCounts,
				Config:           env.Config(strings.Replace(componentHCL("nginx:1.25", true), `"`+fixture.Team+`"`, `"`+fixture.TenantID+`"`, 1)),
				ConfigPlanChecks: acctest.ExpectUpdate(address),
				Check: resource.ComposeTestCheckFunc(
					resource.TestCheckResourceAttr(address, "team_id", fixture.TenantID),
					func(*terraform.State) error {
						if c := made(env.GW); len(c) != 1 || c[0].ServiceID != first {
							return fmt.Errorf("components %+v, want the first one kept", c)
						}
						if n := env.GW.Count(mockgateway.OpDeleteComponent) + env.GW.Count(mockgateway.OpOperateApp); n != 0 {
							return fmt.Errorf("%d writes for a change of form", n)
						}
						return nil
					},
				),
			},
		},
	})
}
