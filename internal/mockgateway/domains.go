package mockgateway

import (
	"encoding/json"
	"net/http"
	"regexp"
	"strings"
)

// The HTTP rules of one app (beyond-interface 4.31;
// openapi/views/gateway/gateway.py ListAppGatewayHTTPRuleView,
// UpdateAppGatewayHTTPRuleView; domain_service bind_httpdomain,
// check_domain_exist, unbind_httpdomain).

// ruleRecord is a rule as HTTPGatewayRuleSerializer shows it: the rule's
// columns with ID, and rule_extensions computed from the stored
// "key:value,..." string, which parses as neither JSON nor a Python
// literal, so it is always [].
func ruleRecord(r Rule) map[string]any {
	m := updateView(r)
	m["ID"] = r.ID
	m["rule_extensions"] = []any{}
	return m
}

// blankRuleRecord is what the read of a rule the app does not have
// answers: 200, with the writable fields blank (echo fallback).
func blankRuleRecord() map[string]any {
	m := updateView(Rule{})
	for k, v := range m {
		switch v.(type) {
		case string:
			m[k] = ""
		case bool:
			m[k] = false
		default:
			m[k] = nil
		}
	}
	m["auto_ssl_config"] = ""
	return m
}

func (g *Gateway) rulesOfApp(appID int64) []*Rule {
	var out []*Rule
	for _, r := range g.st.Rules {
		if c := g.st.CompByID[r.ServiceID]; c != nil && c.AppID == appID {
			out = append(out, r)
		}
	}
	return out
}

func (g *Gateway) listHTTPDomains(c *apiCall) reply {
	list := []map[string]any{}
	for _, r := range g.rulesOfApp(c.scope.app.ID) {
		list = append(list, ruleRecord(*r))
	}
	return ok(list)
}

func (g *Gateway) getHTTPDomain(c *apiCall) reply {
	for _, r := range g.rulesOfApp(c.scope.app.ID) {
		if r.HTTPRuleID == c.path("rule_id") {
			return ok(ruleRecord(*r))
		}
	}
	return ok(blankRuleRecord())
}

// deleteHTTPDomain finds the rule by id within the team; the app of the
// path is not checked. The port's outer service stays as it is.
func (g *Gateway) deleteHTTPDomain(c *apiCall) reply {
	r := g.st.Rule(c.path("rule_id"))
	if r == nil || r.TenantID != c.scope.team.TenantID {
		return reply{Status: http.StatusNotFound, Body: map[string]any{"code": 1404, "msg": "domain not found", "msg_show": "域名不存在",
			"data": map[string]any{"bean": map[string]any{}, "list": []any{}}}}
	}
	gone := *r
	g.st.RemoveRules(func(o *Rule) bool { return o.HTTPRuleID != gone.HTTPRuleID })
	delete(g.st.ruleConfigs, gone.HTTPRuleID)
	// HTTPGatewayRuleSerializer of model_to_dict(rule): rule_extensions is
	// computed (and [] from a dict), ID drops out with the failed
	// validation (openapi/views/gateway/gateway.py:186-193).
	answer := updateView(gone)
	answer["rule_extensions"] = []any{}
	return ok(answer)
}

// createRequest is a create body after PostHTTPGatewayRuleSerializer.
type createRequest struct {
	serviceID, domainName, domainPath, cookie, header string
	port, weight, certificateID                       int64
	extensions                                        []extension
	whetherOpen, autoSSL                              bool
	autoSSLConfig                                     *string
	configuration                                     json.RawMessage
}

// notNullOrBlank are the create fields that refuse null, and the string
// ones among them that refuse "" (DRF CharField, IntegerField and so on
// without allow_null or allow_blank).
var (
	createNotNull  = []string{"service_id", "container_port", "certificate_id", "domain_name", "domain_cookie", "domain_header", "the_weight", "domain_path", "rule_extensions", "whether_open", "auto_ssl", "auto_ssl_config", "configuration"}
	createNotBlank = []string{"service_id", "domain_name", "domain_cookie", "domain_header", "domain_path", "auto_ssl_config"}
)

// extension is one item of rule_extensions.
type extension struct{ key, value string }

func readCreateRequest(raw []byte) (createRequest, *reply) {
	fields, fail := decodeObject(raw)
	if fail != nil {
		return createRequest{}, fail
	}
	if rep := refuseNullAndBlank(fields); rep != nil {
		return createRequest{}, rep
	}
	b := bodyOf(fields)
	req := createRequest{domainPath: "/", weight: 100}
	req.serviceID, _ = b.str("service_id")
	req.port, _ = b.integer("container_port")
	req.domainName, _ = b.str("domain_name")
	if v, sent := b.str("domain_path"); sent {
		req.domainPath = v
	}
	req.cookie, _ = b.str("domain_cookie")
	req.header, _ = b.str("domain_header")
	if v, sent := b.integer("the_weight"); sent {
		req.weight = v
	}
	req.certificateID, _ = b.integer("certificate_id")
	req.whetherOpen, _ = b.boolean("whether_open")
	req.autoSSL, _ = b.boolean("auto_ssl")
	if v, sent := b.str("auto_ssl_config"); sent {
		req.autoSSLConfig = &v
	}
	if rep, failed := b.failure(); failed {
		return createRequest{}, &rep
	}
	if len([]rune(req.domainName)) > 253 {
		r := fieldError("domain_name", "Ensure this field has no more than 253 characters.")
		return createRequest{}, &r
	}
	ext, rep := readExtensions(fields["rule_extensions"])
	if rep != nil {
		return createRequest{}, rep
	}
	req.extensions = ext
	req.configuration = fields["configuration"]
	return req, nil
}

