package controls

import (
	"math/rand"
	"net/http"
	"path"
	"slices"
	"strings"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway/console"
)

// StatusDrop as a fault status means: hang up without an answer (the
// connection is hijacked and closed).
const StatusDrop = -1

// Fault fails requests that match all of its non-empty selectors.
type Fault struct {
	// Operation is an operation name (OpAddPort, ...); empty matches any.
	Operation string `json:"operation,omitempty"`
	// Method is an HTTP method; empty matches any.
	Method string `json:"method,omitempty"`
	// Path is a path.Match pattern on the URL path ("*" stays inside one
	// segment); a pattern ending in "/**" matches the whole subtree.
	Path string `json:"path,omitempty"`
	// Times is how many matching requests fail: 0 means 1, a negative value
	// means every one until the fault is removed.
	Times int `json:"times,omitempty"`
	// Status is the HTTP status to answer, or StatusDrop.
	Status int `json:"status"`
	// Shape is the error body; empty picks one from the status.
	Shape console.Shape `json:"shape,omitempty"`
	// Message goes into the body's msg / msg_show / detail.
	Message string `json:"message,omitempty"`
	// RetryAfter, when set, is sent as the Retry-After header.
	RetryAfter string `json:"retry_after,omitempty"`
	// AfterCommit runs the operation first (the model changes) and then
	// answers the fault instead of the real answer.
	AfterCommit bool `json:"after_commit,omitempty"`
	// CommitLater, when positive, holds the request without an answer
	// until its client gives up (Status is not used), and makes the change
	// later: just before the CommitLater-th further request to the same
	// path is served. It is a server still at work after the client's
	// timeout, which commits after the client has looked once or more.
	CommitLater int `json:"commit_later,omitempty"`
}

// Chaos fails a random share of requests. The sequence of choices is fixed
// by Seed, so a run that sends the same requests in the same order sees the
// same failures.
type Chaos struct {
	// Ratio is the share of requests that fail, 0..1.
	Ratio float64 `json:"ratio"`
	Seed  int64   `json:"seed"`
	// Statuses to pick from, uniformly; StatusDrop hangs up. Default:
	// 429, 502, 503 and StatusDrop.
	Statuses []int `json:"statuses,omitempty"`
	// AfterCommitRatio is the share of the failures that happen after the
	// operation has run, 0..1. 429 and 503 are never after commit: they are
	// refusals, as from a real rate limiter or proxy.
	AfterCommitRatio float64 `json:"after_commit_ratio,omitempty"`
	// RetryAfter is sent with every 429 and 503; default "1".
	RetryAfter string `json:"retry_after,omitempty"`
	// Operations limits chaos to these operations; empty means all.
	Operations []string `json:"operations,omitempty"`
}

type faultEntry struct {
	id        int
	f         Fault
	remaining int // negative: unlimited
}

// Decision is an injected answer.
type Decision struct {
	Status      int
	shape       console.Shape
	msg         string
	retryAfter  string
	AfterCommit bool
	// Source is "fault" or "chaos", as the request log records it.
	Source      string
	CommitLater int
}

func (f *Fault) matches(op string, r *http.Request) bool {
	if f.Operation != "" && f.Operation != op {
		return false
	}
	if f.Method != "" && !strings.EqualFold(f.Method, r.Method) {
		return false
	}
	if f.Path != "" {
		if prefix, tree := strings.CutSuffix(f.Path, "/**"); tree {
			return r.URL.Path == prefix || strings.HasPrefix(r.URL.Path, prefix+"/")
		}
		if m, _ := path.Match(f.Path, r.URL.Path); !m {
			return false
		}
	}
	return true
}

