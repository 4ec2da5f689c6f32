package readonly

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

var _ datasource.DataSourceWithConfigure = (*appMonitorDataSource)(nil)

type appMonitorModel struct {
	TeamID     types.String            `tfsdk:"team_id"`
	RegionName types.String            `tfsdk:"region_name"`
	AppID      types.Int64             `tfsdk:"app_id"`
	IsOuter    types.Bool              `tfsdk:"is_outer"`
	Components []monitorComponentModel `tfsdk:"components"`
}

// NewAppMonitorDataSource returns the rainbond_app_monitor data source.
func NewAppMonitorDataSource() datasource.DataSource { return &appMonitorDataSource{} }

type appMonitorDataSource struct{ api platform.ReadAPI }

func (d *appMonitorDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_app_monitor"
}

func (d *appMonitorDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Reads the current metrics (request time, request count, clients) of the components of an app. The values change from one read to the next, so use them for output and checks, not for the arguments of resources.",
		Attributes: map[string]schema.Attribute{
			"team_id":     tfschema.TeamIDArgument(),
			"region_name": tfschema.RegionNameArgument(),
			"app_id":      tfschema.AppIDArgument(),
			"is_outer":    isOuterArgument(),
			"components":  monitorComponentsAttribute("The series' points. A current-metrics result holds one point."),
		},
	}
}

func (d *appMonitorDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		d.api = data.Reads
	}
}

func (d *appMonitorDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	if platform.NotConfigured(d.api != nil, &resp.Diagnostics, "read the data source") {
		return
	}
	var m appMonitorModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &m)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ref := platform.AppRefOf(m.TeamID, m.RegionName, m.AppID)
	isOuter := tfschema.BoolQuery(m.IsOuter)
	got, err := d.api.QueryMonitor(ctx, ref, isOuter)
	if err != nil {
		platform.AddAppReadError(&resp.Diagnostics, "Cannot read the app's metrics", err, ref, "is_outer", isOuter)
		return
	}
	comps, err := monitorComponentsFromAPI(got)
	if err != nil {
		platform.AddAppReadError(&resp.Diagnostics, "Cannot understand the app's metrics", err, ref)
		return
	}
	m.Components = comps
	addEmptySeriesWarning(&resp.Diagnostics, comps)
	resp.Diagnostics.Append(resp.State.Set(ctx, &m)...)
}

func isOuterArgument() schema.BoolAttribute {
	return schema.BoolAttribute{
		MarkdownDescription: "`true` keeps only the components with external access. Leave it out for every component.",
		Optional:            true,
	}
}
