package component

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"

	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

var _ resource.ResourceWithIdentity = (*componentResource)(nil)

// componentIdentityDescriptions document the identity attributes, which
// users type into import blocks.
var componentIdentityDescriptions = map[string]string{
	"team_id":     "Team of the component. Recorded as the team's tenant id; an import block may also give the team's name.",
	"region_name": "Region of the component.",
	"app_id":      "Id of the component's app.",
	"service_id":  "Id of the component. An import block may also give its service_alias.",
}

func (r *componentResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = tfid.IdentitySchemaOf(componentIDFormat, componentIdentityDescriptions)
}

// recordIdentity sets the component's identity from a model filled from
// the platform, which carries the team's tenant id and the component id.
func recordIdentity(ctx context.Context, m *componentModel, ident *tfsdk.ResourceIdentity, diags *diag.Diagnostics) {
	tenant := m.TenantID.ValueString()
	if tenant == "" {
		tenant = m.TeamID.ValueString()
	}
	diags.Append(tfid.SetIdentity(ctx, ident, componentIDFormat, tenant, m.RegionName.ValueString(), m.AppID.ValueInt64(), m.ServiceID.ValueString())...)
}
