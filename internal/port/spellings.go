package port

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// portPathParts: team_id and service_id have two accepted spellings;
// region_name, app_id and container_port have one.
var portPathParts = tfid.PathParts{
	Spelled: []string{"team_id", "service_id"},
	Fixed:   []string{"region_name", "app_id", "container_port"},
}

// planPathSpellings replaces the port when team_id or service_id now name
// another team or component, and otherwise plans the new written form as
// an update that changes nothing else. It reports whether the plan
// replaces the port, for whatever reason.
func (r *portResource) planPathSpellings(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) (replaced bool) {
	return tfid.PlanSpellings(ctx, portPathParts, req, resp, func(ctx context.Context) (string, bool, bool) {
		var plan, state portModel
		resp.Diagnostics.Append(resp.Plan.Get(ctx, &plan)...)
		resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
		if resp.Diagnostics.HasError() {
			return "", false, false
		}
		if r.api == nil || plan.TeamID.IsUnknown() || plan.ServiceID.IsUnknown() {
			// Known only at apply, or no client to ask: another port, for
			// all the plan can tell.
			return "", false, true
		}
		same, err := r.api.SameComponent(ctx, plan.ref(), state.ref())
		if err != nil {
			resp.Diagnostics.AddError("Cannot tell whether "+plan.label()+" is the port in state",
				fmt.Sprintf("The configuration names the port's team or component differently from the state (%s/%s, state %s/%s), and looking up which team and component they name failed: %s",
					plan.TeamID.ValueString(), plan.ServiceID.ValueString(), state.TeamID.ValueString(), state.ServiceID.ValueString(), err))
			return "", false, false
		}
		return plan.buildID(), same, true
	})
}