// refuseNullAndBlank is the serializer's first pass: null where it is not
// allowed, blank strings, and missing required fields.
func refuseNullAndBlank(fields map[string]json.RawMessage) *reply {
	errs := map[string][]string{}
	for _, k := range createNotNull {
		if v, present := fields[k]; present && string(v) == "null" {
			errs[k] = []string{"This field may not be null."}
		}
	}
	for _, k := range createNotBlank {
		if v, present := fields[k]; present && strings.TrimSpace(string(v)) == `""` {
			errs[k] = []string{"This field may not be blank."}
		}
	}
	for _, k := range []string{"service_id", "container_port", "domain_name"} {
		if _, present := fields[k]; !present {
			errs[k] = []string{fieldRequired}
		}
	}
	if len(errs) > 0 {
		r := validationError(validationDetail, errs)
		return &r
	}
	return nil
}

// readExtensions reads rule_extensions: a list, whose items
// bind_httpdomain indexes as rule["key"], so anything but {key, value}
// objects fails there with 500.
func readExtensions(raw json.RawMessage) ([]extension, *reply) {
	if len(raw) == 0 {
		return nil, nil
	}
	var items []any
	if json.Unmarshal(raw, &items) != nil {
		r := fieldError("rule_extensions", `Expected a list of items but got type "str".`)
		return nil, &r
	}
	var out []extension
	for _, it := range items {
		obj, _ := it.(map[string]any)
		key, hasKey := obj["key"].(string)
		value, hasValue := obj["value"].(string)
		if !hasKey || !hasValue {
			r := serverError("string indices must be integers")
			return nil, &r
		}
		out = append(out, extension{key, value})
	}
	return out, nil
}

var chinese = regexp.MustCompile(`[\x{4e00}-\x{9fa5}]`)

// createHTTPDomain follows the server's order: the body, the component (by
// id, within the team), the duplicate check, opening the port, the port's
// outer service, then the domain checks and the region's add, which come
// after a port opened by whether_open stays open; then the API gateway's
// route and the proxy settings, after the rule exists.
func (g *Gateway) createHTTPDomain(c *apiCall) reply {
	req, fail := readCreateRequest(c.body)
	if fail != nil {
		return *fail
	}
	sc := c.scope
	comp := g.st.CompByID[req.serviceID]
	if comp == nil || comp.TenantID != sc.team.TenantID {
		return failError(http.StatusBadRequest, "组件不存在")
	}
	protocol := "http"
	if req.certificateID != 0 {
		protocol = "https"
	}
	if g.ruleExists(comp.ServiceID, req, protocol) {
		return failError(http.StatusBadRequest, "策略已存在")
	}
	port := g.st.Port(comp.ServiceID, req.port)
	if port == nil {
		return serverError("'NoneType' object has no attribute 'container_port'")
	}
	if req.whetherOpen {
		// The port action only_open_outer (beyond-interface 4.31): no default
		// rule, and the port's rules flagged outer again, as that action does
		// (port_service.py __only_open_outer).
		port.IsOuterService = true
		g.flagRules(port, true)
	}
	if !port.IsOuterService {
		return failError(http.StatusBadRequest, "没有开启对外端口")
	}
	if rep := g.checkDomainName(sc, req.domainName); rep != nil {
		return *rep
	}
	// The region validates the domain it is forwarded before it adds the
	// rule (rainbond api/controller/gateway.go:230, addHTTPRule's
	// validateDomain; the console re-raises every region error but a 404:
	// rainbond-console console/services/app_config/domain_service.py:383-387),
	// after the port was opened above.
	if rep := checkForwardedDomain(sc, http.MethodPost, req.domainName); rep != nil {
		return *rep
	}
	if !createdInCluster(comp) {
		// The region refuses a rule of a component it has not created,
		// after the port was opened above (rainbond
		// api/handler/gateway_action.go:816-834, AddHTTPRule).
		return regionAddRefusal(sc, comp)
	}
	r := Rule{
		HTTPRuleID: g.st.NewHex("rule"), ServiceID: comp.ServiceID, ContainerPort: req.port, DomainName: req.domainName,
		Protocol: protocol, DomainType: "www", DomainPath: req.domainPath, DomainCookie: req.cookie, DomainHeander: req.header,
		TheWeight: req.weight, IsOuterService: true, AutoSSL: req.autoSSL, AutoSSLConfig: req.autoSSLConfig, Type: 1,
		IsSenior: (req.domainPath != "" && req.domainPath != "/") || req.cookie != "" || req.header != "",
		// bind_httpdomain stores no rewrites as the list [] itself, which
		// the column keeps as the text "[]" (domain_service.py:340-342, 426).
		Rewrites: "[]",
	}
	// An unknown certificate is stored as 0, while the protocol stays https.
	if cert := g.st.Certificate(req.certificateID); cert != nil {
		r.CertificateID = cert.ID
	}
	var ext []string
	for _, e := range req.extensions {
		ext = append(ext, e.key+":"+e.value)
	}
	r.RuleExtensions = strings.Join(ext, ",")
	if req.domainName == defaultDomain(comp.ServiceAlias, req.port, sc.team.TeamName, sc.region.HTTPDomain) {
		r.Type = 0
	}
	if err := g.st.PutRule(r); err != nil {
		return serverError(err.Error())
	}
	// The weight is stored as given, 0 included (bind_httpdomain's
	// int(httpdomain.get("the_weight", 100)), domain_service.py:408): the
	// 100 PutRule puts in place of 0 is for fixtures, which cannot tell 0
	// from unset.
	g.st.Rule(r.HTTPRuleID).TheWeight = req.weight
	// The API gateway's route for the domain, made after the rule
	// (gateway.py:100-106); its failure is only logged, so it never fails
	// the create.
	g.st.BindAPIRoute(comp, port, req.domainName)
	if len(req.configuration) > 0 {
		g.st.ruleConfigs[r.HTTPRuleID] = string(req.configuration)
	}
	stored := *g.st.Rule(r.HTTPRuleID)
	// The answer is the echo fallback: the new rule's id fails its own
	// uniqueness check, so ID and rule_extensions drop out. It is built
	// from the saved object's to_dict(), which still holds rewrites as the
	// list bind_httpdomain gave it (gateway.py:111-113), not the text the
	// column reads back.
	answer := updateView(stored)
	answer["rewrites"] = []any{}
	return reply{Status: http.StatusCreated, Body: answer}
}

