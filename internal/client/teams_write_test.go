package client

import (
	"context"
	"net/http"
	"testing"
)

func TestTeamOperationsPathsAndBodies(t *testing.T) {
	var seen []recorded
	c := newTestClient(t, respond(201, `{"tenant_id":"t1","tenant_name":"abcdefgh","tenant_alias":"Dev","creater":1,"enterprise_id":"e"}`, &seen))
	ctx := context.Background()
	team, err := c.CreateTeam(ctx, CreateTeamRequest{TenantName: "Dev"})
	if err != nil || team.TenantID != "t1" || team.TenantName != "abcdefgh" || team.TenantAlias != "Dev" || team.Creater != "1" {
		t.Fatalf("create = %+v, %v", team, err)
	}
	if _, err := c.GetTeam(ctx, "t1"); err != nil {
		t.Fatal(err)
	}
	if err := c.UpdateTeam(ctx, "t1", UpdateTeamRequest{TenantAlias: "Ops"}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.OpenTeamRegion(ctx, "t1", "r1"); err != nil {
		t.Fatal(err)
	}
	if err := c.DeleteTeam(ctx, "t1"); err != nil {
		t.Fatal(err)
	}
	want := []struct{ method, path, body string }{
		{http.MethodPost, "/openapi/v1/teams", `{"tenant_name":"Dev"}`},
		{http.MethodGet, "/openapi/v1/teams/t1", ""},
		{http.MethodPut, "/openapi/v1/teams/t1", `{"tenant_alias":"Ops"}`},
		{http.MethodPost, "/openapi/v1/teams/t1/regions", `{"region":"r1"}`},
		{http.MethodDelete, "/openapi/v1/teams/t1", ""},
	}
	if len(seen) != len(want) {
		t.Fatalf("%d requests, want %d: %+v", len(seen), len(want), seen)
	}
	for i, w := range want {
		if seen[i].Method != w.method || seen[i].Path != w.path || seen[i].Body != w.body {
			t.Errorf("request %d = %s %s %s, want %s %s %s", i, seen[i].Method, seen[i].Path, seen[i].Body, w.method, w.path, w.body)
		}
	}
}

func TestTeamPathRefusesEmptyAndDotParts(t *testing.T) {
	var seen []recorded
	c := newTestClient(t, respond(200, `{}`, &seen))
	for _, id := range []string{"", " ", ".."} {
		if _, err := c.GetTeam(context.Background(), id); err == nil {
			t.Errorf("team id %q accepted", id)
		}
		if err := c.DeleteTeam(context.Background(), id); err == nil {
			t.Errorf("team id %q accepted by delete", id)
		}
	}
	if len(seen) != 0 {
		t.Fatalf("requests sent: %+v", seen)
	}
}

func TestIsTeamGoneOnlyOnThePlatformsOwn404(t *testing.T) {
	cases := []struct {
		name, body string
		status     int
		gone       bool
	}{
		{"path check", `{"code":404,"msg":"no found team","msg_show":"团队不存在"}`, 404, true},
		{"read by name", `{"code":2002,"msg":"the team is not found","msg_show":"团队不存在"}`, 404, true},
		{"ingress", `<html>404 Not Found</html>`, 404, false},
		{"wrong prefix", `{"detail":"Not found."}`, 404, false},
		{"region", `{"code":3000,"msg":"the region is not found","msg_show":"集群不存在"}`, 404, false},
		{"server error", `{"code":10401,"msg":"boom"}`, 500, false},
	}
	for _, tc := range cases {
		c := newTestClient(t, respond(tc.status, tc.body, nil), func(cfg *Config) { cfg.MaxRetries = 0 })
		_, err := c.GetTeam(context.Background(), "t1")
		if got := IsTeamGone(err); got != tc.gone {
			t.Errorf("%s: IsTeamGone = %v, want %v (%v)", tc.name, got, tc.gone, err)
		}
	}
}

func TestIsTeamRunningComponents(t *testing.T) {
	c := newTestClient(t, respond(400, `{"code":400,"msg":"There are running components under the current application","msg_show":"团队在集群r1下有运行态的组件,请关闭组件后再卸载当前集群"}`, nil))
	err := c.DeleteTeam(context.Background(), "t1")
	if !IsTeamRunningComponents(err) {
		t.Fatalf("not recognised: %v", err)
	}
	if IsTeamGone(err) {
		t.Fatal("a refusal taken as gone")
	}
}
