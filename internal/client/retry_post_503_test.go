package client

import (
	"context"
	"sync/atomic"
	"testing"
)

// A 503 after the console committed (a proxy in front of a console that
// acted) carries Retry-After as readily as one before: a repeated POST
// would make a second object. The create is sent once and fails as one
// that may have acted, so that the family's adoption rule looks for it.
func TestPostNotRepeatedOn503WithRetryAfter(t *testing.T) {
	for _, ra := range []string{"0", "1", ""} {
		var n atomic.Int32
		c := newTestClient(t, sequence(&n, status(503, ra), ok(portJSON)))
		_, err := c.AddPort(context.Background(), testComponent, AddPortRequest{Port: 80, Protocol: "http"})
		if n.Load() != 1 {
			t.Errorf("Retry-After %q: %d POSTs, want 1", ra, n.Load())
		}
		if !IsStatus(err, 503) || !MayHaveActed(err) || !IsOutcomeUnknown(err) {
			t.Errorf("Retry-After %q: err = %v, want a 503 that may have acted", ra, err)
		}
	}
	// The platform's refusals before any work still repeat the POST.
	var n atomic.Int32
	c := newTestClient(t, sequence(&n, status(429, "0"), ok(portJSON)))
	if _, err := c.AddPort(context.Background(), testComponent, AddPortRequest{Port: 80, Protocol: "http"}); err != nil || n.Load() != 2 {
		t.Errorf("429: err %v after %d POSTs, want success after 2", err, n.Load())
	}
}
