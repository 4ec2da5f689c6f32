package client

import (
	"context"
	"net/http"
	"net/http/httptrace"
	"sync/atomic"
	"time"
)

// callState follows one operation across its attempts. The retry policy and
// the final error need to know what the attempts did on the wire, which
// go-retryablehttp does not tell them.
type callState struct {
	op, method, path string
	writes           bool // the operation may change the server
	lockRepeatable   lockRefusalRepeatable
	// callerRepeats: the caller sends a refused write again itself
	// (CallerRepeatsLockRefusals).
	callerRepeats bool

	// attempts and mayHaveActed are only touched on the calling goroutine:
	// RoundTrip and CheckRetry run there, one attempt after the other.
	attempts     int
	mayHaveActed bool // some attempt of a write may have reached the server
	// mayHaveActedBefore is mayHaveActed as it was before the latest attempt.
	mayHaveActedBefore bool

	// wrote is set from the transport's writer goroutine once the latest
	// attempt's request headers were written. Until then the server cannot
	// have seen a complete request.
	wrote atomic.Bool
}

type callStateKey struct{}

func withCallState(ctx context.Context, st *callState) context.Context {
	return context.WithValue(ctx, callStateKey{}, st)
}

func callStateFrom(ctx context.Context) *callState {
	st, _ := ctx.Value(callStateKey{}).(*callState)
	return st
}

// takeWrote reports whether the latest attempt wrote its headers, and clears
// the flag for the next attempt.
func (st *callState) takeWrote() bool { return st.wrote.Swap(false) }

// attemptTracker wraps the transport: it counts attempts, watches whether a
// request left the client, and logs one line per attempt.
type attemptTracker struct {
	next  http.RoundTripper
	pacer *pacer // nil: no limit on the request rate
}

func (t *attemptTracker) RoundTrip(req *http.Request) (*http.Response, error) {
	if t.pacer != nil {
		// Every attempt waits its turn, retries included; Ctrl-C or the
		// deadline ends the wait.
		if err := t.pacer.wait(req.Context()); err != nil {
			return nil, err
		}
	}
	st := callStateFrom(req.Context())
	if st == nil {
		return t.next.RoundTrip(req)
	}
	st.attempts++
	st.mayHaveActedBefore = st.mayHaveActed
	st.wrote.Store(false)
	trace := &httptrace.ClientTrace{WroteHeaders: func() { st.wrote.Store(true) }}
	req = req.WithContext(httptrace.WithClientTrace(req.Context(), trace))

	start := time.Now()
	resp, err := t.next.RoundTrip(req)
	elapsed := time.Since(start)

	if st.writes {
		if (err != nil && st.wrote.Load()) || (resp != nil && resp.StatusCode >= 500) {
			st.mayHaveActed = true
		}
	}
	logAttempt(req.Context(), st, resp, err, elapsed)
	return resp, err
}

func isWrite(method string) bool {
	switch method {
	case http.MethodGet, http.MethodHead, http.MethodOptions:
		return false
	}
	return true
}
