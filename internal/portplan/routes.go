package portplan

import (
	"fmt"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
)

// ClosesRoutes says why a change from cur to want takes an http port's
// custom domains down, or "" when it does not: closing the outer service
// unflags every rule of the port, and a protocol other than http has no
// HTTP routes (the planner closes the outer service before the change).
// A removal is checked apart, before it is written (DomainsBlockingDelete).
func ClosesRoutes(cur, want Settings) string {
	if !cur.Outer || cur.Protocol != ProtocolHTTP {
		return ""
	}
	switch {
	case !want.Outer:
		return "closes the outer service of"
	case want.Protocol != "" && want.Protocol != ProtocolHTTP:
		return fmt.Sprintf("changes the protocol to %q of", want.Protocol)
	}
	return ""
}

// ServingDomains returns the custom domains (rules that are not the port's
// default one) that still serve the port (flagged outer).
func ServingDomains(rules []client.HTTPRule, p PortOf) []client.HTTPRule {
	var out []client.HTTPRule
	for _, r := range boundRules(rules, p) {
		if flaggedOuter(r) && platform.Deref(r.Type) != 0 {
			out = append(out, r)
		}
	}
	return out
}

// RoutesWarning is the plan's warning for a change that takes serving
// custom domains down: what the change does, and the domains.
func RoutesWarning(change, port string, serving []client.HTTPRule) (string, string) {
	return "Custom domains will stop serving " + port,
		fmt.Sprintf("This plan %s %s, and custom domains still serve it: %s. The platform keeps their rules, but they no longer route to the port "+
			"(closing the outer service unflags them). Move them to another port first (a rainbond_http_rule can change its container_port), "+
			"or keep the outer service open and the protocol http.", change, port, platform.DescribeRules(serving))
}
