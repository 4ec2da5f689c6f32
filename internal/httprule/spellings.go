package httprule

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// ruleSpellings are the attributes of a rule that name its team and component,
// each in either of two spellings; ruleFixedParts force a replacement through
// their own plan modifiers.
var (
	ruleSpellings  = []string{"team_id", "service_id"}
	ruleFixedParts = []string{"region_name", "app_id", "rule_id"}
)

// planPathSpellings adopts another rule (a replacement) when team_id or
// service_id now name another team or component, and otherwise plans the
// new written form as an update of the state alone. The rule in state
// carries both spellings of its team; its component's id comes from the rule
// list when the state holds only the alias. It reports whether the plan
// replaces the resource, for whatever reason.
func (r *ruleResource) planPathSpellings(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) (replaced bool) {
	fixed, diags := tfid.ChangedAttributes(req, ruleFixedParts...)
	resp.Diagnostics.Append(diags...)
	changed, diags := tfid.ChangedAttributes(req, ruleSpellings...)
	resp.Diagnostics.Append(diags...)
	if len(fixed) > 0 || len(changed) == 0 || resp.Diagnostics.HasError() {
		return len(fixed) > 0
	}
	var plan, state ruleModel
	resp.Diagnostics.Append(resp.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return false
	}
	if plan.TeamID.IsUnknown() || plan.ServiceID.IsUnknown() {
		resp.RequiresReplace.Append(changed...)
		return true
	}
	team := tfid.TeamIdentity{TenantID: state.TenantID.ValueString(), Name: state.TeamName.ValueString()}
	comp := tfid.ComponentIdentity{Team: team, ServiceID: state.ServiceID.ValueString(), Alias: state.ServiceName.ValueString()}
	svc := plan.ServiceID.ValueString()
	if !comp.Is(svc) && r.api != nil {
		if rule, found, err := r.api.FindHTTPRule(ctx, state.RuleID.ValueString()); err == nil && found {
			comp = tfid.RuleComponent(rule)
		}
	}
	if !team.Is(plan.TeamID.ValueString()) || !comp.Is(svc) {
		resp.RequiresReplace.Append(changed...)
		return true
	}
	if only, err := tfid.OnlySpellingsChange(req, ruleSpellings, []string{"id"}); err != nil {
		resp.Diagnostics.AddError("Cannot read the plan", err.Error())
		return false
	} else if only {
		if err := tfid.KeepPriorComputed(req, resp); err != nil {
			resp.Diagnostics.AddError("Cannot read the plan", err.Error())
			return false
		}
	}
	id := ruleIDFormat.Build(plan.TeamID.ValueString(), plan.RegionName.ValueString(), plan.AppID.ValueInt64(), plan.RuleID.ValueString())
	resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, path.Root("id"), types.StringValue(id))...)
	return false
}

// configuredAsBefore reports whether every setting the configuration
// gives is what the state holds: an update then changes nothing on the
// platform. Unset settings carry the live value and ask for nothing.
func configuredAsBefore(ctx context.Context, cfg, prior ruleModel) bool {
	want, diags := wantedRuleValues(ctx, cfg, valuesOfModel(ctx, prior))
	return !diags.HasError() && want.equal(valuesOfModel(ctx, prior))
}
