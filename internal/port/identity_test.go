package port_test

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// A port created by Terraform has the canonical identity whatever forms the
// configuration uses, and keeps it through refresh, drift, updates and a
// change of the forms the configuration uses.
func TestAccComponentPort_identity(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	const addr = "rainbond_component_port.web"
	canonical := statecheck.ExpectIdentity(addr, portIdentity(fixture.ServiceID, 8080))
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureResourceIdentity)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config:            env.Config(acctest.PortHCL("web", 8080, "")),
				ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{canonical},
			},
			{
				// Changed by hand, then put back in place: refresh and update
				// keep the identity (Terraform fails on a changed one).
				PreConfig: func() {
					if err := env.Console.EditPort(fixture.Component, 8080, func(p *mockgateway.Port) { p.PortAlias = "BY_HAND" }); err != nil {
						t.Fatal(err)
					}
				},
				Config:            env.Config(acctest.PortHCL("web", 8080, "is_inner_service = true")),
				ConfigPlanChecks:  acctest.ExpectUpdate(addr),
				ConfigStateChecks: []statecheck.StateCheck{canonical},
			},
			{
				// The same port written by tenant id and component id: the
				// state takes the new form, the identity stays.
				Config:            env.Config(acctest.PortHCLAs("web", fixture.TenantID, fixture.ServiceID, 8080, "is_inner_service = true")),
				ConfigPlanChecks:  acctest.ExpectUpdate(addr),
				ConfigStateChecks: []statecheck.StateCheck{canonical},
			},
		},
	})
}

// An import block names a port by identity as the user knows it, by team
// name and component alias or by tenant id and component id; with a
// matching resource block it plans one import and nothing else, and both
// end in the canonical identity.
func TestAccComponentPort_importByIdentity(t *testing.T) {
	const addr = "rainbond_component_port.api"
	for _, c := range []struct {
		name          string
		team, service string
	}{
		{name: "team name and component alias", team: fixture.Team, service: fixture.Component},
		{name: "tenant id and component id", team: fixture.TenantID, service: fixture.ServiceID},
	} {
		t.Run(c.name, func(t *testing.T) {
			env := acctest.NewConsoleEnv(t, fixture.Adoptable())
			// Port 8080: port 5000 has a custom domain, which would stop
			// the destroy at the end of the test.
			config := env.Config(acctest.PortHCLAs("api", c.team, c.service, 8080, "  is_inner_service = true") + acctest.ImportBlockHCL(addr, map[string]string{
				"team_id": strconv.Quote(c.team), "region_name": strconv.Quote(fixture.Region), "app_id": strconv.FormatInt(fixture.AppID, 10),
				"service_id": strconv.Quote(c.service), "container_port": "8080",
			}))
			resource.ParallelTest(t, resource.TestCase{
				TerraformVersionChecks:   []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureResourceIdentity)},
				ProtoV6ProviderFactories: env.Factories(),
				Steps: []resource.TestStep{{
					Config: config,
					ConfigPlanChecks: resource.ConfigPlanChecks{
						PreApply:             []plancheck.PlanCheck{acctest.ExpectOnlyImports(1)},
						PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
					},
					ConfigStateChecks: []statecheck.StateCheck{
						statecheck.ExpectIdentity(addr, portIdentity(fixture.ServiceID, 8080)),
						// The state keeps the forms the configuration uses.
						acctest.PortMatchesMockExcept(env, addr, "id"),
						statecheck.ExpectKnownValue(addr, tfjsonpath.New("id"),
							knownvalue.StringExact(fmt.Sprintf("%s/%s/%d/%s/8080", c.team, fixture.Region, fixture.AppID, c.service))),
					},
				}},
			})
		})
	}
}

// The identity costs a refresh nothing: the canonical form found when the
// port was created stays in private state, so no CLI (with identities or
// without) makes refresh read the component again.
func TestAccComponentPort_refreshReadsNoComponentForTheIdentity(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	config := env.Config(acctest.PortHCL("a", 8080, "") + acctest.PortHCL("b", 8081, "") + acctest.PortHCLOn(fixture.ComponentB, "c", 8082, ""))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				PreConfig: env.GW.ResetCounts,
				Config:    config,
				Check: func(*terraform.State) error {
					// One read per component in the apply that created them.
					if n := env.GW.Count(mockgateway.OpGetComponent); n != 2 {
						return fmt.Errorf("the create read components %d times, want 2", n)
					}
					return nil
				},
			},
			{
				PreConfig:        env.GW.ResetCounts,
				Config:           config,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
				Check: func(*terraform.State) error {
					if n := env.GW.Count(mockgateway.OpGetComponent); n != 0 {
						return fmt.Errorf("refresh read components %d times for identities, want 0", n)
					}
					return nil
				},
			},
		},
	})
}
