package mockgateway

import (
	"strings"
	"testing"
)

const shopDomains = shopPath + "/httpdomains"

// Fact (4.31 create): 201 with the echo fallback, without ID and
// rule_extensions; extensions are stored as "key:value,..."; the path
// defaults to "/", the weight to 100; the type is 1 for a custom domain.
func TestCreateHTTPDomainEcho(t *testing.T) {
	ts := newDefault(t)
	a := call(t, ts, "POST", shopDomains, map[string]any{"service_id": APIID, "container_port": 5000, "domain_name": "shop.example.com",
		"rule_extensions": []map[string]string{{"key": "lb-type", "value": "round-robin"}}, "configuration": map[string]any{"proxy_read_timeout": 30}}).want(t, 201)
	body := a.obj(t)
	for _, k := range []string{"ID", "rule_extensions"} {
		if _, has := body[k]; has {
			t.Errorf("create answer carries %s: %s", k, a.raw)
		}
	}
	id, _ := body["http_rule_id"].(string)
	r, found := ts.Rule(id)
	if !found || len(id) != 32 || r.DomainPath != "/" || r.TheWeight != 100 || r.Type != 1 || r.RuleExtensions != "lb-type:round-robin" || r.Protocol != "http" {
		t.Fatalf("stored rule = %+v", r)
	}
	if cfg, has := ts.RuleConfiguration(id); !has || !strings.Contains(cfg, "proxy_read_timeout") {
		t.Errorf("configuration = %q", cfg)
	}
	// Fact: not idempotent; a repeat gets 400 {"msg": "策略已存在"}.
	again := call(t, ts, "POST", shopDomains, map[string]any{"service_id": APIID, "container_port": 5000, "domain_name": "shop.example.com"}).want(t, 400)
	if again.obj(t)["msg"] != "策略已存在" {
		t.Errorf("repeat: %s", again.raw)
	}
}

// Fact (4.31 read one): a rule the app does not have answers 200 with
// blank values, http_rule_id "".
func TestGetHTTPDomainBlank200(t *testing.T) {
	ts := newDefault(t)
	a := call(t, ts, "GET", shopDomains+"/"+APICertRuleID, nil).want(t, 200).obj(t)
	if a["http_rule_id"] != APICertRuleID || a["ID"] == nil {
		t.Fatalf("known rule: %v", a)
	}
	for _, path := range []string{shopDomains + "/nope", blogPath + "/httpdomains/" + APICertRuleID} {
		b := call(t, ts, "GET", path, nil).want(t, 200).obj(t)
		if b["http_rule_id"] != "" || b["container_port"] != nil || b["auto_ssl"] != false {
			t.Errorf("%s: %v", path, b)
		}
	}
	list := call(t, ts, "GET", shopDomains, nil).want(t, 200).list(t)
	for _, it := range list {
		if ext := it.(map[string]any)["rule_extensions"].([]any); len(ext) != 0 {
			t.Errorf("listed rule_extensions = %v, want [] (the stored string parses as neither JSON nor a literal)", ext)
		}
	}
	if len(list) != 3 {
		t.Errorf("shop has %d rules", len(list))
	}
}

// Facts (serializer rules of 4.31 create): null and blank are refused;
// rule_extensions as plain strings fail with 500; the alias is not
// resolved (400 组件不存在).
func TestCreateHTTPDomainRefusals(t *testing.T) {
	ts := newDefault(t)
	base := func() map[string]any {
		return map[string]any{"service_id": APIID, "container_port": 5000, "domain_name": "x.example.com"}
	}
	cases := map[string]struct {
		edit   func(map[string]any)
		status int
		text   string
	}{
		"blank path":            {func(b map[string]any) { b["domain_path"] = "" }, 400, "该字段不能为空。"},
		"null auto_ssl_config":  {func(b map[string]any) { b["auto_ssl_config"] = nil }, 400, "该字段不能为 null。"},
		"blank auto_ssl_config": {func(b map[string]any) { b["auto_ssl_config"] = "" }, 400, "该字段不能为空。"},
		"null certificate_id":   {func(b map[string]any) { b["certificate_id"] = nil }, 400, "该字段不能为 null。"},
		"string extensions":     {func(b map[string]any) { b["rule_extensions"] = []string{"lb-type:round-robin"} }, 500, "string indices"},
		"alias":                 {func(b map[string]any) { b["service_id"] = APIAlias }, 400, "组件不存在"},
		"unknown port":          {func(b map[string]any) { b["container_port"] = 5001 }, 500, "NoneType"},
		"chinese":               {func(b map[string]any) { b["domain_name"] = "商店.example.com" }, 400, "域名不能包含中文"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			b := base()
			c.edit(b)
			a := call(t, ts, "POST", shopDomains, b).want(t, c.status)
			if !strings.Contains(string(a.raw), c.text) {
				t.Errorf("answer %s lacks %q", a.raw, c.text)
			}
		})
	}
	if n := len(ts.RulesOf(APIID, 5000)); n != 2 {
		t.Errorf("refusals created rules: %d", n)
	}
}

