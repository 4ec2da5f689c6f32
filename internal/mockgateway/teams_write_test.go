package mockgateway

import (
	"regexp"
	"strings"
	"testing"
)

// Fact (4.34; team_view.py ListTeamInfo.post, team_services.create_team):
// tenant_name, trimmed, becomes the alias; the name is 8 generated
// characters of [a-z0-9]; a given region is opened; 201 with the record.
func TestTeamCreateMakesAliasAndGeneratedName(t *testing.T) {
	ts := newDefault(t)
	got := call(t, ts, "POST", "/openapi/v1/teams", map[string]any{"tenant_name": " Shop ", "region": "rainbond-east"}).want(t, 201).obj(t)
	if got["tenant_alias"] != "Shop" || !regexp.MustCompile(`^[a-z0-9]{8}$`).MatchString(got["tenant_name"].(string)) {
		t.Fatalf("record %v", got)
	}
	id := got["tenant_id"].(string)
	regions := call(t, ts, "GET", "/openapi/v1/teams/"+id+"/regions", nil).want(t, 200).obj(t)
	if regions["total"].(float64) != 1 {
		t.Fatalf("regions %v", regions)
	}
	read := call(t, ts, "GET", "/openapi/v1/teams/"+id, nil).want(t, 200).obj(t)
	for _, absent := range []string{"role_infos", "service_num", "region_num"} {
		if _, has := read[absent]; has {
			t.Errorf("read answers %s: %v", absent, read)
		}
	}
	// A name passes the path check, then the read finds nothing.
	byName := call(t, ts, "GET", "/openapi/v1/teams/"+got["tenant_name"].(string), nil).want(t, 404).obj(t)
	if byName["code"].(float64) != 2002 {
		t.Fatalf("read by name %v", byName)
	}
}

func TestTeamCreateChecks(t *testing.T) {
	ts := newDefault(t)
	call(t, ts, "POST", "/openapi/v1/teams", map[string]any{}).want(t, 400)
	call(t, ts, "POST", "/openapi/v1/teams", map[string]any{"tenant_name": "   "}).want(t, 400)
	call(t, ts, "POST", "/openapi/v1/teams", map[string]any{"tenant_name": strings.Repeat("a", 25)}).want(t, 400)
	call(t, ts, "POST", "/openapi/v1/teams", map[string]any{"tenant_name": strings.Repeat("好", 24)}).want(t, 201)
	nf := call(t, ts, "POST", "/openapi/v1/teams", map[string]any{"tenant_name": "x", "region": "nowhere"}).want(t, 404).obj(t)
	if nf["code"].(float64) != 3000 {
		t.Fatalf("unknown region %v", nf)
	}
	if n := len(ts.Teams()); n != 3 {
		t.Fatalf("%d teams, want 3 (only the valid create)", n)
	}
}

// Fact (TeamInfo.put; team_repo.update_by_tenant_id): the raw body is
// written (untrimmed), a key that is no column is a 500, and a name in
// the path updates nothing and answers 200.
func TestTeamUpdateWritesRawBodyByTenantID(t *testing.T) {
	ts := newDefault(t)
	dev := "8d3e1c2b4a5f46e7b9c0d1e2f3a4b5c6"
	call(t, ts, "PUT", "/openapi/v1/teams/"+dev, map[string]any{"tenant_alias": "New "}).want(t, 200)
	call(t, ts, "PUT", "/openapi/v1/teams/dev-team", map[string]any{"tenant_alias": "Other"}).want(t, 200)
	call(t, ts, "PUT", "/openapi/v1/teams/"+dev, map[string]any{"tenant_alias": "X", "region": "rainbond-east"}).want(t, 500)
	call(t, ts, "PUT", "/openapi/v1/teams/"+dev, map[string]any{"tenant_alias": strings.Repeat("a", 25)}).want(t, 400)
	for _, tm := range ts.Teams() {
		if tm.TenantID == dev && tm.TeamAlias != "New " {
			t.Fatalf("alias %q, want the raw %q", tm.TeamAlias, "New ")
		}
	}
}

// Fact (region_services.delete_tenant_on_region): a delete is refused
// while a component of the team runs in one of its regions, and when a
// region fails to uninstall the team, naming it; nothing changes then.
func TestTeamDeleteRefusals(t *testing.T) {
	ts := newDefault(t)
	dev := "8d3e1c2b4a5f46e7b9c0d1e2f3a4b5c6"
	a := call(t, ts, "DELETE", "/openapi/v1/teams/"+dev, nil).want(t, 400).obj(t)
	if !strings.Contains(a["msg_show"].(string), "East data center") {
		t.Fatalf("refusal %v", a)
	}
	created := call(t, ts, "POST", "/openapi/v1/teams", map[string]any{"tenant_name": "tmp", "region": "rainbond-west"}).want(t, 201).obj(t)
	id := created["tenant_id"].(string)
	if err := ts.EditRegion("rainbond-west", func(r *Region) { r.UninstallFails = true }); err != nil {
		t.Fatal(err)
	}
	b := call(t, ts, "DELETE", "/openapi/v1/teams/"+id, nil).want(t, 400).obj(t)
	if b["msg_show"] != "rainbond-west集群自动卸载失败，请手动卸载后重新删除团队" {
		t.Fatalf("uninstall refusal %v", b)
	}
	_ = ts.EditRegion("rainbond-west", func(r *Region) { r.UninstallFails = false })
	call(t, ts, "DELETE", "/openapi/v1/teams/"+id, nil).want(t, 200)
	call(t, ts, "GET", "/openapi/v1/teams/"+id, nil).want(t, 404)
}

// Fact (ListRegionsView.post): opening is add-only and idempotent; a body
// without region is a 500, an unknown region 404 code 3000.
func TestTeamOpenRegion(t *testing.T) {
	ts := newDefault(t)
	ops := "1f2e3d4c5b6a47988a9b0c1d2e3f4a5b"
	call(t, ts, "POST", "/openapi/v1/teams/"+ops+"/regions", map[string]any{"region": "rainbond-west"}).want(t, 201)
	call(t, ts, "POST", "/openapi/v1/teams/"+ops+"/regions", map[string]any{"region": "rainbond-west"}).want(t, 201)
	call(t, ts, "POST", "/openapi/v1/teams/"+ops+"/regions", map[string]any{}).want(t, 500)
	call(t, ts, "POST", "/openapi/v1/teams/"+ops+"/regions", map[string]any{"region": "nowhere"}).want(t, 404)
	for _, tm := range ts.Teams() {
		if tm.TenantID == ops && len(tm.Regions) != 2 {
			t.Fatalf("regions %v", tm.Regions)
		}
	}
}
