package app

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

var _ datasource.DataSourceWithConfigure = (*componentsDataSource)(nil)

type componentsModel struct {
	TeamID     types.String     `tfsdk:"team_id"`
	RegionName types.String     `tfsdk:"region_name"`
	AppID      types.Int64      `tfsdk:"app_id"`
	Components []componentModel `tfsdk:"components"`
}

type componentModel struct {
	ServiceID        types.String `tfsdk:"service_id"`
	ServiceAlias     types.String `tfsdk:"service_alias"`
	ServiceCname     types.String `tfsdk:"service_cname"`
	K8sComponentName types.String `tfsdk:"k8s_component_name"`
	Status           types.String `tfsdk:"status"`
	ServiceSource    types.String `tfsdk:"service_source"`
	CreateStatus     types.String `tfsdk:"create_status"`
	ExtendMethod     types.String `tfsdk:"extend_method"`
	Image            types.String `tfsdk:"image"`
	Version          types.String `tfsdk:"version"`
	MinMemory        types.Int64  `tfsdk:"min_memory"`
	MinCPU           types.Int64  `tfsdk:"min_cpu"`
	ContainerGPU     types.Int64  `tfsdk:"container_gpu"`
	MinNode          types.Int64  `tfsdk:"min_node"`
}

// NewComponentsDataSource returns the rainbond_app_components data source.
func NewComponentsDataSource() datasource.DataSource { return &componentsDataSource{} }

type componentsDataSource struct{ api platform.AppAPI }

func (d *componentsDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_app_components"
}

func (d *componentsDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Lists the components of an app, third-party ones included, with their status in the cluster and their scaling. " +
			"One request per read. The listing does not compute access addresses (read `rainbond_component` for those).",
		Attributes: map[string]schema.Attribute{
			"team_id":     tfschema.TeamIDArgument(),
			"region_name": tfschema.RegionNameArgument(),
			"app_id":      tfschema.AppIDArgument(),
			"components": schema.ListNestedAttribute{
				MarkdownDescription: "The app's components, in the platform's order.",
				Computed:            true,
				NestedObject: schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
					"service_id":         tfschema.ComputedString("Id of the component."),
					"service_alias":      tfschema.ComputedString("Alias of the component, which paths accept as `service_id`."),
					"service_cname":      tfschema.ComputedString(tfschema.Nullable("Display name of the component.")),
					"k8s_component_name": tfschema.ComputedString("Name of the component inside the cluster."),
					"status":             tfschema.ComputedString(tfschema.Nullable("Status in the cluster, such as `running`, `closed` or `undeploy`; null when the cluster could not tell.")),
					"service_source":     tfschema.ComputedString(tfschema.Nullable("Where the component comes from, such as `docker_image`, `source_code`, `market` or `third_party`.")),
					"create_status":      tfschema.ComputedString(tfschema.Nullable("`complete` once the component exists in the cluster; until then scaling changes nothing.")),
					"extend_method":      tfschema.ComputedString(tfschema.Nullable("Component type, such as `stateless_multiple` or `state_singleton` (a singleton runs one instance).")),
					"image":              tfschema.ComputedString("Image, as stored."),
					"version":            tfschema.ComputedString("Version, as stored."),
					"min_memory":         tfschema.ComputedInt64(tfschema.Nullable("Memory limit in MiB.")),
					"min_cpu":            tfschema.ComputedInt64(tfschema.Nullable("CPU in millicores.")),
					"container_gpu":      tfschema.ComputedInt64(tfschema.Nullable("GPU memory.")),
					"min_node":           tfschema.ComputedInt64(tfschema.Nullable("Desired instance count.")),
				}},
			},
		},
	}
}

func (d *componentsDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		d.api = data.Apps
	}
}

func (d *componentsDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	if platform.NotConfigured(d.api != nil, &resp.Diagnostics, "read the data source") {
		return
	}
	var m componentsModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &m)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ref := client.AppRef{TeamID: m.TeamID.ValueString(), RegionName: m.RegionName.ValueString(), AppID: m.AppID.ValueInt64()}
	comps, err := d.api.AppComponents(ctx, ref)
	if err != nil {
		tfschema.AddReadError(&resp.Diagnostics, "Cannot list the app's components", err,
			"team_id", ref.TeamID, "region_name", ref.RegionName, "app_id", ref.AppID)
		return
	}
	m.Components = make([]componentModel, 0, len(comps))
	for _, c := range comps {
		m.Components = append(m.Components, componentModelOf(c))
	}
	resp.Diagnostics.Append(resp.State.Set(ctx, &m)...)
}

func componentModelOf(c client.Component) componentModel {
	return componentModel{
		ServiceID:        types.StringValue(c.ServiceID),
		ServiceAlias:     types.StringValue(c.ServiceAlias),
		ServiceCname:     types.StringPointerValue(c.ServiceCname),
		K8sComponentName: types.StringValue(c.K8sComponentName),
		Status:           types.StringPointerValue(c.Status),
		ServiceSource:    types.StringPointerValue(c.ServiceSource),
		CreateStatus:     types.StringPointerValue(c.CreateStatus),
		ExtendMethod:     types.StringPointerValue(c.ExtendMethod),
		Image:            types.StringValue(c.Image),
		Version:          types.StringValue(c.Version),
		MinMemory:        types.Int64PointerValue(c.MinMemory),
		MinCPU:           types.Int64PointerValue(c.MinCPU),
		ContainerGPU:     types.Int64PointerValue(c.ContainerGPU),
		MinNode:          types.Int64PointerValue(c.MinNode),
	}
}
