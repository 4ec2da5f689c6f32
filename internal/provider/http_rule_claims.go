package provider

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// claimRule records, at plan time, the rule a resource manages or will
// adopt; it adds an error and reports false when another resource of the
// walk has it (see ruleClaims).
func (r *httpRuleResource) claimRule(ruleID string, diags *diag.Diagnostics) bool {
	if r.data == nil || ruleID == "" {
		return true
	}
	if !r.data.rules.claim(false, ruleID) {
		diags.AddAttributeError(path.Root("rule_id"), "HTTP rule adopted twice", ruleClaimedTwice(ruleID))
		return false
	}
	return true
}

// claimRuleOfPort does the same for a rule adopted through its port. A
// port with one rule claims that rule, so that it also collides with a
// resource naming the rule by id; a port without a rule yet (its outer
// service opens in this apply) claims the port, compared with the other
// such claims as a component identity.
func (r *httpRuleResource) claimRuleOfPort(ctx context.Context, plan httpRuleModel, diags *diag.Diagnostics) {
	if plan.TeamID.IsUnknown() || plan.RegionName.IsUnknown() || plan.AppID.IsUnknown() ||
		plan.ServiceID.IsUnknown() || plan.ServiceID.IsNull() || plan.ContainerPort.IsUnknown() || plan.ContainerPort.IsNull() {
		return
	}
	ref := client.ComponentRef{TeamID: plan.TeamID.ValueString(), RegionName: plan.RegionName.ValueString(), AppID: plan.AppID.ValueInt64(), ServiceID: plan.ServiceID.ValueString()}
	port := plan.ContainerPort.ValueInt64()
	rules, _, err := r.data.api.HTTPRules(ctx)
	if err != nil {
		return // the create reports it
	}
	switch bound := rulesOfPort(rules, ref.TeamID, ref.RegionName, ref.ServiceID, port); len(bound) {
	case 1:
		r.claimRule(bound[0].HTTPRuleID, diags)
	case 0:
		for _, c := range r.data.rulePorts.claim(ctx, portClaim{Ref: ref, Port: port}) {
			if c.SamePort {
				diags.AddAttributeError(path.Root("container_port"), "HTTP rule adopted twice",
					fmt.Sprintf("Another rainbond_http_rule resource of this configuration adopts the rule of port %d of component %q too. "+
						"A rule can be managed by one resource only; otherwise each would overwrite the other's settings on every apply. Remove all but one.", port, ref.ServiceID))
				return
			}
		}
	}
}
