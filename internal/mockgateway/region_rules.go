package mockgateway

import (
	"fmt"
	"net/http"
	"strings"
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

// defaultRuleRegionRecord is the region record of a default rule that
// open_outer makes on comp: none once the component runs in the region.
func defaultRuleRegionRecord(comp *Component) *bool {
	if createdInCluster(comp) {
		none := false
		return &none
	}
	return nil
}

// hasRegionRecord reports whether the region's rule table holds r.
func hasRegionRecord(r *Rule) bool { return r.RegionRecord == nil || *r.RegionRecord }

// regionRoute is the rule as the region holds it: the route it last took.
func regionRoute(r *Rule) GatewayRoute {
	if r.Gateway != nil {
		return *r.Gateway
	}
	return routeOf(*r)
}

// checkForwardedDomain is the region's validateDomain on a domain the
// console forwards: blank passes, a name with "*" is checked as a wildcard
// DNS-1123 subdomain, any other as a DNS-1123 subdomain (lower case, at
// most 253 characters). The answer is the region's validation error as the
// console passes it on (platform facts, "Updating a rule").
func checkForwardedDomain(sc scope, method, name string) *reply {
	if strings.TrimSpace(name) == "" {
		return nil
	}
	if len(name) <= 253 && dns1123Domain.MatchString(name) {
		return nil
	}
	body := map[string]any{"validation_error": map[string]any{"domain": []string{"The domain field is invalid"}}}
	// msg_show carries the call as Python prints a dict.
	show := fmt.Sprintf("{'apitype': 'Not specified', 'url': '%s/v2/tenants/%s/http-rule', 'method': '%s', 'httpcode': 400, "+
		"'body': {'validation_error': {'domain': ['The domain field is invalid']}}}", sc.region.URL, sc.team.TeamName, method)
	r := regionFailure(sc, method, http.StatusBadRequest, body, show)
	return &r
}

// noRegionRecord is the region's 500 for an update of a rule it has no
// record of, as the console passes it on: 400, msg_show
// "数据中心操作故障 Unexpected error ...".
func noRegionRecord(sc scope, ruleID string) reply {
	msg := fmt.Sprintf("Unexpected error occorred while updating http rule: HTTPRule dosen't exist based on uuid(%s)", ruleID)
	return regionFailure(sc, http.MethodPut, http.StatusInternalServerError, map[string]any{"msg": msg}, msg)
}

// regionCall is the console's account of a failed region call, the msg of
// its answer.
func regionCall(sc scope, method string, status int, body map[string]any) map[string]any {
	return map[string]any{
		"apitype":  "Not specified",
		"url":      sc.region.URL + "/v2/tenants/" + sc.team.TeamName + "/http-rule",
		"method":   method,
		"httpcode": status,
		"body":     body,
	}
}

// regionFailure is a failed region call passed on by the console: 400,
// code 400, msg the call, msg_show "数据中心操作故障 " and show.
func regionFailure(sc scope, method string, status int, body map[string]any, show string) reply {
	return reply{Status: http.StatusBadRequest, Body: map[string]any{
		"code":     400,
		"msg":      regionCall(sc, method, status, body),
		"msg_show": "数据中心操作故障 " + show,
	}}
}

// regionAfterUpdate is the route the region holds after an update that it
// took: the new one, with the extensions it held unless it was sent a list
// that is not empty.
func regionAfterUpdate(before GatewayRoute, next Rule, sentExtensions bool) *GatewayRoute {
	route := routeOf(next)
	if !sentExtensions || next.RuleExtensions == "" {
		route.RuleExtensions = before.RuleExtensions
	}
	if route == routeOf(next) {
		return nil // the record and the region agree
	}
	return &route
}

// RegionRule is a rule as the region's rule table holds it.
type RegionRule struct {
	HTTPRuleID string       `json:"http_rule_id"`
	Route      GatewayRoute `json:"route"`
}

// RegionRules returns the region's rule table: the rules it has a record
// of, in the console's order.
func (g *Gateway) RegionRules() []RegionRule {
	out := []RegionRule{}
	_ = g.locked(func(s *store) error {
		for _, r := range s.Rules {
			if hasRegionRecord(r) {
				out = append(out, RegionRule{HTTPRuleID: r.HTTPRuleID, Route: regionRoute(r)})
			}
		}
		return nil
	})
	return out
}

// RegionRule returns the region's record of a rule; false when the region
// has none (or the console has no such rule).
func (g *Gateway) RegionRule(httpRuleID string) (GatewayRoute, bool) {
	var out GatewayRoute
	found := false
	_ = g.locked(func(s *store) error {
		if r := s.Rule(httpRuleID); r != nil && hasRegionRecord(r) {
			out, found = regionRoute(r), true
		}
		return nil
	})
	return out, found
}

// regionRuleRoutes serve the region's rule table on the admin API, so that
// a test tells what the console shows from what the gateway holds.
func (g *Gateway) regionRuleRoutes(route adminRoutes) {
	route("GET /_mock/region/http-rules", func(*http.Request, []byte) (any, error) { return g.RegionRules(), nil })
	route("GET /_mock/region/http-rules/{id}", func(r *http.Request, _ []byte) (any, error) {
		rule, ok := g.RegionRule(r.PathValue("id"))
		return found(rule, ok, "region record of rule %q", r.PathValue("id"))
	})
}
