package provider

import "sync"

// ruleClaims notices two rainbond_http_rule resources that adopt the same
// rule in one run: each would write its own settings over the other's on
// every apply, and neither plan would ever settle. The provider instance
// serves one Terraform walk, so the claims of one walk are what it can see;
// a rule already in the state of another resource is beyond it.
type ruleClaims struct {
	mu      sync.Mutex
	planned map[string]bool // rule ids of create plans
	adopted map[string]bool // rule ids of creates
}

func newRuleClaims() *ruleClaims {
	return &ruleClaims{planned: map[string]bool{}, adopted: map[string]bool{}}
}

// claim records a rule id in one of the maps and reports whether it was
// free. Each resource plans its create once per walk, and creates once.
func (c *ruleClaims) claim(adopting bool, ruleID string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	m := c.planned
	if adopting {
		m = c.adopted
	}
	if m[ruleID] {
		return false
	}
	m[ruleID] = true
	return true
}

// adoptedInThisRun reports whether a create of this walk adopted the rule.
func (c *ruleClaims) adoptedInThisRun(ruleID string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.adopted[ruleID]
}

func ruleClaimedTwice(ruleID string) string {
	return "HTTP rule " + ruleID + " is adopted by more than one rainbond_http_rule resource in this configuration. " +
		"A rule can be managed by one resource only; otherwise each would overwrite the other's settings on every apply. Remove all but one."
}
