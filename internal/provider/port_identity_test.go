package provider

import (
	"context"
	"fmt"
	"strconv"
	"testing"

	fwresource "github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-go/tftypes"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
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

// A refresh of a port recorded without an identity (by an earlier version
// of the provider) gives it the canonical one, from either written form.
func TestComponentPortReadRecordsTheCanonicalIdentity(t *testing.T) {
	ctx := context.Background()
	u := newPortUnit(t, fixtureWithPorts(8080), true)
	var iresp fwresource.IdentitySchemaResponse
	u.r.IdentitySchema(ctx, fwresource.IdentitySchemaRequest{}, &iresp)
	for _, form := range [][2]string{{accTeam, accComponent}, {accTenantID, accServiceID}} {
		m := u.model(8080, false, false)
		m.TeamID, m.ServiceID = types.StringValue(form[0]), types.StringValue(form[1])
		m.ID = types.StringValue(m.buildID())
		null := tftypes.NewValue(iresp.IdentitySchema.Type().TerraformType(ctx), nil)
		resp := fwresource.ReadResponse{State: u.state(t, m), Identity: &tfsdk.ResourceIdentity{Schema: iresp.IdentitySchema, Raw: null}}
		u.r.Read(ctx, fwresource.ReadRequest{State: u.state(t, m), Identity: &tfsdk.ResourceIdentity{Schema: iresp.IdentitySchema, Raw: null}}, &resp)
		if resp.Diagnostics.HasError() {
			t.Fatal(resp.Diagnostics)
		}
		var got struct {
			TeamID        types.String `tfsdk:"team_id"`
			RegionName    types.String `tfsdk:"region_name"`
			AppID         types.Int64  `tfsdk:"app_id"`
			ServiceID     types.String `tfsdk:"service_id"`
			ContainerPort types.Int64  `tfsdk:"container_port"`
		}
		if d := resp.Identity.Get(ctx, &got); d.HasError() {
			t.Fatal(d)
		}
		if got.TeamID.ValueString() != accTenantID || got.ServiceID.ValueString() != accServiceID ||
			got.RegionName.ValueString() != accRegion || got.AppID.ValueInt64() != accAppID || got.ContainerPort.ValueInt64() != 8080 {
			t.Errorf("written as %v: identity %+v", form, got)
		}
		// The state keeps the written form.
		if s := stateModel(t, resp.State); s.TeamID.ValueString() != form[0] || s.ServiceID.ValueString() != form[1] {
			t.Errorf("written as %v: state %s/%s", form, s.TeamID, s.ServiceID)
		}
	}
}

// The identity costs a refresh nothing: the canonical form found when the
// port was created stays in private state, so no CLI (with identities or
// without) makes refresh read the component again.
func TestAccComponentPort_refreshReadsNoComponentForTheIdentity(t *testing.T) {
	env := newAccEnv(t, accFixture())
	config := env.Config(portHCL("a", 8080, "") + portHCL("b", 8081, "") + portHCLOn(accComponentB, "c", 8082, ""))
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
