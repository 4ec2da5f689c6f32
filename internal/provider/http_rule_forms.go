package provider

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// ruleForms are the attributes of a rule that name its team and component,
// each in either of two forms; ruleFixedParts force a replacement through
// their own plan modifiers.
var (
	ruleForms      = []string{"team_id", "service_id"}
	ruleFixedParts = []string{"region_name", "app_id", "rule_id"}
)

// planPathForms adopts another rule (a replacement) when team_id or
// service_id now name another team or component, and otherwise plans the
// new written form as an update of the state alone. The rule in state
// carries both forms of its team; its component's id comes from the rule
// list when the state holds only the alias. It reports whether the plan
// replaces the resource, for whatever reason.
func (r *httpRuleResource) planPathForms(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) (replaced bool) {
	fixed, diags := changedAttributes(req, ruleFixedParts...)
	resp.Diagnostics.Append(diags...)
	changed, diags := changedAttributes(req, ruleForms...)
	resp.Diagnostics.Append(diags...)
	if len(fixed) > 0 || len(changed) == 0 || resp.Diagnostics.HasError() {
		return len(fixed) > 0
	}
	var plan, state httpRuleModel
	resp.Diagnostics.Append(resp.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return false
	}
	if plan.TeamID.IsUnknown() || plan.ServiceID.IsUnknown() {
		resp.RequiresReplace.Append(changed...)
		return true
	}
	team := teamIdentity{TenantID: state.TenantID.ValueString(), Name: state.TeamName.ValueString()}
	comp := componentIdentity{Team: team, ServiceID: state.ServiceID.ValueString(), Alias: state.ServiceName.ValueString()}
	svc := plan.ServiceID.ValueString()
	if !comp.Is(svc) && r.data != nil {
		if rule, found, err := r.data.api.FindHTTPRule(ctx, state.RuleID.ValueString()); err == nil && found {
			comp = ruleComponent(rule)
		}
	}
	if !team.Is(plan.TeamID.ValueString()) || !comp.Is(svc) {
		resp.RequiresReplace.Append(changed...)
		return true
	}
	if only, err := onlyFormsChange(req, ruleForms, []string{"id"}); err != nil {
		resp.Diagnostics.AddError("Cannot read the plan", err.Error())
		return false
	} else if only {
		if err := keepPriorComputed(req, resp); err != nil {
			resp.Diagnostics.AddError("Cannot read the plan", err.Error())
			return false
		}
	}
	id := httpRuleIDFormat.Build(plan.TeamID.ValueString(), plan.RegionName.ValueString(), plan.AppID.ValueInt64(), plan.RuleID.ValueString())
	resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, path.Root("id"), types.StringValue(id))...)
	return false
}

// samePlatformRule reports whether an update changes none of the rule's
// settings on the platform.
func samePlatformRule(plan, prior httpRuleModel) bool {
	return plan.RuleID.Equal(prior.RuleID) && plan.ContainerPort.Equal(prior.ContainerPort) &&
		plan.DomainName.Equal(prior.DomainName) && plan.DomainPath.Equal(prior.DomainPath) &&
		plan.DomainCookie.Equal(prior.DomainCookie) && plan.DomainHeader.Equal(prior.DomainHeader) &&
		plan.TheWeight.Equal(prior.TheWeight) && plan.CertificateID.Equal(prior.CertificateID) &&
		plan.RuleExtensions.Equal(prior.RuleExtensions) && plan.AutoSSL.Equal(prior.AutoSSL) &&
		plan.AutoSSLConfig.Equal(prior.AutoSSLConfig)
}