// ruleExists is check_domain_exist: the same component, port, domain,
// protocol and path, or an httptohttps rule on the domain and path, or an
// httptohttps extension asked for where the domain and path serve http.
func (g *Gateway) ruleExists(serviceID string, req createRequest, protocol string) bool {
	httpExists := false
	for _, r := range g.st.Rules {
		if r.ServiceID == serviceID && r.ContainerPort == req.port && r.DomainName == req.domainName && r.Protocol == protocol &&
			(req.domainPath == "" || r.DomainPath == req.domainPath) {
			return true
		}
		if r.DomainName == req.domainName && r.DomainPath == req.domainPath {
			if r.Protocol == "http" {
				httpExists = true
			}
			if strings.Contains(r.RuleExtensions, "httptohttps") {
				return true
			}
		}
	}
	for _, e := range req.extensions {
		if e.key == "httptohttps" && httpExists {
			return true
		}
	}
	return false
}

// checkDomainName is __check_domain_name.
func (g *Gateway) checkDomainName(sc scope, name string) *reply {
	fail := func(msg, show string) *reply { r := businessError(http.StatusBadRequest, msg, show); return &r }
	if name == "" {
		return fail("domain can not be empty", "域名不能为空")
	}
	if chinese.MatchString(name) {
		return fail("domain can not be include chinese", "域名不能包含中文")
	}
	for _, r := range g.st.Rules {
		if r.DomainName == name {
			// The first rule of that name decides.
			if r.TenantID != sc.team.TenantID && r.RegionID == sc.region.RegionID {
				return fail("domain be used other team", "域名已经被其他团队使用")
			}
			break
		}
	}
	if len(name) > 256 {
		return fail("domain more than 256 bytes", "域名超过256个字符")
	}
	return nil
}

// RuleConfiguration returns the proxy settings a rule was created with, as
// sent; false when it was created without them.
func (g *Gateway) RuleConfiguration(httpRuleID string) (string, bool) {
	var out string
	found := false
	_ = g.locked(func(s *store) error {
		out, found = s.ruleConfigs[httpRuleID]
		return nil
	})
	return out, found
}

// regionAddRefusal is the region's refusal of a rule for a component it
// has not created (no record of the component: the task that applies the
// rule cannot be sent), as the console passes it on: 400, msg the region
// call, msg_show "数据中心操作故障 ..." (rainbond api/controller/gateway.go
// addHTTPRule answers 500 "Unexpected error occorred while adding http
// rule: ..."; beyond-interface 4.31, errors).
func regionAddRefusal(sc scope, c *Component) reply {
	msg := "Unexpected error occorred while adding http rule: send http rule task: unexpected error occurred while getting Service by ServiceID(" + c.ServiceID + "): record not found"
	return reply{Status: http.StatusBadRequest, Body: map[string]any{
		"code": 400,
		"msg": map[string]any{
			"apitype":  "Not specified",
			"url":      sc.region.URL + "/v2/tenants/" + sc.team.TeamName + "/http-rule",
			"method":   "POST",
			"httpcode": 500,
			"body":     map[string]any{"msg": msg},
		},
		"msg_show": "数据中心操作故障 " + msg,
	}}
}
