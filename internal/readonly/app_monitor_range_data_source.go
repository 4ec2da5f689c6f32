package readonly

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

var (
	_ datasource.DataSourceWithConfigure      = (*appMonitorRangeDataSource)(nil)
	_ datasource.DataSourceWithValidateConfig = (*appMonitorRangeDataSource)(nil)
)

const monitorTimeForms = "an RFC 3339 time such as `2024-05-01T12:00:00Z`, or whole Unix seconds such as `1714564800`. It is sent to the server as Unix seconds; a fraction of a second is dropped."

type appMonitorRangeModel struct {
	TeamID     types.String            `tfsdk:"team_id"`
	RegionName types.String            `tfsdk:"region_name"`
	AppID      types.Int64             `tfsdk:"app_id"`
	IsOuter    types.Bool              `tfsdk:"is_outer"`
	Start      types.String            `tfsdk:"start"`
	End        types.String            `tfsdk:"end"`
	Step       types.Int64             `tfsdk:"step"`
	Components []monitorComponentModel `tfsdk:"components"`
}

// NewAppMonitorRangeDataSource returns the rainbond_app_monitor_range data source.
func NewAppMonitorRangeDataSource() datasource.DataSource { return &appMonitorRangeDataSource{} }

type appMonitorRangeDataSource struct{ api platform.ReadAPI }

func (d *appMonitorRangeDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_app_monitor_range"
}

func (d *appMonitorRangeDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Reads the historical metrics of the components of an app over a time range. The range is checked at plan time: `start` before `end`, a positive `step`, and at most 11000 points per series (`(end - start) / step + 1`). " +
			"Rainbond's console drops every point of a range query (a known server defect, seen in v6.9.8): the items that have data are then returned with no points, and a warning says so.",
		Attributes: map[string]schema.Attribute{
			"team_id":     tfschema.TeamIDArgument(),
			"region_name": tfschema.RegionNameArgument(),
			"app_id":      tfschema.AppIDArgument(),
			"is_outer":    isOuterArgument(),
			"start": schema.StringAttribute{
				MarkdownDescription: "Start of the range: " + monitorTimeForms,
				Required:            true,
				Validators:          []validator.String{monitorTimeValidator()},
			},
			"end": schema.StringAttribute{
				MarkdownDescription: "End of the range, later than `start`: " + monitorTimeForms,
				Required:            true,
				Validators:          []validator.String{monitorTimeValidator()},
			},
			"step": schema.Int64Attribute{
				MarkdownDescription: "Distance between points, in seconds; positive. Defaults to `60`.",
				Optional:            true,
				Computed:            true,
			},
			"components": monitorComponentsAttribute("The series' points, oldest first."),
		},
	}
}

func (d *appMonitorRangeDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		d.api = data.Reads
	}
}

func (d *appMonitorRangeDataSource) ValidateConfig(ctx context.Context, req datasource.ValidateConfigRequest, resp *datasource.ValidateConfigResponse) {
	var start, end types.String
	var step types.Int64
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("start"), &start)...)
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("end"), &end)...)
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("step"), &step)...)
	if resp.Diagnostics.HasError() || step.IsUnknown() {
		return
	}
	stepSec := int64(client.DefaultMonitorStep)
	if !step.IsNull() {
		stepSec = step.ValueInt64()
	}
	// Malformed times are reported by the attributes' own validator.
	s, sErr := knownMonitorTime(start)
	e, eErr := knownMonitorTime(end)
	if sErr != nil || eErr != nil {
		addRangeProblems(resp, checkMonitorStep(stepSec))
		return
	}
	addRangeProblems(resp, checkMonitorRange(s, e, stepSec))
}

func (d *appMonitorRangeDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	if platform.NotConfigured(d.api != nil, &resp.Diagnostics, "read the data source") {
		return
	}
	var m appMonitorRangeModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &m)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if m.Step.IsNull() {
		m.Step = types.Int64Value(client.DefaultMonitorStep)
	}
	// Validation has passed, so the times parse.
	start, err := parseMonitorTime(m.Start.ValueString())
	if err != nil {
		resp.Diagnostics.AddAttributeError(path.Root("start"), "Invalid start", err.Error())
		return
	}
	end, err := parseMonitorTime(m.End.ValueString())
	if err != nil {
		resp.Diagnostics.AddAttributeError(path.Root("end"), "Invalid end", err.Error())
		return
	}
	ref := platform.AppRefOf(m.TeamID, m.RegionName, m.AppID)
	q := client.MonitorRangeQuery{Start: start, End: end, Step: m.Step.ValueInt64(), IsOuter: tfschema.BoolQuery(m.IsOuter)}
	got, err := d.api.QueryMonitorRange(ctx, ref, q)
	if err != nil {
		platform.AddAppReadError(&resp.Diagnostics, "Cannot read the app's metrics", err, ref,
			"start", q.Start, "end", q.End, "step", q.Step, "is_outer", q.IsOuter)
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

// knownMonitorTime parses a configured time; it fails for unknown and null
// values too, which leaves them to be checked when they are known.
func knownMonitorTime(v types.String) (int64, error) {
	if v.IsNull() || v.IsUnknown() {
		return 0, errUnknownValue
	}
	return parseMonitorTime(v.ValueString())
}

func addRangeProblems(resp *datasource.ValidateConfigResponse, problems []rangeProblem) {
	for _, p := range problems {
		resp.Diagnostics.AddAttributeError(path.Root(p.attribute), p.summary, p.detail)
	}
}
