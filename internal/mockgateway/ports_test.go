package mockgateway

import (
	"net/http"
	"testing"
)

func TestListPortsEnvelope(t *testing.T) {
	ts := newDefault(t)
	a := call(t, ts, "GET", webPorts, nil).want(t, 200)
	m := a.obj(t)
	if m["code"] != float64(200) || m["msg"] != "success" {
		t.Fatalf("envelope: %s", a.raw)
	}
	list := a.dataList(t)
	if len(list) != 2 {
		t.Fatalf("want 2 ports, got %s", a.raw)
	}
	p := list[0].(map[string]any)
	for _, k := range []string{"container_port", "protocol", "port_alias", "is_inner_service", "is_outer_service", "k8s_service_name"} {
		if _, ok := p[k]; !ok {
			t.Errorf("port lacks %s", k)
		}
	}
	// service_id accepts the alias, team_id the tenant id.
	alt := "/openapi/v1/teams/" + DefaultTeamID + "/regions/" + DefaultRegion + "/apps/1/services/" + WebAlias + "/ports"
	if n := len(call(t, ts, "GET", alt, nil).want(t, 200).dataList(t)); n != 2 {
		t.Fatalf("by alias: %d ports", n)
	}
}

func TestAddPortDefaults(t *testing.T) {
	ts := newDefault(t)
	bean := call(t, ts, "POST", webPorts, map[string]any{"port": 9090}).want(t, 200).bean(t)
	if bean["protocol"] != "http" || bean["port_alias"] != "GR3A9F1C9090" || bean["k8s_service_name"] != "gr3a9f1c-9090" {
		t.Fatalf("defaults: %v", bean)
	}
	if bean["is_inner_service"] != false || bean["is_outer_service"] != false {
		t.Fatalf("flags: %v", bean)
	}
	// A string port number and an explicit alias and inner flag.
	bean = call(t, ts, "POST", webPorts, `{"port":"81","protocol":"tcp","port_alias":"ALT_1","is_inner_service":true}`).want(t, 200).bean(t)
	if bean["container_port"] != float64(81) || bean["protocol"] != "tcp" || bean["port_alias"] != "ALT_1" || bean["is_inner_service"] != true {
		t.Fatalf("explicit: %v", bean)
	}
	if _, ok := ts.Port(WebID, 81); !ok {
		t.Fatal("port 81 not in the model")
	}
	// Dashes in the component alias become underscores.
	if got := defaultPortAlias("my-svc", 80); got != "MY_SVC80" {
		t.Fatalf("default alias %q", got)
	}
}

func TestAddPortErrors(t *testing.T) {
	ts := newDefault(t)
	cases := []struct {
		name   string
		body   any
		status int
	}{
		{"missing port", map[string]any{"protocol": "http"}, 400},
		{"zero port", map[string]any{"port": 0}, 400},
		{"empty body", nil, 400},
		{"not a number", map[string]any{"port": "eighty"}, 400},
		{"too big", map[string]any{"port": 70000}, 412},
		{"negative", map[string]any{"port": -1}, 412},
		{"duplicate", map[string]any{"port": 80}, 409},
		{"bad protocol", map[string]any{"port": 81, "protocol": "ftp"}, 400},
		{"bad alias", map[string]any{"port": 81, "port_alias": "lower"}, 400},
		{"alias starting with digit", map[string]any{"port": 81, "port_alias": "1ABC"}, 400},
		{"broken JSON", "{", 400},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			call(t, ts, "POST", webPorts, c.body).want(t, c.status)
		})
	}
	if n := len(ts.Ports(WebID)); n != 2 {
		t.Fatalf("failed creates changed the model: %d ports", n)
	}
}

