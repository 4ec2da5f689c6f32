package mockgateway

// The test controls' Go hooks on the Gateway, kept where they were before
// the controls room (controls/) took their state: each is a thin call into
// the room, which documents it in full.

import (
	"net/http"
	"net/url"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway/controls"
)

// StatusDrop as a fault status means: hang up without an answer.
const StatusDrop = controls.StatusDrop

type (
	// Fault fails requests that match all of its non-empty selectors.
	Fault = controls.Fault
	// Chaos fails a random share of requests, in an order fixed by its seed.
	Chaos = controls.Chaos
	// RequestRecord is one entry of the request log.
	RequestRecord = controls.RequestRecord
)

// WithUpstream makes the gateway a recorder in front of a real console at
// base (its address, as the provider's base_url): each request is counted
// and logged under the operation the mock would have run, faults and
// latency apply as usual, and the console answers instead of the model.
// After each answer to a request other than a read, changed runs, before
// the client gets the answer: it may Load the console's objects into the
// model, so that the model's reads tell what the console holds.
func WithUpstream(base *url.URL, changed func()) Option {
	return func(g *Gateway) { g.upstream = controls.Upstream(base, changed) }
}

// WithIngress serves the gateway behind an ingress that routes only the
// paths under prefix (such as "/console") to it, with the prefix stripped,
// and answers every other path with the ingress's own HTML 404 page: a
// console reached through a reverse proxy, where a base URL that lacks the
// prefix gets a 404 that is not the platform's.
func WithIngress(prefix string) Option {
	return func(g *Gateway) { g.ingress = controls.IngressPrefix(prefix) }
}

// behindIngress wraps h in the ingress of WithIngress; without one it is h.
func (g *Gateway) behindIngress(h http.Handler) http.Handler {
	return controls.BehindIngress(g.ingress, h)
}

// AddFault installs a fault and returns its id for RemoveFault. Faults are
// checked in the order they were added; the first match wins.
func (g *Gateway) AddFault(f Fault) int { return g.ctl.AddFault(f) }

// FailNext makes the next n requests of an operation fail with status
// before the operation runs. A shorthand for AddFault.
func (g *Gateway) FailNext(op string, n, status int) int { return g.ctl.FailNext(op, n, status) }

// FailNextAfterCommit makes the next n requests of an operation run and
// then answer status, as if the answer were lost on the way back.
func (g *Gateway) FailNextAfterCommit(op string, n, status int) int {
	return g.ctl.FailNextAfterCommit(op, n, status)
}

// DropNext hangs up on the next n requests of an operation, before the
// operation runs, or after it with afterCommit.
func (g *Gateway) DropNext(op string, n int, afterCommit bool) int {
	return g.ctl.DropNext(op, n, afterCommit)
}

// RemoveFault removes one fault; it reports whether it was still there.
func (g *Gateway) RemoveFault(id int) bool { return g.ctl.RemoveFault(id) }

// PendingFaults returns the installed faults, with Times set to what is
// left of each.
func (g *Gateway) PendingFaults() []Fault { return g.ctl.PendingFaults() }

// SetChaos starts failing a random share of requests; nil stops it.
func (g *Gateway) SetChaos(ch *Chaos) { g.ctl.SetChaos(ch) }

// ResetFaults removes every fault and stops chaos; changes waiting to be
// committed late are dropped.
func (g *Gateway) ResetFaults() { g.ctl.ResetFaults() }

// SetLatency delays every request by d before it is handled (0 for none).
func (g *Gateway) SetLatency(d time.Duration) { g.ctl.SetLatency(d) }

// SetOperationLatency delays the requests of one operation by d, overriding
// SetLatency for it; a negative d removes the override.
func (g *Gateway) SetOperationLatency(op string, d time.Duration) { g.ctl.SetOperationLatency(op, d) }

// ResetLatency removes all latency.
func (g *Gateway) ResetLatency() { g.ctl.ResetLatency() }

// Count returns how many requests of an operation arrived, failed ones
// included. Count("") counts requests to unknown routes.
func (g *Gateway) Count(op string) int { return g.ctl.Count(op) }

// Counts returns the request count of every operation seen.
func (g *Gateway) Counts() map[string]int { return g.ctl.Counts() }

// TotalRequests returns the number of requests of all operations.
func (g *Gateway) TotalRequests() int { return g.ctl.TotalRequests() }

// Requests returns a copy of the request log, oldest first (the last
// 100000 requests).
func (g *Gateway) Requests() []RequestRecord { return g.ctl.Requests() }

// RequestsOf returns the logged requests of one operation ("" for all).
func (g *Gateway) RequestsOf(op string) []RequestRecord { return g.ctl.RequestsOf(op) }

// ResetCounts clears the counters and the request log.
func (g *Gateway) ResetCounts() { g.ctl.ResetCounts() }

// BusiestSecond is the most requests of recs (in the order they arrived)
// that arrived within any one second: the rate a rate-limiting proxy in
// front of the platform would have seen.
func BusiestSecond(recs []RequestRecord) int { return controls.BusiestSecond(recs) }

// SetSQLiteLocks answers a write that starts while another write of any
// component is in flight with the console's 500 "database is locked", and
// holds each write for hold before it runs; a port add waits for the lock
// instead. A hold of 0 turns it off (controls/sqlite_locks.go says which
// writes).
func (g *Gateway) SetSQLiteLocks(hold time.Duration) { g.locks.Set(hold) }
