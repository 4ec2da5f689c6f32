package controls

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"time"
)

// lateHoldLimit bounds how long a request of a CommitLater fault waits for
// its client to give up; then the mock hangs up itself.
const lateHoldLimit = 2 * time.Minute

// lateCommit is a change a request will make after its client gave up.
type lateCommit struct {
	path      string
	remaining int // further requests to path before it is made
	run       func()
}

// HoldForLateCommit answers nothing: it waits until the client hangs up
// (its timeout), then queues the operation, which serve runs, to run
// before the dec.CommitLater-th further request to the same path.
func (c *Controls) HoldForLateCommit(w http.ResponseWriter, r *http.Request, body []byte, rec *RequestRecord, dec *Decision, serve func(*http.Request)) {
	t := time.NewTimer(lateHoldLimit)
	defer t.Stop()
	gaveUp := true
	select {
	case <-r.Context().Done():
	case <-t.C:
		gaveUp = false
	}
	later := r.Clone(context.Background())
	later.Body = io.NopCloser(bytes.NewReader(body))
	c.mu.Lock()
	c.late = append(c.late, &lateCommit{path: r.URL.Path, remaining: dec.CommitLater, run: func() {
		serve(later)
		c.Finish(rec, StatusDrop, dec.Source, true)
	}})
	c.mu.Unlock()
	// Logged once queued, so that a request the log shows after this one
	// counts towards the commit.
	c.Finish(rec, StatusDrop, dec.Source, false)
	if !gaveUp {
		dropConnection(w)
	}
}

// CommitLate counts a request to path against the queued late changes, and
// makes those that are due, before the request is served.
func (c *Controls) CommitLate(path string) {
	c.mu.Lock()
	var due, waiting []*lateCommit
	for _, l := range c.late {
		if l.path == path {
			l.remaining--
		}
		if l.remaining <= 0 {
			due = append(due, l)
		} else {
			waiting = append(waiting, l)
		}
	}
	c.late = waiting
	c.mu.Unlock()
	for _, l := range due {
		l.run()
	}
}
