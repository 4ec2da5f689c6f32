package region

import (
	"regexp"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway/store"
)

// The region's HTTP rule table: the half of a rule that the console
// forwards to the region (goodrain/rainbond), apart from the console's own
// record. Citations are rainbond-console (console:) and rainbond (region:)
// at v6.9.8-release.
//
//   - Which rules have a record. Only the console's domain binding
//     (bind_httpdomain, console:console/services/app_config/domain_service.py:383-387),
//     which the custom-domain create uses, writes one. Opening the outer
//     service of an http port on a component already created in the
//     region writes the default rule to the console's table and registers
//     an API-gateway route, nothing else
//     (console:console/services/app_config/port_service.py:765-784). A
//     default rule made before the component was created in the region is
//     sent with the component's creation, so it has one (platform facts,
//     "Updating a rule"). Fixture rules have one unless they say
//     "region_record": false.
//   - Every rule update is forwarded (PUT /v2/tenants/{t}/http-rule,
//     domain_service.py:495-500). The region validates the body first
//     (extensions with a key and a value, the domain as a lower-case
//     DNS-1123 name: region:api/controller/gateway.go:91-102,250-286), then
//     looks the rule up by its id and fails with a 500 when it has no record
//     (region:api/handler/gateway_action.go:911-919, gateway.go:288-294). The
//     console re-raises all but a 404, and rolls its own record back
//     (update_httpdomain is atomic): nothing changes.
//   - The domain the console forwards is the one the rule ends up with: the
//     name sent, or else the stored one (domain_service.py:447-461), so a
//     rule stored with a name the region refuses cannot be updated without
//     a valid new name.
//   - Extensions: the region replaces them only when it is sent a list that
//     is not empty (gateway_action.go:958-977). The console sends the list
//     only when the update carries a non-empty one; otherwise it evals the
//     stored "key:value,..." string, which never parses, and sends none
//     (domain_service.py:472-481). So `rule_extensions: []` clears the
//     console's string, while the region keeps what it holds.

// DefaultRuleRegionRecord is the region record of a default rule that
// open_outer makes on comp: none once the component runs in the region.
func DefaultRuleRegionRecord(comp *Component) *bool {
	if CreatedInCluster(comp) {
		none := false
		return &none
	}
	return nil
}

// HasRegionRecord reports whether the region's rule table holds r.
func HasRegionRecord(r *Rule) bool { return r.RegionRecord == nil || *r.RegionRecord }

// RegionRoute is the rule as the region holds it: the route it last took.
func RegionRoute(r *Rule) GatewayRoute {
	if r.Gateway != nil {
		return *r.Gateway
	}
	return store.RouteOf(*r)
}

// DNS1123Domain is what the region takes as a domain: a DNS-1123
// subdomain, lower case, "*." allowed in front (platform facts).
var DNS1123Domain = regexp.MustCompile(`^(\*\.)?[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$`)

// RegionAfterUpdate is the route the region holds after an update that it
// took: the new one, with the extensions it held unless it was sent a list
// that is not empty.
func RegionAfterUpdate(before GatewayRoute, next Rule, sentExtensions bool) *GatewayRoute {
	route := store.RouteOf(next)
	if !sentExtensions || next.RuleExtensions == "" {
		route.RuleExtensions = before.RuleExtensions
	}
	if route == store.RouteOf(next) {
		return nil // the record and the region agree
	}
	return &route
}

// RegionRule is a rule as the region's rule table holds it.
type RegionRule struct {
	HTTPRuleID string       `json:"http_rule_id"`
	Route      GatewayRoute `json:"route"`
}

// RegionRules are the region's rule table: the rules it has a record of,
// in the console's order.
func (s *Store) RegionRules() []RegionRule {
	out := []RegionRule{}
	for _, r := range s.Rules {
		if HasRegionRecord(r) {
			out = append(out, RegionRule{HTTPRuleID: r.HTTPRuleID, Route: RegionRoute(r)})
		}
	}
	return out
}

// RegionRule is the region's record of a rule; false when the region has
// none (or the console has no such rule).
func (s *Store) RegionRule(httpRuleID string) (GatewayRoute, bool) {
	if r := s.Rule(httpRuleID); r != nil && HasRegionRecord(r) {
		return RegionRoute(r), true
	}
	return GatewayRoute{}, false
}
