package client

import (
	"sync"
	"time"
)

// WaitRecorder collects the waits a client chose between attempts.
type WaitRecorder struct {
	mu    sync.Mutex
	waits []time.Duration
}

// RecordWaits makes c report every wait to the returned recorder.
func RecordWaits(c *Client) *WaitRecorder {
	r := &WaitRecorder{}
	c.onBackoff = func(d time.Duration) {
		r.mu.Lock()
		defer r.mu.Unlock()
		r.waits = append(r.waits, d)
	}
	return r
}

// Waits returns the waits so far.
func (r *WaitRecorder) Waits() []time.Duration {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]time.Duration(nil), r.waits...)
}
