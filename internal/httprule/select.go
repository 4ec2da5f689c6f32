package httprule

import (
	"fmt"
	"strings"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// checkRuleBinding reports a rule that does not belong where the
// configuration says it does; updating it through another team or app path
// would fail on the server with a less helpful message.
func checkRuleBinding(r client.HTTPRule, teamID, regionName string, appID int64, serviceID string) error {
	wrong := ruleMismatches(r, teamID, regionName, appID, serviceID)
	if len(wrong) == 0 {
		return nil
	}
	return fmt.Errorf("HTTP rule %s (domain %q) belongs to %s. Correct team_id, region_name, app_id or service_id in the configuration", r.HTTPRuleID, r.DomainName, strings.Join(wrong, ", "))
}

// checkRuleImport reports an import ID or identity that names a rule under
// a team, region or app it does not belong to: the platform finds a rule
// by its id alone, so only this check keeps the state from recording a
// path the rule is not under.
func checkRuleImport(r client.HTTPRule, teamID, regionName string, appID int64) error {
	wrong := ruleMismatches(r, teamID, regionName, appID, "")
	if len(wrong) == 0 {
		return nil
	}
	return fmt.Errorf("HTTP rule %s (domain %q) belongs to %s. Import it as %s", r.HTTPRuleID, r.DomainName, strings.Join(wrong, ", "),
		ruleIDFormat.Build(r.TeamName, r.RegionName, r.AppID, r.HTTPRuleID))
}

// ruleMismatches names each part of a path that the rule is not under.
func ruleMismatches(r client.HTTPRule, teamID, regionName string, appID int64, serviceID string) []string {
	var wrong []string
	if !tfid.RuleTeam(r).Is(teamID) {
		wrong = append(wrong, fmt.Sprintf("team %q (id %s), not %q", r.TeamName, r.TenantID, teamID))
	}
	if r.RegionName != regionName {
		wrong = append(wrong, fmt.Sprintf("region %q, not %q", r.RegionName, regionName))
	}
	if r.AppID != appID {
		wrong = append(wrong, fmt.Sprintf("app %d, not %d", r.AppID, appID))
	}
	if serviceID != "" && !tfid.RuleComponent(r).Is(serviceID) {
		wrong = append(wrong, fmt.Sprintf("component %s, not %q", tfid.RuleComponent(r), serviceID))
	}
	return wrong
}

// adoptionError explains why no single rule could be adopted for a port.
func adoptionError(candidates []client.HTTPRule, serviceID string, port int64) string {
	if len(candidates) == 0 {
		return fmt.Sprintf("Port %d of component %q has no default HTTP rule. The API cannot create HTTP rules: the platform creates the default rule when the outer service of an http port is opened "+
			"(a custom-domain create with open_outer_port = true opens the port without one). "+
			"Open it first (a rainbond_component_port with protocol = \"http\" and is_outer_service = true, referenced through depends_on), or set rule_id to an existing rule.", port, serviceID)
	}
	return fmt.Sprintf("Port %d of component %q has %d default HTTP rules: %s. Set rule_id to the one this resource should manage.", port, serviceID, len(candidates), platform.DescribeRules(candidates))
}

// ruleGoneError explains a rule_id that is not (or no longer) on the platform.
func ruleGoneError(ruleID string) string {
	return fmt.Sprintf("HTTP rule %q does not exist on the platform. The API has no operation that creates an HTTP rule, so Terraform cannot bring it back: "+
		"the platform creates a port's default rule when the port's outer service is opened. "+
		"Remove rule_id and set service_id and container_port to adopt the rule of a port, or remove this resource from the configuration.", ruleID)
}

// ruleGoneAtUpdate explains a rule that vanished between the plan and its
// update. The state keeps the prior values; the next refresh forgets the
// rule, and a rule adopted through its port is then adopted again.
func ruleGoneAtUpdate(cfg ruleModel, ruleID string) string {
	if cfg.RuleID.IsNull() {
		return fmt.Sprintf("HTTP rule %s, the default rule this resource adopted through its port, is no longer on the platform: the port was deleted or created anew, "+
			"or its rule deleted, after the plan (a port replaced in the same apply is followed only when this resource is planned after it: refer to the port or use depends_on). "+
			"Nothing was changed. Apply again: the refresh forgets the old rule and the plan adopts the port's current default rule.", ruleID)
	}
	return ruleGoneError(ruleID)
}
