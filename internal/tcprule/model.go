package tcprule

import (
	"fmt"
	"net/netip"
	"strconv"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework-timeouts/resource/timeouts"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// ruleIDFormat is the rule's path: its app, then its tcp_rule_id.
var ruleIDFormat = tfid.IDFormat{tfid.StringPart("team_id"), tfid.StringPart("region_name"), tfid.IntPart("app_id", 1<<63-1), tfid.StringPart("tcp_rule_id")}

// maxEndPoint is the serializer's max_length of end_point.
const maxEndPoint = 32

type ruleModel struct {
	ID            types.String   `tfsdk:"id"`
	TeamID        types.String   `tfsdk:"team_id"`
	RegionName    types.String   `tfsdk:"region_name"`
	AppID         types.Int64    `tfsdk:"app_id"`
	TCPRuleID     types.String   `tfsdk:"tcp_rule_id"`
	ServiceID     types.String   `tfsdk:"service_id"`
	ContainerPort types.Int64    `tfsdk:"container_port"`
	EndPoint      types.String   `tfsdk:"end_point"`
	AccessAddress types.String   `tfsdk:"access_address"`
	Protocol      types.String   `tfsdk:"protocol"`
	Timeouts      timeouts.Value `tfsdk:"timeouts"`
}

func (m *ruleModel) app() client.AppRef {
	return client.AppRef{TeamID: m.TeamID.ValueString(), RegionName: m.RegionName.ValueString(), AppID: m.AppID.ValueInt64()}
}

func (m *ruleModel) component() client.ComponentRef {
	return client.ComponentRef{TeamID: m.TeamID.ValueString(), RegionName: m.RegionName.ValueString(), AppID: m.AppID.ValueInt64(), ServiceID: m.ServiceID.ValueString()}
}

func (m *ruleModel) label() string {
	return fmt.Sprintf("TCP rule %s to port %d of component %q", m.EndPoint.ValueString(), m.ContainerPort.ValueInt64(), m.ServiceID.ValueString())
}

// setFrom records what the platform lists. The end point keeps its
// configured form when it is the same: the list shows an end point on
// 0.0.0.0 with the region's TCP domain in its place. serviceID is the
// component's id; a configured alias of it is kept.
func (m *ruleModel) setFrom(r client.TCPRule, serviceID string) {
	m.TCPRuleID = types.StringValue(r.TCPRuleID)
	m.ID = types.StringValue(ruleIDFormat.Build(m.TeamID.ValueString(), m.RegionName.ValueString(), m.AppID.ValueInt64(), r.TCPRuleID))
	if m.ServiceID.IsNull() || m.ServiceID.IsUnknown() || r.ServiceID != serviceID {
		m.ServiceID = types.StringValue(r.ServiceID)
	}
	m.ContainerPort = types.Int64Value(int64(r.ContainerPort))
	if m.EndPoint.IsNull() || m.EndPoint.IsUnknown() || !sameEndPoint(m.EndPoint.ValueString(), r.EndPoint) {
		m.EndPoint = types.StringValue(r.EndPoint)
	}
	m.AccessAddress = types.StringValue(r.EndPoint)
	m.Protocol = types.StringValue(r.Protocol)
}

// sameEndPoint tells a configured end point from the listed one: the
// same port, and the same host, or 0.0.0.0 configured (listed with the
// region's TCP domain).
func sameEndPoint(configured, listed string) bool {
	ch, cp, ok1 := strings.Cut(configured, ":")
	lh, lp, ok2 := strings.Cut(listed, ":")
	if !ok1 || !ok2 || cp != lp {
		return false
	}
	return ch == lh || ch == "0.0.0.0"
}

// checkEndPoint is what the platform needs of an end point: "ip:port"
// with an IPv4 address and a port of 1 to 65535 (bind_tcpdomain splits
// it on ":" and fails on anything else after the port was opened).
func checkEndPoint(s string) error {
	host, port, ok := strings.Cut(s, ":")
	if !ok {
		return fmt.Errorf("%q is not ip:port", s)
	}
	if a, err := netip.ParseAddr(host); err != nil || !a.Is4() {
		return fmt.Errorf("%q is not an IPv4 address (use 0.0.0.0 for every address of the gateway)", host)
	}
	n, err := strconv.Atoi(port)
	if err != nil || n < 1 || n > 65535 || strconv.Itoa(n) != port {
		return fmt.Errorf("%q is not a port of 1 to 65535", port)
	}
	return nil
}
