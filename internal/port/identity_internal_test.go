package port

import (
	"context"
	"testing"

	fwresource "github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-go/tftypes"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// A refresh of a port recorded without an identity (by an earlier version
// of the provider) gives it the canonical one, from either written form.
func TestComponentPortReadRecordsTheCanonicalIdentity(t *testing.T) {
	ctx := context.Background()
	u := newPortUnit(t, fixtureWithPorts(8080), true)
	var iresp fwresource.IdentitySchemaResponse
	u.r.IdentitySchema(ctx, fwresource.IdentitySchemaRequest{}, &iresp)
	for _, form := range [][2]string{{fixture.Team, fixture.Component}, {fixture.TenantID, fixture.ServiceID}} {
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
		if got.TeamID.ValueString() != fixture.TenantID || got.ServiceID.ValueString() != fixture.ServiceID ||
			got.RegionName.ValueString() != fixture.Region || got.AppID.ValueInt64() != fixture.AppID || got.ContainerPort.ValueInt64() != 8080 {
			t.Errorf("written as %v: identity %+v", form, got)
		}
		// The state keeps the written form.
		if s := stateModel(t, resp.State); s.TeamID.ValueString() != form[0] || s.ServiceID.ValueString() != form[1] {
			t.Errorf("written as %v: state %s/%s", form, s.TeamID, s.ServiceID)
		}
	}
}
