package mockgateway

import (
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"regexp"
	"strings"
)

func (g *Gateway) listHTTPRules(c *apiCall) reply {
	filter, present := c.query("auto_ssl")
	want := strings.EqualFold(filter, "true")
	list := []Rule{}
	for _, r := range g.st.Rules {
		if present && r.AutoSSL != want {
			continue
		}
		view := *r
		view.RegionRecord = nil // the region's, never in the console's answers
		list = append(list, view)
	}
	return ok(list)
}

// updateRule serves both update paths, which run one code path on the
// server (platform facts, "Updating a rule"), in the server's order: the
// serializer (400, code 20400), the app (404), the component by id among
// the team's (400 "组件不存在"), the rule by http_rule_id alone (404 "no
// found"), the domain checks (400), the region's gateway (a region refusal,
// 400), then the console's own record. A field the record lacks
// (domain_header, whether_open) crashes that last step with a 500 after
// the gateway changed.
func (g *Gateway) updateRule(c *apiCall) reply {
	u, fail := readRuleUpdate(c.body)
	if fail != nil {
		return *fail
	}
	comp := g.st.CompByID[u.ServiceID]
	if comp == nil || comp.TenantID != c.scope.team.TenantID {
		return reply{Status: http.StatusBadRequest, Body: map[string]any{"msg": "组件不存在"}}
	}
	r := g.st.Rule(c.path("rule_id"))
	if r == nil {
		return businessError(http.StatusNotFound, "no found", "no found")
	}
	next := u.MergeInto(*r)
	if rep, refused := g.checkRuleDomain(r, next.DomainName); refused {
		return rep
	}
	if u.Sent["rule_extensions"] {
		joined, bad := u.JoinedExtensions()
		if bad != "" {
			return regionRefusal(c.scope, fmt.Sprintf("rule_extensions: %s is not an object with a key and a value", bad))
		}
		next.RuleExtensions = joined
	}
	// The region checks the name the rule ends up with, sent or stored,
	// then needs its own record of the rule (region/rules.go).
	if rep := checkForwardedDomain(c.scope, http.MethodPut, next.DomainName); rep != nil {
		return *rep
	}
	if !hasRegionRecord(r) {
		return noRegionRecord(c.scope, r.HTTPRuleID)
	}
	// The region's gateway takes the new route before the console writes
	// its record; the header it gets is always the stored one, and the
	// extensions change only with a list that is not empty.
	held := regionRoute(r)
	taken := regionAfterUpdate(held, next, u.Sent["rule_extensions"])
	route := routeOf(next)
	if taken != nil {
		route = *taken
	}
	if names := u.Unexpected(); names != "" {
		r.Gateway = &route
		return unhandledError("TypeError", "ServiceDomain() got unexpected keyword arguments: "+names)
	}
	if next.TheWeight < math.MinInt32 || next.TheWeight > math.MaxInt32 {
		r.Gateway = &route
		return unhandledError("DataError", "integer out of range")
	}
	settleRule(&next)
	g.st.FillRule(comp, &next)
	next.Gateway = regionAfterUpdate(held, next, u.Sent["rule_extensions"]) // nil when the record and the gateway agree
	*r = next
	return ok(updateView(next))
}

// cjk is the console's test for Chinese characters in a domain.
var cjk = regexp.MustCompile(`[\x{4e00}-\x{9fa5}]`)

// checkRuleDomain is the console's domain check on the merged name: no
// Chinese characters, and not a name another team holds in the region.
func (g *Gateway) checkRuleDomain(r *Rule, name string) (reply, bool) {
	if cjk.MatchString(name) {
		return businessError(http.StatusBadRequest, "domain can not be include chinese", "域名不能包含中文"), true
	}
	for _, other := range g.st.Rules {
		if other.DomainName == name && other.TenantID != r.TenantID && other.RegionID == r.RegionID {
			return businessError(http.StatusBadRequest, "domain be used other team", "域名已经被其他团队使用"), true
		}
	}
	return reply{}, false
}

// settleRule applies what the server derives when it saves an updated
// rule: is_senior is only ever switched on, protocol follows
// certificate_id, and an empty path becomes "/".
func settleRule(r *Rule) {
	if r.DomainPath != "" && r.DomainPath != "/" || r.DomainCookie != "" || r.DomainHeander != "" {
		r.IsSenior = true
	}
	r.Protocol = "http"
	if r.CertificateID != 0 {
		r.Protocol = "https"
	}
	if r.DomainPath == "" {
		r.DomainPath = "/"
	}
}

// regionRefusal is a region's 400 passed on by the console: msg is the
// region call itself, msg_show names the region's own message.
func regionRefusal(sc scope, msg string) reply {
	return reply{Status: http.StatusBadRequest, Body: map[string]any{
		"code": 400,
		"msg": map[string]any{
			"apitype":  "Not specified",
			"url":      sc.region.URL + "/v2/tenants/" + sc.team.TeamName + "/http-rule",
			"method":   "PUT",
			"httpcode": 400,
			"body":     map[string]any{"msg": msg},
		},
		"msg_show": "数据中心操作故障 " + msg,
	}}
}

// updateView is the rule as the update answers it: the HTTPGatewayRule
// shape, without ID, rule_extensions and the enterprise-list fields.
func updateView(r Rule) map[string]any {
	b, _ := json.Marshal(r)
	var m map[string]any
	_ = json.Unmarshal(b, &m)
	for _, k := range []string{"ID", "rule_extensions", "region_name", "team_name", "app_id", "region_record"} {
		delete(m, k)
	}
	return m
}
