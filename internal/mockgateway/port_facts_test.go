package mockgateway

import (
	"net/http"
	"testing"
)

// The tests of this file each name the fact of platform-facts.md ("Ports")
// they check.

// wantRefusal checks a business error's status, code, msg and msg_show.
func wantRefusal(t *testing.T, a answer, code float64, msg, show string) {
	t.Helper()
	m := a.obj(t)
	if m["code"] != code || m["msg"] != msg || m["msg_show"] != show {
		t.Fatalf("want code %v msg %q msg_show %q, got %s", code, msg, show, a.raw)
	}
}

// wantValidation checks the serializer's 400 (code 20400) naming field.
func wantValidation(t *testing.T, a answer, field string) {
	t.Helper()
	m := a.obj(t)
	errs, _ := m["err"].(map[string]any)
	if m["code"] != float64(20400) || errs[field] == nil {
		t.Fatalf("want a validation error on %s, got %s", field, a.raw)
	}
}

// Fact: "Create takes port (required), as an integer; the string "80" is
// also accepted ... protocol defaulting to http ... port_alias: the
// component alias in upper case with - turned into _, followed by the port".
func TestFactAddPortDefaults(t *testing.T) {
	ts := newDefault(t)
	bean := call(t, ts, "POST", webPorts, map[string]any{"port": 9090, "is_inner_service": false}).want(t, 200).bean(t)
	if bean["protocol"] != "http" || bean["port_alias"] != "GR3A9F1C9090" || bean["is_inner_service"] != false || bean["is_outer_service"] != false {
		t.Fatalf("defaults: %v", bean)
	}
	bean = call(t, ts, "POST", webPorts, `{"port":"81","protocol":"tcp","port_alias":"ALT_1","is_inner_service":true}`).want(t, 200).bean(t)
	if bean["container_port"] != float64(81) || bean["protocol"] != "tcp" || bean["port_alias"] != "ALT_1" || bean["is_inner_service"] != true {
		t.Fatalf("explicit: %v", bean)
	}
	if got := defaultPortAlias("my-svc", 80); got != "MY_SVC80" {
		t.Fatalf("default alias %q", got)
	}
}

// Fact: "Create checks, in this order: validation (400, code 20400); port 0;
// protocol null; duplicate (409, 20501); outside 1..65535 (412); bad alias",
// and "is_inner_service (required): leaving it out is a 400 validation error".
func TestFactAddPortCheckOrder(t *testing.T) {
	ts := newDefault(t)
	post := func(body any, status int) answer {
		t.Helper()
		return call(t, ts, "POST", webPorts, body).want(t, status)
	}
	wantValidation(t, post(map[string]any{"port": 81}, 400), "is_inner_service")
	wantValidation(t, post(map[string]any{"port": 81, "is_inner_service": nil}, 400), "is_inner_service")
	wantValidation(t, post(map[string]any{"is_inner_service": true}, 400), "port")
	wantValidation(t, post(map[string]any{"port": "eighty", "is_inner_service": true}, 400), "port")
	wantValidation(t, post(map[string]any{"port": 81, "protocol": "ftp", "is_inner_service": true}, 400), "protocol")
	// Validation comes first: port 0 without is_inner_service is still 20400.
	wantValidation(t, post(map[string]any{"port": 0}, 400), "is_inner_service")
	wantRefusal(t, post(map[string]any{"port": 0, "is_inner_service": true}, 400), 400, "params error", "缺少端口参数")
	// Port 0 before a null protocol.
	wantRefusal(t, post(map[string]any{"port": 0, "protocol": nil, "is_inner_service": true}, 400), 400, "params error", "缺少端口参数")
	wantRefusal(t, post(map[string]any{"port": 81, "protocol": nil, "is_inner_service": true}, 400), 400, "params error", "缺少协议参数")
	// A duplicate before the alias: port 80 exists.
	wantRefusal(t, post(map[string]any{"port": 80, "port_alias": "lower", "is_inner_service": true}, 409), 20501, "component port already exists", "端口已存在")
	// Out of range before the alias.
	wantRefusal(t, post(map[string]any{"port": 70000, "port_alias": "lower", "is_inner_service": true}, 412), 412, "component port out of range", "端口必须为1到65535的整数")
	wantRefusal(t, post(map[string]any{"port": -1, "is_inner_service": true}, 412), 412, "component port out of range", "端口必须为1到65535的整数")
	wantRefusal(t, post(map[string]any{"port": 81, "port_alias": "lower", "is_inner_service": true}, 400), 400, "add port error", "端口别名不合法")
	wantRefusal(t, post(map[string]any{"port": 81, "port_alias": "1ABC", "is_inner_service": true}, 400), 400, "add port error", "端口别名不合法")
	if n := len(ts.Ports(WebID)); n != 2 {
		t.Fatalf("refused creates changed the model: %d ports", n)
	}
}

