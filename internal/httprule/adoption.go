package httprule

// The two ends of an adoption: the API cannot create or delete HTTP rules,
// so a create finds a rule the platform made, and a destroy can only hand
// it back as it was found.

import (
	"context"
	"fmt"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
)

// adopt finds the rule the plan names, by rule_id or by port.
func (r *ruleResource) adopt(ctx context.Context, plan ruleModel, diags *diag.Diagnostics) (client.HTTPRule, bool) {
	team, region, app := plan.TeamID.ValueString(), plan.RegionName.ValueString(), plan.AppID.ValueInt64()
	serviceID := ""
	if !plan.ServiceID.IsUnknown() && !plan.ServiceID.IsNull() {
		serviceID = plan.ServiceID.ValueString()
	}
	var rule client.HTTPRule
	if !plan.RuleID.IsUnknown() && !plan.RuleID.IsNull() {
		found, ok := r.findExistingRule(ctx, plan.RuleID.ValueString(), diags)
		if !ok {
			return rule, false
		}
		rule = found
	} else {
		port := plan.ContainerPort.ValueInt64()
		var all []client.HTTPRule
		candidates, err := r.api.SelectOneHTTPRule(ctx, func(l []client.HTTPRule) []client.HTTPRule {
			all = platform.RulesOfPort(l, team, region, serviceID, port)
			return defaultRules(all)
		})
		if err != nil {
			addRuleListError(diags, err)
			return rule, false
		}
		if len(candidates) != 1 {
			diags.AddAttributeError(path.Root("rule_id"), "Cannot choose an HTTP rule to adopt", adoptionError(candidates, serviceID, port)+customRulesNote(all))
			return rule, false
		}
		rule = candidates[0]
	}
	if err := checkRuleBinding(rule, team, region, app, serviceID); err != nil {
		diags.AddError("HTTP rule belongs elsewhere", err.Error())
		return rule, false
	}
	return rule, true
}

// restore writes the adopted settings back. A rule that is already gone has
// nothing to restore.
func (r *ruleResource) restore(ctx context.Context, state ruleModel, v ruleValues, diags *diag.Diagnostics) bool {
	ruleID := state.RuleID.ValueString()
	current, found, ok := r.findRule(ctx, ruleID, diags)
	if !ok {
		return false
	}
	if !found {
		return true
	}
	// The rule stays bound to the component it is bound to now. The update
	// can neither clear a cookie nor touch the header: those stay as the
	// rule has them, and the warning says so.
	have := ruleValuesOf(current)
	v.ServiceID, v.DomainHeader = have.ServiceID, have.DomainHeader
	if v.DomainCookie == "" && have.DomainCookie != "" {
		v.DomainCookie = have.DomainCookie
		diags.AddWarning("HTTP rule cookie not restored",
			fmt.Sprintf("HTTP rule %s had no cookie condition when Terraform adopted it; it now has %q, which the platform's update cannot remove. Remove it in the console.", ruleID, have.DomainCookie))
	}
	if len(v.RuleExtensions) == 0 && len(have.RuleExtensions) > 0 {
		// [] would clear the console's copy only: the region keeps
		// extensions it is not sent a list to replace them with.
		v.RuleExtensions = have.RuleExtensions
		diags.AddWarning("HTTP rule extensions not restored",
			fmt.Sprintf("HTTP rule %s had no extensions when Terraform adopted it; it now has %s, which the platform's update cannot remove (the gateway would keep them). Remove them in the console.",
				ruleID, strings.Join(have.RuleExtensions, ", ")))
	}
	if v.equal(have) {
		return true
	}
	if _, err := r.api.UpdateHTTPRule(ctx, state.appRef(), ruleID, v.requestFrom(have)); err != nil {
		if client.IsRuleNotInRegion(err) {
			// The region refuses every update of the rule, so none of this
			// resource's could have changed it: there is nothing to undo.
			diags.AddWarning("HTTP rule not restored", notInRegionError(current, err))
			return true
		}
		diags.AddError("Cannot restore the HTTP rule", fmt.Sprintf("restore_on_destroy is set, but writing back the adopted settings of rule %s failed: %s. The rule is still in state; fix the cause and destroy again, or set restore_on_destroy = false to only forget it.", ruleID, err))
		return false
	}
	return true
}
