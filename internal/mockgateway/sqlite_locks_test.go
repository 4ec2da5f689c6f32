package mockgateway

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// Two overlapping writes, of one component or of two, the second in a
// transaction: it gets the console's 500 "database is locked" (the lock is
// the whole database's). A port add, outside a transaction, waits for the
// lock instead. Writes one after the other pass.
func TestSQLiteLocksRefuseOverlappingWrites(t *testing.T) {
	g := MustNew(DefaultFixture())
	g.SetSQLiteLocks(100 * time.Millisecond)
	srv := httptest.NewServer(g)
	defer srv.Close()
	base := srv.URL + "/openapi/v1/teams/" + DefaultTeam + "/regions/" + DefaultRegion + "/apps/" + jsonInt(ShopAppID) + "/services/"
	send := func(method, url, body string) int {
		req, _ := http.NewRequest(method, url, strings.NewReader(body))
		req.Header.Set("Authorization", DefaultToken)
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		return resp.StatusCode
	}
	add := func(comp string, port int) func() int {
		return func() int {
			return send(http.MethodPost, base+comp+"/ports", `{"port":`+jsonInt(int64(port))+`,"protocol":"http","is_inner_service":false}`)
		}
	}
	protocol := func(comp string, port int, proto string) func() int {
		return func() int {
			return send(http.MethodPut, base+comp+"/ports/"+jsonInt(int64(port)), `{"action":"change_protocol","protocol":"`+proto+`"}`)
		}
	}
	statuses := func(calls ...func() int) []int {
		out := make([]int, len(calls))
		var wg sync.WaitGroup
		for i, c := range calls {
			wg.Add(1)
			go func() { defer wg.Done(); out[i] = c() }()
			time.Sleep(10 * time.Millisecond)
		}
		wg.Wait()
		return out
	}
	if got := statuses(add(WebID, 39001), add(WebID, 39002), add(APIID, 39001)); got[0] != 200 || got[1] != 200 || got[2] != 200 {
		t.Fatalf("port adds: statuses %v, want all 200 (they wait)", got)
	}
	if got := statuses(protocol(WebID, 39001, "tcp"), protocol(WebID, 39002, "tcp")); got[0] != 200 || got[1] != 500 {
		t.Fatalf("one component: statuses %v, want [200 500]", got)
	}
	if got := statuses(protocol(WebID, 39002, "tcp"), protocol(APIID, 39001, "tcp")); got[0] != 200 || got[1] != 500 {
		t.Fatalf("two components: statuses %v, want [200 500]", got)
	}
	if st := protocol(APIID, 39001, "tcp")(); st != 200 {
		t.Fatalf("the refused write sent again alone: %d", st)
	}
	// A component delete catches the refusal: 507 "删除异常", and 400
	// "组件删除失败" with force=1; the component stays.
	del := func(comp, query string) func() int {
		return func() int { return send(http.MethodDelete, base+comp+query, "") }
	}
	if got := statuses(protocol(WebID, 39001, "udp"), del(APIID, "")); got[0] != 200 || got[1] != http.StatusInsufficientStorage {
		t.Fatalf("a delete beside a write: statuses %v, want [200 507]", got)
	}
	if got := statuses(protocol(WebID, 39001, "tcp"), del(APIID, "?force=1")); got[0] != 200 || got[1] != http.StatusBadRequest {
		t.Fatalf("a forced delete beside a write: statuses %v, want [200 400]", got)
	}
	if _, found := g.Component(APIID); !found {
		t.Fatal("a refused delete deleted the component")
	}
}

func jsonInt(n int64) string { b, _ := json.Marshal(n); return string(b) }
