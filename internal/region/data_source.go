package region

import (
	"context"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/shared"
)

var _ datasource.DataSourceWithConfigure = (*teamRegionsDataSource)(nil)

type teamRegionsModel struct {
	TeamID  types.String      `tfsdk:"team_id"`
	Query   types.String      `tfsdk:"query"`
	Total   types.Int64       `tfsdk:"total"`
	Regions []teamRegionModel `tfsdk:"regions"`
}

type teamRegionModel struct {
	RegionName types.String `tfsdk:"region_name"`
	TenantName types.String `tfsdk:"tenant_name"`
	Status     types.String `tfsdk:"status"`
	Token      types.String `tfsdk:"token"`
	regionValues
}

// NewDataSource returns the rainbond_team_regions data source.
func NewDataSource() datasource.DataSource { return &teamRegionsDataSource{} }

type teamRegionsDataSource struct{ api shared.RegionAPI }

func (d *teamRegionsDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_team_regions"
}

func (d *teamRegionsDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Lists the regions (clusters) a team is open in. Every page is fetched, so `regions` holds all of them, whatever the server's page size.",
		Attributes: map[string]schema.Attribute{
			"team_id": shared.TeamIDArgument(),
			"query": schema.StringAttribute{
				MarkdownDescription: "Search text: only the regions whose name contains it, ignoring case, are listed. " +
					"Terraform filters the team's list itself (the platform's own search parameter fails on every value). Leave it out to list every region of the team.",
				Optional:            true,
			},
			"total": shared.ComputedInt64("Number of regions listed (those that match `query`, when it is set)."),
			"regions": schema.ListNestedAttribute{
				MarkdownDescription: "The team's regions, sorted by region name.",
				Computed:            true,
				NestedObject: schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
					"region_id":    shared.ComputedString("Region id."),
					"region_name":  shared.ComputedString("Region name."),
					"region_alias": shared.ComputedString("Region alias, the name shown in the console."),
					"tenant_name":  shared.ComputedString("Name of the team (tenant) in this region."),
					"url":          shared.ComputedString("Address of the region's API."),
					"wsurl":        shared.ComputedString("WebSocket address of the region."),
					"httpdomain":   shared.ComputedString("Root domain for HTTP access to applications."),
					"tcpdomain":    shared.ComputedString("Root domain for TCP access to applications."),
					"token": schema.StringAttribute{
						MarkdownDescription: shared.Nullable("Region token. A secret: Terraform hides it in plans and output, but it is kept in the state."),
						Computed:            true,
						Sensitive:           true,
					},
					"status": shared.ComputedString("State code: `0` being edited, `1` enabled, `2` disabled, `3` under maintenance."),
					"desc":   shared.ComputedString("Region description."),
					"scope":  shared.ComputedString(shared.Nullable("Region scope, such as `private`.")),
				}},
			},
		},
	}
}

func (d *teamRegionsDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	if data := shared.DataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		d.api = data.Regions
	}
}

func (d *teamRegionsDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	if shared.NotConfigured(d.api != nil, &resp.Diagnostics, "read the data source") {
		return
	}
	var m teamRegionsModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &m)...)
	if resp.Diagnostics.HasError() {
		return
	}
	teamID, query := m.TeamID.ValueString(), m.Query.ValueString()

	regions, err := d.api.TeamRegions(ctx, teamID)
	if err != nil {
		shared.AddReadError(&resp.Diagnostics, "Cannot list the team's regions", err, "team_id", teamID, "query", query)
		return
	}

	m.Regions = make([]teamRegionModel, 0, len(regions))
	for _, r := range regions {
		if matchesQuery(r, query) {
			m.Regions = append(m.Regions, teamRegionFromAPI(r))
		}
	}
	m.Total = types.Int64Value(int64(len(m.Regions)))
	resp.Diagnostics.Append(resp.State.Set(ctx, &m)...)
}

func teamRegionFromAPI(r client.TeamRegion) teamRegionModel {
	return teamRegionModel{
		RegionName:   types.StringValue(r.RegionName),
		TenantName:   types.StringValue(r.TenantName),
		Status:       types.StringValue(r.Status),
		Token:        types.StringPointerValue(r.Token),
		regionValues: teamRegionValues(r),
	}
}

// matchesQuery is the search that query promises: the region name contains
// the text, ignoring case. An empty query matches every region.
func matchesQuery(r client.TeamRegion, query string) bool {
	return strings.Contains(strings.ToLower(r.RegionName), strings.ToLower(query))
}
