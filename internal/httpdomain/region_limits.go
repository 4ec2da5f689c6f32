package httpdomain

// What the region, the half of the platform that the console forwards
// every rule write to, lets a custom domain write (rainbond-console and
// rainbond at v6.9.8-release):
//
//   - It checks the domain of every rule it is forwarded, the create's and
//     the one an update leaves the rule with, as a lower-case DNS-1123 name
//     (rainbond api/controller/gateway.go:91-102, 230, 278-286). Here the
//     rule always ends up with the configured domain_name (it is required,
//     and an update sends it whenever the rule has another), so the check
//     is the attribute's validator, at plan time; writeUpdate checks again
//     before it writes, for a name that was unknown when the plan was made.
//   - It replaces a rule's extensions only with a list that is not empty,
//     so removing the last one would clear the console's copy only
//     (console console/services/app_config/domain_service.py:472-474;
//     rainbond api/handler/gateway_action.go:958-977). The check is
//     rainbond_http_rule's, in the platform package.

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// planRegionLimits refuses, at plan time, an update that the region would
// refuse or ignore. It runs only for an update that changes something:
// a plan that writes nothing leaves the region alone.
func (r *domainResource) planRegionLimits(ctx context.Context, req resource.ModifyPlanRequest, state *domainModel, resp *resource.ModifyPlanResponse) {
	if resp.Plan.Raw.Equal(req.State.Raw) {
		return
	}
	var cfg domainModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() || !platform.ClearsExtensions(cfg.RuleExtensions) {
		return
	}
	platform.CheckExtensionsKept(cfg.RuleExtensions, state.RuleID.ValueString(), r.extensionsAtPlan(ctx, state), &resp.Diagnostics)
}

// extensionsAtPlan is the rule's extensions as the enterprise's rule list
// (read already by this plan, for the spelling of the team and component)
// reports them; the state's when the list cannot be read or lacks the rule.
func (r *domainResource) extensionsAtPlan(ctx context.Context, state *domainModel) []string {
	if r.api != nil {
		if rules, err := r.api.HTTPRules(ctx); err == nil {
			for _, x := range rules {
				if x.HTTPRuleID == state.RuleID.ValueString() {
					return platform.ParseRuleExtensions(x.RuleExtensions)
				}
			}
		}
	}
	var have []string
	if !state.RuleExtensions.IsNull() && !state.RuleExtensions.IsUnknown() {
		_ = state.RuleExtensions.ElementsAs(ctx, &have, false)
	}
	return have
}

// checkUpdateDomain refuses, before the write, an update that would leave
// the rule with a domain the region refuses.
func checkUpdateDomain(ruleID, name string, diags *diag.Diagnostics) bool {
	if err := tfschema.CheckRegionDomain(name); err != nil {
		diags.AddAttributeError(path.Root("domain_name"), "The region refuses the custom domain's name",
			fmt.Sprintf("HTTP rule %s would be updated with the domain %q. Every update sends the rule's domain to the region, and %s, so the platform would refuse the update. Nothing was sent.", ruleID, name, err))
		return false
	}
	return true
}
