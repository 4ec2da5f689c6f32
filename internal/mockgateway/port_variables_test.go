package mockgateway

import (
	"strings"
	"testing"
)

// The connection variables of a port opened to the inner network, as the
// console makes, renames and deletes them (FACTS.md, "Components and their
// variables"; checked against the real console by internal/consolediff).

// envsOf lists a component's variables through the API (the upsert of no
// variable), name -> variable.
func envsOf(t *testing.T, ts *TestServer, component string) map[string]map[string]any {
	t.Helper()
	m := call(t, ts, "PUT", shopPath+"/services/"+component+"/envs", `{"envs":[]}`).want(t, 200).obj(t)
	out := map[string]map[string]any{}
	for _, v := range m["envs"].([]any) {
		e := v.(map[string]any)
		out[e["name"].(string)] = e
	}
	return out
}

func TestPortConnectionVariablesFollowThePort(t *testing.T) {
	ts := newDefault(t)
	port := func(method, path string, body any) {
		t.Helper()
		call(t, ts, method, webPorts+path, body).want(t, 200)
	}
	port("POST", "", map[string]any{"port": 9001, "protocol": "http", "port_alias": "NINE", "is_inner_service": true})
	envs := envsOf(t, ts, WebID)
	host, portVar := envs["NINE_HOST"], envs["NINE_PORT"]
	if host == nil || host["value"] != "gr3a9f1c" || host["note"] != "连接地址" || host["scope"] != "outer" || host["is_change"] != false {
		t.Fatalf("NINE_HOST %v", host)
	}
	if portVar == nil || portVar["value"] != "9001" || portVar["note"] != "端口" || portVar["scope"] != "outer" || portVar["is_change"] != false {
		t.Fatalf("NINE_PORT %v", portVar)
	}
	// An alias change renames the port's variables, and every _HOST of the
	// component's ports takes the k8s service name.
	port("PUT", "/9001", map[string]any{"action": "change_port_alias", "port_alias": "NEUN", "k8s_service_name": "web-svc"})
	envs = envsOf(t, ts, WebID)
	if envs["NINE_HOST"] != nil || envs["NEUN_HOST"]["value"] != "web-svc" || envs["NEUN_PORT"]["value"] != "9001" {
		t.Fatalf("after the alias change: %v", envs)
	}
	// A variable of the component's own is never renamed nor changed.
	call(t, ts, "PUT", shopPath+"/services/"+WebID+"/envs", `{"envs":[{"name":"NINE_HOST","value":"mine"}]}`).want(t, 200)
	port("PUT", "/9001", map[string]any{"action": "change_port_alias", "port_alias": "NOVE", "k8s_service_name": "web-svc2"})
	envs = envsOf(t, ts, WebID)
	if envs["NINE_HOST"]["value"] != "mine" || envs["NOVE_HOST"]["value"] != "web-svc2" {
		t.Fatalf("after the second alias change: %v", envs)
	}
	// close_inner keeps them; the delete takes them.
	port("PUT", "/9001", map[string]any{"action": "close_inner"})
	if envs = envsOf(t, ts, WebID); envs["NOVE_HOST"] == nil || envs["NOVE_PORT"] == nil {
		t.Fatalf("close_inner took the variables: %v", envs)
	}
	port("DELETE", "/9001", nil)
	if envs = envsOf(t, ts, WebID); envs["NOVE_HOST"] != nil || envs["NOVE_PORT"] != nil || envs["NINE_HOST"] == nil {
		t.Fatalf("after the delete: %v", envs)
	}
}

// open_inner makes the port's variables again from its alias, leaving a
// variable of the name that the component has as it is.
func TestPortOpenInnerMakesVariablesAgain(t *testing.T) {
	ts := newDefault(t)
	call(t, ts, "POST", webPorts, map[string]any{"port": 9001, "protocol": "tcp", "port_alias": "NINE", "is_inner_service": false}).want(t, 200)
	if envs := envsOf(t, ts, WebID); envs["NINE_HOST"] != nil {
		t.Fatalf("a closed port has variables: %v", envs)
	}
	call(t, ts, "PUT", shopPath+"/services/"+WebID+"/envs", `{"envs":[{"name":"NINE_PORT","value":"mine"}]}`).want(t, 200)
	call(t, ts, "PUT", webPorts+"/9001", map[string]any{"action": "open_inner"}).want(t, 200)
	envs := envsOf(t, ts, WebID)
	if envs["NINE_HOST"]["scope"] != "outer" || envs["NINE_PORT"]["value"] != "mine" || envs["NINE_PORT"]["scope"] != "inner" {
		t.Fatalf("after open_inner: %v", envs)
	}
	// The component's own NINE_PORT is not the port's: the delete leaves it.
	call(t, ts, "PUT", webPorts+"/9001", map[string]any{"action": "close_inner"}).want(t, 200)
	call(t, ts, "DELETE", webPorts+"/9001", nil).want(t, 200)
	if envs := envsOf(t, ts, WebID); envs["NINE_HOST"] != nil || envs["NINE_PORT"]["value"] != "mine" {
		t.Fatalf("after the delete: %v", envs)
	}
}

// A port create takes an alias another port has, and with it the
// variables of that name, which its delete then takes; an alias change to
// an alias two ports have is the lookup's unhandled MultipleObjectsReturned.
func TestPortCreateTakesAnAliasAndItsVariables(t *testing.T) {
	ts := newDefault(t)
	call(t, ts, "PUT", shopPath+"/services/"+WebID+"/envs", `{"envs":[{"name":"WEB_ADMIN_HOST","value":"mine"}]}`).want(t, 200)
	bean := call(t, ts, "POST", webPorts, map[string]any{"port": 9002, "protocol": "http", "port_alias": "WEB_ADMIN", "is_inner_service": true}).want(t, 200).bean(t)
	if bean["port_alias"] != "WEB_ADMIN" {
		t.Fatalf("port %v", bean)
	}
	a := call(t, ts, "PUT", webPorts+"/80", map[string]any{"action": "change_port_alias", "port_alias": "WEB_ADMIN", "k8s_service_name": "gr3a9f1c"}).want(t, 500)
	if m := a.obj(t); m["code"] != float64(10401) || m["error_type"] != "MultipleObjectsReturned" ||
		m["msg"] != "get() returned more than one TenantServicesPort -- it returned 2!" {
		t.Fatalf("alias of two ports: %s", a.raw)
	}
	call(t, ts, "PUT", webPorts+"/9002", map[string]any{"action": "close_inner"}).want(t, 200)
	call(t, ts, "DELETE", webPorts+"/9002", nil).want(t, 200)
	// WEB_ADMIN_PORT was the new port's own (the fixture's port 8080 has none).
	if envs := envsOf(t, ts, WebID); envs["WEB_ADMIN_HOST"] != nil || envs["WEB_ADMIN_PORT"] != nil {
		t.Fatalf("the delete of the port that took WEB_ADMIN_HOST: %v", envs)
	}
}

// Under the built-in service mesh the _HOST is the sidecar's 127.0.0.1.
func TestPortConnectionHostUnderServiceMesh(t *testing.T) {
	ts := newDefault(t)
	call(t, ts, "POST", blogPorts, map[string]any{"port": 9001, "protocol": "http", "port_alias": "NINE", "is_inner_service": true}).want(t, 200)
	raw := string(call(t, ts, "PUT", strings.TrimSuffix(blogPorts, "/ports")+"/envs", `{"envs":[]}`).want(t, 200).raw)
	if !strings.Contains(raw, `"name":"NINE_HOST","value":"127.0.0.1"`) {
		t.Fatalf("variables %s", raw)
	}
}
