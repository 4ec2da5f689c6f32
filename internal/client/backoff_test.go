package client

import (
	"context"
	"sync/atomic"
	"testing"
	"time"
)

// A 503's Retry-After sets the wait, as a 429's does: "0" means at once,
// not after the exponential step.
func TestRetryAfterOn503SetsTheWait(t *testing.T) {
	var n atomic.Int32
	c := newTestClient(t, sequence(&n, status(503, "0"), ok("[]")))
	waits := RecordWaits(c)
	if _, err := c.ListPorts(context.Background(), testComponent); err != nil {
		t.Fatal(err)
	}
	if w := waits.Waits(); len(w) != 1 || w[0] != 0 {
		t.Errorf("waits = %v, want the 0s of Retry-After", w)
	}
}

// A minimum wait of zero or less is the default one.
func TestExpBackoffDefaultMinimum(t *testing.T) {
	for _, minWait := range []time.Duration{0, -time.Second} {
		if d := expBackoff(minWait, time.Minute, 0, 0); d != DefaultRetryWaitMin/2 {
			t.Errorf("expBackoff(min %v) = %v, want %v", minWait, d, DefaultRetryWaitMin/2)
		}
	}
}
