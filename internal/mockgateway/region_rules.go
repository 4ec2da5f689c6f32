package mockgateway

import (
	"fmt"
	"net/http"
	"strings"
)

// The front door's side of the region's HTTP rule table (region/rules.go):
// the console's account of a region call the region refused, which it
// passes on in its own body, naming the call; the table's Go hooks and
// admin routes.

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

// RegionRules returns the region's rule table: the rules it has a record
// of, in the console's order.
func (g *Gateway) RegionRules() []RegionRule {
	var out []RegionRule
	_ = g.locked(func(s *store) error { out = s.RegionRules(); return nil })
	return out
}

// RegionRule returns the region's record of a rule; false when the region
// has none (or the console has no such rule).
func (g *Gateway) RegionRule(httpRuleID string) (GatewayRoute, bool) {
	var out GatewayRoute
	found := false
	_ = g.locked(func(s *store) error { out, found = s.Store.RegionRule(httpRuleID); return nil })
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
