package client_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

func TestMockErrorShapes(t *testing.T) {
	ts, c := newMock(t, func(cfg *client.Config) { cfg.MaxRetries = 0 })
	for _, tt := range []struct {
		shape  mockgateway.Shape
		status int
	}{
		{mockgateway.ShapeBusiness, 409},
		{mockgateway.ShapeValidation, 400},
		{mockgateway.ShapeFail, 400},
		{mockgateway.ShapeServerError, 500},
		{mockgateway.ShapeAuth, 401},
		{mockgateway.ShapeAuth, 403},
		{mockgateway.ShapeProxy, 502},
		{mockgateway.ShapeEmpty, 503},
	} {
		ts.AddFault(mockgateway.Fault{Operation: mockgateway.OpListPorts, Status: tt.status, Shape: tt.shape, Message: "injected " + string(tt.shape)})
		_, err := c.ListPorts(context.Background(), web)
		ae, ok := client.AsAPIError(err)
		if !ok || ae.StatusCode != tt.status || ae.Operation != "ListPorts" || ae.Method != "GET" {
			t.Errorf("%s %d: %#v", tt.shape, tt.status, err)
			continue
		}
		if strings.Contains(ae.Message, "Traceback") || strings.Contains(ae.Message, "<") {
			t.Errorf("%s: message dumps raw text: %q", tt.shape, ae.Message)
		}
		switch tt.shape {
		case mockgateway.ShapeBusiness, mockgateway.ShapeValidation, mockgateway.ShapeFail:
			if !strings.Contains(ae.Message, "injected "+string(tt.shape)) {
				t.Errorf("%s: message %q", tt.shape, ae.Message)
			}
		case mockgateway.ShapeProxy:
			if !strings.Contains(ae.Message, "502 Bad Gateway") {
				t.Errorf("proxy: message %q", ae.Message)
			}
		}
		if ae.Message == "" && tt.shape != mockgateway.ShapeEmpty {
			t.Errorf("%s: empty message", tt.shape)
		}
		t.Logf("%s: %v", tt.shape, err)
	}
}

