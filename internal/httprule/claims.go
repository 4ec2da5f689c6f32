package httprule

import (
	"context"
	"fmt"
	"strconv"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// Two rainbond_http_rule resources that adopt the same rule in one run would
// each write their own settings over the other's on every apply, and
// neither plan would ever settle. Each resource plans its create once per
// walk, and creates once, so a second claim of either kind is a second
// resource.
const (
	claimPlanned = tfid.AdoptedRuleClaim // rule ids of create plans
	claimAdopted = "http_rule/adopted"   // rule ids of creates
)

func claimForPlan(c *tfid.Claims, ruleID string) bool { return c.Take(claimPlanned, ruleID) }

func claimForCreate(c *tfid.Claims, ruleID string) bool { return c.Take(claimAdopted, ruleID) }

// adoptedInThisRun reports whether a create of this walk adopted the rule.
func adoptedInThisRun(c *tfid.Claims, ruleID string) bool { return c.Taken(claimAdopted, ruleID) }

func ruleClaimedTwice(ruleID string) string {
	return "HTTP rule " + ruleID + " is adopted by more than one rainbond_http_rule resource in this configuration. " +
		"A rule can be managed by one resource only; otherwise each would overwrite the other's settings on every apply. Remove all but one."
}

// claimRule records, at plan time, the rule a resource manages or will
// adopt; it adds an error and reports false when another resource of the
// walk has it (see the claim kinds above). It marks the claim in the
// plan's private data, priv, for claimRuleAgain.
func (r *ruleResource) claimRule(ctx context.Context, priv tfid.PrivateStore, ruleID string, diags *diag.Diagnostics) bool {
	if r.api == nil || ruleID == "" {
		return true
	}
	if !claimForPlan(r.claims, ruleID) {
		diags.AddAttributeError(path.Root("rule_id"), "HTTP rule adopted twice", ruleClaimedTwice(ruleID))
		return false
	}
	if r.claims.Taken(tfid.DomainRuleClaim, ruleID) {
		diags.AddAttributeError(path.Root("rule_id"), "HTTP rule managed twice", tfid.RuleManagedTwice(ruleID))
		return false
	}
	diags.Append(priv.SetKey(ctx, replanKey, []byte(strconv.Quote(ruleID)))...)
	return true
}

// replanKey holds, in a plan's private data, the rule the plan claimed.
const replanKey = "claimed_rule"

// claimRuleAgain is claimRule for a create plan. Terraform plans
// `apply -replace` of a resource as an update, then, handing over that
// plan's private data, as a create: a rule marked there is this
// resource's own claim, taken a moment ago, not a second resource's.
func (r *ruleResource) claimRuleAgain(ctx context.Context, priv tfid.PrivateStore, ruleID string, diags *diag.Diagnostics) bool {
	if marked, _ := priv.GetKey(ctx, replanKey); ruleID != "" && string(marked) == strconv.Quote(ruleID) {
		return true
	}
	return r.claimRule(ctx, priv, ruleID, diags)
}

// claimRuleOfPort does the same for a rule adopted through its port, and
// returns the rule when the port has one. A
// port with one rule claims that rule, so that it also collides with a
// resource naming the rule by id; a port without a rule yet (its outer
// service opens in this apply) claims the port, compared with the other
// such claims as a component identity.
func (r *ruleResource) claimRuleOfPort(ctx context.Context, priv tfid.PrivateStore, plan ruleModel, diags *diag.Diagnostics) (client.HTTPRule, bool) {
	if plan.TeamID.IsUnknown() || plan.RegionName.IsUnknown() || plan.AppID.IsUnknown() ||
		plan.ServiceID.IsUnknown() || plan.ServiceID.IsNull() || plan.ContainerPort.IsUnknown() || plan.ContainerPort.IsNull() {
		return client.HTTPRule{}, false
	}
	ref := platform.ComponentRefOf(plan.TeamID, plan.RegionName, plan.AppID, plan.ServiceID)
	port := plan.ContainerPort.ValueInt64()
	rules, err := r.api.HTTPRules(ctx)
	if err != nil {
		return client.HTTPRule{}, false // the create reports it
	}
	switch bound := defaultRulesOfPort(rules, ref.TeamID, ref.RegionName, ref.ServiceID, port); len(bound) {
	case 1:
		return bound[0], r.claimRuleAgain(ctx, priv, bound[0].HTTPRuleID, diags)
	case 0:
		for _, c := range r.portClaims.Claim(ctx, tfid.PortClaim{Ref: ref, Port: port}) {
			if c.SamePort {
				diags.AddAttributeError(path.Root("container_port"), "HTTP rule adopted twice",
					fmt.Sprintf("Another rainbond_http_rule resource of this configuration adopts the rule of port %d of component %q too. "+
						"A rule can be managed by one resource only; otherwise each would overwrite the other's settings on every apply. Remove all but one.", port, ref.ServiceID))
				break
			}
		}
	}
	return client.HTTPRule{}, false
}
