package mockgateway

import (
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestFailNextBeforeCommit(t *testing.T) {
	ts := newDefault(t)
	ts.FailNext(OpAddPort, 2, 503)
	for i := 0; i < 2; i++ {
		a := call(t, ts, "POST", webPorts, map[string]any{"port": 81, "is_inner_service": false}).want(t, 503)
		if !strings.Contains(string(a.raw), "nginx") {
			t.Fatalf("503 should look like a proxy page: %q", a.raw)
		}
	}
	if _, ok := ts.Port(WebID, 81); ok {
		t.Fatal("a fault before commit must not change the model")
	}
	call(t, ts, "POST", webPorts, map[string]any{"port": 81, "is_inner_service": false}).want(t, 200)
	if got := ts.Count(OpAddPort); got != 3 {
		t.Fatalf("count %d", got)
	}
	recs := ts.RequestsOf(OpAddPort)
	if len(recs) != 3 || recs[0].Injected != "fault" || recs[0].Committed || recs[2].Status != 200 || !recs[2].Committed {
		t.Fatalf("log: %+v", recs)
	}
}

func TestFailAfterCommit(t *testing.T) {
	ts := newDefault(t)
	ts.FailNextAfterCommit(OpAddPort, 1, 500)
	a := call(t, ts, "POST", webPorts, map[string]any{"port": 82, "is_inner_service": false}).want(t, 500)
	if !strings.Contains(a.obj(t)["msg_show"].(string), "Traceback") {
		t.Fatalf("500 shape: %s", a.raw)
	}
	if _, ok := ts.Port(WebID, 82); !ok {
		t.Fatal("a fault after commit must keep the change")
	}
	call(t, ts, "POST", webPorts, map[string]any{"port": 82, "is_inner_service": false}).want(t, 409)
}

func TestFaultSelectorsAndShapes(t *testing.T) {
	ts := newDefault(t)
	ts.AddFault(Fault{Method: "GET", Path: "/openapi/v1/teams/*/regions/*/apps/1/services/*/ports", Status: 429, RetryAfter: "7", Times: -1})
	for i := 0; i < 3; i++ {
		a := call(t, ts, "GET", webPorts, nil).want(t, 429)
		if a.header.Get("Retry-After") != "7" {
			t.Fatalf("Retry-After %q", a.header.Get("Retry-After"))
		}
	}
	call(t, ts, "GET", blogPorts, nil).want(t, 200) // app 2 does not match
	ts.ResetFaults()
	call(t, ts, "GET", webPorts, nil).want(t, 200)

	shapes := map[Shape][]string{
		ShapeBusiness: {"code", "msg", "msg_show", "data"}, ShapeValidation: {"detail", "err", "code", "error_type"},
		ShapeFail: {"msg"}, ShapeServerError: {"code", "msg", "msg_show", "error_type", "error_trace", "error_details"}, ShapeAuth: {"detail", "code", "msg", "msg_show", "error_type", "error_trace"},
	}
	for shape, keys := range shapes {
		ts.AddFault(Fault{Operation: OpListHTTPRules, Status: 418, Shape: shape, Message: "boom"})
		a := call(t, ts, "GET", "/openapi/v1/httpdomains", nil).want(t, 418)
		m := a.obj(t)
		if len(m) != len(keys) {
			t.Errorf("%s: keys %v", shape, m)
		}
		for _, k := range keys {
			if _, ok := m[k]; !ok {
				t.Errorf("%s lacks %s: %s", shape, k, a.raw)
			}
		}
	}
	ts.AddFault(Fault{Path: "/openapi/v1/teams/**", Status: 502, Shape: ShapeEmpty})
	if a := call(t, ts, "GET", webPorts, nil).want(t, 502); len(a.raw) != 0 {
		t.Fatalf("empty shape: %q", a.raw)
	}
	id := ts.AddFault(Fault{Operation: OpListApps, Status: 500})
	if len(ts.PendingFaults()) != 1 || !ts.RemoveFault(id) || ts.RemoveFault(id) {
		t.Fatal("remove fault")
	}
}

func TestDropConnection(t *testing.T) {
	ts := newDefault(t)
	ts.DropNext(OpAddPort, 1, false)
	if _, err := rawDo(ts, "POST", webPorts, `{"port":83,"is_inner_service":false}`); err == nil {
		t.Fatal("want a connection error")
	}
	if _, ok := ts.Port(WebID, 83); ok {
		t.Fatal("dropped before commit, yet the port exists")
	}
	ts.DropNext(OpAddPort, 1, true)
	if _, err := rawDo(ts, "POST", webPorts, `{"port":83,"is_inner_service":false}`); err == nil {
		t.Fatal("want a connection error")
	}
	if _, ok := ts.Port(WebID, 83); !ok {
		t.Fatal("dropped after commit, yet the port is missing")
	}
	recs := ts.RequestsOf(OpAddPort)
	if len(recs) != 2 || recs[0].Status != StatusDrop || recs[1].Status != StatusDrop || !recs[1].Committed {
		t.Fatalf("log: %+v", recs)
	}
}

func rawDo(ts *TestServer, method, path, body string) (*http.Response, error) {
	req, _ := http.NewRequest(method, ts.URL+path, strings.NewReader(body))
	req.Header.Set("Authorization", ts.Token)
	// A fresh transport: a dropped keep-alive connection must not be retried
	// silently by the shared one.
	tr := &http.Transport{DisableKeepAlives: true}
	defer tr.CloseIdleConnections()
	resp, err := (&http.Client{Transport: tr}).Do(req)
	if err == nil {
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
	}
	return resp, err
}

func TestChaosIsDeterministic(t *testing.T) {
	run := func() []int {
		ts := newDefault(t)
		ts.SetChaos(&Chaos{Ratio: 0.5, Seed: 42, Statuses: []int{429, 502, 503, StatusDrop}, RetryAfter: "0"})
		var got []int
		for i := 0; i < 40; i++ {
			resp, err := rawDo(ts, "GET", webPorts, "")
			switch {
			case err != nil:
				got = append(got, StatusDrop)
			default:
				got = append(got, resp.StatusCode)
				if (resp.StatusCode == 429 || resp.StatusCode == 503) && resp.Header.Get("Retry-After") != "0" {
					t.Fatalf("Retry-After %q", resp.Header.Get("Retry-After"))
				}
			}
		}
		return got
	}
	a, b := run(), run()
	fails := map[int]int{}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("runs differ at %d: %v vs %v", i, a, b)
		}
		fails[a[i]]++
	}
	if fails[200] == 0 || fails[200] == 40 || len(fails) < 3 {
		t.Fatalf("distribution: %v", fails)
	}
}

