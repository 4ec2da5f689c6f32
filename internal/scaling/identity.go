package scaling

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

var _ resource.ResourceWithIdentity = (*scalingResource)(nil)

// scalingIdentityDescriptions document the identity attributes, which
// users type into import blocks.
var scalingIdentityDescriptions = map[string]string{
	"team_id":     "Team of the component. Recorded as the team's tenant id; an import block may also give the team's name.",
	"region_name": "Region of the component.",
	"app_id":      "Id of the component's app.",
	"service_id":  "The component. Recorded as its component id; an import block may also give its alias.",
}

func (r *scalingResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = tfid.IdentitySchemaOf(scalingIDFormat, scalingIdentityDescriptions)
}

// recordIdentity sets the identity from a model filled from the component,
// which carries its tenant id and component id.
func (r *scalingResource) recordIdentity(ctx context.Context, m *scalingModel, ident *tfsdk.ResourceIdentity, diags *diag.Diagnostics) {
	diags.Append(tfid.SetIdentity(ctx, ident, scalingIDFormat,
		m.TenantID.ValueString(), m.RegionName.ValueString(), m.AppID.ValueInt64(), m.ComponentID.ValueString())...)
}
