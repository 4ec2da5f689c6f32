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

// Ptr and Deref build and read the optional fields of requests and models,
// in the package's tests and in its tests through the mock (client_test).
func Ptr[T any](v T) *T { return &v }

// Deref is *p, or the zero value when p is nil.
func Deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}
