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

// Two overlapping writes of one component: the second gets the console's
// 500 "database is locked"; writes of two components, and writes one after
// the other, pass.
func TestSQLiteLocksRefuseOverlappingWritesOfOneComponent(t *testing.T) {
	g := MustNew(DefaultFixture())
	g.SetSQLiteLocks(100 * time.Millisecond)
	srv := httptest.NewServer(g)
	defer srv.Close()
	base := srv.URL + "/openapi/v1/teams/" + DefaultTeam + "/regions/" + DefaultRegion + "/apps/"
	add := func(app int64, comp string, port int) (int, map[string]any) {
		url := base + jsonInt(app) + "/services/" + comp + "/ports"
		req, _ := http.NewRequest(http.MethodPost, url, strings.NewReader(`{"port":`+jsonInt(int64(port))+`,"protocol":"http","is_inner_service":false}`))
		req.Header.Set("Authorization", DefaultToken)
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var body map[string]any
		_ = json.NewDecoder(resp.Body).Decode(&body)
		return resp.StatusCode, body
	}
	statuses := func(calls ...func() (int, map[string]any)) []int {
		out := make([]int, len(calls))
		var wg sync.WaitGroup
		for i, c := range calls {
			wg.Add(1)
			go func() { defer wg.Done(); out[i], _ = c() }()
			time.Sleep(10 * time.Millisecond)
		}
		wg.Wait()
		return out
	}
	same := statuses(
		func() (int, map[string]any) { return add(ShopAppID, WebID, 39001) },
		func() (int, map[string]any) { return add(ShopAppID, WebID, 39002) },
	)
	if same[0] != 200 || same[1] != 500 {
		t.Fatalf("one component: statuses %v, want [200 500]", same)
	}
	if st, _ := add(ShopAppID, WebID, 39002); st != 200 {
		t.Fatalf("the refused write sent again alone: %d", st)
	}
	g.SetSQLiteLocks(100 * time.Millisecond)
	two := statuses(
		func() (int, map[string]any) { return add(ShopAppID, WebID, 39003) },
		func() (int, map[string]any) { return add(ShopAppID, APIID, 39003) },
	)
	if two[0] != 200 || two[1] != 200 {
		t.Fatalf("two components: statuses %v, want both 200", two)
	}
}

// The refusal is the console's body for Django's OperationalError.
func TestSQLiteLocksAnswerTheConsoleBody(t *testing.T) {
	rep := databaseLocked()
	b := rep.Body.(map[string]any)
	if rep.Status != 500 || b["code"] != 10401 || b["msg"] != "database is locked" || b["error_type"] != "OperationalError" {
		t.Fatalf("body %v", b)
	}
}

func jsonInt(n int64) string { b, _ := json.Marshal(n); return string(b) }
