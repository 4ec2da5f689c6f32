package mockgateway

import (
	"net/http"
	"sync"
	"testing"
	"time"
)

// Region api/util/events.go CanDoEvent and api/middleware/middleware.go
// WrapEL: while a component's last asynchronous event has no final status,
// the next asynchronous operation is refused with 409, which the console
// answers with each scaling's own msg; reads of the event list end the
// event at the pace set, and the operation then goes through.
func TestRegionEventsBusyWindow(t *testing.T) {
	ts := newDefault(t)
	admin(t, ts, "PUT", "/_mock/region/events/pace", map[string]any{"finish_after_reads": 2}).want(t, 200)
	call(t, ts, "POST", webVertical, map[string]any{"new_memory": 1024, "new_cpu": 100, "new_gpu": 0}).want(t, 200)

	busy := call(t, ts, "POST", webHorizontal, map[string]any{"new_node": 4}).want(t, http.StatusConflict).obj(t)
	if busy["msg"] != "just wait a moment" || busy["msg_show"] != "操作过于频繁，请稍后再试" || busy["code"] != float64(409) {
		t.Fatalf("horizontal while busy: %v", busy)
	}
	busy = call(t, ts, "POST", webVertical, map[string]any{"new_memory": 2048, "new_cpu": 100, "new_gpu": 0}).want(t, http.StatusConflict).obj(t)
	if busy["msg"] != "vertical upgrade error" || busy["msg_show"] != "操作过于频繁，请稍后再试" {
		t.Fatalf("vertical while busy: %v", busy)
	}
	if c, _ := ts.Component(WebID); c.MinMemory != 1024 || c.MinNode == 4 {
		t.Fatalf("a refused scaling changed the component: memory %d, min_node %d", c.MinMemory, c.MinNode)
	}

	first := call(t, ts, "GET", webPath+"/events?page=1&page_size=1", nil).want(t, 200).obj(t)["events"].([]any)[0].(map[string]any)
	if first["final_status"] != "" || first["opt_type"] != "vertical-service" {
		t.Fatalf("first read: %v, want the vertical event still open", first)
	}
	second := call(t, ts, "GET", webPath+"/events?page=1&page_size=1", nil).want(t, 200).obj(t)["events"].([]any)[0].(map[string]any)
	if second["final_status"] != "complete" || second["status"] != "success" {
		t.Fatalf("second read: %v, want complete", second)
	}
	call(t, ts, "POST", webHorizontal, map[string]any{"new_node": 4}).want(t, 200)
	if c, _ := ts.Component(WebID); c.MinNode != 4 {
		t.Fatalf("min_node %d after the component was free again", c.MinNode)
	}
}

// Region events.go CreateEvent / UpdateEvent: a refusal after the busy
// check (400 or more, here 10104) ends its event at once, status failure;
// an operation on a closed component ends at once (the worker has nothing
// to do); the console's own refusals reach no region and record nothing.
func TestRegionEventsEndAtOnce(t *testing.T) {
	ts := newDefault(t)
	if err := ts.SetEventPace(EventPace{Manual: true}); err != nil {
		t.Fatal(err)
	}
	web, _ := ts.Component(WebID)
	call(t, ts, "POST", webHorizontal, map[string]any{"new_node": web.MinNode}).want(t, http.StatusBadRequest)
	call(t, ts, "POST", webHorizontal, map[string]any{"new_node": 101}).want(t, http.StatusBadRequest)
	evs := ts.ComponentEvents(WebID)
	if len(evs) != 1 || evs[0].FinalStatus != "complete" || evs[0].Status != "failure" {
		t.Fatalf("events %+v, want one ended with failure", evs)
	}
	cache := blogPath + "/services/" + BlogCacheID + "/telescopic/vertical"
	call(t, ts, "POST", cache, map[string]any{"new_memory": 1024, "new_cpu": 0, "new_gpu": 0}).want(t, 200)
	call(t, ts, "POST", cache, map[string]any{"new_memory": 2048, "new_cpu": 0, "new_gpu": 0}).want(t, 200)
	for _, e := range ts.ComponentEvents(BlogCacheID) {
		if e.FinalStatus != "complete" {
			t.Fatalf("event of a closed component %+v, want ended", e)
		}
	}
}

