package provider

import (
	"fmt"
	"strings"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// A rule carries both forms of its team and of its component (see
// ruleTeam and ruleComponent), so a configuration may name them either way.

// rulesOfPort returns the rules bound to one port of one component, which is
// what a rule without rule_id adopts.
func rulesOfPort(rules []client.HTTPRule, teamID, regionName, serviceID string, port int64) []client.HTTPRule {
	var out []client.HTTPRule
	for _, r := range rules {
		if r.RegionName == regionName && ruleTeam(r).Is(teamID) && ruleComponent(r).Is(serviceID) && deref(r.ContainerPort) == port {
			out = append(out, r)
		}
	}
	return out
}

// checkRuleBinding reports a rule that does not belong where the
// configuration says it does; updating it through another team or app path
// would fail on the server with a less helpful message.
func checkRuleBinding(r client.HTTPRule, teamID, regionName string, appID int64, serviceID string) error {
	var wrong []string
	if !ruleTeam(r).Is(teamID) {
		wrong = append(wrong, fmt.Sprintf("team %q (id %s), not %q", r.TeamName, r.TenantID, teamID))
	}
	if r.RegionName != regionName {
		wrong = append(wrong, fmt.Sprintf("region %q, not %q", r.RegionName, regionName))
	}
	if r.AppID != appID {
		wrong = append(wrong, fmt.Sprintf("app %d, not %d", r.AppID, appID))
	}
	if serviceID != "" && !ruleComponent(r).Is(serviceID) {
		wrong = append(wrong, fmt.Sprintf("component %s, not %q", ruleComponent(r), serviceID))
	}
	if len(wrong) == 0 {
		return nil
	}
	return fmt.Errorf("HTTP rule %s (domain %q) belongs to %s. Correct team_id, region_name, app_id or service_id in the configuration", r.HTTPRuleID, r.DomainName, strings.Join(wrong, ", "))
}

// describeRules names rules for an error message.
func describeRules(rules []client.HTTPRule) string {
	parts := make([]string, len(rules))
	for i, r := range rules {
		parts[i] = fmt.Sprintf("%s (domain %q, path %q, app %d)", r.HTTPRuleID, r.DomainName, deref(r.DomainPath), r.AppID)
	}
	return strings.Join(parts, "; ")
}

// adoptionError explains why no single rule could be adopted for a port.
func adoptionError(candidates []client.HTTPRule, serviceID string, port int64) string {
	if len(candidates) == 0 {
		return fmt.Sprintf("No HTTP rule is bound to port %d of component %q. The API cannot create HTTP rules: the platform creates the default rule when the outer service of an http port is opened. "+
			"Open it first (a rainbond_component_port with protocol = \"http\" and is_outer_service = true, referenced through depends_on), or set rule_id to an existing rule.", port, serviceID)
	}
	return fmt.Sprintf("Port %d of component %q has %d HTTP rules: %s. Set rule_id to the one this resource should manage.", port, serviceID, len(candidates), describeRules(candidates))
}

// ruleGoneError explains a rule_id that is not (or no longer) on the platform.
func ruleGoneError(ruleID string) string {
	return fmt.Sprintf("HTTP rule %q does not exist on the platform. The API has no operation that creates an HTTP rule, so Terraform cannot bring it back: "+
		"the platform creates a port's default rule when the port's outer service is opened. "+
		"Remove rule_id and set service_id and container_port to adopt the rule of a port, or remove this resource from the configuration.", ruleID)
}