func TestOpenOuterCreatesDefaultRule(t *testing.T) {
	ts := newDefault(t)
	// 8080 has its inner service open and no rule.
	bean := call(t, ts, "PUT", webPorts+"/8080", map[string]any{"action": "open_outer"}).want(t, 200).bean(t)
	if bean["is_outer_service"] != true {
		t.Fatalf("flag: %v", bean)
	}
	rules := ts.RulesOf(WebID, 8080)
	if len(rules) != 1 {
		t.Fatalf("want one default rule, got %+v", rules)
	}
	r := rules[0]
	if r.DomainName != "gr3a9f1c-8080-dev-team.east.example.com" || r.Type != 0 || !r.IsOuterService ||
		r.TeamName != DefaultTeam || r.RegionName != DefaultRegion || r.AppID != ShopAppID || r.CertificateID != 0 {
		t.Fatalf("default rule: %+v", r)
	}
	// Opening again does not add a second rule.
	call(t, ts, "PUT", webPorts+"/8080", map[string]any{"action": "open_outer"}).want(t, 200)
	if n := len(ts.RulesOf(WebID, 8080)); n != 1 {
		t.Fatalf("%d rules after reopening", n)
	}
	// Closing keeps the rule.
	call(t, ts, "PUT", webPorts+"/8080", map[string]any{"action": "close_outer"}).want(t, 200)
	rules = ts.RulesOf(WebID, 8080)
	if len(rules) != 1 || rules[0].IsOuterService {
		t.Fatalf("after close_outer: %+v", rules)
	}
	// A non-http port gets no rule.
	call(t, ts, "POST", webPorts, map[string]any{"port": 7000, "protocol": "tcp", "is_inner_service": true}).want(t, 200)
	call(t, ts, "PUT", webPorts+"/7000", map[string]any{"action": "open_outer"}).want(t, 200)
	if n := len(ts.RulesOf(WebID, 7000)); n != 0 {
		t.Fatalf("tcp port got %d rules", n)
	}
}

func TestPortActionRules(t *testing.T) {
	ts := newDefault(t)
	up := func(port string, body map[string]any, status int) answer {
		t.Helper()
		return call(t, ts, "PUT", webPorts+"/"+port, body).want(t, status)
	}
	call(t, ts, "POST", webPorts, map[string]any{"port": 9000}).want(t, 200)
	// open_outer needs inner.
	a := up("9000", map[string]any{"action": "open_outer"}, 404)
	if a.obj(t)["msg"] != "inner port is not open" {
		t.Fatalf("msg: %s", a.raw)
	}
	// open_inner needs an alias.
	if err := ts.EditPort(WebID, 9000, func(p *Port) { p.PortAlias = "" }); err != nil {
		t.Fatal(err)
	}
	up("9000", map[string]any{"action": "open_inner"}, 409)
	up("9000", map[string]any{"action": "change_port_alias", "port_alias": "P9000"}, 200)
	up("9000", map[string]any{"action": "open_inner"}, 200)
	up("9000", map[string]any{"action": "open_outer"}, 200)
	// close_inner fails while outer is open; change_protocol to non-http too.
	up("9000", map[string]any{"action": "close_inner"}, 404)
	up("9000", map[string]any{"action": "change_protocol", "protocol": "tcp"}, 400)
	up("9000", map[string]any{"action": "change_protocol", "protocol": "http"}, 200)
	up("9000", map[string]any{"action": "change_protocol", "protocol": "nope"}, 400)
	up("9000", map[string]any{"action": "close_outer"}, 200)
	up("9000", map[string]any{"action": "change_protocol", "protocol": "grpc"}, 200)
	bean := up("9000", map[string]any{"action": "close_inner"}, 200).bean(t)
	if bean["protocol"] != "grpc" || bean["is_inner_service"] != false || bean["is_outer_service"] != false {
		t.Fatalf("final: %v", bean)
	}
	up("9000", map[string]any{"action": "bogus"}, 400)
	up("9000", map[string]any{}, 400)
	up("9999", map[string]any{"action": "open_inner"}, 404)
	up("abc", map[string]any{"action": "open_inner"}, 404)
}

func TestChangePortAliasSetsK8sNameOnAllPorts(t *testing.T) {
	ts := newDefault(t)
	bean := call(t, ts, "PUT", webPorts+"/80", map[string]any{
		"action": "change_port_alias", "port_alias": "HTTP", "k8s_service_name": "web-svc",
	}).want(t, 200).bean(t)
	if bean["port_alias"] != "HTTP" || bean["k8s_service_name"] != "web-svc" {
		t.Fatalf("bean: %v", bean)
	}
	for _, p := range ts.Ports(WebID) {
		if p.K8sServiceName != "web-svc" {
			t.Fatalf("port %d k8s name %q", p.ContainerPort, p.K8sServiceName)
		}
	}
	if p, _ := ts.Port(WebID, 8080); p.PortAlias != "WEB_ADMIN" {
		t.Fatalf("alias of the other port changed: %q", p.PortAlias)
	}
	// Without k8s_service_name the names stay.
	call(t, ts, "PUT", webPorts+"/8080", map[string]any{"action": "change_port_alias", "port_alias": "ADMIN"}).want(t, 200)
	if p, _ := ts.Port(WebID, 8080); p.K8sServiceName != "web-svc" || p.PortAlias != "ADMIN" {
		t.Fatalf("8080: %+v", p)
	}
	call(t, ts, "PUT", webPorts+"/8080", map[string]any{"action": "change_port_alias", "port_alias": "bad"}).want(t, 400)
	call(t, ts, "PUT", webPorts+"/8080", map[string]any{"action": "change_port_alias"}).want(t, 400)
	call(t, ts, "PUT", webPorts+"/8080", map[string]any{"action": "change_port_alias", "port_alias": "OK", "k8s_service_name": "Bad_Name"}).want(t, 400)
}