// Region events.go checkTimeout: an open event older than 3 minutes is
// marked timeout by the next operation, which goes through. The admin
// call ends open events with the final status asked for.
func TestRegionEventsTimeoutAndFinish(t *testing.T) {
	var mu sync.Mutex
	now := time.Date(2024, 6, 1, 10, 0, 0, 0, time.UTC)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	ts := NewTestServer(t, DefaultFixture(), WithClock(clock))
	admin(t, ts, "PUT", "/_mock/region/events/pace", map[string]any{"manual": true}).want(t, 200)
	admin(t, ts, "PUT", "/_mock/region/events/pace", map[string]any{"final_status": "done"}).want(t, 400)
	call(t, ts, "POST", webHorizontal, map[string]any{"new_node": 4}).want(t, 200)
	mu.Lock()
	now = now.Add(2 * time.Minute)
	mu.Unlock()
	call(t, ts, "POST", webHorizontal, map[string]any{"new_node": 5}).want(t, http.StatusConflict)
	mu.Lock()
	now = now.Add(90 * time.Second)
	mu.Unlock()
	call(t, ts, "POST", webHorizontal, map[string]any{"new_node": 5}).want(t, 200)
	evs := ts.ComponentEvents(WebID)
	if len(evs) != 2 || evs[0].FinalStatus != "timeout" || evs[1].FinalStatus != "" {
		t.Fatalf("events %+v, want the first timed out and the second open", evs)
	}
	got := admin(t, ts, "POST", "/_mock/region/events/"+WebAlias+"/finish", map[string]any{"final_status": "failure"}).want(t, 200).obj(t)
	if got["finished"] != float64(1) {
		t.Fatalf("finish: %v", got)
	}
	listed := admin(t, ts, "GET", "/_mock/region/events/"+WebID, nil).want(t, 200).list(t)
	if last := listed[1].(map[string]any); last["final_status"] != "failure" || last["status"] != "failure" {
		t.Fatalf("finished event %v", last)
	}
	admin(t, ts, "GET", "/_mock/region/events/nope", nil).want(t, 404)
}

// One model of events: a build (4.20) and a scaling (4.17) share the busy
// window, the pace and the finish call, whichever opened the event.
func TestRegionEventsOneModelForBuildsAndScaling(t *testing.T) {
	ts := newDefault(t)
	admin(t, ts, "PUT", "/_mock/region/events/pace", map[string]any{"finish_after_reads": 2}).want(t, 200)
	call(t, ts, "POST", shopPath+"/services/"+WebID+"/build", map[string]any{}).want(t, 200)
	call(t, ts, "POST", webHorizontal, map[string]any{"new_node": 4}).want(t, http.StatusConflict)
	if ts.OpenEvents() != 1 {
		t.Fatalf("%d open events, want the build's", ts.OpenEvents())
	}
	call(t, ts, "GET", webPath+"/events", nil).want(t, 200)
	call(t, ts, "GET", webPath+"/events", nil).want(t, 200)
	if ts.OpenEvents() != 0 {
		t.Fatal("the build did not end at the pace's second read")
	}
	call(t, ts, "POST", webVertical, map[string]any{"new_memory": 1024, "new_cpu": 100, "new_gpu": 0}).want(t, 200)
	call(t, ts, "POST", shopPath+"/services/"+WebID+"/build", map[string]any{}).want(t, http.StatusConflict)
	admin(t, ts, "POST", "/_mock/region/events/"+WebAlias+"/finish", nil).want(t, 200)
	call(t, ts, "POST", shopPath+"/services/"+WebID+"/build", map[string]any{}).want(t, 200)
	evs := ts.ComponentEvents(WebID)
	if len(evs) != 3 || evs[0].OptType != OptBuild || evs[1].OptType != "vertical-service" || evs[1].FinalStatus != "complete" {
		t.Fatalf("events %+v", evs)
	}
}