func TestChaosLimitedToOperations(t *testing.T) {
	ts := newDefault(t)
	ts.SetChaos(&Chaos{Ratio: 1, Seed: 1, Statuses: []int{503}, Operations: []string{OpAddPort}})
	call(t, ts, "GET", webPorts, nil).want(t, 200)
	call(t, ts, "POST", webPorts, map[string]any{"port": 84, "is_inner_service": false}).want(t, 503)
	ts.SetChaos(nil)
	call(t, ts, "POST", webPorts, map[string]any{"port": 84, "is_inner_service": false}).want(t, 200)
}

func TestLatency(t *testing.T) {
	ts := newDefault(t)
	ts.SetLatency(60 * time.Millisecond)
	start := time.Now()
	call(t, ts, "GET", webPorts, nil).want(t, 200)
	if d := time.Since(start); d < 60*time.Millisecond {
		t.Fatalf("answered after %v", d)
	}
	ts.SetOperationLatency(OpListPorts, 0)
	ts.SetLatency(10 * time.Second)
	start = time.Now()
	call(t, ts, "GET", webPorts, nil).want(t, 200)
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("operation override ignored: %v", d)
	}
	ts.ResetLatency()
}

func TestCountsAndLog(t *testing.T) {
	ts := newDefault(t)
	call(t, ts, "GET", webPorts, nil)
	call(t, ts, "GET", webPorts+"?x=1", nil)
	call(t, ts, "GET", "/openapi/v1/nothing", nil).want(t, 404)
	if ts.Count(OpListPorts) != 2 || ts.Count("") != 1 || ts.TotalRequests() != 3 {
		t.Fatalf("counts %v", ts.Counts())
	}
	recs := ts.Requests()
	if recs[1].RawQuery != "x=1" || recs[1].Path != webPorts || recs[1].Method != "GET" || recs[1].Authorization != ts.Token {
		t.Fatalf("record %+v", recs[1])
	}
	ts.ResetCounts()
	if ts.TotalRequests() != 0 || len(ts.Requests()) != 0 {
		t.Fatal("reset")
	}
}

