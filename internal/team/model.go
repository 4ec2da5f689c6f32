package team

import (
	"context"
	"fmt"
	"sort"

	"github.com/hashicorp/terraform-plugin-framework-timeouts/resource/timeouts"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// teamIDFormat is the team's ID: its tenant id, which every other
// resource's team_id accepts.
var teamIDFormat = tfid.IDFormat{tfid.StringPart("team_id")}

// maxAlias is the serializers' limit of the alias (create's tenant_name,
// update's tenant_alias) and of a region name: 24 characters.
const maxAlias = 24

type teamModel struct {
	ID       types.String   `tfsdk:"id"`
	TeamID   types.String   `tfsdk:"team_id"`
	Alias    types.String   `tfsdk:"alias"`
	TeamName types.String   `tfsdk:"team_name"`
	Regions  types.Set      `tfsdk:"regions"`
	Timeouts timeouts.Value `tfsdk:"timeouts"`
}

func (m *teamModel) label() string {
	if id := m.TeamID.ValueString(); id != "" {
		return fmt.Sprintf("team %q (id %s)", m.Alias.ValueString(), id)
	}
	return fmt.Sprintf("team %q", m.Alias.ValueString())
}

// setFrom records what the platform has: the record and the regions the
// team is open in.
func (m *teamModel) setFrom(t client.Team, regions []string) diag.Diagnostics {
	m.ID = types.StringValue(t.TenantID)
	m.TeamID = types.StringValue(t.TenantID)
	m.Alias = types.StringValue(t.TenantAlias)
	m.TeamName = types.StringValue(t.TenantName)
	set, diags := types.SetValueFrom(context.Background(), types.StringType, regions)
	m.Regions = set
	return diags
}

// configuredRegions is the regions the plan names, sorted; nil when the
// plan leaves them unknown or unset.
func (m *teamModel) configuredRegions(ctx context.Context) ([]string, diag.Diagnostics) {
	if m.Regions.IsNull() || m.Regions.IsUnknown() {
		return nil, nil
	}
	var out []string
	diags := m.Regions.ElementsAs(ctx, &out, false)
	sort.Strings(out)
	return out, diags
}

// regionNames is the names of a team's region list, sorted.
func regionNames(list []client.TeamRegion) []string {
	out := make([]string, 0, len(list))
	for _, r := range list {
		out = append(out, r.RegionName)
	}
	sort.Strings(out)
	return out
}
