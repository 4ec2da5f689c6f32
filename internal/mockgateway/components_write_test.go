package mockgateway

import (
	"strings"
	"testing"
)

// 4.22: the k8s name is checked first (20802), then the name (412); the
// create answers the new id in a wrapped bean and starts the first build,
// which ends at the pace's read of the events (region/events.go).
func TestComponentCreate(t *testing.T) {
	ts := newDefault(t)
	if err := ts.SetEventPace(EventPace{FinishAfterReads: 1}); err != nil {
		t.Fatal(err)
	}
	body := map[string]any{"group_id": 1, "service_cname": "New", "image": "nginx:1.25", "k8s_component_name": "new"}
	id := call(t, ts, "POST", shopPath+"/services", body).want(t, 200).bean(t)["service_id"].(string)
	c, _ := ts.Component(id)
	if c.Version != "latest" || c.MinMemory != 512 || c.Status != "undeploy" || *c.CreateStatus != "complete" || c.ExtendMethod != "stateless_multiple" {
		t.Fatalf("new component %+v", c)
	}
	if ev := ts.ComponentEvents(id); len(ev) != 1 || ev[0].OptType != OptBuild || ev[0].FinalStatus != "" {
		t.Fatalf("events %+v, want one running build", ev)
	}
	if code := call(t, ts, "POST", shopPath+"/services", body).want(t, 400).obj(t)["code"]; code != float64(20802) {
		t.Fatalf("repeat: code %v, want 20802", code)
	}
	call(t, ts, "POST", shopPath+"/services", map[string]any{"group_id": 1, "service_cname": " ", "k8s_component_name": "other"}).want(t, 412)
	call(t, ts, "GET", shopPath+"/services/"+id+"/events", nil).want(t, 200)
	if c, _ := ts.Component(id); c.Status != "running" || ts.OpenEvents() != 0 {
		t.Fatalf("after the pace: %q, %d pending", c.Status, ts.OpenEvents())
	}
	ts.SetComponentCreateFailure("cluster")
	a := call(t, ts, "POST", shopPath+"/services", map[string]any{"group_id": 1, "service_cname": "X", "k8s_component_name": "x"}).want(t, 500)
	if strings.Contains(a.header.Get("Content-Type"), "json") {
		t.Fatalf("the failure after the saved record is not JSON: %s", a.raw)
	}
}

// 4.23: a running component is refused (409), a dependant refuses (412);
// force deletes anyway and still answers the refusal; a second delete is
// the component's 404.
func TestComponentDelete(t *testing.T) {
	ts := newDefault(t)
	call(t, ts, "DELETE", shopPath+"/services/"+WebID, nil).want(t, 409)
	call(t, ts, "DELETE", shopPath+"/services/"+WebID+"?force=x", nil).want(t, 400)
	if err := ts.EditComponent(WebID, func(c *Component) { c.Status = "closed" }); err != nil {
		t.Fatal(err)
	}
	if err := ts.SetComponentDependant(WebID, "api"); err != nil {
		t.Fatal(err)
	}
	if msg := call(t, ts, "DELETE", shopPath+"/services/"+WebID, nil).want(t, 412).obj(t)["msg_show"]; msg != "组件被api依赖，不可删除" {
		t.Fatalf("msg_show %v", msg)
	}
	call(t, ts, "DELETE", shopPath+"/services/"+WebID+"?force=1", nil).want(t, 412)
	if _, left := ts.Component(WebID); left {
		t.Fatal("a forced delete left the component")
	}
	call(t, ts, "DELETE", shopPath+"/services/"+WebID, nil).want(t, 404)
}

// 4.19 stores the image and its tag as the version, as the table of the
// addendum says; 4.20 builds it, refused while the last event is open.
func TestComponentImageAndBuild(t *testing.T) {
	ts := newDefault(t)
	if err := ts.SetEventPace(EventPace{Manual: true}); err != nil {
		t.Fatal(err)
	}
	for image, want := range map[string][2]string{
		"nginx:1.25": {"nginx:1.25", "1.25"}, "nginx": {"nginx", "nginx"}, "registry:5000/app": {"registry:5000/app", "5000/app"}, "nginx:": {"nginx::latest", "latest"},
	} {
		call(t, ts, "PUT", shopPath+"/services/"+WebID+"/docker-image-change", map[string]any{"image": image}).want(t, 200)
		if c, _ := ts.Component(WebID); c.Image != want[0] || c.Version != want[1] {
			t.Fatalf("%s stored as %q, %q; want %q", image, c.Image, c.Version, want)
		}
	}
	ev := call(t, ts, "POST", shopPath+"/services/"+WebID+"/build", map[string]any{}).want(t, 200).obj(t)["event_id"]
	if ev == "" || ev == nil {
		t.Fatal("no event_id")
	}
	call(t, ts, "POST", shopPath+"/services/"+WebID+"/build", map[string]any{}).want(t, 409)
	if n, err := ts.FinishEvents(WebID, ""); n != 1 || err != nil {
		t.Fatalf("finish: %d, %v; want the build ended", n, err)
	}
	call(t, ts, "POST", shopPath+"/services/"+WebID+"/build", map[string]any{}).want(t, 200)
}

