package readonly

import (
	"context"
	"fmt"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework-validators/datasourcevalidator"
	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
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
	_ datasource.DataSourceWithConfigure        = (*appDataSource)(nil)
	_ datasource.DataSourceWithConfigValidators = (*appDataSource)(nil)
)

// maxListedApps bounds the candidates an error message lists.
const maxListedApps = 20

type appModel struct {
	TeamID types.String `tfsdk:"team_id"`
	AppID  types.Int64  `tfsdk:"app_id"`
	appFieldsModel
	appStatusModel
}

// appStatusModel holds what only the read of one app reports: the app's
// status and the counts and figures of its components.
type appStatusModel struct {
	Status              types.String  `tfsdk:"status"`
	ServiceCount        types.Int64   `tfsdk:"service_count"`
	RunningServiceCount types.Int64   `tfsdk:"running_service_count"`
	UsedMemory          types.Int64   `tfsdk:"used_memory"`
	UsedCPU             types.Float64 `tfsdk:"used_cpu"`
	TeamName            types.String  `tfsdk:"team_name"`
	EnterpriseID        types.String  `tfsdk:"enterprise_id"`
}

// NewAppDataSource returns the rainbond_app data source.
func NewAppDataSource() datasource.DataSource { return &appDataSource{} }

type appDataSource struct{ api platform.ReadAPI }

func (d *appDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_app"
}

func (d *appDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	attrs := appFieldAttributes()
	attrs["team_id"] = tfschema.TeamIDArgument()
	attrs["region_name"] = tfschema.RegionNameArgument()
	attrs["app_id"] = schema.Int64Attribute{
		MarkdownDescription: "Id of the app to read, a positive number. Give exactly one of `app_id` and `group_name`; after the read it holds the app's id.",
		Optional:            true,
		Computed:            true,
		Validators:          []validator.Int64{int64validator.AtLeast(1)},
	}
	attrs["group_name"] = schema.StringAttribute{
		MarkdownDescription: "Exact name of the app to read (case-sensitive). Give exactly one of `app_id` and `group_name`; after the read it holds the app's name.",
		Optional:            true,
		Computed:            true,
		Validators:          []validator.String{stringvalidator.LengthAtLeast(1)},
	}
	attrs["status"] = tfschema.ComputedString("`running` when every component runs, `part_running` when some do, `closed` when none does or the app has no component. " +
		"When the cluster cannot tell the components' status, the platform counts none as running.")
	attrs["service_count"] = tfschema.ComputedInt64("Number of components of the app, third-party ones included.")
	attrs["running_service_count"] = tfschema.ComputedInt64("Number of components running.")
	attrs["used_memory"] = tfschema.ComputedInt64("Sum of the components' memory limits in MiB, not multiplied by their instance counts.")
	attrs["used_cpu"] = tfschema.ComputedFloat64("CPU the platform counts for the app: 30 millicores per 128 MiB of the components' memory, whatever their CPU settings; may be fractional.")
	attrs["team_name"] = tfschema.ComputedString("Name of the app's team.")
	attrs["enterprise_id"] = tfschema.ComputedString("Id of the enterprise.")
	resp.Schema = schema.Schema{
		MarkdownDescription: "Reads one app of a team in a region, found by its id or by its exact name, with its status and component counts. " +
			"Fails when no app, or more than one, matches; the message lists the apps that are there. Two requests per read: the app list, then the app.",
		Attributes: attrs,
	}
}

func (d *appDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		d.api = data.Reads
	}
}

func (d *appDataSource) ConfigValidators(context.Context) []datasource.ConfigValidator {
	return []datasource.ConfigValidator{
		datasourcevalidator.ExactlyOneOf(path.MatchRoot("app_id"), path.MatchRoot("group_name")),
	}
}

func (d *appDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	if platform.NotConfigured(d.api != nil, &resp.Diagnostics, "read the data source") {
		return
	}
	var m appModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &m)...)
	if resp.Diagnostics.HasError() {
		return
	}
	teamID, region := m.TeamID.ValueString(), m.RegionName.ValueString()
	// The whole list, not a server-side search: its substring match would
	// hide the candidates that the error messages show.
	apps, err := d.api.ListApps(ctx, teamID, region, "")
	if err != nil {
		tfschema.AddReadError(&resp.Diagnostics, "Cannot list the apps", err, "team_id", teamID, "region_name", region)
		return
	}

	var app client.App
	if !m.AppID.IsNull() {
		id := m.AppID.ValueInt64()
		found := appsMatching(apps, func(a client.App) bool { return a.ID == id })
		if len(found) == 0 {
			resp.Diagnostics.AddAttributeError(path.Root("app_id"), "App not found",
				fmt.Sprintf("Team %q has no app with id %d in region %q. %s", teamID, id, region, describeApps(apps)))
			return
		}
		app = found[0]
	} else {
		name := m.GroupName.ValueString()
		found := appsMatching(apps, func(a client.App) bool { return a.GroupName == name })
		switch len(found) {
		case 0:
			resp.Diagnostics.AddAttributeError(path.Root("group_name"), "App not found",
				fmt.Sprintf("Team %q has no app named %q in region %q (names are compared exactly). %s", teamID, name, region, describeApps(apps)))
			return
		case 1:
			app = found[0]
		default:
			resp.Diagnostics.AddAttributeError(path.Root("group_name"), "Several apps have this name",
				fmt.Sprintf("Team %q has %d apps named %q in region %q: %s. Set app_id instead to pick one.", teamID, len(found), name, region, listApps(found)))
			return
		}
	}

	detail, err := d.api.GetApp(ctx, client.AppRef{TeamID: teamID, RegionName: region, AppID: app.ID})
	if err != nil {
		tfschema.AddReadError(&resp.Diagnostics, "Cannot read the app's status", err, "team_id", teamID, "region_name", region, "app_id", app.ID)
		return
	}
	m.appStatusModel = appStatusModel{
		Status: types.StringValue(detail.Status), ServiceCount: types.Int64Value(detail.ServiceCount),
		RunningServiceCount: types.Int64Value(detail.RunningServiceCount), UsedMemory: types.Int64Value(detail.UsedMemory),
		UsedCPU: types.Float64Value(detail.UsedCPU), TeamName: types.StringValue(detail.TeamName), EnterpriseID: types.StringValue(detail.EnterpriseID),
	}
	m.appFieldsModel = appFieldsFromAPI(app)
	m.RegionName = types.StringValue(region)
	m.AppID = types.Int64Value(app.ID)
	resp.Diagnostics.Append(resp.State.Set(ctx, &m)...)
}

func appsMatching(apps []client.App, match func(client.App) bool) []client.App {
	var out []client.App
	for _, a := range apps {
		if match(a) {
			out = append(out, a)
		}
	}
	return out
}

// describeApps says which apps a failed lookup could have meant.
func describeApps(apps []client.App) string {
	if len(apps) == 0 {
		return "There are no apps there."
	}
	return fmt.Sprintf("The apps there are: %s.", listApps(apps))
}

func listApps(apps []client.App) string {
	parts := make([]string, 0, min(len(apps), maxListedApps)+1)
	for i, a := range apps {
		if i == maxListedApps {
			parts = append(parts, fmt.Sprintf("and %d more", len(apps)-maxListedApps))
			break
		}
		parts = append(parts, fmt.Sprintf("%q (id %d)", a.GroupName, a.ID))
	}
	return strings.Join(parts, ", ")
}
