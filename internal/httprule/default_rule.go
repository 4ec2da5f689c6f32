package httprule

// Adoption through a port takes the port's default rule alone: the rule
// the platform made when the port's outer service was opened (type 0, the
// generated domain "<alias>-<port>-<team>.<region's httpdomain>",
// rainbond-console console/services/app_config/port_service.py:766-771).
// A custom rule on the same port is someone's domain (a
// rainbond_http_domain, or one made in the console): writing this
// resource's settings over it would serve another name than the one its
// owner asked for. A port opened by a custom-domain create with
// open_outer_port = true has no default rule at all.

import (
	"fmt"
	"strings"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
)

// isDefaultRule reports the port's default rule: type 0 where the list
// gives the type, else the generated domain's form.
func isDefaultRule(r client.HTTPRule) bool {
	if r.Type != nil {
		return *r.Type == 0
	}
	prefix := fmt.Sprintf("%s-%d-%s.", r.ServiceName, platform.Deref(r.ContainerPort), r.TeamName)
	return r.ServiceName != "" && strings.HasPrefix(r.DomainName, prefix)
}

// defaultRules keeps the default rules of a port's rules.
func defaultRules(rules []client.HTTPRule) []client.HTTPRule {
	var out []client.HTTPRule
	for _, r := range rules {
		if isDefaultRule(r) {
			out = append(out, r)
		}
	}
	return out
}

// defaultRulesOfPort are the default rules bound to a port.
func defaultRulesOfPort(rules []client.HTTPRule, teamID, regionName, serviceID string, port int64) []client.HTTPRule {
	return defaultRules(platform.RulesOfPort(rules, teamID, regionName, serviceID, port))
}

// customRulesNote names the custom rules of a port, which adoption
// through the port leaves alone; "" when there are none.
func customRulesNote(all []client.HTTPRule) string {
	var custom []client.HTTPRule
	for _, r := range all {
		if !isDefaultRule(r) {
			custom = append(custom, r)
		}
	}
	if len(custom) == 0 {
		return ""
	}
	return fmt.Sprintf(" The port has custom rules (%s), which adoption through the port never takes: they belong to a rainbond_http_domain or to the console. "+
		"To manage one of them with this resource, set rule_id.", platform.DescribeRules(custom))
}
