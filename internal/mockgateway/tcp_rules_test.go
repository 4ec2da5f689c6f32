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

// A fixture's TCP rules and volumes, their component named by alias, load
// with the console's derived fields and ids filled, and a snapshot holds
// them, so that a fixture loaded into the real console reads back the same.
func TestFixtureTCPRulesAndVolumesRoundTrip(t *testing.T) {
	f := DefaultFixture()
	f.TCPRules = []TCPRule{{ServiceID: "gr9d4c2a", ContainerPort: 6379, EndPoint: "0.0.0.0:30001", Protocol: "tcp", Type: 1, IsOuterService: true}}
	f.Volumes = []Volume{{ServiceID: "gr9d4c2a", VolumeName: "data", VolumePath: "/data", VolumeCapacity: 1, VolumeType: "local-path", AccessMode: "RWO"}}
	g, err := New(f)
	if err != nil {
		t.Fatal(err)
	}
	snap := g.Snapshot()
	if len(snap.TCPRules) != 1 || len(snap.Volumes) != 1 {
		t.Fatalf("snapshot rules %+v, volumes %+v", snap.TCPRules, snap.Volumes)
	}
	r, v := snap.TCPRules[0], snap.Volumes[0]
	if r.ServiceID != redisID || r.TCPRuleID == "" || r.RegionID == "" || r.TenantID == "" || r.ServiceName != "gr9d4c2a" || r.ServiceAlias != "blog-cache" {
		t.Errorf("rule %+v", r)
	}
	if v.ServiceID != redisID || v.ID == 0 {
		t.Errorf("volume %+v", v)
	}
	again, err := New(snap)
	if err != nil {
		t.Fatal(err)
	}
	if got := again.Snapshot(); len(got.TCPRules) != 1 || got.TCPRules[0] != r || len(got.Volumes) != 1 || got.Volumes[0].ID != v.ID {
		t.Errorf("reloaded %+v %+v, want %+v %+v", got.TCPRules, got.Volumes, r, v)
	}
	if vols := g.Volumes("gr9d4c2a"); len(vols) != 1 || vols[0].VolumeName != "data" {
		t.Errorf("Volumes %+v", vols)
	}
}

// A merged fixture's TCP rule or volume of a key already there replaces
// it, as the merge does for every keyed object.
func TestMergeReplacesTCPRulesAndVolumes(t *testing.T) {
	f := DefaultFixture()
	f.TCPRules = []TCPRule{{TCPRuleID: "r1", ServiceID: "gr9d4c2a", ContainerPort: 6379, EndPoint: "0.0.0.0:30001"}}
	f.Volumes = []Volume{{ServiceID: "gr9d4c2a", VolumeName: "data", VolumePath: "/data", VolumeCapacity: 1}}
	more := Fixture{TCPRules: []TCPRule{{TCPRuleID: "r1", ServiceID: "gr9d4c2a", ContainerPort: 6379, EndPoint: "0.0.0.0:30002"}},
		Volumes: []Volume{{ServiceID: "gr9d4c2a", VolumeName: "data", VolumePath: "/data", VolumeCapacity: 5}}}
	got, err := MergeFixtures(f, more)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.TCPRules) != 1 || got.TCPRules[0].EndPoint != "0.0.0.0:30002" || len(got.Volumes) != 1 || got.Volumes[0].VolumeCapacity != 5 {
		t.Errorf("merged rules %+v, volumes %+v", got.TCPRules, got.Volumes)
	}
}
