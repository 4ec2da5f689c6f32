package region

import (
	"context"
	"fmt"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// What the data source and the ephemeral resource rainbond_team_regions
// share: the same arguments, the same attributes and the same read. They
// differ only in where the result goes (state, or nowhere) and so in
// whether the tokens are there.

// Descriptions of the team_regions arguments and attributes.
const (
	teamRegionsQueryDescription = "Search text: only the regions whose name contains it, ignoring case, are listed. " +
		"Terraform filters the team's list itself (the platform's own search parameter fails on every value). Leave it out to list every region of the team."
	teamRegionsTotalDescription   = "Number of regions listed (those that match `query`, when it is set)."
	teamRegionsRegionsDescription = "The team's regions, sorted by region name."
)

// listedRegionAttributes are the string attributes of a listed region
// other than its token, with their descriptions.
var listedRegionAttributes = []struct{ name, description string }{
	{"region_id", "Region id."},
	{"region_name", "Region name."},
	{"region_alias", "Region alias, the name shown in the console."},
	{"tenant_name", "Name of the team (tenant) in this region."},
	{"url", "Address of the region's API."},
	{"wsurl", "WebSocket address of the region."},
	{"httpdomain", "Root domain for HTTP access to applications."},
	{"tcpdomain", "Root domain for TCP access to applications."},
	{"status", "State code: `0` being edited, `1` enabled, `2` disabled, `3` under maintenance."},
	{"desc", "Region description."},
	{"scope", tfschema.Nullable("Region scope, such as `private`.")},
}

// regionListRefusedAdvice explains the platform's refusal of a whole
// region list for one region it holds but cannot answer.
const regionListRefusedAdvice = "The platform checks the region list it answers, and one region the team is open in breaks its rules, " +
	"so it lists none: most often a region stored without its HTTP or TCP domain (httpdomain, tcpdomain; the server's answer above names " +
	"the field), which the platform's own region add refuses but its database may hold. Give that region the missing values in the " +
	"console's cluster settings, then read again."

// teamRegionModel is one listed region.
type teamRegionModel struct {
	RegionName types.String `tfsdk:"region_name"`
	TenantName types.String `tfsdk:"tenant_name"`
	Status     types.String `tfsdk:"status"`
	Token      types.String `tfsdk:"token"`
	regionValues
}

// listTeamRegions reads the team's regions that match query, with their
// tokens or without (null). It reports false, with an error naming the
// arguments, when the list cannot be read.
func listTeamRegions(ctx context.Context, api platform.RegionAPI, teamID, query string, withTokens bool, diags *diag.Diagnostics) ([]teamRegionModel, bool) {
	regions, err := api.TeamRegions(ctx, teamID)
	if client.IsTeamRegionListRefused(err) {
		err = fmt.Errorf("%w\n\n%s", err, regionListRefusedAdvice)
	}
	if err != nil {
		tfschema.AddReadError(diags, "Cannot list the team's regions", err, "team_id", teamID, "query", query)
		return nil, false
	}
	out := make([]teamRegionModel, 0, len(regions))
	for _, r := range regions {
		if !matchesQuery(r, query) {
			continue
		}
		m := teamRegionModel{
			RegionName:   types.StringValue(r.RegionName),
			TenantName:   types.StringValue(r.TenantName),
			Status:       types.StringValue(r.Status),
			Token:        types.StringNull(),
			regionValues: teamRegionValues(r),
		}
		if withTokens {
			m.Token = types.StringPointerValue(r.Token)
		}
		out = append(out, m)
	}
	return out, true
}

// matchesQuery is the search that query promises: the region name contains
// the text, ignoring case. An empty query matches every region.
func matchesQuery(r client.TeamRegion, query string) bool {
	return strings.Contains(strings.ToLower(r.RegionName), strings.ToLower(query))
}
