package tcprule

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// rulePathParts: team_id and service_id have two accepted spellings, and
// end_point two written forms (0.0.0.0, or the region's TCP domain the
// list shows in its place); region_name, app_id and container_port one.
var rulePathParts = tfid.PathParts{
	Spelled: []string{"team_id", "service_id", "end_point"},
	Fixed:   []string{"region_name", "app_id", "container_port"},
}

// planSpellings replaces the rule when the configuration names another
// team, component or end point, and otherwise plans the new written form
// (after an import, the state holds the listed forms) as an update that
// sends nothing. It reports whether the plan replaces the rule.
func (r *ruleResource) planSpellings(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) (replaced bool) {
	return tfid.PlanSpellings(ctx, rulePathParts, req, resp, func(ctx context.Context) (string, bool, bool) {
		var plan, state ruleModel
		resp.Diagnostics.Append(resp.Plan.Get(ctx, &plan)...)
		resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
		if resp.Diagnostics.HasError() {
			return "", false, false
		}
		if r.api == nil || plan.TeamID.IsUnknown() || plan.ServiceID.IsUnknown() || plan.EndPoint.IsUnknown() {
			return "", false, true
		}
		listed := state.AccessAddress.ValueString()
		if listed == "" {
			listed = state.EndPoint.ValueString()
		}
		if !sameEndPoint(plan.EndPoint.ValueString(), listed) && plan.EndPoint.ValueString() != state.EndPoint.ValueString() {
			return "", false, true
		}
		same, err := r.api.SameComponent(ctx, plan.component(), state.component())
		if err != nil {
			resp.Diagnostics.AddError("Cannot tell whether "+plan.label()+" is the rule in state",
				fmt.Sprintf("The configuration names the rule's team or component differently from the state (%s/%s, state %s/%s), and looking up which team and component they name failed: %s",
					plan.TeamID.ValueString(), plan.ServiceID.ValueString(), state.TeamID.ValueString(), state.ServiceID.ValueString(), err))
			return "", false, false
		}
		return ruleIDFormat.Build(plan.TeamID.ValueString(), plan.RegionName.ValueString(), plan.AppID.ValueInt64(), state.TCPRuleID.ValueString()), same, true
	})
}
