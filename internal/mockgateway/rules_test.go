package mockgateway

import (
	"strings"
	"testing"
)

func ruleIDs(t *testing.T, a answer) map[string]map[string]any {
	t.Helper()
	out := map[string]map[string]any{}
	for _, v := range a.list(t) {
		r := v.(map[string]any)
		out[r["http_rule_id"].(string)] = r
	}
	return out
}

func TestListHTTPRulesAutoSSLFilter(t *testing.T) {
	ts := newDefault(t)
	all := ruleIDs(t, call(t, ts, "GET", "/openapi/v1/httpdomains", nil).want(t, 200))
	if len(all) != 6 {
		t.Fatalf("want 6 rules, got %d", len(all))
	}
	r := all[APICertRuleID]
	if r["rule_extensions"] != "lb_type:round-robin,httptohttps:true" || r["certificate_id"] != float64(7) ||
		r["team_name"] != DefaultTeam || r["region_name"] != DefaultRegion || r["app_id"] != float64(1) || r["ID"] != float64(3) {
		t.Fatalf("cert rule: %v", r)
	}
	if v, ok := all[WebRuleID]["auto_ssl_config"]; !ok || v != nil {
		t.Fatalf("auto_ssl_config should be null: %v", all[WebRuleID])
	}
	for _, q := range []string{"true", "TRUE", "True"} {
		on := ruleIDs(t, call(t, ts, "GET", "/openapi/v1/httpdomains?auto_ssl="+q, nil).want(t, 200))
		if len(on) != 1 || on[BlogAutoSSLRuleID] == nil {
			t.Fatalf("auto_ssl=%s: %v", q, on)
		}
	}
	for _, q := range []string{"false", "0", "yes", ""} {
		off := ruleIDs(t, call(t, ts, "GET", "/openapi/v1/httpdomains?auto_ssl="+q, nil).want(t, 200))
		if len(off) != 5 || off[BlogAutoSSLRuleID] != nil {
			t.Fatalf("auto_ssl=%q: %d rules", q, len(off))
		}
	}
}

func TestUpdateRuleResetsCertificateAndAutoSSLConfig(t *testing.T) {
	for _, segment := range []string{"httpdomains", "domains"} {
		t.Run(segment, func(t *testing.T) {
			ts := newDefault(t)
			path := shopPath + "/" + segment + "/" + APICertRuleID
			a := call(t, ts, "PUT", path, map[string]any{"service_id": APIID, "domain_path": "/v2"}).want(t, 200)
			body := a.obj(t)
			for _, k := range []string{"ID", "rule_extensions", "region_name", "team_name", "app_id"} {
				if _, ok := body[k]; ok {
					t.Errorf("update answer carries %s", k)
				}
			}
			if body["certificate_id"] != float64(0) || body["auto_ssl_config"] != nil || body["protocol"] != "http" {
				t.Fatalf("absent certificate_id must reset it: %v", body)
			}
			r, _ := ts.Rule(APICertRuleID)
			if r.DomainPath != "/v2" || r.DomainName != "api.shop.example.com" || r.DomainHeander != "X-Env=prod" ||
				r.TheWeight != 80 || r.RuleExtensions != "lb_type:round-robin,httptohttps:true" || r.CertificateID != 0 {
				t.Fatalf("merge: %+v", r)
			}
		})
	}
}

// Platform facts, "Updating a rule": the body is merged into the rule;
// rule_extensions are {key, value} objects, stored joined "key:value,...";
// protocol follows certificate_id; is_senior is only ever switched on.
func TestUpdateRuleMerge(t *testing.T) {
	ts := newDefault(t)
	path := blogPath + "/httpdomains/" + BlogAutoSSLRuleID
	body := map[string]any{
		"service_id": BlogWebID, "container_port": 80, "certificate_id": 9, "auto_ssl": true,
		"auto_ssl_config": "letsencrypt", "domain_cookie": "beta=1", "the_weight": 50,
		"rule_extensions": []map[string]string{{"key": "lb_type", "value": "cookie-session"}, {"key": "httptohttps", "value": "false"}},
	}
	a := call(t, ts, "PUT", path, body).want(t, 200).obj(t)
	if a["certificate_id"] != float64(9) || a["auto_ssl_config"] != "letsencrypt" || a["protocol"] != "https" ||
		a["domain_cookie"] != "beta=1" || a["is_senior"] != true || a["the_weight"] != float64(50) {
		t.Fatalf("answer: %v", a)
	}
	r, _ := ts.Rule(BlogAutoSSLRuleID)
	if r.RuleExtensions != "lb_type:cookie-session,httptohttps:false" || r.ServiceID != BlogWebID || !r.AutoSSL {
		t.Fatalf("stored: %+v", r)
	}
	// Absent rule_extensions keep them; [] clears them; is_senior stays on.
	call(t, ts, "PUT", path, map[string]any{"service_id": BlogWebID, "the_weight": 0}).want(t, 200)
	if r, _ = ts.Rule(BlogAutoSSLRuleID); r.RuleExtensions != "lb_type:cookie-session,httptohttps:false" || r.TheWeight != 0 || r.Protocol != "http" {
		t.Fatalf("absent extensions, weight 0, no certificate: %+v", r)
	}
	call(t, ts, "PUT", path, map[string]any{"service_id": BlogWebID, "rule_extensions": []any{}}).want(t, 200)
	if r, _ = ts.Rule(BlogAutoSSLRuleID); r.RuleExtensions != "" || !r.IsSenior {
		t.Fatalf("[] must clear the extensions, is_senior stay on: %+v", r)
	}
}

