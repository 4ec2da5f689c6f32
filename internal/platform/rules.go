package platform

import (
	"fmt"
	"strings"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// Facts of the enterprise's HTTP rules that the rule family and the port
// family both read: which rules are bound to a port (what a rule resource
// adopts, and what keeps the platform from deleting a port).

// RulesOfPort returns the rules bound to one port of one component, whichever
// form of the team and the component is given: what a rule without rule_id
// adopts.
func RulesOfPort(rules []client.HTTPRule, teamID, regionName, serviceID string, port int64) []client.HTTPRule {
	var out []client.HTTPRule
	for _, r := range rules {
		if r.RegionName == regionName && tfid.RuleTeam(r).Is(teamID) && tfid.RuleComponent(r).Is(serviceID) && Deref(r.ContainerPort) == port {
			out = append(out, r)
		}
	}
	return out
}

// DescribeRules names rules for an error message.
func DescribeRules(rules []client.HTTPRule) string {
	parts := make([]string, len(rules))
	for i, r := range rules {
		parts[i] = fmt.Sprintf("%s (domain %q, path %q, app %d)", r.HTTPRuleID, r.DomainName, Deref(r.DomainPath), r.AppID)
	}
	return strings.Join(parts, "; ")
}

// Deref reads an optional field of the rule list; absent is the zero value,
// which is also the server's default for each of them.
func Deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}
