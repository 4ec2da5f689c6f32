package region

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

var _ datasource.DataSourceWithConfigure = (*teamRegionsDataSource)(nil)

type teamRegionsModel struct {
	TeamID        types.String      `tfsdk:"team_id"`
	Query         types.String      `tfsdk:"query"`
	IncludeTokens types.Bool        `tfsdk:"include_tokens"`
	Total         types.Int64       `tfsdk:"total"`
	Regions       []teamRegionModel `tfsdk:"regions"`
}

// NewDataSource returns the rainbond_team_regions data source.
func NewDataSource() datasource.DataSource { return &teamRegionsDataSource{} }

type teamRegionsDataSource struct{ api platform.RegionAPI }

func (d *teamRegionsDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_team_regions"
}

func (d *teamRegionsDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	region := map[string]schema.Attribute{
		"token": schema.StringAttribute{
			MarkdownDescription: "Region token, a credential for the region's API. Null unless `include_tokens` is true (and null when the region has none). " +
				"To pass a token to another provider without storing it, use the ephemeral resource `rainbond_team_regions` instead.",
			Computed:  true,
			Sensitive: true,
		},
	}
	for _, a := range listedRegionAttributes {
		region[a.name] = tfschema.ComputedString(a.description)
	}
	resp.Schema = schema.Schema{
		MarkdownDescription: "Lists the regions (clusters) a team is open in. Every page is fetched, so `regions` holds all of them, whatever the server's page size. " +
			"Data sources are stored in state, so the region tokens are left out unless `include_tokens` is set; the ephemeral resource of the same name gives them without storing them.",
		Attributes: map[string]schema.Attribute{
			"team_id": tfschema.TeamIDArgument(),
			"query": schema.StringAttribute{
				MarkdownDescription: teamRegionsQueryDescription,
				Optional:            true,
			},
			"include_tokens": schema.BoolAttribute{
				MarkdownDescription: "Also read each region's `token` into the state (default `false`). Anyone who can read the state can then read the tokens: " +
					"prefer the ephemeral resource `rainbond_team_regions` (Terraform 1.10 or later, OpenTofu 1.11 or later), which is never stored.",
				Optional: true,
			},
			"total": tfschema.ComputedInt64(teamRegionsTotalDescription),
			"regions": schema.ListNestedAttribute{
				MarkdownDescription: teamRegionsRegionsDescription,
				Computed:            true,
				NestedObject:        schema.NestedAttributeObject{Attributes: region},
			},
		},
	}
}

func (d *teamRegionsDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		d.api = data.Regions
	}
}

func (d *teamRegionsDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	if platform.NotConfigured(d.api != nil, &resp.Diagnostics, "read the data source") {
		return
	}
	var m teamRegionsModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &m)...)
	if resp.Diagnostics.HasError() {
		return
	}
	regions, ok := listTeamRegions(ctx, d.api, m.TeamID.ValueString(), m.Query.ValueString(), m.IncludeTokens.ValueBool(), &resp.Diagnostics)
	if !ok {
		return
	}
	m.Regions = regions
	m.Total = types.Int64Value(int64(len(regions)))
	resp.Diagnostics.Append(resp.State.Set(ctx, &m)...)
}
