package mockgateway

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"unicode/utf8"
)

// TCP access rules of an app (beyond-interface 4.35 "TCP rules"):
// POST .../apps/{app_id}/domains with protocol tcp creates one, GET with
// query=tcp lists them; no route updates or deletes one (the rule routes of
// /domains/{rule_id} serve HTTP rules only). rainbond-console v6.9.8:
// openapi/views/gateway/gateway.py ListAppGatewayRuleView (196-322),
// openapi/serializer/gateway_serializer.py PostGatewayRuleSerializer,
// PostTCPGatewayRuleSerializer (83-100), TCPGatewayRuleSerializer (29-32);
// console/services/app_config/domain_service.py bind_tcpdomain (551-609),
// get_tcp_rules_by_service_ids (1013-1021); port_service.py
// __only_open_outer (678-730).

// tcpFieldMax is the max_length of the TCP body's strings and of the
// extensions' keys and values.
const tcpFieldMax = 32

func (g *Gateway) tcpRuleRoutes(app string) {
	g.handle("POST "+app+"/domains", OpCreateGatewayRule, false, toApp, g.createGatewayRule)
	g.handle("GET "+app+"/domains", OpListGatewayRules, false, toApp, g.listGatewayRules)
}

// nestedError is the validation answer of a field of the tcp object.
func nestedError(field, problem string) reply {
	return reply{Status: http.StatusBadRequest, Body: map[string]any{"detail": validationDetail,
		"err": map[string]any{"tcp": map[string][]string{field: {problem}}}, "code": 20400, "error_type": "ValidationError"}}
}

type tcpBody struct {
	containerPort, defaultPort     int64
	serviceID, endPoint, defaultIP string
	extensions                     []map[string]string
}

// readTCPBody validates PostTCPGatewayRuleSerializer: every field but
// rule_extensions required, strings at most 32 and not blank.
func readTCPBody(raw json.RawMessage) (tcpBody, *reply) {
	var t tcpBody
	b := readBody(raw)
	port, hasPort := b.integer("container_port")
	sid, hasSID := b.str("service_id")
	ep, hasEP := b.str("end_point")
	dport, hasDPort := b.integer("default_port")
	dip, hasDIP := b.str("default_ip")
	if rep, failed := b.failure(); failed {
		body, _ := rep.Body.(map[string]any)
		fields, _ := body["err"].(map[string][]string)
		for k, v := range fields {
			r := nestedError(k, v[0])
			return t, &r
		}
		return t, &rep
	}
	for _, f := range []struct {
		name    string
		present bool
		value   *string
	}{{"container_port", hasPort, nil}, {"service_id", hasSID, &sid}, {"end_point", hasEP, &ep}, {"default_port", hasDPort, nil}, {"default_ip", hasDIP, &dip}} {
		switch {
		case !f.present:
			r := nestedError(f.name, fieldRequired)
			return t, &r
		case f.value == nil:
		case drfStrip(*f.value) == "":
			r := nestedError(f.name, "This field may not be blank.")
			return t, &r
		case utf8.RuneCountInString(drfStrip(*f.value)) > tcpFieldMax:
			r := nestedError(f.name, fmt.Sprintf("Ensure this field has no more than %d characters.", tcpFieldMax))
			return t, &r
		}
	}
	if ext, has := b.Fields["rule_extensions"]; has && string(ext) != "null" {
		if err := json.Unmarshal(ext, &t.extensions); err != nil {
			r := nestedError("rule_extensions", `Expected a list of items but got type "str".`)
			return t, &r
		}
	}
	t.containerPort, t.serviceID, t.endPoint, t.defaultPort, t.defaultIP = port, drfStrip(sid), drfStrip(ep), dport, drfStrip(dip)
	return t, nil
}

// createGatewayRule follows ListAppGatewayRuleView.post for protocol tcp:
// the component by service_id alone (400 "not service"), an end point the
// region already has (400 "exist"), the port (none: the view's except
// clause names an unbound variable, 500, before anything changes), the
// port's outer service opened (with its default rule when it has none),
// then the rule (an end point without ":" fails there, 500, after the
// port was opened). The answer is the app's rules, http and tcp.
func (g *Gateway) createGatewayRule(c *apiCall) reply {
	b := readBody(c.body)
	protocol, hasProtocol := b.str("protocol")
	if rep, failed := b.failure(); failed {
		return rep
	}
	if !hasProtocol {
		return fieldError("protocol", fieldRequired)
	}
	if protocol != "tcp" {
		return businessError(http.StatusBadRequest, "error parameters: protocol", "错误参数: protocol")
	}
	raw, has := b.Fields["tcp"]
	if !has || string(raw) == "null" || string(raw) == "{}" {
		return businessError(http.StatusBadRequest, "Missing parameters: tcp", "缺少参数: tcp")
	}
	t, fail := readTCPBody(raw)
	if fail != nil {
		return *fail
	}
	comp := g.st.CompByID[t.serviceID]
	if comp == nil {
		return businessError(http.StatusBadRequest, "not service", "组件不存在")
	}
	region := c.scope.region
	for _, r := range g.st.TCPRules {
		if r.RegionID == region.RegionID && r.EndPoint == t.endPoint {
			return businessError(http.StatusBadRequest, "exist", "策略已存在")
		}
	}
	var port *Port
	for _, p := range g.st.Ports[comp.ServiceID] {
		if p.ContainerPort == t.containerPort {
			port = p
		}
	}
	if port == nil {
		return unhandledError("UnboundLocalError", "cannot access local variable 'code' where it is not associated with a value")
	}
	g.openTCPOuter(c.scope, comp, port)
	host, number, split := strings.Cut(t.endPoint, ":")
	if !split {
		return unhandledError("IndexError", "list index out of range")
	}
	var n int64
	if _, err := fmt.Sscan(number, &n); err != nil {
		return unhandledError("ValueError", fmt.Sprintf("invalid literal for int() with base 10: '%s'", number))
	}
	_ = host
	rule := &TCPRule{
		TCPRuleID: g.st.NewHex("tcp_rule"), RegionID: region.RegionID, TenantID: c.scope.team.TenantID,
		ServiceID: comp.ServiceID, ServiceName: comp.ServiceAlias, ServiceAlias: comp.ServiceCname,
		EndPoint: t.endPoint, Protocol: port.Protocol, ContainerPort: t.containerPort,
		RuleExtensions: joinExtensions(t.extensions), IsOuterService: true,
	}
	if rule.Protocol == "" {
		rule.Protocol = "tcp"
	}
	if n != t.defaultPort {
		rule.Type = 1
	}
	g.st.TCPRules = append(g.st.TCPRules, rule)
	return ok(g.gatewayRules(c.scope, true, true))
}

