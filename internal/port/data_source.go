package port

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

var _ datasource.DataSourceWithConfigure = (*portsDataSource)(nil)

type portsModel struct {
	TeamID     types.String     `tfsdk:"team_id"`
	RegionName types.String     `tfsdk:"region_name"`
	AppID      types.Int64      `tfsdk:"app_id"`
	ServiceID  types.String     `tfsdk:"service_id"`
	Ports      []portEntryModel `tfsdk:"ports"`
}

type portEntryModel struct {
	ContainerPort  types.Int64  `tfsdk:"container_port"`
	Protocol       types.String `tfsdk:"protocol"`
	PortAlias      types.String `tfsdk:"port_alias"`
	IsInnerService types.Bool   `tfsdk:"is_inner_service"`
	IsOuterService types.Bool   `tfsdk:"is_outer_service"`
	K8sServiceName types.String `tfsdk:"k8s_service_name"`
	MappingPort    types.Int64  `tfsdk:"mapping_port"`
	LBMappingPort  types.Int64  `tfsdk:"lb_mapping_port"`
}

// NewDataSource returns the rainbond_component_ports data source.
func NewDataSource() datasource.DataSource { return &portsDataSource{} }

type portsDataSource struct{ api platform.PortAPI }

func (d *portsDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_component_ports"
}

func (d *portsDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Lists the container ports of one component.",
		Attributes: map[string]schema.Attribute{
			"team_id":     tfschema.TeamIDArgument(),
			"region_name": tfschema.RegionNameArgument(),
			"app_id":      tfschema.AppIDArgument(),
			"service_id": schema.StringAttribute{
				MarkdownDescription: "Component whose ports to list: its id or its alias (`service_alias`).",
				Required:            true,
				Validators:          []validator.String{stringvalidator.LengthAtLeast(1)},
			},
			"ports": schema.ListNestedAttribute{
				MarkdownDescription: "The component's ports, in the server's order.",
				Computed:            true,
				NestedObject: schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
					"container_port":   tfschema.ComputedInt64("Port number inside the container."),
					"protocol":         tfschema.ComputedString("Protocol: `tcp`, `http`, `mysql`, `grpc` or `udp`."),
					"port_alias":       tfschema.ComputedString("Port alias."),
					"is_inner_service": tfschema.ComputedBool("Whether the port is open to other components inside the cluster."),
					"is_outer_service": tfschema.ComputedBool("Whether the port is open outside the cluster."),
					"k8s_service_name": tfschema.ComputedString("Name of the port's service inside the cluster (its internal domain name)."),
					"mapping_port":     tfschema.ComputedInt64(tfschema.Nullable("Port the component's service maps this port to.")),
					"lb_mapping_port":  tfschema.ComputedInt64(tfschema.Nullable("Port on the gateway that exposes this port, for TCP-like protocols.")),
				}},
			},
		},
	}
}

func (d *portsDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	if data := platform.ProviderDataFrom(req.ProviderData, &resp.Diagnostics); data != nil {
		d.api = data.Ports
	}
}

func (d *portsDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	if platform.NotConfigured(d.api != nil, &resp.Diagnostics, "read the data source") {
		return
	}
	var m portsModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &m)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ref := platform.ComponentRefOf(m.TeamID, m.RegionName, m.AppID, m.ServiceID)
	ports, err := d.api.Ports(ctx, ref)
	if err != nil {
		platform.AddComponentReadError(&resp.Diagnostics, "Cannot list the component's ports", err, ref)
		return
	}
	m.Ports = make([]portEntryModel, 0, len(ports))
	for _, p := range ports {
		m.Ports = append(m.Ports, portEntryModel{
			ContainerPort:  types.Int64Value(p.ContainerPort),
			Protocol:       types.StringValue(p.Protocol),
			PortAlias:      types.StringValue(p.PortAlias),
			IsInnerService: types.BoolValue(p.IsInnerService),
			IsOuterService: types.BoolValue(p.IsOuterService),
			K8sServiceName: types.StringValue(p.K8sServiceName),
			MappingPort:    types.Int64PointerValue(p.MappingPort),
			LBMappingPort:  types.Int64PointerValue(p.LBMappingPort),
		})
	}
	resp.Diagnostics.Append(resp.State.Set(ctx, &m)...)
}
