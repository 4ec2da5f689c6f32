package provider

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// portHCLAs is a port of the standard app with the team and the component
// written in the given forms.
func portHCLAs(name, team, service string, port int64, extra string) string {
	return fmt.Sprintf(`
resource "rainbond_component_port" %q {
  team_id        = %q
  region_name    = %q
  app_id         = %d
  service_id     = %q
  container_port = %d
%s
}
`, name, team, accRegion, accAppID, service, port, extra)
}

// A port created by Terraform has the canonical identity whatever forms the
// configuration uses, and keeps it through refresh, drift, updates and a
// change of the forms the configuration uses.
func TestAccComponentPort_identity(t *testing.T) {
	env := newAccEnv(t, accFixture())
	const addr = "rainbond_component_port.web"
	canonical := statecheck.ExpectIdentity(addr, portIdentity(accServiceID, 8080))
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{accNeeds(cliFeatureResourceIdentity)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config:            env.Config(portHCL("web", 8080, "")),
				ConfigPlanChecks:  emptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{canonical},
			},
			{
				// Changed by hand, then put back in place: refresh and update
				// keep the identity (Terraform fails on a changed one).
				PreConfig: func() {
					if err := env.GW.EditPort(accComponent, 8080, func(p *mockgateway.Port) { p.PortAlias = "BY_HAND" }); err != nil {
						t.Fatal(err)
					}
				},
				Config:            env.Config(portHCL("web", 8080, "is_inner_service = true")),
				ConfigPlanChecks:  expectUpdate(addr),
				ConfigStateChecks: []statecheck.StateCheck{canonical},
			},
			{
				// The same port written by tenant id and component id: the
				// state takes the new form, the identity stays.
				Config:            env.Config(portHCLAs("web", accTenantID, accServiceID, 8080, "is_inner_service = true")),
				ConfigPlanChecks:  expectUpdate(addr),
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
		{name: "team name and component alias", team: accTeam, service: accComponent},
		{name: "tenant id and component id", team: accTenantID, service: accServiceID},
	} {
		t.Run(c.name, func(t *testing.T) {
			env := newAccEnv(t, adoptFixture())
			// Port 8080: port 5000 has a custom domain, which would stop
			// the destroy at the end of the test.
			config := env.Config(portHCLAs("api", c.team, c.service, 8080, "  is_inner_service = true") + importBlockHCL(addr, map[string]string{
				"team_id": strconv.Quote(c.team), "region_name": strconv.Quote(accRegion), "app_id": strconv.FormatInt(accAppID, 10),
				"service_id": strconv.Quote(c.service), "container_port": "8080",
			}))
			resource.ParallelTest(t, resource.TestCase{
				TerraformVersionChecks:   []tfversion.TerraformVersionCheck{accNeeds(cliFeatureResourceIdentity)},
				ProtoV6ProviderFactories: env.Factories(),
				Steps: []resource.TestStep{{
					Config: config,
					ConfigPlanChecks: resource.ConfigPlanChecks{
						PreApply:             []plancheck.PlanCheck{expectOnlyImports(1)},
						PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
					},
					ConfigStateChecks: []statecheck.StateCheck{
						statecheck.ExpectIdentity(addr, portIdentity(accServiceID, 8080)),
						// The state keeps the forms the configuration uses.
						portMatchesMockExcept(env, addr, "id"),
						statecheck.ExpectKnownValue(addr, tfjsonpath.New("id"),
							knownvalue.StringExact(fmt.Sprintf("%s/%s/%d/%s/8080", c.team, accRegion, accAppID, c.service))),
					},
				}},
			})
		})
	}
}
