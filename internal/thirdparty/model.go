package thirdparty

import (
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework-timeouts/resource/timeouts"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// idFormat is the component's path: its app, then its id.
var idFormat = tfid.IDFormat{tfid.StringPart("team_id"), tfid.StringPart("region_name"), tfid.IntPart("app_id", 1<<63-1), tfid.StringPart("service_id")}

const (
	// maxName is the create serializer's max_length of component_name.
	maxName = 64
	// thirdPartySource is the service_source of a third-party component.
	thirdPartySource = "third_party"
	typeStatic       = "static"
	typeAPI          = "api"
)

type thirdPartyModel struct {
	ID               types.String   `tfsdk:"id"`
	TeamID           types.String   `tfsdk:"team_id"`
	RegionName       types.String   `tfsdk:"region_name"`
	AppID            types.Int64    `tfsdk:"app_id"`
	ComponentName    types.String   `tfsdk:"component_name"`
	EndpointsType    types.String   `tfsdk:"endpoints_type"`
	Endpoints        types.List     `tfsdk:"endpoints"`
	ServiceID        types.String   `tfsdk:"service_id"`
	ServiceAlias     types.String   `tfsdk:"service_alias"`
	K8sComponentName types.String   `tfsdk:"k8s_component_name"`
	APIServiceKey    types.String   `tfsdk:"api_service_key"`
	APIURL           types.String   `tfsdk:"api_url"`
	Timeouts         timeouts.Value `tfsdk:"timeouts"`
}

func (m *thirdPartyModel) app() client.AppRef {
	return client.AppRef{TeamID: m.TeamID.ValueString(), RegionName: m.RegionName.ValueString(), AppID: m.AppID.ValueInt64()}
}

func (m *thirdPartyModel) ref() client.ComponentRef {
	return client.ComponentRef{TeamID: m.TeamID.ValueString(), RegionName: m.RegionName.ValueString(), AppID: m.AppID.ValueInt64(), ServiceID: m.ServiceID.ValueString()}
}

func (m *thirdPartyModel) label() string {
	if m.ServiceID.ValueString() != "" {
		return fmt.Sprintf("third-party component %q (%s) of app %d", m.ComponentName.ValueString(), m.ServiceID.ValueString(), m.AppID.ValueInt64())
	}
	return fmt.Sprintf("third-party component %q of app %d", m.ComponentName.ValueString(), m.AppID.ValueInt64())
}

func (m *thirdPartyModel) buildID() {
	m.ID = types.StringValue(idFormat.Build(m.TeamID.ValueString(), m.RegionName.ValueString(), m.AppID.ValueInt64(), m.ServiceID.ValueString()))
}

// setFrom records what the component detail tells.
func (m *thirdPartyModel) setFrom(c client.Component) {
	m.ServiceID = types.StringValue(c.ServiceID)
	m.ServiceAlias = types.StringValue(c.ServiceAlias)
	m.K8sComponentName = types.StringValue(c.K8sComponentName)
	// The name is taken only where none is known (an import, a listed
	// component): a rename in the console is cosmetic and is reported,
	// not planned as a replacement (renamedTo).
	if c.ServiceCname != nil && (m.ComponentName.IsNull() || m.ComponentName.IsUnknown()) {
		m.ComponentName = types.StringValue(*c.ServiceCname)
	}
	m.buildID()
}

// renamedTo is the component's name on the platform when it differs from
// the recorded one.
func (m *thirdPartyModel) renamedTo(c client.Component) (string, bool) {
	name := platform.Deref(c.ServiceCname)
	return name, !m.ComponentName.IsNull() && !m.ComponentName.IsUnknown() && m.ComponentName.ValueString() != name
}

// isThirdParty reports whether a component detail is a third-party one.
func isThirdParty(c client.Component) bool {
	return c.ServiceSource != nil && *c.ServiceSource == thirdPartySource
}
