package mockgateway

import (
	"net/http"
	"strings"
	"testing"
)

const (
	webPath       = shopPath + "/services/" + WebID
	webVertical   = webPath + "/telescopic/vertical"
	webHorizontal = webPath + "/telescopic/horizontal"
)

// 4.16: every key required, CPU and GPU nullable; null CPU is recomputed
// from memory, null GPU keeps the GPU; 200 with an empty body.
func TestScaleVertical(t *testing.T) {
	ts := newDefault(t)
	a := call(t, ts, "POST", webVertical, map[string]any{"new_memory": 1024, "new_cpu": 750, "new_gpu": 2}).want(t, 200)
	if len(a.raw) != 0 {
		t.Errorf("body %q", a.raw)
	}
	c, _ := ts.Component(WebID)
	if c.MinMemory != 1024 || c.MinCPU != 750 || c.ContainerGPU != 2 {
		t.Fatalf("stored %d %d %d", c.MinMemory, c.MinCPU, c.ContainerGPU)
	}
	call(t, ts, "POST", webVertical, `{"new_memory":2048,"new_cpu":null,"new_gpu":null}`).want(t, 200)
	c, _ = ts.Component(WebID)
	if c.MinCPU != 320 || c.ContainerGPU != 2 {
		t.Fatalf("null CPU gives %d (want 2048/128*20 = 320), null GPU %d (want kept 2)", c.MinCPU, c.ContainerGPU)
	}
	for body, want := range map[string]string{
		`{"new_memory":1024,"new_gpu":0}`:              "new_cpu",
		`{"new_memory":null,"new_cpu":0,"new_gpu":0}`:  "该字段不能为 null。",
		`{"new_memory":129,"new_cpu":0,"new_gpu":0}`:   "64的倍数",
		`{"new_memory":32,"new_cpu":0,"new_gpu":0}`:    "64~65536",
		`{"new_memory":1024,"new_cpu":-1,"new_gpu":0}`: "正整数",
	} {
		a := call(t, ts, "POST", webVertical, body).want(t, http.StatusBadRequest)
		if !strings.Contains(string(a.raw), want) || a.obj(t)["code"] != float64(20400) {
			t.Errorf("%s: %s, want %q", body, a.raw, want)
		}
	}
	// 100 is not a multiple of 64 but passes: only v % 64 == 1 is refused.
	call(t, ts, "POST", webVertical, `{"new_memory":100,"new_cpu":0,"new_gpu":0}`).want(t, 200)
}

// 4.16 and 4.17: a component not yet created in the cluster answers 200
// and keeps its values (the silent no-op).
func TestScaleSilentNoOpBeforeCreation(t *testing.T) {
	ts := newDefault(t)
	creating := "creating"
	if err := ts.EditComponent(WebID, func(c *Component) { c.CreateStatus = &creating }); err != nil {
		t.Fatal(err)
	}
	before, _ := ts.Component(WebID)
	call(t, ts, "POST", webVertical, map[string]any{"new_memory": 4096, "new_cpu": 1000, "new_gpu": 0}).want(t, 200)
	call(t, ts, "POST", webHorizontal, map[string]any{"new_node": 5}).want(t, 200)
	after, _ := ts.Component(WebID)
	if after.MinMemory != before.MinMemory || after.MinCPU != before.MinCPU || after.MinNode != before.MinNode {
		t.Fatalf("values moved: %+v", after.ServiceBaseInfo)
	}
}

// 4.17: 1..100; a running component asked for the count it runs is 400
// code 10104; a singleton refuses more than one (409).
func TestScaleHorizontal(t *testing.T) {
	ts := newDefault(t)
	web, _ := ts.Component(WebID)
	same := call(t, ts, "POST", webHorizontal, map[string]any{"new_node": web.MinNode}).want(t, http.StatusBadRequest).obj(t)
	if same["code"] != float64(10104) || same["msg_show"] != "节点没有变化，无需升级" {
		t.Fatalf("no change: %v", same)
	}
	call(t, ts, "POST", webHorizontal, map[string]any{"new_node": 3}).want(t, 200)
	if c, _ := ts.Component(WebID); c.MinNode != 3 {
		t.Fatalf("min_node %d", c.MinNode)
	}
	call(t, ts, "POST", webHorizontal, map[string]any{"new_node": 101}).want(t, http.StatusBadRequest)
	call(t, ts, "POST", webHorizontal, `{}`).want(t, http.StatusBadRequest)
	// A closed component runs no instance: its own count is a change.
	cache := blogPath + "/services/" + BlogCacheID + "/telescopic/horizontal"
	c, _ := ts.Component(BlogCacheID)
	call(t, ts, "POST", cache, map[string]any{"new_node": c.MinNode}).want(t, 200)
	// The count is compared with the instances the cluster runs, not with
	// min_node: after a scaling outside the console they differ, and the
	// console keeps its min_node.
	if err := ts.SetRunningInstances(WebID, 5); err != nil {
		t.Fatal(err)
	}
	call(t, ts, "POST", webHorizontal, map[string]any{"new_node": 5}).want(t, http.StatusBadRequest)
	if c, _ := ts.Component(WebID); c.MinNode != 3 {
		t.Fatalf("min_node %d after 10104, want 3 kept", c.MinNode)
	}
	if err := ts.EditComponent(WebID, func(c *Component) { c.ExtendMethod = "state_singleton" }); err != nil {
		t.Fatal(err)
	}
	single := call(t, ts, "POST", webHorizontal, map[string]any{"new_node": 2}).want(t, http.StatusConflict).obj(t)
	if single["msg"] != "singleton component, do not allow" {
		t.Fatalf("singleton: %v", single)
	}
}

// 4.32: {"events","total","page","page_size"}, newest first; a scaling
// that changes something records an event.
func TestComponentEvents(t *testing.T) {
	ts := newDefault(t)
	call(t, ts, "POST", webHorizontal, map[string]any{"new_node": 4}).want(t, 200)
	call(t, ts, "POST", webVertical, map[string]any{"new_memory": 1024, "new_cpu": 100, "new_gpu": 0}).want(t, 200)
	page := call(t, ts, "GET", webPath+"/events?page=1&page_size=1", nil).want(t, 200).obj(t)
	events, _ := page["events"].([]any)
	if page["total"] != float64(2) || page["page"] != float64(1) || len(events) != 1 {
		t.Fatalf("page: %v", page)
	}
	if first, _ := events[0].(map[string]any); first["opt_type"] != "vertical-service" || first["service_id"] != WebID {
		t.Errorf("newest event %v", first)
	}
	call(t, ts, "GET", webPath+"/events?page=x", nil).want(t, http.StatusInternalServerError)
}
