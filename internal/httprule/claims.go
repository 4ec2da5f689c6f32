package httprule

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"

	"github.com/rainbond/terraform-provider-rainbond/internal/shared"
)

// Two rainbond_http_rule resources that adopt the same rule in one run would
// each write their own settings over the other's on every apply, and
// neither plan would ever settle. Each resource plans its create once per
// walk, and creates once, so a second claim of either kind is a second
// resource.
const (
	claimPlanned = shared.AdoptedRuleClaim // rule ids of create plans
	claimAdopted = "http_rule/adopted"     // rule ids of creates
)

func claimForPlan(c *shared.Claims, ruleID string) bool { return c.Take(claimPlanned, ruleID) }

func claimForCreate(c *shared.Claims, ruleID string) bool { return c.Take(claimAdopted, ruleID) }

// adoptedInThisRun reports whether a create of this walk adopted the rule.
func adoptedInThisRun(c *shared.Claims, ruleID string) bool { return c.Taken(claimAdopted, ruleID) }

func ruleClaimedTwice(ruleID string) string {
	return "HTTP rule " + ruleID + " is adopted by more than one rainbond_http_rule resource in this configuration. " +
		"A rule can be managed by one resource only; otherwise each would overwrite the other's settings on every apply. Remove all but one."
}

// claimRule records, at plan time, the rule a resource manages or will
// adopt; it adds an error and reports false when another resource of the
// walk has it (see the claim kinds above).
func (r *ruleResource) claimRule(ruleID string, diags *diag.Diagnostics) bool {
	if r.api == nil || ruleID == "" {
		return true
	}
	if !claimForPlan(r.claims, ruleID) {
		diags.AddAttributeError(path.Root("rule_id"), "HTTP rule adopted twice", ruleClaimedTwice(ruleID))
		return false
	}
	if r.claims.Taken(shared.DomainRuleClaim, ruleID) {
		diags.AddAttributeError(path.Root("rule_id"), "HTTP rule managed twice", shared.RuleManagedTwice(ruleID))
		return false
	}
	return true
}

// claimRuleOfPort does the same for a rule adopted through its port. A
// port with one rule claims that rule, so that it also collides with a
// resource naming the rule by id; a port without a rule yet (its outer
// service opens in this apply) claims the port, compared with the other
// such claims as a component identity.
func (r *ruleResource) claimRuleOfPort(ctx context.Context, plan ruleModel, diags *diag.Diagnostics) {
	if plan.TeamID.IsUnknown() || plan.RegionName.IsUnknown() || plan.AppID.IsUnknown() ||
		plan.ServiceID.IsUnknown() || plan.ServiceID.IsNull() || plan.ContainerPort.IsUnknown() || plan.ContainerPort.IsNull() {
		return
	}
	ref := shared.ComponentRefOf(plan.TeamID, plan.RegionName, plan.AppID, plan.ServiceID)
	port := plan.ContainerPort.ValueInt64()
	rules, err := r.api.HTTPRules(ctx)
	if err != nil {
		return // the create reports it
	}
	switch bound := shared.RulesOfPort(rules, ref.TeamID, ref.RegionName, ref.ServiceID, port); len(bound) {
	case 1:
		r.claimRule(bound[0].HTTPRuleID, diags)
	case 0:
		for _, c := range r.portClaims.Claim(ctx, shared.PortClaim{Ref: ref, Port: port}) {
			if c.SamePort {
				diags.AddAttributeError(path.Root("container_port"), "HTTP rule adopted twice",
					fmt.Sprintf("Another rainbond_http_rule resource of this configuration adopts the rule of port %d of component %q too. "+
						"A rule can be managed by one resource only; otherwise each would overwrite the other's settings on every apply. Remove all but one.", port, ref.ServiceID))
				return
			}
		}
	}
}
