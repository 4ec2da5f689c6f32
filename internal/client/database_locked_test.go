package client

import (
	"context"
	"net/http"
	"strings"
	"sync"
	"testing"
)

// lockedBody is the start of what a console on SQLite answers when a
// transaction cannot take the write lock (the traceback fields shortened).
const lockedBody = `{"code":10401,"msg":"database is locked","msg_show":"Traceback ...","error_type":"OperationalError",` +
	`"error_trace":"...","error_details":{"args":["database is locked"],"message":"database is locked","module":"django.db.utils"}}`

// lockedOnce answers SQLite's refusal to the first request and ok after.
func lockedOnce(ok string, seen *[]recorded) http.HandlerFunc {
	var mu sync.Mutex
	return func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		first := len(*seen) == 0
		mu.Unlock()
		if first {
			respond(http.StatusInternalServerError, lockedBody, seen)(w, r)
			return
		}
		respond(http.StatusOK, ok, seen)(w, r)
	}
}

// A port delete and the closing of an outer service are sent again after
// "database is locked": the refusal comes where a second attempt leaves what
// one would. Every other write reports it after one attempt.
func TestDatabaseLockedRepeatsOnlyWhereSafe(t *testing.T) {
	ctx := context.Background()
	port := `{"code":200,"msg":"success","msg_show":"ok","data":{"bean":{"container_port":8080,"protocol":"http"}}}`
	cases := map[string]struct {
		call     func(c *Client) error
		attempts int
	}{
		"delete port": {func(c *Client) error { _, err := c.DeletePort(ctx, testComponent, 8080); return err }, 2},
		"close outer": {func(c *Client) error {
			_, err := c.UpdatePort(ctx, testComponent, 8080, UpdatePortRequest{Action: "close_outer"})
			return err
		}, 2},
		"open outer": {func(c *Client) error {
			_, err := c.UpdatePort(ctx, testComponent, 8080, UpdatePortRequest{Action: "open_outer"})
			return err
		}, 1},
		"add port": {func(c *Client) error {
			_, err := c.AddPort(ctx, testComponent, AddPortRequest{Port: 8080, Protocol: "http"})
			return err
		}, 1},
		"variables": {func(c *Client) error {
			_, err := c.UpdateComponentEnvs(ctx, testComponent, []ComponentEnv{{Name: "A", Value: "1"}})
			return err
		}, 1},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			var seen []recorded
			c := newTestClient(t, lockedOnce(port, &seen))
			err := tc.call(c)
			if len(seen) != tc.attempts {
				t.Fatalf("%d attempts, want %d (err %v)", len(seen), tc.attempts, err)
			}
			if tc.attempts == 1 && (!IsDatabaseLocked(err) || !strings.Contains(err.Error(), "-parallelism=1")) {
				t.Fatalf("err = %v, want the database-locked 500 reported with its advice", err)
			}
			if tc.attempts == 2 && err != nil {
				t.Fatalf("err = %v after a repeat", err)
			}
		})
	}
}
