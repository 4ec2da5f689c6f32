package componentports

import (
	"context"
	"fmt"
	"sort"
	"strconv"

	"github.com/hashicorp/terraform-plugin-framework-timeouts/resource/timeouts"
	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-framework/types/basetypes"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/portplan"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// setIDFormat is the ID and import form: the component's path.
var setIDFormat = tfid.IDFormat{
	tfid.StringPart("team_id"),
	tfid.StringPart("region_name"),
	tfid.IntPart("app_id", 1<<63-1),
	tfid.StringPart("service_id"),
}

// setModel is the resource's data.
type setModel struct {
	ID             types.String   `tfsdk:"id"`
	TeamID         types.String   `tfsdk:"team_id"`
	RegionName     types.String   `tfsdk:"region_name"`
	AppID          types.Int64    `tfsdk:"app_id"`
	ServiceID      types.String   `tfsdk:"service_id"`
	K8sServiceName types.String   `tfsdk:"k8s_service_name"`
	Ports          types.Map      `tfsdk:"ports"`
	Timeouts       timeouts.Value `tfsdk:"timeouts"`
}

// portValue is one value of the ports map.
type portValue struct {
	Protocol       types.String `tfsdk:"protocol"`
	PortAlias      types.String `tfsdk:"port_alias"`
	IsInnerService types.Bool   `tfsdk:"is_inner_service"`
	IsOuterService types.Bool   `tfsdk:"is_outer_service"`
	MappingPort    types.Int64  `tfsdk:"mapping_port"`
	LBMappingPort  types.Int64  `tfsdk:"lb_mapping_port"`
}

var portAttrTypes = map[string]attr.Type{
	"protocol":         types.StringType,
	"port_alias":       types.StringType,
	"is_inner_service": types.BoolType,
	"is_outer_service": types.BoolType,
	"mapping_port":     types.Int64Type,
	"lb_mapping_port":  types.Int64Type,
}

var portObjectType = types.ObjectType{AttrTypes: portAttrTypes}

func (m *setModel) ref() client.ComponentRef {
	return platform.ComponentRefOf(m.TeamID, m.RegionName, m.AppID, m.ServiceID)
}

func (m *setModel) buildID() string {
	ref := m.ref()
	return setIDFormat.Build(ref.TeamID, ref.RegionName, ref.AppID, ref.ServiceID)
}

// label names the component in messages.
func (m *setModel) label() string {
	ref := m.ref()
	return fmt.Sprintf("component %s/%s/%d/%s", ref.TeamID, ref.RegionName, ref.AppID, ref.ServiceID)
}

// portLabel names one port in messages: "port 8080 (team/region/7/component)".
func (m *setModel) portLabel(n int64) string {
	ref := m.ref()
	return fmt.Sprintf("port %d (%s/%s/%d/%s)", n, ref.TeamID, ref.RegionName, ref.AppID, ref.ServiceID)
}

func (m *setModel) portOf(n int64) portplan.PortOf {
	return portplan.PortOf{Team: m.TeamID.ValueString(), Region: m.RegionName.ValueString(), Service: m.ServiceID.ValueString(), Port: n}
}

// ports returns the map's values by port number. A null or unknown map is
// empty.
func (m *setModel) ports(ctx context.Context, diags *diag.Diagnostics) map[int64]portValue {
	out := map[int64]portValue{}
	if m.Ports.IsNull() || m.Ports.IsUnknown() {
		return out
	}
	byKey := map[string]portValue{}
	diags.Append(m.Ports.ElementsAs(ctx, &byKey, false)...)
	for k, v := range byKey {
		n, err := parsePortKey(k)
		if err != nil {
			diags.AddError("Invalid key in ports", err.Error())
			continue
		}
		out[n] = v
	}
	return out
}

// setPorts writes the map from values by port number.
func (m *setModel) setPorts(ports map[int64]portValue, diags *diag.Diagnostics) {
	elems := make(map[string]attr.Value, len(ports))
	for n, v := range ports {
		obj, d := types.ObjectValueFrom(context.Background(), portAttrTypes, v)
		diags.Append(d...)
		elems[strconv.FormatInt(n, 10)] = obj
	}
	mv, d := types.MapValue(portObjectType, elems)
	diags.Append(d...)
	m.Ports = mv
}

// parsePortKey reads a key of the ports map: a container port number,
// 1 to 65535, written in decimal without sign or leading zero.
func parsePortKey(k string) (int64, error) {
	n, err := strconv.ParseInt(k, 10, 64)
	if err != nil || n < 1 || n > 65535 || strconv.FormatInt(n, 10) != k {
		return 0, fmt.Errorf("%q is not a container port number: a key of ports is the port number, 1 to 65535, written as a string (\"8080\")", k)
	}
	return n, nil
}

// valueOf is a port as the platform has it.
func valueOf(p client.Port) portValue {
	return portValue{
		Protocol:       types.StringValue(p.Protocol),
		PortAlias:      types.StringValue(p.PortAlias),
		IsInnerService: types.BoolValue(p.IsInnerService),
		IsOuterService: types.BoolValue(p.IsOuterService),
		MappingPort:    types.Int64PointerValue(p.MappingPort),
		LBMappingPort:  types.Int64PointerValue(p.LBMappingPort),
	}
}

// Equal reports whether two port values are the same, unknowns included.
func (v portValue) Equal(o portValue) bool {
	return v.Protocol.Equal(o.Protocol) && v.PortAlias.Equal(o.PortAlias) && v.IsInnerService.Equal(o.IsInnerService) &&
		v.IsOuterService.Equal(o.IsOuterService) && v.MappingPort.Equal(o.MappingPort) && v.LBMappingPort.Equal(o.LBMappingPort)
}

// wanted is a planned port as the planner sees it: an attribute left to the
// platform (unknown) is "keep". The internal domain name is the
// component's, set apart (see applyName).
func (v portValue) wanted() portplan.Settings {
	known := func(s types.String) string {
		if s.IsNull() || s.IsUnknown() {
			return ""
		}
		return s.ValueString()
	}
	return portplan.Settings{
		Protocol: known(v.Protocol),
		Alias:    known(v.PortAlias),
		Inner:    v.IsInnerService.ValueBool(),
		Outer:    v.IsOuterService.ValueBool(),
	}
}

// knownString is the value of s, or "" when it is null or unknown.
func knownString(s basetypes.StringValue) string {
	if s.IsNull() || s.IsUnknown() {
		return ""
	}
	return s.ValueString()
}

// sortedPorts returns the numbers of a map in ascending order.
func sortedPorts[V any](m map[int64]V) []int64 {
	out := make([]int64, 0, len(m))
	for n := range m {
		out = append(out, n)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// byNumber indexes a component's port list.
func byNumber(list []client.Port) map[int64]client.Port {
	out := make(map[int64]client.Port, len(list))
	for _, p := range list {
		out[p.ContainerPort] = p
	}
	return out
}
