package component

import (
	"fmt"
	"slices"

	"github.com/hashicorp/terraform-plugin-framework-timeouts/resource/timeouts"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// componentIDFormat is the component's path in the API: the ID and the
// import form.
var componentIDFormat = tfid.IDFormat{
	tfid.StringPart("team_id"), tfid.StringPart("region_name"), tfid.IntPart("app_id", 1<<63-1), tfid.StringPart("service_id"),
}

// claimKind is the claim under which a resource of a run holds its
// component, so that no create of the same run adopts it.
var claimKind = tfid.ObjectClaim("component")

// Limits of the create (console/services/app.py check_service_cname).
const maxComponentName = 100

// Statuses (region worker/appm/types/v1/status.go) that say whether the
// component runs: a component in any other status (starting, stopping,
// upgrade, abnormal, ...) keeps the running value it had.
var (
	runningStatuses = []string{"running"}
	stoppedStatuses = []string{"closed", "undeploy"}
)

type componentModel struct {
	ID               types.String `tfsdk:"id"`
	TeamID           types.String `tfsdk:"team_id"`
	RegionName       types.String `tfsdk:"region_name"`
	AppID            types.Int64  `tfsdk:"app_id"`
	ComponentName    types.String `tfsdk:"component_name"`
	K8sComponentName types.String `tfsdk:"k8s_component_name"`
	Image            types.String `tfsdk:"image"`
	Username         types.String `tfsdk:"username"`
	Password         types.String `tfsdk:"password"`
	Running          types.Bool   `tfsdk:"running"`
	Force            types.Bool   `tfsdk:"force"`

	ServiceID    types.String `tfsdk:"service_id"`
	ServiceAlias types.String `tfsdk:"service_alias"`
	TenantID     types.String `tfsdk:"tenant_id"`
	Status       types.String `tfsdk:"status"`
	Version      types.String `tfsdk:"version"`
	CreateStatus types.String `tfsdk:"create_status"`
	// DeployedImage is the image of the last deploy that this provider
	// saw succeed (null when none is known): a stored image that differs
	// from it is a deploy still owed.
	DeployedImage types.String `tfsdk:"deployed_image"`

	Timeouts timeouts.Value `tfsdk:"timeouts"`
}

func (m *componentModel) appRef() client.AppRef {
	return platform.AppRefOf(m.TeamID, m.RegionName, m.AppID)
}

func (m *componentModel) ref() client.ComponentRef {
	return platform.ComponentRefOf(m.TeamID, m.RegionName, m.AppID, m.ServiceID)
}

// label names the component in messages.
func (m *componentModel) label() string {
	return fmt.Sprintf("component %q (k8s_component_name %q) of app %d", m.ComponentName.ValueString(), m.K8sComponentName.ValueString(), m.AppID.ValueInt64())
}

// setFrom records what the platform reports of the component. The path
// parts keep the forms the configuration uses; running follows the status
// when the status says, and is kept while the component is between two.
// A component_name or k8s_component_name already known is kept: the API
// cannot change either (the console's rename dialog edits both), so a
// rename in the console is no change the configuration can make or undo,
// and must not plan a replacement (renamedTo warns).
func (m *componentModel) setFrom(c client.Component) {
	if m.ComponentName.IsNull() || m.ComponentName.IsUnknown() {
		m.ComponentName = types.StringValue(platform.Deref(c.ServiceCname))
	}
	if m.K8sComponentName.IsNull() || m.K8sComponentName.IsUnknown() {
		m.K8sComponentName = types.StringValue(c.K8sComponentName)
	}
	m.Image = types.StringValue(c.Image)
	m.ServiceID, m.ServiceAlias, m.TenantID = types.StringValue(c.ServiceID), types.StringValue(c.ServiceAlias), types.StringValue(c.TenantID)
	m.Status = types.StringValue(platform.Deref(c.Status))
	m.Version = types.StringValue(c.Version)
	m.CreateStatus = types.StringValue(platform.Deref(c.CreateStatus))
	if m.DeployedImage.IsUnknown() || (m.DeployedImage.IsNull() && platform.Deref(c.Status) != "undeploy" && platform.Deref(c.Status) != "") {
		// Nothing recorded (an import, or a state from before the
		// attribute): a component deployed once runs its stored image
		// as far as anything shows.
		m.DeployedImage = types.StringValue(c.Image)
	}
	if r, known := runningOf(platform.Deref(c.Status)); known {
		m.Running = types.BoolValue(r)
	} else if m.Running.IsNull() || m.Running.IsUnknown() {
		m.Running = types.BoolValue(true)
	}
	if m.Force.IsNull() || m.Force.IsUnknown() {
		m.Force = types.BoolValue(false)
	}
	m.ID = types.StringValue(componentIDFormat.Build(m.TeamID.ValueString(), m.RegionName.ValueString(), m.AppID.ValueInt64(), c.ServiceID))
}

// deployOwed reports whether the plan asks the component to run an image
// that no deploy this provider saw succeed has brought: a new image, or
// one whose deploy failed or was refused, or was stored while stopped.
func deployOwed(plan componentModel, prior types.String) bool {
	if !plan.Running.ValueBool() || plan.Image.IsUnknown() {
		return false
	}
	return prior.IsNull() || prior.ValueString() != plan.Image.ValueString()
}

// renamedTo describes the names the platform reports that differ from the
// ones the state keeps (renamed in the console), such as
// `component_name "Web (prod)"`; empty when none does.
func (m *componentModel) renamedTo(c client.Component) []string {
	var renamed []string
	for _, n := range []struct {
		attr  string
		kept  types.String
		there string
	}{
		{"component_name", m.ComponentName, platform.Deref(c.ServiceCname)},
		{"k8s_component_name", m.K8sComponentName, c.K8sComponentName},
	} {
		if !n.kept.IsNull() && !n.kept.IsUnknown() && n.kept.ValueString() != n.there {
			renamed = append(renamed, fmt.Sprintf("%s %q", n.attr, n.there))
		}
	}
	return renamed
}

// runningOf says whether a status is running or stopped; known is false
// for the statuses between two.
func runningOf(status string) (running, known bool) {
	switch {
	case slices.Contains(runningStatuses, status):
		return true, true
	case slices.Contains(stoppedStatuses, status):
		return false, true
	}
	return false, false
}