// Platform facts, "Updating a rule": no field may be null; domain_name,
// domain_cookie, domain_path and auto_ssl_config may not be blank; each is
// a 400 with code 20400, and nothing changes.
func TestUpdateRuleRefusesNullAndBlank(t *testing.T) {
	ts := newDefault(t)
	path := shopPath + "/httpdomains/" + APICertRuleID
	before, _ := ts.Rule(APICertRuleID)
	for _, field := range []string{"container_port", "certificate_id", "domain_name", "domain_cookie", "domain_path",
		"the_weight", "rule_extensions", "auto_ssl", "auto_ssl_config"} {
		a := call(t, ts, "PUT", path, map[string]any{"service_id": APIID, "certificate_id": 0, field: nil}).want(t, 400).obj(t)
		if a["code"] != float64(20400) || a["err"].(map[string]any)[field] == nil {
			t.Errorf("null %s: %v", field, a)
		}
	}
	for _, field := range []string{"domain_name", "domain_cookie", "domain_path", "auto_ssl_config"} {
		a := call(t, ts, "PUT", path, map[string]any{"service_id": APIID, field: ""}).want(t, 400).obj(t)
		if a["code"] != float64(20400) || a["err"].(map[string]any)[field] == nil {
			t.Errorf("blank %s: %v", field, a)
		}
	}
	if after, _ := ts.Rule(APICertRuleID); after.CertificateID != before.CertificateID || after.DomainPath != before.DomainPath {
		t.Fatalf("a refused update changed the rule: %+v", after)
	}
}

// Platform facts, "Updating a rule": domain_header or whether_open make
// the server crash with a 500 after the gateway took the new route; the
// console record keeps the old values.
func TestUpdateRuleHeaderCrashesAfterGateway(t *testing.T) {
	for field, value := range map[string]any{"domain_header": "X-A=1", "whether_open": true} {
		t.Run(field, func(t *testing.T) {
			ts := newDefault(t)
			before, _ := ts.Rule(APICertRuleID)
			body := map[string]any{"service_id": APIID, "certificate_id": 9, "domain_path": "/v9", "domain_cookie": "c=1",
				"the_weight": 7, "rule_extensions": []map[string]string{{"key": "a", "value": "1"}}, field: value}
			a := call(t, ts, "PUT", shopPath+"/httpdomains/"+APICertRuleID, body).want(t, 500).obj(t)
			want := "ServiceDomain() got unexpected keyword arguments: '" + field + "'"
			if a["code"] != float64(10401) || a["msg"] != want {
				t.Fatalf("answer: %v", a)
			}
			after, _ := ts.Rule(APICertRuleID)
			if after.DomainPath != before.DomainPath || after.CertificateID != before.CertificateID || after.DomainCookie != "" || after.TheWeight != before.TheWeight {
				t.Errorf("the console record changed: %+v", after)
			}
			gw, _ := ts.GatewayRoute(APICertRuleID)
			if gw.DomainPath != "/v9" || gw.CertificateID != 9 || gw.DomainCookie != "c=1" || gw.TheWeight != 7 ||
				gw.RuleExtensions != "a:1" || gw.DomainHeader != before.DomainHeander {
				t.Errorf("the gateway did not take the route (header stays the stored one): %+v", gw)
			}
			if view := admin(t, ts, "GET", "/_mock/rules/"+APICertRuleID+"/gateway", nil).want(t, 200).obj(t); view["domain_path"] != "/v9" {
				t.Errorf("admin gateway view: %v", view)
			}
		})
	}
}

