package thirdparty

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// pathParts: team_id has two accepted spellings (name or tenant id);
// region_name and app_id have one, and replace through their own plan
// modifiers.
var pathParts = tfid.PathParts{Spelled: []string{"team_id"}, Fixed: []string{"region_name", "app_id"}}

// ModifyPlan replaces the component when team_id names another team, and
// only then: the same team in its other form is the same component, and a
// replacement would delete it (and give an api component a new key).
func (r *thirdPartyResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if !planEndpointsType(ctx, req, resp) || !r.claimName(ctx, req, resp) {
		return
	}
	tfid.PlanSpellings(ctx, pathParts, req, resp, func(ctx context.Context) (string, bool, bool) {
		var plan, state thirdPartyModel
		resp.Diagnostics.Append(resp.Plan.Get(ctx, &plan)...)
		resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
		if resp.Diagnostics.HasError() {
			return "", false, false
		}
		if r.api == nil || plan.TeamID.IsUnknown() {
			// Known only at apply, or no client to ask: another team, for
			// all the plan can tell.
			return "", false, true
		}
		planned := state.ref()
		planned.TeamID = plan.TeamID.ValueString()
		same, err := r.api.SameComponent(ctx, planned, state.ref())
		if err != nil {
			resp.Diagnostics.AddError("Cannot tell whether "+state.label()+" is in team "+plan.TeamID.ValueString(),
				fmt.Sprintf("The configuration names the component's team differently from the state (%q, state %q), and looking up which team it names failed: %s",
					plan.TeamID.ValueString(), state.TeamID.ValueString(), err))
			return "", false, false
		}
		id := state
		id.TeamID = plan.TeamID
		id.buildID()
		return id.ID.ValueString(), same, true
	})
}
