package mockgateway

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

func TestDriftHooks(t *testing.T) {
	ts := newDefault(t)
	// Ports.
	if err := ts.EditPort(WebAlias, 80, func(p *Port) { p.Protocol = "tcp"; p.ContainerPort = 1 }); err != nil {
		t.Fatal(err)
	}
	if p, _ := ts.Port(WebID, 80); p.Protocol != "tcp" {
		t.Fatalf("edit: %+v", p)
	}
	if err := ts.EditPort(WebID, 1, func(*Port) {}); !errors.Is(err, ErrNotFound) {
		t.Fatalf("identity changed or bad error: %v", err)
	}
	if err := ts.RemovePort(WebID, 80); err != nil {
		t.Fatal(err)
	}
	if _, ok := ts.Rule(WebRuleID); ok {
		t.Fatal("RemovePort keeps rules")
	}
	p, err := ts.PutPort(Port{ServiceID: WebAlias, ContainerPort: 81})
	if err != nil || p.PortAlias != "GR3A9F1C81" || p.ServiceID != WebID {
		t.Fatalf("put: %+v %v", p, err)
	}
	if _, err := ts.PutPort(Port{ServiceID: "nope", ContainerPort: 81}); err == nil {
		t.Fatal("unknown component accepted")
	}
	// Rules.
	if err := ts.EditRule(APICertRuleID, func(r *Rule) { r.CertificateID = 0; r.ID = 99 }); err != nil {
		t.Fatal(err)
	}
	if r, _ := ts.Rule(APICertRuleID); r.CertificateID != 0 || r.ID != 3 {
		t.Fatalf("edit rule: %+v", r)
	}
	custom, err := ts.PutRule(Rule{ServiceID: WebID, ContainerPort: 8080, DomainName: "admin.example.com", Type: 1})
	if err != nil || custom.TeamName != DefaultTeam || custom.HTTPRuleID == "" || custom.ID != 7 {
		t.Fatalf("put rule: %+v %v", custom, err)
	}
	if err := ts.RemoveRule("nope"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("remove unknown rule: %v", err)
	}
	// Regions.
	if err := ts.SetRegionStatus(DefaultRegion, "2"); err != nil {
		t.Fatal(err)
	}
	call(t, ts, "GET", webPorts, nil).want(t, 409)
	if err := ts.SetRegionStatus(DefaultRegion, "1"); err != nil {
		t.Fatal(err)
	}
	if err := ts.CloseRegion(DefaultTeam, DefaultRegion); err != nil {
		t.Fatal(err)
	}
	call(t, ts, "GET", webPorts, nil).want(t, 409)
	if err := ts.OpenRegion(DefaultTeam, DefaultRegion); err != nil {
		t.Fatal(err)
	}
	call(t, ts, "GET", webPorts, nil).want(t, 200)
	if err := ts.RemoveRegion(SecondRegion); err != nil {
		t.Fatal(err)
	}
	if len(ts.Regions()) != 2 {
		t.Fatal("remove region")
	}
	m := call(t, ts, "GET", "/openapi/v1/teams/"+DefaultTeam+"/regions", nil).want(t, 200).obj(t)
	if m["total"] != float64(2) {
		t.Fatalf("team still open in a removed region: %v", m)
	}
	if _, err := ts.PutRegion(Region{RegionName: "extra"}); err != nil {
		t.Fatal(err)
	}
	// Apps and components.
	a, err := ts.PutApp(App{TenantID: DefaultTeam, GroupName: "new", RegionName: DefaultRegion, UpdateTime: "2030-01-01T00:00:00"})
	if err != nil || a.ID != 6 || a.TenantID != DefaultTeamID {
		t.Fatalf("put app: %+v %v", a, err)
	}
	c, err := ts.PutComponent(Component{AppID: a.ID, ServiceBaseInfo: ServiceBaseInfo{ServiceAlias: "grnew001"}})
	if err != nil || c.TenantID != DefaultTeamID || len(c.ServiceID) != 32 {
		t.Fatalf("put component: %+v %v", c, err)
	}
	call(t, ts, "POST", "/openapi/v1/teams/"+DefaultTeam+"/regions/"+DefaultRegion+"/apps/6/services/grnew001/ports", map[string]any{"port": 80, "is_inner_service": false}).want(t, 200)
	if err := ts.RemoveApp(a.ID); err != nil {
		t.Fatal(err)
	}
	if _, ok := ts.Component("grnew001"); ok {
		t.Fatal("RemoveApp keeps components")
	}
	// Reset brings the fixture back.
	ts.Reset()
	if !reflect.DeepEqual(ts.Snapshot(), mustNewSnapshot(t, DefaultFixture())) {
		t.Fatal("reset did not restore the fixture")
	}
}

func mustNewSnapshot(t *testing.T, f Fixture) Fixture {
	t.Helper()
	g, err := New(f)
	if err != nil {
		t.Fatal(err)
	}
	return g.Snapshot()
}

