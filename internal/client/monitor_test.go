package client

import (
	"context"
	"strings"
	"testing"
)

// A window the server cannot answer is refused before any request: the
// server answers a bad window with empty series, not an error.
func TestQueryMonitorRangeChecksTheWindowBeforeSending(t *testing.T) {
	var seen []recorded
	c := newTestClient(t, respond(200, `[]`, &seen))
	app := AppRef{TeamID: "t", RegionName: "r", AppID: 1}
	for _, q := range []MonitorRangeQuery{{Start: 10, End: 5}, {Start: 0, End: 5}, {Start: 5, End: 10, Step: -1}} {
		if _, err := c.QueryMonitorRange(context.Background(), app, q); err == nil || !strings.HasPrefix(err.Error(), "QueryMonitorRange: ") {
			t.Errorf("%+v: err = %v", q, err)
		}
	}
	if len(seen) != 0 {
		t.Errorf("%d requests sent: %+v", len(seen), seen)
	}
}

// A window of one instant (end equal to start) is a query like any other.
func TestQueryMonitorRangeOfOneInstant(t *testing.T) {
	var seen []recorded
	c := newTestClient(t, respond(200, `[]`, &seen))
	if _, err := c.QueryMonitorRange(context.Background(), AppRef{TeamID: "t", RegionName: "r", AppID: 1}, MonitorRangeQuery{Start: 5, End: 5}); err != nil {
		t.Fatal(err)
	}
	if len(seen) != 1 || seen[0].RawQuery != "end=5&start=5&step=60" {
		t.Errorf("requests: %+v", seen)
	}
}