// openTCPOuter is __only_open_outer on a port that is not http: the
// port's TCP rules are flagged outer, or, when it has none, the region
// allocates a port and the default rule 0.0.0.0:<port> is made.
func (g *Gateway) openTCPOuter(sc scope, comp *Component, p *Port) {
	p.IsOuterService = true
	found := false
	for _, r := range g.st.TCPRules {
		if r.ServiceID == comp.ServiceID && r.ContainerPort == p.ContainerPort {
			r.IsOuterService, found = true, true
		}
	}
	if found {
		return
	}
	if p.LBMappingPort == 0 {
		p.LBMappingPort = g.st.freeLBPort(sc.region.RegionID)
	}
	end := fmt.Sprintf("0.0.0.0:%d", p.LBMappingPort)
	g.st.TCPRules = append(g.st.TCPRules, &TCPRule{
		TCPRuleID: g.st.NewHex("tcp_rule"), RegionID: sc.region.RegionID, TenantID: comp.TenantID,
		ServiceID: comp.ServiceID, ServiceName: comp.ServiceAlias, ServiceAlias: comp.ServiceCname,
		EndPoint: end, Protocol: p.Protocol, ContainerPort: p.ContainerPort, IsOuterService: true,
	})
}

// freeLBPort is the region's next free gateway port, from 20001.
func (s *store) freeLBPort(regionID string) int64 {
	for n := int64(20001); ; n++ {
		end := fmt.Sprintf("0.0.0.0:%d", n)
		if !slices.ContainsFunc(s.TCPRules, func(r *TCPRule) bool { return r.RegionID == regionID && r.EndPoint == end }) {
			return n
		}
	}
}

// joinExtensions is bind_tcpdomain's "key:value,key:value".
func joinExtensions(ext []map[string]string) string {
	parts := make([]string, 0, len(ext))
	for _, e := range ext {
		parts = append(parts, e["key"]+":"+e["value"])
	}
	return strings.Join(parts, ",")
}

// listGatewayRules answers GatewayRuleSerializer: query http or tcp picks
// one list, anything else both.
func (g *Gateway) listGatewayRules(c *apiCall) reply {
	q, _ := c.query("query")
	return ok(g.gatewayRules(c.scope, q != "tcp", q != "http"))
}

// gatewayRules lists the app's rules; a TCP end point on 0.0.0.0 shows
// the region's tcpdomain instead (get_tcp_rules_by_service_ids).
func (g *Gateway) gatewayRules(sc scope, withHTTP, withTCP bool) map[string]any {
	out := map[string]any{}
	if withHTTP {
		list := []map[string]any{}
		for _, r := range g.rulesOfApp(sc.app.ID) {
			list = append(list, ruleRecord(*r))
		}
		out["http"] = list
	}
	if withTCP {
		list := []map[string]any{}
		for _, r := range g.st.TCPRules {
			comp := g.st.CompByID[r.ServiceID]
			if comp == nil || comp.AppID != sc.app.ID {
				continue
			}
			end := r.EndPoint
			if host, port, split := strings.Cut(end, ":"); split && host == "0.0.0.0" && !strings.Contains(port, ":") {
				end = sc.region.TCPDomain + ":" + port
			}
			list = append(list, map[string]any{
				"ID": 0, "tcp_rule_id": r.TCPRuleID, "region_id": r.RegionID, "tenant_id": r.TenantID, "service_id": r.ServiceID,
				"service_name": r.ServiceName, "end_point": end, "protocol": r.Protocol, "container_port": r.ContainerPort,
				"service_alias": r.ServiceAlias, "type": r.Type, "rule_extensions": r.RuleExtensions, "is_outer_service": r.IsOuterService,
			})
		}
		out["tcp"] = list
	}
	return out
}

// TCPRules returns the TCP rules, oldest first.
func (g *Gateway) TCPRules() []TCPRule {
	out := []TCPRule{}
	_ = g.locked(func(s *store) error {
		for _, r := range s.TCPRules {
			out = append(out, *r)
		}
		return nil
	})
	return out
}

// RemoveTCPRule deletes a TCP rule out of band, as the console can.
func (g *Gateway) RemoveTCPRule(id string) error {
	return g.locked(func(s *store) error {
		return removeOutOfBand(&s.TCPRules, func(r *TCPRule) bool { return r.TCPRuleID == id }, "tcp rule %q", id)
	})
}
