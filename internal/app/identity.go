package app

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

var _ resource.ResourceWithIdentity = (*appResource)(nil)

// appIdentityDescriptions document the identity attributes, which users
// type into import blocks.
var appIdentityDescriptions = map[string]string{
	"team_id":     "Team of the app. Recorded as the team's tenant id; an import block may also give the team's name.",
	"region_name": "Region of the app.",
	"app_id":      "Id of the app.",
}

func (r *appResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = tfid.IdentitySchemaOf(appIDFormat, appIdentityDescriptions)
}

// recordIdentity sets the app's identity from a model filled from the app
// list, which carries the team's tenant id.
func (r *appResource) recordIdentity(ctx context.Context, m *appModel, ident *tfsdk.ResourceIdentity, diags *diag.Diagnostics) {
	tenant := m.TenantID.ValueString()
	if tenant == "" {
		tenant = m.TeamID.ValueString()
	}
	diags.Append(tfid.SetIdentity(ctx, ident, appIDFormat, tenant, m.RegionName.ValueString(), m.AppID.ValueInt64())...)
}
