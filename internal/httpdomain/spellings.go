package httpdomain

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// domainPathParts: team_id and service_id name the rule's team and
// component, each in either of two spellings; region_name and app_id have
// one. rule_id is the platform's, never configured.
var domainPathParts = tfid.PathParts{
	Spelled: []string{"team_id", "service_id"},
	Fixed:   []string{"region_name", "app_id"},
}

// It reads like rainbond_http_rule's planPathSpellings, and stays apart:
// that resource's state keeps both spellings of the team and the
// component's alias, while this one's keeps only what was configured and
// asks the enterprise's rule list; the shared logic is tfid.PlanSpellings.

// planPathSpellings replaces the rule when team_id or service_id now name
// another team or component, and otherwise plans the new written form as
// a change of state alone (an import by id configured with the alias, as
// the docs' example writes it, is no change). The rule's team and
// component, in both spellings, come from the enterprise's rule list,
// which refresh and import read anyway; the app's own list gives the
// component's two forms when the enterprise list cannot be read. It
// reports whether the plan replaces the resource.
func (r *domainResource) planPathSpellings(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) bool {
	return tfid.PlanSpellings(ctx, domainPathParts, req, resp, func(ctx context.Context) (string, bool, bool) {
		var plan, state domainModel
		resp.Diagnostics.Append(resp.Plan.Get(ctx, &plan)...)
		resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
		if resp.Diagnostics.HasError() {
			return "", false, false
		}
		if plan.TeamID.IsUnknown() || plan.ServiceID.IsUnknown() {
			return "", false, true
		}
		ruleID := state.RuleID.ValueString()
		team, comp := r.ruleSpellings(ctx, state, ruleID)
		sameTeam := team.Is(plan.TeamID.ValueString()) || plan.TeamID.ValueString() == state.TeamID.ValueString()
		id := domainIDFormat.Build(plan.TeamID.ValueString(), plan.RegionName.ValueString(), plan.AppID.ValueInt64(), ruleID)
		return id, sameTeam && comp.Is(plan.ServiceID.ValueString()), true
	})
}

// ruleSpellings gives the team and component of the rule in both their
// spellings, as the platform reports them: from the enterprise's rule
// list, or the app's own list for the component's two forms when the
// enterprise list cannot be read; from state alone without a platform.
func (r *domainResource) ruleSpellings(ctx context.Context, state domainModel, ruleID string) (tfid.TeamIdentity, tfid.ComponentIdentity) {
	team := tfid.TeamIdentity{TenantID: state.TeamID.ValueString()}
	comp := tfid.ComponentIdentity{Team: team, ServiceID: state.ServiceID.ValueString()}
	if r.api == nil {
		return team, comp
	}
	if rules, err := r.api.HTTPRules(ctx); err == nil {
		for _, x := range rules {
			if x.HTTPRuleID == ruleID {
				comp = tfid.RuleComponent(x)
				team = comp.Team
			}
		}
	}
	if comp.Alias == "" {
		if rule, found, err := r.api.FindHTTPDomain(ctx, state.appRef(), ruleID); err == nil && found {
			comp.ServiceID, comp.Alias = rule.ServiceID, rule.ServiceName
		}
	}
	return team, comp
}
