package httprule

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// rulePathParts: team_id and service_id name the rule's team and component,
// each in either of two spellings; region_name, app_id and rule_id have one.
var rulePathParts = tfid.PathParts{
	Spelled: []string{"team_id", "service_id"},
	Fixed:   []string{"region_name", "app_id", "rule_id"},
}

// planPathSpellings adopts another rule (a replacement) when team_id or
// service_id now name another team or component, and otherwise plans the
// new written form as an update of the state alone. Unlike a port, the rule
// in state carries both spellings of its team, so no request is needed; its
// component's id comes from the rule list when the state holds only the
// alias, and a failed lookup only leaves the alias to compare. It reports
// whether the plan replaces the resource, for whatever reason.
func (r *ruleResource) planPathSpellings(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) (replaced bool) {
	return tfid.PlanSpellings(ctx, rulePathParts, req, resp, func(ctx context.Context) (string, bool, bool) {
		var plan, state ruleModel
		resp.Diagnostics.Append(resp.Plan.Get(ctx, &plan)...)
		resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
		if resp.Diagnostics.HasError() {
			return "", false, false
		}
		if plan.TeamID.IsUnknown() || plan.ServiceID.IsUnknown() {
			return "", false, true
		}
		team := tfid.TeamIdentity{TenantID: state.TenantID.ValueString(), Name: state.TeamName.ValueString()}
		comp := tfid.ComponentIdentity{Team: team, ServiceID: state.ServiceID.ValueString(), Alias: state.ServiceName.ValueString()}
		svc := plan.ServiceID.ValueString()
		if !comp.Is(svc) && r.api != nil {
			if rule, found, err := r.api.FindHTTPRule(ctx, state.RuleID.ValueString()); err == nil && found {
				comp = tfid.RuleComponent(rule)
			}
		}
		id := ruleIDFormat.Build(plan.TeamID.ValueString(), plan.RegionName.ValueString(), plan.AppID.ValueInt64(), plan.RuleID.ValueString())
		return id, team.Is(plan.TeamID.ValueString()) && comp.Is(svc), true
	})
}

// configuredAsBefore reports whether every setting the configuration
// gives is what the state holds: an update then changes nothing on the
// platform. Unset settings carry the live value and ask for nothing.
func configuredAsBefore(ctx context.Context, cfg, prior ruleModel) bool {
	want, diags := wantedRuleValues(ctx, cfg, valuesOfModel(ctx, prior))
	return !diags.HasError() && want.equal(valuesOfModel(ctx, prior))
}
