package httprule

import "github.com/rainbond/terraform-provider-rainbond/internal/shared"

// Two rainbond_http_rule resources that adopt the same rule in one run would
// each write their own settings over the other's on every apply, and
// neither plan would ever settle. Each resource plans its create once per
// walk, and creates once, so a second claim of either kind is a second
// resource.
const (
	claimPlanned = "http_rule/planned" // rule ids of create plans
	claimAdopted = "http_rule/adopted" // rule ids of creates
)

func claimForPlan(c *shared.Claims, ruleID string) bool { return c.Take(claimPlanned, ruleID) }

func claimForCreate(c *shared.Claims, ruleID string) bool { return c.Take(claimAdopted, ruleID) }

// adoptedInThisRun reports whether a create of this walk adopted the rule.
func adoptedInThisRun(c *shared.Claims, ruleID string) bool { return c.Taken(claimAdopted, ruleID) }

func ruleClaimedTwice(ruleID string) string {
	return "HTTP rule " + ruleID + " is adopted by more than one rainbond_http_rule resource in this configuration. " +
		"A rule can be managed by one resource only; otherwise each would overwrite the other's settings on every apply. Remove all but one."
}