// Fact: "k8s_service_name is shared by all ports of a component. A new port
// of a component that has ports gets the first port's name. The first port
// gets the bare service_alias. If another component of the team already
// uses that name, it gets the alias plus - and four hex characters.".
func TestFactK8sServiceNameShared(t *testing.T) {
	ts := newDefault(t)
	// web's ports share "gr3a9f1c"; a new one gets it too.
	bean := call(t, ts, "POST", webPorts, map[string]any{"port": 9090, "is_inner_service": false}).want(t, 200).bean(t)
	if bean["k8s_service_name"] != WebAlias {
		t.Fatalf("new port of a component with ports: %v", bean["k8s_service_name"])
	}
	// After a rename, a new port follows the first port's name.
	call(t, ts, "PUT", webPorts+"/80", map[string]any{"action": "change_port_alias", "port_alias": "HTTP", "k8s_service_name": "web-svc"}).want(t, 200)
	bean = call(t, ts, "POST", webPorts, map[string]any{"port": 9091, "is_inner_service": false}).want(t, 200).bean(t)
	if bean["k8s_service_name"] != "web-svc" {
		t.Fatalf("after a rename: %v", bean["k8s_service_name"])
	}
	// The first port of a component gets its bare alias...
	if err := ts.RemovePort(BlogCacheID, 6379); err != nil {
		t.Fatal(err)
	}
	cachePorts := blogPath + "/services/" + BlogCacheID + "/ports"
	bean = call(t, ts, "POST", cachePorts, map[string]any{"port": 6379, "is_inner_service": false}).want(t, 200).bean(t)
	if bean["k8s_service_name"] != BlogCacheAlias {
		t.Fatalf("first port: %v", bean["k8s_service_name"])
	}
	// ...unless another component of the team holds that name.
	if err := ts.RemovePort(BlogWebID, 80); err != nil {
		t.Fatal(err)
	}
	call(t, ts, "PUT", webPorts+"/80", map[string]any{"action": "change_port_alias", "port_alias": "HTTP", "k8s_service_name": BlogWebAlias}).want(t, 200)
	got, _ := call(t, ts, "POST", blogPorts, map[string]any{"port": 80, "is_inner_service": false}).want(t, 200).bean(t)["k8s_service_name"].(string)
	if len(got) != len(BlogWebAlias)+5 || got[:len(BlogWebAlias)+1] != BlogWebAlias+"-" {
		t.Fatalf("name held by another component: %q", got)
	}
}

// Fact: "change_port_alias: a non-empty k8s_service_name is set on all ports
// of the component; the name must match [a-z]([-a-z0-9]*[a-z0-9])? and be at
// most 63 characters (400); a name used by another component of the team is
// 409 code 20500", and "Never send k8s_service_name blank (400)".
func TestFactChangePortAliasName(t *testing.T) {
	ts := newDefault(t)
	put := func(port string, body map[string]any, status int) answer {
		t.Helper()
		return call(t, ts, "PUT", webPorts+"/"+port, body).want(t, status)
	}
	bean := put("80", map[string]any{"action": "change_port_alias", "port_alias": "HTTP", "k8s_service_name": "web-svc"}, 200).bean(t)
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
	long := "a"
	for len(long) < 64 {
		long += "b"
	}
	put("8080", map[string]any{"action": "change_port_alias", "port_alias": "ADMIN", "k8s_service_name": long}, 400)
	a := put("8080", map[string]any{"action": "change_port_alias", "port_alias": "ADMIN", "k8s_service_name": "Bad_Name"}, 400)
	if a.obj(t)["msg_show"] != "内部域名格式不正确" {
		t.Fatalf("format: %s", a.raw)
	}
	wantValidation(t, put("8080", map[string]any{"action": "change_port_alias", "port_alias": "ADMIN", "k8s_service_name": ""}, 400), "k8s_service_name")
	wantRefusal(t, put("8080", map[string]any{"action": "change_port_alias", "port_alias": "ADMIN", "k8s_service_name": APIAlias}, 409),
		20500, "k8s service name already exists", "内部域名已存在")
	// The component's own name is no conflict.
	put("8080", map[string]any{"action": "change_port_alias", "port_alias": "ADMIN", "k8s_service_name": "web-svc"}, 200)
	for _, p := range ts.Ports(WebID) {
		if p.K8sServiceName != "web-svc" {
			t.Fatalf("a refused name changed port %d: %q", p.ContainerPort, p.K8sServiceName)
		}
	}
	// Parameter checks: alias required, unique in the component, well formed.
	wantRefusal(t, put("8080", map[string]any{"action": "change_port_alias", "k8s_service_name": "web-svc"}, 400), 400, "change port fail", "端口别名不能为空")
	wantRefusal(t, put("8080", map[string]any{"action": "change_port_alias", "port_alias": "HTTP", "k8s_service_name": "web-svc"}, 400), 400, "change port fail", "别名已存在")
	wantRefusal(t, put("8080", map[string]any{"action": "change_port_alias", "port_alias": "bad", "k8s_service_name": "web-svc"}, 400), 400, "change port fail", "端口别名不合法")
}