// 4.30 acts on the named components, or every one of the app; stop and
// start change the status through an event; a failure shows only there.
func TestAppOperations(t *testing.T) {
	ts := newDefault(t) // the default pace: events end at once
	call(t, ts, "POST", shopPath+"/operations", map[string]any{"action": "reboot"}).want(t, 400)
	call(t, ts, "POST", shopPath+"/operations", map[string]any{"action": "stop", "service_ids": []string{WebID}}).want(t, 200)
	if c, _ := ts.Component(WebID); c.Status != "closed" {
		t.Fatalf("web is %q after stop", c.Status)
	}
	if c, _ := ts.Component(APIID); c.Status != "running" {
		t.Fatalf("api is %q: only web was named", c.Status)
	}
	if err := ts.FailNextOperation(WebID, OptStart, "lack of memory"); err != nil {
		t.Fatal(err)
	}
	call(t, ts, "POST", shopPath+"/operations", map[string]any{"action": "start"}).want(t, 200).obj(t)
	ev := ts.ComponentEvents(WebID)
	if last := ev[len(ev)-1]; last.Status != "failure" || last.Message != "lack of memory" {
		t.Fatalf("last event %+v", last)
	}
	if c, _ := ts.Component(WebID); c.Status != "closed" {
		t.Fatalf("web is %q after a failed start", c.Status)
	}
	// An upgrade of a closed component starts it (the worker's rolling
	// upgrade of a component with no instances).
	call(t, ts, "POST", shopPath+"/operations", map[string]any{"action": "upgrade", "service_ids": []string{WebID}}).want(t, 200)
	if c, _ := ts.Component(WebID); c.Status != "running" {
		t.Fatalf("web is %q after an upgrade of it closed", c.Status)
	}
}

// 4.15: names and values are trimmed; reserved names refuse the whole
// request; an existing name changes value and note only; the answer lists
// every variable and fails (after saving) when one breaks the rules.
func TestComponentEnvs(t *testing.T) {
	ts := newDefault(t)
	path := shopPath + "/services/" + WebID + "/envs"
	// Python's str.strip(): the separators U+001C..U+001F go too.
	a := call(t, ts, "PUT", path, map[string]any{"envs": []any{map[string]any{"name": " A\x1c", "value": " 1\x1f", "scope": "outer"}}}).want(t, 200).obj(t)
	if envs := a["envs"].([]any); len(envs) != 1 || envs[0].(map[string]any)["name"] != "A" || envs[0].(map[string]any)["value"] != "1" {
		t.Fatalf("envs %v", envs)
	}
	call(t, ts, "PUT", path, map[string]any{"envs": []any{map[string]any{"name": "A", "value": "2", "note": "n", "scope": "inner"}}}).want(t, 200)
	if e := ts.Envs(WebID)[0]; e.Value != "2" || e.Note != "n" || e.Scope != "outer" {
		t.Fatalf("updated %+v: value and note change, scope stays", e)
	}
	if msg := call(t, ts, "PUT", path, map[string]any{"envs": []any{map[string]any{"name": "B", "value": "x"}, map[string]any{"name": "PATH", "value": "x"}}}).want(t, 400).obj(t)["msg_show"]; msg != "不允许的变量名PATH" {
		t.Fatalf("msg_show %v", msg)
	}
	if len(ts.Envs(WebID)) != 1 {
		t.Fatal("a refused request stored a variable")
	}
	call(t, ts, "PUT", path, map[string]any{"envs": []any{map[string]any{"name": "my-var", "value": "x"}}}).want(t, 400)
	if err := ts.PutEnv(WebID, ComponentEnv{Name: "my-var", Value: "x", Scope: "inner"}); err != nil {
		t.Fatal(err)
	}
	refused := call(t, ts, "PUT", path, map[string]any{"envs": []any{map[string]any{"name": "C", "value": "3"}}}).want(t, 400)
	if items := refused.obj(t)["err"].(map[string]any)["envs"].([]any); len(items) != 3 || len(items[1].(map[string]any)) == 0 {
		t.Fatalf("err %v: one object per stored variable, the second naming its field", items)
	}
	if len(ts.Envs(WebID)) != 3 {
		t.Fatal("the change before the refused answer was not saved")
	}
}