// Facts: whether_open false on a closed port is 400 没有开启对外端口;
// whether_open true opens it without a default rule; delete leaves the
// port open; an unknown rule's delete is 404 code 1404.
func TestCreateHTTPDomainWhetherOpenAndDelete(t *testing.T) {
	ts := newDefault(t)
	body := map[string]any{"service_id": WebID, "container_port": 8080, "domain_name": "admin.example.com"}
	a := call(t, ts, "POST", shopDomains, body).want(t, 400)
	if a.obj(t)["msg"] != "没有开启对外端口" {
		t.Fatalf("closed port: %s", a.raw)
	}
	body["whether_open"] = true
	id := call(t, ts, "POST", shopDomains, body).want(t, 201).obj(t)["http_rule_id"].(string)
	if rules := ts.RulesOf(WebID, 8080); len(rules) != 1 {
		t.Fatalf("rules of 8080: %+v (only_open_outer makes no default rule)", rules)
	}
	call(t, ts, "DELETE", shopDomains+"/"+id, nil).want(t, 200)
	if p, _ := ts.Port(WebID, 8080); !p.IsOuterService {
		t.Error("delete closed the port's outer service")
	}
	gone := call(t, ts, "DELETE", shopDomains+"/"+id, nil).want(t, 404).obj(t)
	if gone["code"] != float64(1404) || gone["msg_show"] != "域名不存在" {
		t.Errorf("unknown rule: %v", gone)
	}
}

// Fact: an unknown certificate_id is stored as 0 while the protocol is
// https (bind_httpdomain finds no certificate and stores 0).
func TestCreateHTTPDomainUnknownCertificate(t *testing.T) {
	ts := newDefault(t)
	id := call(t, ts, "POST", shopDomains, map[string]any{"service_id": APIID, "container_port": 5000, "domain_name": "c.example.com", "certificate_id": 99}).want(t, 201).obj(t)["http_rule_id"].(string)
	r, _ := ts.Rule(id)
	if r.CertificateID != 0 || r.Protocol != "https" {
		t.Errorf("rule = %+v", r)
	}
}

// Fact (4.31 create order): the domain checks come after whether_open
// opened the port, so a domain another team holds in the region is
// refused (400 domain be used other team) with the port left open.
func TestCreateHTTPDomainOtherTeamsDomainAfterOpening(t *testing.T) {
	ts := newDefault(t)
	grafana, _ := ts.Rule(GrafanaRuleID)
	a := call(t, ts, "POST", shopDomains, map[string]any{"service_id": WebID, "container_port": 8080, "domain_name": grafana.DomainName, "whether_open": true}).want(t, 400)
	if a.obj(t)["msg"] != "domain be used other team" {
		t.Fatalf("answer %s", a.raw)
	}
	if p, _ := ts.Port(WebID, 8080); !p.IsOuterService {
		t.Error("the port was not left open")
	}
}

// Fact (4.31): whether_open true is the port action only_open_outer, which
// flags the port's rules outer again (port_service.py __only_open_outer), so
// a rule that close_outer left dormant serves again, and counts again in the
// delete's 412.
func TestCreateHTTPDomainWhetherOpenFlagsTheRulesOuter(t *testing.T) {
	ts := newDefault(t)
	call(t, ts, "PUT", apiPorts+"/5000", map[string]any{"action": "close_outer"}).want(t, 200)
	before := ts.RulesOf(APIID, 5000)
	if len(before) == 0 || before[0].IsOuterService {
		t.Fatalf("after close_outer: %+v", before)
	}
	body := map[string]any{"service_id": APIID, "container_port": 5000, "domain_name": "again.example.com", "whether_open": true}
	call(t, ts, "POST", shopDomains, body).want(t, 201)
	for _, r := range ts.RulesOf(APIID, 5000) {
		if !r.IsOuterService {
			t.Errorf("rule %s (%s) is not flagged outer after whether_open", r.HTTPRuleID, r.DomainName)
		}
	}
}