// Fact: "change_port_alias: always send k8s_service_name ... Without it (or
// null) the server crashes: 500 TypeError "object of type 'NoneType' has no
// len()", after re-sending the port's environment variables to the region.".
func TestFactChangePortAliasWithoutName(t *testing.T) {
	ts := newDefault(t)
	for i, body := range []map[string]any{
		{"action": "change_port_alias", "port_alias": "ADMIN"},
		{"action": "change_port_alias", "port_alias": "ADMIN", "k8s_service_name": nil},
	} {
		a := call(t, ts, "PUT", webPorts+"/8080", body).want(t, 500)
		if m := a.obj(t); m["msg"] != "object of type 'NoneType' has no len()" || m["error_type"] != "TypeError" {
			t.Fatalf("500 body: %s", a.raw)
		}
		if n := ts.PortEnvResends(WebID); n != i+1 {
			t.Fatalf("env re-sends recorded: %d, want %d", n, i+1)
		}
	}
	if p, _ := ts.Port(WebID, 8080); p.PortAlias != "WEB_ADMIN" || p.K8sServiceName != WebAlias {
		t.Fatalf("the console changed after the crash: %+v", p)
	}
}

// Fact: the update rules per action: open_outer needs the inner service
// (404 "inner port is not open"); only_open_outer needs none; open_inner
// needs an alias (409); close_inner 404 while outer is open; change_protocol
// to non-http 400 while outer is open, null protocol 400; an unknown port
// 404 "component port does not exist"; an unknown action 400 validation.
func TestFactPortActionRules(t *testing.T) {
	ts := newDefault(t)
	up := func(port string, body map[string]any, status int) answer {
		t.Helper()
		return call(t, ts, "PUT", webPorts+"/"+port, body).want(t, status)
	}
	call(t, ts, "POST", webPorts, map[string]any{"port": 9000, "is_inner_service": false}).want(t, 200)
	wantRefusal(t, up("9000", map[string]any{"action": "open_outer"}, 404), 404, "inner port is not open", "对内服务未开启，需先开启对内服务")
	if err := ts.EditPort(WebID, 9000, func(p *Port) { p.PortAlias = "" }); err != nil {
		t.Fatal(err)
	}
	wantRefusal(t, up("9000", map[string]any{"action": "open_inner"}, 409), 409, "change port fail", "请先为端口设置别名")
	up("9000", map[string]any{"action": "change_port_alias", "port_alias": "P9000", "k8s_service_name": WebAlias}, 200)
	up("9000", map[string]any{"action": "open_inner"}, 200)
	up("9000", map[string]any{"action": "open_outer"}, 200)
	wantRefusal(t, up("9000", map[string]any{"action": "close_inner"}, 404), 404, "inner port is not open", "对外服务开启中，需先关闭对外服务")
	wantRefusal(t, up("9000", map[string]any{"action": "change_protocol", "protocol": "tcp"}, 400), 400, "change port fail", "请关闭外部访问")
	wantRefusal(t, up("9000", map[string]any{"action": "change_protocol", "protocol": nil}, 400), 400, "change port fail", "端口协议不能为空")
	up("9000", map[string]any{"action": "change_protocol", "protocol": "http"}, 200)
	wantValidation(t, up("9000", map[string]any{"action": "change_protocol", "protocol": "nope"}, 400), "protocol")
	up("9000", map[string]any{"action": "close_outer"}, 200)
	up("9000", map[string]any{"action": "change_protocol", "protocol": "grpc"}, 200)
	bean := up("9000", map[string]any{"action": "close_inner"}, 200).bean(t)
	if bean["protocol"] != "grpc" || bean["is_inner_service"] != false || bean["is_outer_service"] != false {
		t.Fatalf("final: %v", bean)
	}
	// only_open_outer needs no inner service and creates no rule.
	if up("9000", map[string]any{"action": "only_open_outer"}, 200).bean(t)["is_outer_service"] != true || len(ts.RulesOf(WebID, 9000)) != 1 {
		t.Fatalf("only_open_outer: %+v", ts.RulesOf(WebID, 9000))
	}
	wantValidation(t, up("9000", map[string]any{"action": "bogus"}, 400), "action")
	wantValidation(t, up("9000", map[string]any{}, 400), "action")
	wantRefusal(t, up("9999", map[string]any{"action": "open_inner"}, 404), 404, "component port does not exist", "组件端口不存在")
	up("abc", map[string]any{"action": "open_inner"}, 500)
}

