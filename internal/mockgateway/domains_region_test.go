package mockgateway

import (
	"strings"
	"testing"
)

// Fact (4.31 create; gateway.py:100-106, CreateHTTPAPIRoute): the create
// registers an API-gateway route for the domain, path /*, to the port's
// k8s service; the admin API shows it. A rule update does not touch it,
// a rule delete leaves it, and deleting the component removes it.
func TestCustomDomainAPIRoute(t *testing.T) {
	ts := newDefault(t)
	id := call(t, ts, "POST", shopDomains, map[string]any{"service_id": APIID, "container_port": 5000, "domain_name": "shop.example.com"}).
		want(t, 201).obj(t)["http_rule_id"].(string)
	port, _ := ts.Port(APIID, 5000)
	rt, ok := ts.APIRouteOfHost("shop.example.com")
	if !ok || rt.Paths[0] != "/*" || rt.ServiceName != port.K8sServiceName || rt.ServicePort != 5000 || rt.Name != "shop.example.comp-ps-s" || rt.AppID != 1 {
		t.Fatalf("route = %+v, %v (port %+v)", rt, ok, port)
	}
	admin := call(t, ts, "GET", "/_mock/api-routes?host=shop.example.com", nil).want(t, 200).obj(t)
	if admin["service_port"] != float64(5000) {
		t.Errorf("admin route = %v", admin)
	}
	call(t, ts, "PUT", shopDomains+"/"+id, map[string]any{"service_id": APIID, "domain_name": "new.example.com", "certificate_id": 0}).want(t, 200)
	if r, _ := ts.Rule(id); r.DomainName != "new.example.com" {
		t.Fatalf("update not applied: %+v", r)
	}
	if _, ok := ts.APIRouteOfHost("new.example.com"); ok {
		t.Error("the update made a route for the new host")
	}
	if _, ok := ts.APIRouteOfHost("shop.example.com"); !ok {
		t.Error("the update removed the old host's route")
	}
	call(t, ts, "DELETE", shopDomains+"/"+id, nil).want(t, 200)
	if _, ok := ts.APIRouteOfHost("shop.example.com"); !ok {
		t.Error("the rule delete removed the route")
	}
	// A second create for the host keeps the route it finds (default=true).
	call(t, ts, "POST", shopDomains, map[string]any{"service_id": WebID, "container_port": 8080, "domain_name": "shop.example.com", "whether_open": true}).want(t, 201)
	if rt, _ := ts.APIRouteOfHost("shop.example.com"); rt.ServiceID != APIID || len(ts.APIRoutes()) != 1 {
		t.Errorf("the route of an existing host was replaced: %+v", ts.APIRoutes())
	}
	if err := ts.RemoveComponent(APIID); err != nil {
		t.Fatal(err)
	}
	if n := len(ts.APIRoutes()); n != 0 {
		t.Errorf("%d routes left after the component's delete", n)
	}
}

// Fact (rainbond gateway_action.go:816-834): the region refuses the rule
// of a component it has not created, after whether_open opened the port;
// the console answers 400 数据中心操作故障 and keeps no rule.
func TestCreateHTTPDomainComponentNotCreated(t *testing.T) {
	ts := newDefault(t)
	creating := "creating"
	if err := ts.EditComponent(WebID, func(c *Component) { c.CreateStatus = &creating }); err != nil {
		t.Fatal(err)
	}
	a := call(t, ts, "POST", shopDomains, map[string]any{"service_id": WebID, "container_port": 8080, "domain_name": "admin.example.com", "whether_open": true}).want(t, 400)
	if !strings.Contains(a.obj(t)["msg_show"].(string), "数据中心操作故障") {
		t.Errorf("answer %s", a.raw)
	}
	if p, _ := ts.Port(WebID, 8080); !p.IsOuterService {
		t.Error("the port was not opened before the refusal")
	}
	if rules := ts.RulesOf(WebID, 8080); len(rules) != 0 || len(ts.APIRoutes()) != 0 {
		t.Errorf("refused create left rules %+v routes %+v", rules, ts.APIRoutes())
	}
}