func TestDefaultFixtureRoundTrips(t *testing.T) {
	f := DefaultFixture()
	snap := mustNewSnapshot(t, f)
	// The JSON file already holds every derived field.
	if !reflect.DeepEqual(snap, mustNewSnapshot(t, snap)) {
		t.Fatal("snapshot of a snapshot differs")
	}
	data, err := json.Marshal(snap)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "f.json")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	back, err := LoadFixture(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(mustNewSnapshot(t, back), snap) {
		t.Fatal("file round trip differs")
	}
	if onDisk, err := os.ReadFile("fixtures/default.json"); err != nil || !bytes.Equal(DefaultFixtureJSON(), onDisk) {
		t.Fatal("json copy")
	}
	// The constants name what the file holds.
	g := MustNew(f)
	for _, id := range []string{WebID, APIID, DBID, BlogWebID, BlogCacheID, GrafanaID, GatewayID, WebAlias, APIAlias} {
		if _, ok := g.Component(id); !ok {
			t.Errorf("component %s missing", id)
		}
	}
	for _, id := range []string{WebRuleID, APIRuleID, APICertRuleID, BlogRuleID, BlogAutoSSLRuleID, GrafanaRuleID} {
		if _, ok := g.Rule(id); !ok {
			t.Errorf("rule %s missing", id)
		}
	}
	if r, _ := g.Rule(BlogAutoSSLRuleID); !r.AutoSSL || r.AutoSSLConfig == nil {
		t.Error("auto_ssl rule")
	}
	if r, _ := g.Rule(APICertRuleID); r.CertificateID == 0 {
		t.Error("certificate rule")
	}
	if r, _ := g.Region(LabRegion); r.Status != "3" {
		t.Error("lab region")
	}
	// Default rule domains follow the server's pattern.
	for _, id := range []string{WebRuleID, APIRuleID, BlogRuleID, GrafanaRuleID} {
		r, _ := g.Rule(id)
		reg, _ := g.Region(r.RegionName)
		if want := defaultDomain(r.ServiceName, r.ContainerPort, r.TeamName, reg.HTTPDomain); r.DomainName != want {
			t.Errorf("rule %s domain %s, want %s", id, r.DomainName, want)
		}
	}
}

func TestFixtureErrors(t *testing.T) {
	bad := []string{
		`{"teams":[{"team_name":"a","regions":["missing"]}]}`,
		`{"apps":[{"ID":1,"tenant_id":"x","group_name":"g","region_name":"r"}]}`,
		`{"unknown_field":1}`,
		`{"regions":[{"region_name":"r"}],"teams":[{"team_name":"t","regions":["r"]}],"apps":[{"ID":1,"tenant_id":"t","group_name":"g","region_name":"r"}],"components":[{"app_id":1,"service_alias":"a"}],"ports":[{"service_id":"a","container_port":70000}]}`,
	}
	for _, b := range bad {
		if _, err := ParseSelfContainedFixture([]byte(b)); err == nil {
			t.Errorf("accepted %s", b)
		}
	}
	if _, err := LoadFixture(filepath.Join(t.TempDir(), "none.json")); err == nil {
		t.Error("missing file")
	}
	// The zero fixture is a valid empty enterprise.
	ts := NewTestServer(t, Fixture{})
	if l := call(t, ts, "GET", "/openapi/v1/httpdomains", nil).want(t, 200).list(t); len(l) != 0 {
		t.Fatal("empty")
	}
}

func TestScaleFixture(t *testing.T) {
	f := ScaleFixture(50, 4)
	ts := NewTestServer(t, f)
	if len(ts.Components()) != 50 || len(ts.Rules()) != 50 {
		t.Fatal("sizes")
	}
	path := "/openapi/v1/teams/" + ScaleTeam + "/regions/" + ScaleRegion + "/apps/1/services/sc00042/ports"
	list := call(t, ts, "GET", path, nil).want(t, 200).dataList(t)
	if len(list) != 4 || list[0].(map[string]any)["is_outer_service"] != true || list[0].(map[string]any)["port_alias"] != "SC000428000" {
		t.Fatalf("ports: %v", list)
	}
}

func BenchmarkListPorts(b *testing.B) {
	g := MustNew(ScaleFixture(500, 4))
	ts := NewTestServer(b, Fixture{})
	if err := ts.Load(g.Snapshot()); err != nil {
		b.Fatal(err)
	}
	path := ts.URL + "/openapi/v1/teams/" + ScaleTeam + "/regions/" + ScaleRegion + "/apps/1/services/sc00250/ports"
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		req, _ := newReq("GET", path, ts.Token)
		resp, err := defaultClient.Do(req)
		if err != nil || resp.StatusCode != 200 {
			b.Fatal(err)
		}
		drain(resp)
	}
}

func TestCloneSharesNothing(t *testing.T) {
	f := DefaultFixture()
	c := f.Clone()
	if !reflect.DeepEqual(f, c) {
		t.Fatal("clone differs")
	}
	*c.Apps[0].Note = "changed"
	c.Teams[0].Regions[0] = "changed"
	c.Components[0].AccessInfos[0] = "changed"
	*c.Components[1].OauthServiceID = 99
	c.Monitors[7].Points[0].Value = "changed"
	if *f.Apps[0].Note == "changed" || f.Teams[0].Regions[0] == "changed" || f.Components[0].AccessInfos[0] == "changed" ||
		*f.Components[1].OauthServiceID == 99 || f.Monitors[7].Points[0].Value == "changed" {
		t.Fatal("clone shares memory")
	}
	// A fixture given to New stays the caller's.
	g := MustNew(f)
	*f.Apps[0].Note = "mine"
	if a := g.Apps()[0]; *a.Note == "mine" {
		t.Fatal("gateway shares the caller's fixture")
	}
}