func TestConcurrentUse(t *testing.T) {
	ts := newDefault(t)
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for i := 0; i < 16; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			for j := 0; j < 5; j++ {
				resp, err := rawDo(ts, "POST", webPorts, `{"is_inner_service":false,"port":`+strconv.Itoa(10000+i*10+j)+`}`)
				if err != nil || resp.StatusCode != 200 {
					errs <- errors.New("create failed")
				}
				_ = ts.Ports(WebID)
				ts.SetLatency(0)
			}
		}(i)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	if n := len(ts.Ports(WebID)); n != 2+80 {
		t.Fatalf("%d ports", n)
	}
}

func TestUnroutedRequests(t *testing.T) {
	ts := newDefault(t)
	a := call(t, ts, "PATCH", webPorts, nil).want(t, http.StatusMethodNotAllowed)
	if a.obj(t)["detail"] == nil || a.header.Get("Allow") == "" {
		t.Fatalf("405: %s %v", a.raw, a.header)
	}
	if call(t, ts, "GET", "/openapi/v2/x", nil).want(t, 404).obj(t)["detail"] != "Not found." {
		t.Fatal("404 shape")
	}
	if ts.Count("") != 2 {
		t.Fatalf("unrouted count %d", ts.Count(""))
	}
}

func TestAuthFaultUsesTheFaultMessage(t *testing.T) {
	ts := newDefault(t)
	ts.AddFault(Fault{Operation: OpListHTTPRules, Status: 403, Message: "token expired for this test"})
	m := call(t, ts, "GET", "/openapi/v1/httpdomains", nil).want(t, 403).obj(t)
	for _, k := range []string{"detail", "msg", "msg_show"} {
		if m[k] != "token expired for this test" {
			t.Errorf("%s = %v, want the fault's message", k, m[k])
		}
	}
	// The framework's refusal carries the status as its code
	// (console/views/base.py:607-628).
	if m["code"] != float64(403) || m["error_type"] != "PermissionDenied" {
		t.Errorf("code = %v, error_type = %v, want 403 and PermissionDenied", m["code"], m["error_type"])
	}
	// Without a message the auth body keeps its own text.
	ts.AddFault(Fault{Operation: OpListHTTPRules, Status: 401})
	m = call(t, ts, "GET", "/openapi/v1/httpdomains", nil).want(t, 401).obj(t)
	if m["msg"] != "No such user or user is not admin" || m["code"] != float64(401) || m["error_type"] != "AuthenticationFailed" {
		t.Errorf("401 body = %v, want the openapi's own text, code 401 and AuthenticationFailed", m)
	}
}

// A CommitLater fault answers nothing until the client gives up, and makes
// the change only when the given number of further requests to the same
// path have come: the client's first look still misses it, the second
// finds it.
func TestCommitLater(t *testing.T) {
	ts := newDefault(t)
	ts.AddFault(Fault{Operation: OpAddPort, CommitLater: 2})
	req, err := http.NewRequest(http.MethodPost, ts.URL+webPorts, strings.NewReader(`{"port":83,"protocol":"tcp","is_inner_service":false}`))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", ts.Token)
	impatient := &http.Client{Timeout: 200 * time.Millisecond}
	if resp, err := impatient.Do(req); err == nil {
		resp.Body.Close()
		t.Fatalf("the held request was answered: %d", resp.StatusCode)
	}
	has83 := func(a answer) bool {
		for _, p := range a.dataList(t) {
			if p.(map[string]any)["container_port"] == float64(83) {
				return true
			}
		}
		return false
	}
	// The hold ends once the server sees the client go; the log shows it
	// once the change is queued.
	deadline := time.Now().Add(10 * time.Second)
	for ts.RequestsOf(OpAddPort)[0].Status != StatusDrop {
		if time.Now().After(deadline) {
			t.Fatal("the held request never ended")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if has83(call(t, ts, "GET", webPorts, nil).want(t, 200)) {
		t.Fatal("the change was made before its time")
	}
	call(t, ts, "GET", blogPorts, nil).want(t, 200) // another path does not count
	if !has83(call(t, ts, "GET", webPorts, nil).want(t, 200)) {
		t.Fatal("the second look on the path does not see the late change")
	}
	if rec := ts.RequestsOf(OpAddPort)[0]; rec.Status != StatusDrop || !rec.Committed {
		t.Fatalf("log of the held request: %+v", rec)
	}
}