// Platform facts, "Updating a rule": extensions sent as strings are
// refused by the region (400, msg a nested object, msg_show
// "数据中心操作故障 ..."), and nothing changes.
func TestUpdateRuleRefusesExtensionStrings(t *testing.T) {
	ts := newDefault(t)
	body := map[string]any{"service_id": APIID, "certificate_id": 7, "rule_extensions": []string{"lb-type:round-robin"}}
	a := call(t, ts, "PUT", shopPath+"/httpdomains/"+APICertRuleID, body).want(t, 400).obj(t)
	if _, nested := a["msg"].(map[string]any); !nested || !strings.HasPrefix(a["msg_show"].(string), "数据中心操作故障 ") {
		t.Fatalf("answer: %v", a)
	}
	if r, _ := ts.Rule(APICertRuleID); r.RuleExtensions != "lb_type:round-robin,httptohttps:true" {
		t.Fatalf("extensions changed: %q", r.RuleExtensions)
	}
	call(t, ts, "PUT", shopPath+"/httpdomains/"+APICertRuleID, map[string]any{"service_id": APIID, "rule_extensions": "a:1"}).want(t, 400)
}

// Platform facts, "HTTP access rules" and "Updating a rule": default rules
// have domain_path "", which any update turns into "/"; certificate_id
// absent means 0 and auto_ssl_config absent means null.
func TestUpdateRuleDefaultPathAndAlwaysAppliedFields(t *testing.T) {
	ts := newDefault(t)
	if r, _ := ts.Rule(APIRuleID); r.DomainPath != "" {
		t.Fatalf("default rule path %q, want empty", r.DomainPath)
	}
	call(t, ts, "PUT", webPorts+"/8080", map[string]any{"action": "open_outer"}).want(t, 200)
	if made := ts.RulesOf(WebID, 8080); len(made) != 1 || made[0].DomainPath != "" || made[0].Type != 0 {
		t.Fatalf("open_outer must make a default rule with an empty path: %+v", made)
	}
	call(t, ts, "PUT", shopPath+"/httpdomains/"+APIRuleID, map[string]any{"service_id": APIID, "the_weight": 3}).want(t, 200)
	if r, _ := ts.Rule(APIRuleID); r.DomainPath != "/" || r.TheWeight != 3 {
		t.Fatalf("an update must turn the empty path into /: %+v", r)
	}
	a := call(t, ts, "PUT", blogPath+"/httpdomains/"+BlogAutoSSLRuleID, map[string]any{"service_id": BlogWebID}).want(t, 200).obj(t)
	if a["auto_ssl_config"] != nil || a["certificate_id"] != float64(0) {
		t.Fatalf("absent auto_ssl_config must mean null: %v", a)
	}
}

// Platform facts, "Updating a rule": service_id must be the component id
// of a component of the team (400 {"msg": "组件不存在"}); an unknown rule is
// 404 {"code": 404, "msg": "no found"}, whatever app the path names.
func TestUpdateRuleComponentAndRuleChecks(t *testing.T) {
	ts := newDefault(t)
	path := shopPath + "/httpdomains/" + APIRuleID
	for _, service := range []string{APIAlias, GrafanaID, "nope"} {
		a := call(t, ts, "PUT", path, map[string]any{"service_id": service}).want(t, 400).obj(t)
		if a["msg"] != "组件不存在" || len(a) != 1 {
			t.Errorf("service_id %s: %v", service, a)
		}
	}
	a := call(t, ts, "PUT", shopPath+"/httpdomains/nope", map[string]any{"service_id": APIID}).want(t, 404).obj(t)
	if a["code"] != float64(404) || a["msg"] != "no found" {
		t.Errorf("unknown rule: %v", a)
	}
	call(t, ts, "PUT", shopPath+"/httpdomains/"+BlogRuleID, map[string]any{"service_id": BlogWebID}).want(t, 200) // found by id alone
	call(t, ts, "PUT", path, map[string]any{"container_port": 80}).want(t, 400)                                   // no service_id
	call(t, ts, "PUT", path, map[string]any{"service_id": APIID, "the_weight": "heavy"}).want(t, 400)             // bad type
}

// Platform facts, "Updating a rule": a domain with Chinese characters, or
// one another team holds in the region, is 400; the region takes only
// DNS-1123 names.
func TestUpdateRuleDomainChecks(t *testing.T) {
	ts := newDefault(t)
	path := shopPath + "/httpdomains/" + APIRuleID
	for _, name := range []string{"商店.example.com", "gr2b5e8f-3000-ops-team.east.example.com", "Shop.Example.com", "bücher.example.com"} {
		call(t, ts, "PUT", path, map[string]any{"service_id": APIID, "domain_name": name}).want(t, 400)
	}
	call(t, ts, "PUT", path, map[string]any{"service_id": APIID, "domain_name": "xn--bcher-kva.example.com"}).want(t, 200)
}