// Fact: "open_outer ... otherwise it creates the default HTTP rule: domain
// {alias}-{port}-{team}.{httpdomain}, type 0, domain_type "www", domain_path
// "" (empty, not "/")"; "if the port already has rules, it flags them outer
// again"; "close_outer clears the port's flag and flags all its HTTP rules
// is_outer_service: false. It deletes no rule"; "Other protocols get no HTTP
// rule".
func TestFactOpenOuterDefaultRule(t *testing.T) {
	ts := newDefault(t)
	bean := call(t, ts, "PUT", webPorts+"/8080", map[string]any{"action": "open_outer"}).want(t, 200).bean(t)
	if bean["is_outer_service"] != true {
		t.Fatalf("flag: %v", bean)
	}
	rules := ts.RulesOf(WebID, 8080)
	if len(rules) != 1 {
		t.Fatalf("want one default rule, got %+v", rules)
	}
	r := rules[0]
	if r.DomainName != "gr3a9f1c-8080-dev-team.east.example.com" || r.Type != 0 || !r.IsOuterService || r.DomainPath != "" ||
		r.DomainType != "www" || r.TeamName != DefaultTeam || r.RegionName != DefaultRegion || r.AppID != ShopAppID || r.CertificateID != 0 {
		t.Fatalf("default rule: %+v", r)
	}
	call(t, ts, "PUT", webPorts+"/8080", map[string]any{"action": "close_outer"}).want(t, 200)
	rules = ts.RulesOf(WebID, 8080)
	if len(rules) != 1 || rules[0].IsOuterService {
		t.Fatalf("after close_outer: %+v", rules)
	}
	call(t, ts, "PUT", webPorts+"/8080", map[string]any{"action": "open_outer"}).want(t, 200)
	rules = ts.RulesOf(WebID, 8080)
	if len(rules) != 1 || !rules[0].IsOuterService {
		t.Fatalf("reopening: %+v", rules)
	}
	call(t, ts, "POST", webPorts, map[string]any{"port": 7000, "protocol": "tcp", "is_inner_service": true}).want(t, 200)
	call(t, ts, "PUT", webPorts+"/7000", map[string]any{"action": "open_outer"}).want(t, 200)
	if n := len(ts.RulesOf(WebID, 7000)); n != 0 {
		t.Fatalf("tcp port got %d rules", n)
	}
}

// Fact: "Delete checks, in this order: 412 contains custom domains, when
// more than one of the port's rules, or one rule of type ≠ 0, is still
// flagged outer. Rules flagged not outer do not count; 404; 409 inner; 409
// outer", and "The delete then removes every HTTP ... rule of the port,
// custom domains included.".
func TestFactDeletePort(t *testing.T) {
	ts := newDefault(t)
	del := func(path string, status int) answer {
		t.Helper()
		return call(t, ts, "DELETE", path, nil).want(t, status)
	}
	wantRefusal(t, del(webPorts+"/1234", 404), 404, "port not found", "端口1234不存在")
	// web:80 has only its default rule, flagged outer: no 412, but 409s.
	wantRefusal(t, del(webPorts+"/80", 409), 409, "can not delete inner port", "请关闭对内服务")
	if err := ts.SetPortFlags(WebID, 80, false, true); err != nil {
		t.Fatal(err)
	}
	wantRefusal(t, del(webPorts+"/80", 409), 409, "can not delete outer port", "请关闭对外服务")
	// blog:80 has a default and a custom rule, both flagged outer: 412
	// comes before the 409s.
	wantRefusal(t, del(blogPorts+"/80", 412), 412, "contains custom domains", "该端口有自定义域名，请先解绑域名")
	// close_outer unflags them: dormant rules do not count, and the delete
	// takes them all, the custom domain included.
	call(t, ts, "PUT", blogPorts+"/80", map[string]any{"action": "close_outer"}).want(t, 200)
	call(t, ts, "PUT", blogPorts+"/80", map[string]any{"action": "close_inner"}).want(t, 200)
	if bean := del(blogPorts+"/80", 200).bean(t); bean["container_port"] != float64(80) {
		t.Fatalf("deleted port: %v", bean)
	}
	for _, id := range []string{BlogRuleID, BlogAutoSSLRuleID} {
		if _, ok := ts.Rule(id); ok {
			t.Fatalf("rule %s outlived its port", id)
		}
	}
	// One custom rule alone, flagged outer, also blocks.
	if err := ts.RemoveRule(WebRuleID); err != nil {
		t.Fatal(err)
	}
	if _, err := ts.PutRule(Rule{ServiceID: WebID, ContainerPort: 8080, DomainName: "admin.example.com", Type: 1, IsOuterService: true}); err != nil {
		t.Fatal(err)
	}
	del(webPorts+"/8080", http.StatusPreconditionFailed)
}
