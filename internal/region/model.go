package region

import (
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// regionValues are the region's attributes that the platform reports and
// that rainbond_region and rainbond_team_regions both hold, converted from
// the client's types in one place for each source.
type regionValues struct {
	RegionID    types.String `tfsdk:"region_id"`
	RegionAlias types.String `tfsdk:"region_alias"`
	URL         types.String `tfsdk:"url"`
	WSURL       types.String `tfsdk:"wsurl"`
	HTTPDomain  types.String `tfsdk:"httpdomain"`
	TCPDomain   types.String `tfsdk:"tcpdomain"`
	Desc        types.String `tfsdk:"desc"`
	Scope       types.String `tfsdk:"scope"`
}

// teamRegionValues reads an entry of a team's region list, which may leave
// out the scope. The token is not among them: only the data source and the
// ephemeral resource hold it, and only when asked.
func teamRegionValues(r client.TeamRegion) regionValues {
	return regionValues{
		RegionID:    types.StringValue(r.RegionID),
		RegionAlias: types.StringValue(r.RegionAlias),
		URL:         types.StringValue(r.URL),
		WSURL:       types.StringValue(r.WSURL),
		HTTPDomain:  types.StringValue(r.HTTPDomain),
		TCPDomain:   types.StringValue(r.TCPDomain),
		Desc:        types.StringValue(r.Desc),
		Scope:       types.StringPointerValue(r.Scope),
	}
}