func TestDeletePort(t *testing.T) {
	ts := newDefault(t)
	call(t, ts, "DELETE", webPorts+"/1234", nil).want(t, 404)
	call(t, ts, "DELETE", webPorts+"/80", nil).want(t, 409) // inner and outer open
	call(t, ts, "PUT", webPorts+"/80", map[string]any{"action": "close_outer"}).want(t, 200)
	call(t, ts, "DELETE", webPorts+"/80", nil).want(t, 409) // inner open
	call(t, ts, "PUT", webPorts+"/80", map[string]any{"action": "close_inner"}).want(t, 200)
	bean := call(t, ts, "DELETE", webPorts+"/80", nil).want(t, 200).bean(t)
	if bean["container_port"] != float64(80) {
		t.Fatalf("deleted port: %v", bean)
	}
	if _, ok := ts.Rule(WebRuleID); ok {
		t.Fatal("the default rule outlived its port")
	}
	if _, ok := ts.Port(WebID, 80); ok {
		t.Fatal("port still there")
	}
	// A custom domain blocks the delete with 412.
	call(t, ts, "PUT", blogPorts+"/80", map[string]any{"action": "close_outer"}).want(t, 200)
	call(t, ts, "PUT", blogPorts+"/80", map[string]any{"action": "close_inner"}).want(t, 200)
	call(t, ts, "DELETE", blogPorts+"/80", nil).want(t, http.StatusPreconditionFailed)
	if err := ts.RemoveRule(BlogAutoSSLRuleID); err != nil {
		t.Fatal(err)
	}
	call(t, ts, "DELETE", blogPorts+"/80", nil).want(t, 200)
	if _, ok := ts.Rule(BlogRuleID); ok {
		t.Fatal("default rule of the blog port survived")
	}
}

func TestScopeErrors(t *testing.T) {
	ts := newDefault(t)
	cases := []struct {
		name, path string
		status     int
	}{
		{"unknown team", "/openapi/v1/teams/nobody/regions/" + DefaultRegion + "/apps/1/services/" + WebID + "/ports", 404},
		{"unknown region", "/openapi/v1/teams/" + DefaultTeam + "/regions/nowhere/apps/1/services/" + WebID + "/ports", 404},
		{"team not open", "/openapi/v1/teams/" + OtherTeam + "/regions/" + SecondRegion + "/apps/4/services/" + GrafanaID + "/ports", 409},
		{"region in maintenance", "/openapi/v1/teams/" + DefaultTeam + "/regions/" + LabRegion + "/apps/1/services/" + WebID + "/ports", 409},
		{"app of another team", "/openapi/v1/teams/" + DefaultTeam + "/regions/" + DefaultRegion + "/apps/4/services/" + GrafanaID + "/ports", 404},
		{"app in another region", "/openapi/v1/teams/" + DefaultTeam + "/regions/" + DefaultRegion + "/apps/5/services/" + GatewayID + "/ports", 404},
		{"component of another app", shopPath + "/services/" + BlogWebID + "/ports", 404},
		{"unknown component", shopPath + "/services/nope/ports", 404},
		{"bad app id", "/openapi/v1/teams/" + DefaultTeam + "/regions/" + DefaultRegion + "/apps/x/services/" + WebID + "/ports", 404},
		{"trailing slash", webPorts + "/", 404},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := call(t, ts, "GET", c.path, nil).want(t, c.status)
			if a.body == nil {
				t.Fatalf("no JSON body: %q", a.raw)
			}
		})
	}
}