func TestMockWrongToken(t *testing.T) {
	ts, _ := newMock(t)
	c, err := client.New(client.Config{BaseURL: ts.URL, Token: "wrong"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.ListPorts(context.Background(), web); !client.IsStatus(err, http.StatusUnauthorized) {
		t.Errorf("err = %v", err)
	}
}

func TestMockGetRetriedOn503(t *testing.T) {
	ts, c := newMock(t)
	ts.FailNext(mockgateway.OpListPorts, 2, 503)
	if _, err := c.ListPorts(context.Background(), web); err != nil {
		t.Fatal(err)
	}
	if n := ts.Count(mockgateway.OpListPorts); n != 3 {
		t.Errorf("%d requests, want 3", n)
	}
}

func TestMockPostWaitsForRetryAfterOn429(t *testing.T) {
	ts, c := newMock(t)
	ts.AddFault(mockgateway.Fault{Operation: mockgateway.OpAddPort, Status: 429, RetryAfter: "1"})
	waits := client.RecordWaits(c)
	if _, err := c.AddPort(context.Background(), web, client.AddPortRequest{Port: 9090, Protocol: "tcp"}); err != nil {
		t.Fatal(err)
	}
	if w := waits.Waits(); len(w) != 1 || w[0] != time.Second {
		t.Errorf("waits = %v, want the 1s of Retry-After", w)
	}
	if n := ts.Count(mockgateway.OpAddPort); n != 2 {
		t.Errorf("%d requests, want 2", n)
	}
}

func TestMockPostNotRetriedAfterCommit(t *testing.T) {
	for name, inject := range map[string]func(*mockgateway.TestServer){
		"502 after commit":  func(ts *mockgateway.TestServer) { ts.FailNextAfterCommit(mockgateway.OpAddPort, 1, 502) },
		"dropped at answer": func(ts *mockgateway.TestServer) { ts.DropNext(mockgateway.OpAddPort, 1, true) },
	} {
		t.Run(name, func(t *testing.T) {
			ts, c := newMock(t)
			inject(ts)
			_, err := c.AddPort(context.Background(), web, client.AddPortRequest{Port: 9090, Protocol: "tcp"})
			if !client.IsOutcomeUnknown(err) || !errors.Is(err, client.ErrOutcomeUnknown) {
				t.Fatalf("err = %v, want an unknown outcome", err)
			}
			if n := ts.Count(mockgateway.OpAddPort); n != 1 {
				t.Errorf("%d create requests, want exactly 1", n)
			}
			if _, ok := ts.Port(mockgateway.WebID, 9090); !ok {
				t.Error("the create was committed; the caller must find it by reading back")
			}
		})
	}
}

func TestMockPutRetriedAfterCommit(t *testing.T) {
	ts, c := newMock(t)
	ts.FailNextAfterCommit(mockgateway.OpUpdatePort, 1, 502)
	p, err := c.UpdatePort(context.Background(), web, 80, client.UpdatePortRequest{Action: client.ActionCloseOuter})
	if err != nil || p.IsOuterService {
		t.Fatalf("port = %+v, %v", p, err)
	}
	if n := ts.Count(mockgateway.OpUpdatePort); n != 2 {
		t.Errorf("%d requests, want 2", n)
	}
}

func TestMockCancelStopsRetryAfterWait(t *testing.T) {
	ts, c := newMock(t)
	ts.AddFault(mockgateway.Fault{Operation: mockgateway.OpListPorts, Status: 429, RetryAfter: "60", Times: -1})
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	start := time.Now()
	_, err := c.ListPorts(ctx, web)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("err = %v", err)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("returned after %v, want within 1s of the cancel", d)
	}
}

// Under random failures, a create is never sent again once one of its
// requests was applied, a success was applied exactly once, and an error
// that does not claim an unknown outcome was not applied at all.
//
// The mock can also answer 429 after applying a change; a real rate limiter
// does not, and the client relies on that (see checkRetry). So refusals
// come before the change, and the failures after a change are the 5xx
// answers and hang-ups of a proxy. A 503 is not a refusal to a POST, even
// with Retry-After: it is not repeated (retry_post_503_test.go).
func TestMockChaosNeverDuplicatesCreates(t *testing.T) {
	for name, chaos := range map[string]mockgateway.Chaos{
		"lost answers": {Ratio: 0.5, Seed: 42, AfterCommitRatio: 0.5, Statuses: []int{500, 502, 504, mockgateway.StatusDrop}},
		"refusals":     {Ratio: 0.5, Seed: 7, Statuses: []int{429}, RetryAfter: "0"},
	} {
		t.Run(name, func(t *testing.T) {
			ts, c := newMock(t, func(cfg *client.Config) { cfg.MaxRetries = 6 })
			chaos.Operations = []string{mockgateway.OpAddPort}
			ts.SetChaos(&chaos)
			results := map[int64]error{}
			for port := int64(20000); port < 20060; port++ {
				_, err := c.AddPort(context.Background(), web, client.AddPortRequest{Port: port, Protocol: "tcp"})
				results[port] = err
			}
			ts.SetChaos(nil)

			commits, afterCommit := map[int64]int{}, map[int64]int{}
			for _, rec := range ts.RequestsOf(mockgateway.OpAddPort) {
				var body struct {
					Port int64 `json:"port"`
				}
				if err := json.Unmarshal([]byte(rec.Body), &body); err != nil {
					t.Fatal(err)
				}
				if commits[body.Port] > 0 {
					afterCommit[body.Port]++
				}
				if rec.Committed {
					commits[body.Port]++
				}
			}
			var ok, unknown int
			for port, err := range results {
				if afterCommit[port] > 0 {
					t.Errorf("port %d: %d requests after one was applied", port, afterCommit[port])
				}
				switch {
				case err == nil:
					ok++
					if commits[port] != 1 {
						t.Errorf("port %d: success with %d commits", port, commits[port])
					}
				case client.IsOutcomeUnknown(err):
					unknown++
				case commits[port] != 0:
					t.Errorf("port %d: %v, yet it was applied", port, err)
				}
			}
			t.Logf("%d created, %d unknown, %d failed", ok, unknown, len(results)-ok-unknown)
			if name == "refusals" && ok != len(results) {
				t.Errorf("refused creates are retried until they succeed: %d of %d", ok, len(results))
			}
			if name == "lost answers" && (ok == 0 || unknown == 0) {
				t.Errorf("the run did not exercise both paths: %d ok, %d unknown", ok, unknown)
			}
		})
	}
}
