package tfid

// An HTTP rule is managed either by rainbond_http_rule, which adopts a rule
// the platform made, or by rainbond_http_domain, which creates and deletes
// it; never by both. Each records at plan time, in the walk's Claims, the
// rules it manages, under its own kind, and checks the other's.
const (
	// AdoptedRuleClaim is the kind of rainbond_http_rule's claims.
	AdoptedRuleClaim = "http_rule/planned"
	// DomainRuleClaim is the kind of rainbond_http_domain's claims.
	DomainRuleClaim = "http_domain/planned"
)

// RuleManagedTwice explains the plan error of a rule that both a
// rainbond_http_rule and a rainbond_http_domain manage. The provider is not
// told resource addresses: Terraform names the address of the resource the
// error is attached to, and this text names the other by type and rule.
func RuleManagedTwice(ruleID string) string {
	return "HTTP rule " + ruleID + " is managed by both a rainbond_http_rule and a rainbond_http_domain resource of this configuration. " +
		"Each would overwrite the other's settings on every apply, and destroying the rainbond_http_domain deletes the rule that the rainbond_http_rule adopts. " +
		"Keep one: rainbond_http_domain for a custom domain that Terraform creates, rainbond_http_rule for a rule the platform made (a port's default rule)."
}