// Decide picks the injected answer to a request of op, or nil for none.
func (c *Controls) Decide(op string, r *http.Request) *Decision {
	c.mu.Lock()
	defer c.mu.Unlock()
	for i, e := range c.faults {
		if !e.f.matches(op, r) {
			continue
		}
		if e.remaining > 0 {
			e.remaining--
			if e.remaining == 0 {
				c.faults = slices.Delete(c.faults, i, i+1)
			}
		}
		return &Decision{e.f.Status, e.f.Shape, e.f.Message, e.f.RetryAfter, e.f.AfterCommit, "fault", e.f.CommitLater}
	}
	ch := c.chaos
	if ch == nil || op == "" || (len(ch.Operations) > 0 && !slices.Contains(ch.Operations, op)) {
		return nil
	}
	if c.rng.Float64() >= ch.Ratio {
		return nil
	}
	statuses := ch.Statuses
	if len(statuses) == 0 {
		statuses = []int{http.StatusTooManyRequests, http.StatusBadGateway, http.StatusServiceUnavailable, StatusDrop}
	}
	d := &Decision{Status: statuses[c.rng.Intn(len(statuses))], Source: "chaos"}
	// A 429 is a refusal: real rate limiters send it without passing the
	// request on, and clients rely on that to retry a POST. Chaos keeps its
	// 503 before the change too, as an overloaded server does; a proxy's
	// 503 after a commit is a Fault with AfterCommit. Only the other
	// statuses and hang-ups may come after the change was made. The draw is taken either way, so that a seed
	// gives the same sequence whatever the statuses are.
	after := c.rng.Float64() < ch.AfterCommitRatio
	d.AfterCommit = after && d.Status != http.StatusTooManyRequests && d.Status != http.StatusServiceUnavailable
	if d.Status == http.StatusTooManyRequests || d.Status == http.StatusServiceUnavailable {
		d.retryAfter = ch.RetryAfter
		if d.retryAfter == "" {
			d.retryAfter = "1"
		}
	}
	if d.Status == http.StatusTooManyRequests {
		d.msg = "called too frequently"
	}
	return d
}

// Write answers the injected fault, or hangs up.
func (d *Decision) Write(w http.ResponseWriter) {
	if d.Status == StatusDrop {
		dropConnection(w)
		return
	}
	if d.retryAfter != "" {
		w.Header().Set("Retry-After", d.retryAfter)
	}
	console.WriteReply(w, console.ShapedError(d.Status, d.shape, d.msg))
}

// dropConnection closes the connection without an answer. Where hijacking
// is impossible (HTTP/2, recorders) the handler aborts, which net/http
// turns into a reset stream or closed connection.
func dropConnection(w http.ResponseWriter) {
	if hj, ok := w.(http.Hijacker); ok {
		if conn, _, err := hj.Hijack(); err == nil {
			_ = conn.Close()
			return
		}
	}
	panic(http.ErrAbortHandler)
}

// AddFault installs a fault and returns its id for RemoveFault. Faults are
// checked in the order they were added; the first match wins.
func (c *Controls) AddFault(f Fault) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.nextID++
	n := f.Times
	if n == 0 {
		n = 1
	}
	c.faults = append(c.faults, &faultEntry{id: c.nextID, f: f, remaining: n})
	return c.nextID
}

// FailNext makes the next n requests of an operation fail with status
// before the operation runs. A shorthand for AddFault.
func (c *Controls) FailNext(op string, n, status int) int {
	return c.AddFault(Fault{Operation: op, Times: n, Status: status})
}

// FailNextAfterCommit makes the next n requests of an operation run and
// then answer status, as if the answer were lost on the way back.
func (c *Controls) FailNextAfterCommit(op string, n, status int) int {
	return c.AddFault(Fault{Operation: op, Times: n, Status: status, AfterCommit: true})
}

// DropNext hangs up on the next n requests of an operation, before the
// operation runs, or after it with afterCommit.
func (c *Controls) DropNext(op string, n int, afterCommit bool) int {
	return c.AddFault(Fault{Operation: op, Times: n, Status: StatusDrop, AfterCommit: afterCommit})
}

// RemoveFault removes one fault; it reports whether it was still there.
func (c *Controls) RemoveFault(id int) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	before := len(c.faults)
	c.faults = slices.DeleteFunc(c.faults, func(e *faultEntry) bool { return e.id == id })
	return len(c.faults) != before
}

// PendingFaults returns the installed faults, with Times set to what is
// left of each.
func (c *Controls) PendingFaults() []Fault {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := make([]Fault, 0, len(c.faults))
	for _, e := range c.faults {
		f := e.f
		f.Times = e.remaining
		out = append(out, f)
	}
	return out
}

// SetChaos starts failing a random share of requests; nil stops it.
func (c *Controls) SetChaos(ch *Chaos) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if ch == nil {
		c.chaos, c.rng = nil, nil
		return
	}
	cp := *ch
	cp.Statuses = slices.Clone(ch.Statuses)
	cp.Operations = slices.Clone(ch.Operations)
	c.chaos = &cp
	c.rng = rand.New(rand.NewSource(ch.Seed))
}

// ResetFaults removes every fault and stops chaos; changes waiting to be
// committed late are dropped.
func (c *Controls) ResetFaults() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.faults, c.chaos, c.rng, c.late = nil, nil, nil, nil
}
