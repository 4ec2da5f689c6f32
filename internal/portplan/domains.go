package portplan

import (
	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
)

// The platform refuses to delete a port while custom domains still serve
// it (412), and says so only to the delete itself, which must come after
// the port's outer and inner service are closed. Since 6.8 it counts only
// the rules still flagged outer, and close_outer unflags them all, so the
// close-then-delete sequence of a removal always gets past the 412 and
// takes the port's custom domains with it. The provider's policy, for both
// port forms:
//   - custom domains that still serve (flagged outer) block the removal
//     before anything is written: a removal must not silently take a live
//     domain down;
//   - dormant ones (flagged not outer) go with the port, as on the server,
//     and the plan names them.

// PortOf names one port for the rule checks, in the form its resource
// writes it (the team and component may be names or ids).
type PortOf struct {
	Team, Region, Service string
	Port                  int64
}

// DomainsBlockingDelete returns the rules bound to the port that still
// serve it in a way the platform would refuse to delete: every rule
// flagged outer when there is more than one, or a single one that is not
// the default rule (type 0). A single default rule goes with the port.
func DomainsBlockingDelete(rules []client.HTTPRule, p PortOf) []client.HTTPRule {
	var active []client.HTTPRule
	for _, r := range boundRules(rules, p) {
		if flaggedOuter(r) {
			active = append(active, r)
		}
	}
	if len(active) > 1 {
		return active
	}
	var custom []client.HTTPRule
	for _, r := range active {
		if platform.Deref(r.Type) != 0 {
			custom = append(custom, r)
		}
	}
	return custom
}

// DormantDomains returns the port's custom domains that no longer serve it
// (flagged not outer): the platform deletes them with the port.
func DormantDomains(rules []client.HTTPRule, p PortOf) []client.HTTPRule {
	var out []client.HTTPRule
	for _, r := range boundRules(rules, p) {
		if !flaggedOuter(r) && platform.Deref(r.Type) != 0 {
			out = append(out, r)
		}
	}
	return out
}

func boundRules(rules []client.HTTPRule, p PortOf) []client.HTTPRule {
	return platform.RulesOfPort(rules, p.Team, p.Region, p.Service, p.Port)
}

// flaggedOuter reads is_outer_service as the server does: a rule without
// the field counts as outer.
func flaggedOuter(r client.HTTPRule) bool {
	return r.IsOuterService == nil || *r.IsOuterService
}

// UnbindAdvice ends the error of a removal that custom domains block.
const UnbindAdvice = "Delete or unbind these domains in the console (a rainbond_http_rule can move its rule to another port with container_port), then apply again."

// DescribeBlocking names the rules that block a port's removal: the custom
// domains, and apart from them the port's default rule, which the platform
// counts only because another rule is flagged outer (it is no custom
// domain, and goes with the port once the custom domains are unbound).
func DescribeBlocking(rules []client.HTTPRule) string {
	var custom, defaults []client.HTTPRule
	for _, r := range rules {
		if platform.Deref(r.Type) == 0 {
			defaults = append(defaults, r)
		} else {
			custom = append(custom, r)
		}
	}
	if len(custom) == 0 {
		return "the port's default rules " + platform.DescribeRules(defaults)
	}
	out := "custom domains " + platform.DescribeRules(custom)
	if len(defaults) > 0 {
		out += "; with them the platform counts the port's default rule " + platform.DescribeRules(defaults) +
			", which is no custom domain and goes with the port once they are unbound"
	}
	return out
}
