package mockgateway

import (
	"net/http"
	"strings"
	"testing"
)

const appsPath = "/openapi/v1/teams/" + DefaultTeam + "/regions/" + DefaultRegion + "/apps"

// 4.25: 201 with the stored app, ID included, times as "YYYY-MM-DD
// HH:MM:SS", a generated k8s_app; a second create of the name is 400
// "app name exist" (the non-idempotent create).
func TestCreateAppAndNameTaken(t *testing.T) {
	ts := newDefault(t)
	a := call(t, ts, "POST", appsPath, map[string]any{"app_name": "orders", "app_note": "n"}).want(t, http.StatusCreated).obj(t)
	if a["ID"] == nil || a["group_name"] != "orders" || a["note"] != "n" || a["app_type"] != "rainbond" || a["governance_mode"] != "KUBERNETES_NATIVE_SERVICE" {
		t.Fatalf("created: %v", a)
	}
	if ct, _ := a["create_time"].(string); strings.Contains(ct, "T") || len(ct) != 19 {
		t.Errorf("create_time %q, want YYYY-MM-DD HH:MM:SS", ct)
	}
	if k, _ := a["k8s_app"].(string); !strings.HasPrefix(k, "app-") || len(k) != 10 {
		t.Errorf("k8s_app %q, want app- and 6 hex characters", k)
	}
	again := call(t, ts, "POST", appsPath, map[string]any{"app_name": "orders"}).want(t, http.StatusBadRequest).obj(t)
	if again["msg"] != "app name exist" || again["msg_show"] != "应用名称已存在" {
		t.Fatalf("retry: %v", again)
	}
	n := 0
	for _, app := range ts.Apps() {
		if app.GroupName == "orders" {
			n++
		}
	}
	if n != 1 {
		t.Fatalf("%d apps named orders", n)
	}
}

// AppPostInfoSerializer, then check_app_name's pattern.
func TestCreateAppRefusals(t *testing.T) {
	ts := newDefault(t)
	for body, want := range map[string]string{
		`{}`:              "该字段是必填项。",
		`{"app_name":""}`: "该字段不能为空。",
		`{"app_name":"` + strings.Repeat("a", 129) + `"}`: "请确保这个字段不能超过 128 个字符。",
		`{"app_name":"a b"}`:                              "应用名称只支持中英文, 数字, 下划线, 中划线和点",
		`{"app_name":"商店_v1.2-x"}`:                        "",
	} {
		a := call(t, ts, "POST", appsPath, body)
		if want == "" {
			a.want(t, http.StatusCreated)
			continue
		}
		a.want(t, http.StatusBadRequest)
		if !strings.Contains(string(a.raw), want) {
			t.Errorf("%s: %s, want %q", body, a.raw, want)
		}
	}
}

// 4.26: no ID but app_id; counts over all components; status from those
// running; used_momory the sum of min_memory; used_cpu min_memory/128*30.
func TestGetAppStatusAndCounts(t *testing.T) {
	ts := newDefault(t)
	shop := call(t, ts, "GET", shopPath, nil).want(t, 200).obj(t)
	if _, has := shop["ID"]; has {
		t.Errorf("the read has ID: %v", shop)
	}
	if shop["app_id"] != float64(ShopAppID) || shop["status"] != "running" || shop["service_count"] != float64(3) || shop["running_service_count"] != float64(3) {
		t.Errorf("shop: %v", shop)
	}
	blog := call(t, ts, "GET", blogPath, nil).want(t, 200).obj(t)
	if blog["status"] != "part_running" || blog["running_service_count"] != float64(1) || blog["team_name"] != DefaultTeam {
		t.Errorf("blog: %v", blog)
	}
	empty := call(t, ts, "GET", appsPath+"/3", nil).want(t, 200).obj(t)
	if empty["status"] != "closed" || empty["service_count"] != float64(0) || empty["used_momory"] != float64(0) {
		t.Errorf("empty app: %v", empty)
	}
	var mem float64
	for _, c := range ts.Components() {
		if c.AppID == ShopAppID {
			mem += float64(c.MinMemory)
		}
	}
	if shop["used_momory"] != mem || shop["used_cpu"] != mem/128*30 {
		t.Errorf("figures %v %v, want %v and %v", shop["used_momory"], shop["used_cpu"], mem, mem/128*30)
	}
}

// 4.27: refused while a component is running; otherwise the app goes with
// its closed components (the cascade), and third-party ones stay.
func TestDeleteAppCascade(t *testing.T) {
	ts := newDefault(t)
	a := call(t, ts, "DELETE", blogPath, nil).want(t, http.StatusBadRequest).obj(t)
	if a["msg"] != "There are running components under the current application" {
		t.Fatalf("running: %v", a)
	}
	if err := ts.EditComponent(BlogWebID, func(c *Component) { c.Status = "closed" }); err != nil {
		t.Fatal(err)
	}
	third := "third_party"
	tp, err := ts.PutComponent(Component{ServiceBaseInfo: ServiceBaseInfo{ServiceAlias: "grthird", ServiceSource: &third, Status: "running"}, AppID: BlogAppID})
	if err != nil {
		t.Fatal(err)
	}
	d := call(t, ts, "DELETE", blogPath, nil).want(t, 200)
	if len(d.raw) != 0 {
		t.Errorf("delete body %q, want empty", d.raw)
	}
	for _, id := range []string{BlogWebID, BlogCacheID} {
		if _, found := ts.Component(id); found {
			t.Errorf("component %s survived its app", id)
		}
	}
	if _, found := ts.Component(tp.ServiceID); !found {
		t.Error("the third-party component was deleted")
	}
	call(t, ts, "DELETE", blogPath, nil).want(t, http.StatusNotFound)
	call(t, ts, "DELETE", appsPath+"/3?force=x", nil).want(t, http.StatusBadRequest)
	if snap := ts.Snapshot(); len(snap.Components) != len(ts.Components())-1 {
		t.Error("the snapshot keeps the orphaned component")
	}
}

// 4.21: every component with its status, access_infos empty.
func TestListAppComponents(t *testing.T) {
	ts := newDefault(t)
	list := call(t, ts, "GET", shopPath+"/services", nil).want(t, 200).list(t)
	if len(list) != 3 {
		t.Fatalf("%d components", len(list))
	}
	for _, item := range list {
		c, _ := item.(map[string]any)
		if infos, _ := c["access_infos"].([]any); len(infos) != 0 || c["status"] == nil {
			t.Errorf("component %v", c)
		}
	}
}
