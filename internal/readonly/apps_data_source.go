package readonly

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

var _ datasource.DataSourceWithConfigure = (*appsDataSource)(nil)

type appsModel struct {
	TeamID     types.String     `tfsdk:"team_id"`
	RegionName types.String     `tfsdk:"region_name"`
	Query      types.String     `tfsdk:"query"`
	Apps       []appFieldsModel `tfsdk:"apps"`
}

// NewAppsDataSource returns the rainbond_apps data source.
func NewAppsDataSource() datasource.DataSource { return &appsDataSource{} }

type appsDataSource struct{ api platform.ReadAPI }

func (d *appsDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_apps"
}

func (d *appsDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Lists the apps of a team in a region.",
		Attributes: map[string]schema.Attribute{
			"team_id":     tfschema.TeamIDArgument(),
			"region_name": tfschema.RegionNameArgument(),
			"query": schema.StringAttribute{
				MarkdownDescription: "Search text passed to the server, which keeps the apps whose name contains it, ignoring case. Leave it out to list every app.",
				Optional:            true,
			},
			"apps": schema.ListNestedAttribute{
				MarkdownDescription: "The apps, newest update first (the server's order).",
				Computed:            true,
				NestedObject:        schema.NestedAttributeObject{Attributes: appFieldAttributes()},
			},
		},
	}
}

func (d *appsDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		d.api = data.Reads
	}
}

func (d *appsDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	if platform.NotConfigured(d.api != nil, &resp.Diagnostics, "read the data source") {
		return
	}
	var m appsModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &m)...)
	if resp.Diagnostics.HasError() {
		return
	}
	teamID, region, query := m.TeamID.ValueString(), m.RegionName.ValueString(), m.Query.ValueString()
	apps, err := d.api.ListApps(ctx, teamID, region, query)
	if err != nil {
		tfschema.AddReadError(&resp.Diagnostics, "Cannot list the apps", err, "team_id", teamID, "region_name", region, "query", query)
		return
	}
	m.Apps = make([]appFieldsModel, 0, len(apps))
	for _, a := range apps {
		m.Apps = append(m.Apps, appFieldsFromAPI(a))
	}
	resp.Diagnostics.Append(resp.State.Set(ctx, &m)...)
}
