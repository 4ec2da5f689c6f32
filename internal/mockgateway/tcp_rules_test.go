package mockgateway

import (
	"strings"
	"testing"
)

const redisID = "c5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0"

func tcpBodyOf(port int64, endPoint string) map[string]any {
	return map[string]any{"protocol": "tcp", "tcp": map[string]any{
		"container_port": port, "service_id": redisID, "end_point": endPoint, "default_port": 6379, "default_ip": "0.0.0.0",
	}}
}

// redisApp is the app path of the default fixture's redis (port 6379, tcp).
func redisApp(t *testing.T, ts *TestServer) string {
	t.Helper()
	c, found := ts.Component(redisID)
	if !found {
		t.Fatal("no redis in the fixture")
	}
	team := ""
	for _, tm := range ts.Teams() {
		if tm.TenantID == c.TenantID {
			team = tm.TeamName
		}
	}
	return "/openapi/v1/teams/" + team + "/regions/" + c.ServiceRegion + "/apps/" + itoa(c.AppID)
}

// Fact (ListAppGatewayRuleView.post, protocol tcp): the port's outer
// service is opened with its default rule, then the custom rule; the list
// shows 0.0.0.0 as the region's tcpdomain; an end point taken is "exist".
func TestTCPRuleCreateOpensPortAndLists(t *testing.T) {
	ts := newDefault(t)
	app := redisApp(t, ts)
	got := call(t, ts, "POST", app+"/domains", tcpBodyOf(6379, "0.0.0.0:30001")).want(t, 200).obj(t)
	tcp := got["tcp"].([]any)
	if len(tcp) != 2 {
		t.Fatalf("tcp rules %v, want the default one and the custom one", tcp)
	}
	if p, _ := ts.Port(redisID, 6379); !p.IsOuterService || p.LBMappingPort == 0 {
		t.Fatalf("port not opened: %+v", p)
	}
	custom := tcp[1].(map[string]any)
	if custom["type"].(float64) != 1 || strings.HasPrefix(custom["end_point"].(string), "0.0.0.0") {
		t.Fatalf("custom rule %v", custom)
	}
	a := call(t, ts, "POST", app+"/domains", tcpBodyOf(6379, "0.0.0.0:30001")).want(t, 400).obj(t)
	if a["msg"] != "exist" {
		t.Fatalf("taken end point %v", a)
	}
	list := call(t, ts, "GET", app+"/domains?query=tcp", nil).want(t, 200).obj(t)
	if _, has := list["http"]; has || len(list["tcp"].([]any)) != 2 {
		t.Fatalf("list %v", list)
	}
}

// Fact: an unknown port is a 500 with nothing changed; an end point
// without ":" is a 500 after the port's outer service was opened.
func TestTCPRuleCreateFailures(t *testing.T) {
	ts := newDefault(t)
	app := redisApp(t, ts)
	call(t, ts, "POST", app+"/domains", tcpBodyOf(7000, "0.0.0.0:30002")).want(t, 500)
	if n := len(ts.TCPRules()); n != 0 {
		t.Fatalf("%d rules after an unknown port", n)
	}
	call(t, ts, "POST", app+"/domains", tcpBodyOf(6379, "30002")).want(t, 500)
	if p, _ := ts.Port(redisID, 6379); !p.IsOuterService {
		t.Fatal("the port was not left open")
	}
	b := tcpBodyOf(6379, "0.0.0.0:30003")
	delete(b["tcp"].(map[string]any), "default_ip")
	e := call(t, ts, "POST", app+"/domains", b).want(t, 400).obj(t)
	if _, has := e["err"].(map[string]any)["tcp"]; !has {
		t.Fatalf("missing default_ip %v", e)
	}
	call(t, ts, "POST", app+"/domains", map[string]any{"protocol": "tcp"}).want(t, 400)
}
