package client

import (
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"testing"
)

const appsPath = "/openapi/v1/teams/t/regions/r/apps"

var testApp = AppRef{TeamID: "t", RegionName: "r", AppID: 7}

// bodyKeys decodes a request body as an object and returns its keys in order.
func bodyKeys(t *testing.T, body string) (map[string]json.RawMessage, []string) {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal([]byte(body), &m); err != nil {
		t.Fatalf("body %q is not an object: %v", body, err)
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return m, keys
}

// AppPostInfoSerializer takes app_name and app_note (blank allowed, never
// null); k8s_app is left to the server, which makes a unique one.
func TestCreateAppBody(t *testing.T) {
	var seen []recorded
	answer := `{"ID":12,"tenant_id":"x","group_name":"shop","region_name":"r","note":"","create_time":"2026-01-02 03:04:05","update_time":"2026-01-02 03:04:05","app_type":"rainbond","governance_mode":"KUBERNETES_NATIVE_SERVICE","k8s_app":"app-1a2b3c"}`
	c := newTestClient(t, respond(http.StatusCreated, answer, &seen))
	app, err := c.CreateApp(context.Background(), "t", "r", CreateAppRequest{AppName: "shop"})
	if err != nil {
		t.Fatal(err)
	}
	if app.ID != 12 || app.GroupName != "shop" || app.K8sApp == nil || *app.K8sApp != "app-1a2b3c" {
		t.Errorf("app = %+v", app)
	}
	r := seen[0]
	if r.Method != http.MethodPost || r.Path != appsPath || r.ContentType != "application/json" {
		t.Errorf("request %s %s (%s)", r.Method, r.Path, r.ContentType)
	}
	m, keys := bodyKeys(t, r.Body)
	if !slices.Equal(keys, []string{"app_name", "app_note"}) {
		t.Errorf("body keys %v, want app_name and app_note only", keys)
	}
	if string(m["app_note"]) != `""` {
		t.Errorf("app_note = %s, want a blank string (null is refused)", m["app_note"])
	}
}

func TestIsAppNameTaken(t *testing.T) {
	for body, want := range map[string]bool{
		`{"code":400,"msg":"app name exist","msg_show":"应用名称已存在"}`:          true,
		`{"code":400,"msg_show":"应用名称已存在"}`:                                 true,
		`{"code":400,"msg":"app_name illegal","msg_show":"应用名称最多支持128个字符"}`: false,
	} {
		c := newTestClient(t, respond(http.StatusBadRequest, body, nil))
		_, err := c.CreateApp(context.Background(), "t", "r", CreateAppRequest{AppName: "shop"})
		if got := IsAppNameTaken(err); got != want {
			t.Errorf("%s: IsAppNameTaken = %v, want %v", body, got, want)
		}
	}
}

// The app read has no ID but app_id, possibly as the path's string, and
// a CPU figure derived from memory that may be fractional.
func TestGetAppDetail(t *testing.T) {
	var seen []recorded
	body := `{"tenant_id":"x","group_name":"shop","region_name":"r","note":"n","app_id":"7","enterprise_id":"e","team_name":"t",
	          "service_count":3,"running_service_count":2,"status":"part_running","used_momory":1088,"used_cpu":255.0,"k8s_app":"shop"}`
	c := newTestClient(t, respond(http.StatusOK, body, &seen))
	d, err := c.GetApp(context.Background(), testApp)
	if err != nil {
		t.Fatal(err)
	}
	if d.ID != 7 || d.AppID != 7 || d.GroupName != "shop" || d.ServiceCount != 3 || d.RunningServiceCount != 2 ||
		d.Status != "part_running" || d.UsedMemory != 1088 || d.UsedCPU != 255 || d.TeamName != "t" {
		t.Errorf("detail = %+v", d)
	}
	if r := seen[0]; r.Method != http.MethodGet || r.Path != appsPath+"/7" {
		t.Errorf("request %s %s", r.Method, r.Path)
	}
	c = newTestClient(t, respond(http.StatusOK, `{"app_id":7,"used_cpu":23.4375,"used_momory":100}`, nil))
	if d, err = c.GetApp(context.Background(), testApp); err != nil || d.UsedCPU != 23.4375 {
		t.Errorf("fractional used_cpu: %+v, %v", d, err)
	}
}

// The delete never sends force: a forced delete removes components the
// normal one refuses to, and answers 200 with an empty body.
func TestDeleteAppNoForce(t *testing.T) {
	var seen []recorded
	c := newTestClient(t, respond(http.StatusOK, ``, &seen))
	if err := c.DeleteApp(context.Background(), testApp); err != nil {
		t.Fatal(err)
	}
	if r := seen[0]; r.Method != http.MethodDelete || r.Path != appsPath+"/7" || r.RawQuery != "" || r.Body != "" {
		t.Errorf("request %s %s ?%s body %q", r.Method, r.Path, r.RawQuery, r.Body)
	}
}

func TestListAppComponents(t *testing.T) {
	var seen []recorded
	body := `[{"service_id":"a","service_alias":"gra","min_memory":512,"min_cpu":250,"min_node":2,"status":"running","access_infos":[]},
	          {"service_id":"b","service_alias":"grb","service_source":"third_party","status":null}]`
	c := newTestClient(t, respond(http.StatusOK, body, &seen))
	list, err := c.ListAppComponents(context.Background(), testApp)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 2 || list[0].Status == nil || *list[0].Status != "running" || list[1].Status != nil || *list[0].MinCPU != 250 {
		t.Errorf("components = %+v", list)
	}
	if r := seen[0]; r.Path != appsPath+"/7/services" {
		t.Errorf("path %s", r.Path)
	}
}
