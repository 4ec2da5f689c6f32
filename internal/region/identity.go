package region

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

var _ resource.ResourceWithIdentity = (*regionResource)(nil)

// regionIdentityDescriptions document the identity attributes, which users
// type into import blocks.
var regionIdentityDescriptions = map[string]string{
	"region_name": "Unique name (cluster id) of the region.",
	"team_id": "Team whose region list refresh reads; may be left out of an import block, as with the import ID `region_name`, " +
		"but then refresh cannot read the region. Recorded as the team's tenant id when the platform shows it (through the team's HTTP rules or its apps in the region); an import block may also give the team's name.",
}

func (r *regionResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = tfid.IdentitySchemaOf(teamRegionIDFormat, regionIdentityDescriptions, "team_id")
}

// regionIDOf is the import ID that names the region as the model does:
// team_id/region_name, or region_name alone without a team.
func regionIDOf(m *regionModel) string {
	if m.TeamID.IsNull() || m.TeamID.ValueString() == "" {
		return regionIDFormat.Build(m.RegionName.ValueString())
	}
	return teamRegionIDFormat.Build(m.TeamID.ValueString(), m.RegionName.ValueString())
}

// recordIdentity sets the region's identity. Its team is canonical (the
// tenant id) when the platform shows the team's tenant id; otherwise it
// stays as configured. Private state keeps the choice, so that the identity
// does not change when the platform later shows more.
func (r *regionResource) recordIdentity(ctx context.Context, m *regionModel, priv tfid.PrivateStore, ident *tfsdk.ResourceIdentity, diags *diag.Diagnostics) {
	name := m.RegionName.ValueString()
	if m.TeamID.IsNull() || m.TeamID.ValueString() == "" {
		diags.Append(tfid.SetIdentity(ctx, ident, teamRegionIDFormat, nil, name)...)
		return
	}
	from := regionIDOf(m)
	if r.api == nil {
		tfid.KeepIdentityUnconfigured(ctx, teamRegionIDFormat, from, priv, ident, diags)
		return
	}
	team := m.TeamID.ValueString()
	id, err := tfid.CanonicalID(ctx, priv, from, func(ctx context.Context) (string, error) {
		tenant, err := r.api.CanonicalTeam(ctx, team)
		return teamRegionIDFormat.Build(tenant, name), err
	})
	if err != nil {
		// The region itself is fine; its identity can wait for the
		// next read (a region's identity may change, see Metadata).
		diags.AddWarning("Cannot read the tenant id of the region's team",
			fmt.Sprintf("The region's resource identity names team %q as configured until a later refresh finds its tenant id: %s", team, err))
		id = from
	}
	tfid.SetIdentityFromID(ctx, ident, teamRegionIDFormat, id, diags)
}

// regionImportID is the import ID of a request: the ID itself, or the one
// an import block's identity stands for (region_name, or team_id/region_name).
func regionImportID(ctx context.Context, req resource.ImportStateRequest) (string, diag.Diagnostics) {
	if req.ID != "" {
		return req.ID, nil
	}
	parts, diags := tfid.IdentityParts(ctx, teamRegionIDFormat, req.Identity)
	if diags.HasError() {
		return "", diags
	}
	if parts[0] == "" {
		return regionIDFormat.Build(parts[1]), diags
	}
	return teamRegionIDFormat.Build(parts[0], parts[1]), diags
}
