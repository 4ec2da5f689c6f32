package componentports

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

var _ resource.ResourceWithIdentity = (*setResource)(nil)

// Read refreshes the ports the state holds, from the run's one list of the
// component's ports (shared with rainbond_component_port and the data
// source). A port gone from the platform leaves the map, so the plan
// creates it again; ports the state does not hold are not looked at. An
// import (a state without ports) takes every port the component has.
func (r *setResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state setModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if platform.SkipRefreshKeepingIdentity(ctx, r.api != nil, setIDFormat, state.buildID(), resp) {
		return
	}
	list, err := r.api.Ports(ctx, state.ref())
	if client.IsComponentGone(err) {
		// Only the platform's own answer that the component is gone; any
		// other 404 (the team, the app, an address that is no console)
		// keeps the state.
		resp.Diagnostics.AddWarning(fmt.Sprintf("Component %q is gone", state.ServiceID.ValueString()),
			fmt.Sprintf("Listing the ports of %s found no component: %s\n\nTerraform removes its ports from state and plans to create them again, "+
				"which fails until the component is back. If the component was deleted on purpose, remove this resource from the configuration.", state.label(), err))
		resp.State.RemoveResource(ctx)
		tfid.IdentityOfRemoved(ctx, setIDFormat, state.buildID(), resp.Identity)
		return
	}
	if err != nil {
		resp.Diagnostics.AddError("Cannot read the ports of "+state.label(), platform.ErrorDetail(err, state.TeamID.ValueString(), state.RegionName.ValueString()))
		return
	}
	importing := state.Ports.IsNull()
	held := state.ports(ctx, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	ports := map[int64]portValue{}
	for _, p := range list {
		if _, ok := held[p.ContainerPort]; ok || importing {
			ports[p.ContainerPort] = valueOf(p)
		}
		if p.K8sServiceName != "" {
			state.K8sServiceName = types.StringValue(p.K8sServiceName)
		}
	}
	state.ID = types.StringValue(state.buildID())
	state.setPorts(ports, &resp.Diagnostics)
	if !r.recordIdentity(ctx, "read the ports of", &state, resp.Private, resp.Identity, &resp.Diagnostics) {
		return
	}
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
}

// ImportState takes the component's path, as an ID or an identity; the
// Read that follows takes every port the component has.
func (r *setResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "import the ports of a component") {
		return
	}
	tfid.ImportCompositeID(ctx, setIDFormat, req, resp)
}

// setIdentityDescriptions document the identity attributes, which users
// type into import blocks.
var setIdentityDescriptions = map[string]string{
	"team_id":     "Team that owns the app. Recorded as the team's tenant id; an import block may also give the team's name.",
	"region_name": "Region (cluster) the component runs in.",
	"app_id":      "Id of the app that holds the component.",
	"service_id":  "Component that owns the ports. Recorded as the component id; an import block may also give its alias (service_alias).",
}

func (r *setResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = tfid.IdentitySchemaOf(setIDFormat, setIdentityDescriptions)
}

// recordIdentity sets the resource's identity, the component in canonical
// form (tenant id, component id), kept in private state once known.
func (r *setResource) recordIdentity(ctx context.Context, action string, m *setModel, priv tfid.PrivateStore, ident *tfsdk.ResourceIdentity, diags *diag.Diagnostics) bool {
	id, err := tfid.CanonicalID(ctx, priv, m.buildID(), func(ctx context.Context) (string, error) {
		c, err := r.api.Component(ctx, m.ref())
		if err != nil {
			return "", err
		}
		return setIDFormat.Build(c.TenantID, m.RegionName.ValueString(), m.AppID.ValueInt64(), c.ServiceID), nil
	})
	if err != nil {
		diags.AddError("Cannot "+action+" "+m.label(), "Reading the component failed; its tenant id and component id make the resource identity: "+
			platform.ErrorDetail(err, m.TeamID.ValueString(), m.RegionName.ValueString()))
		return false
	}
	return tfid.SetIdentityFromID(ctx, ident, setIDFormat, id, diags)
}
