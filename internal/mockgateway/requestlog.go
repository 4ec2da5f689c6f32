package mockgateway

import (
	"net/http"
	"slices"
	"time"
)

// RequestRecord is one entry of the request log.
type RequestRecord struct {
	Seq           int    `json:"seq"`
	Operation     string `json:"operation"` // empty for an unknown route
	Method        string `json:"method"`
	Path          string `json:"path"`
	RawQuery      string `json:"raw_query"`
	Body          string `json:"body,omitempty"`
	Authorization string `json:"authorization,omitempty"`
	UserAgent     string `json:"user_agent,omitempty"`
	Status        int    `json:"status"` // StatusDrop when the connection was dropped
	// Injected is "fault" or "chaos" when the answer was injected.
	Injected string `json:"injected,omitempty"`
	// Committed says the operation ran, so the model may have changed.
	Committed bool `json:"committed"`
	// At is when the request arrived, for checks of a client's request rate.
	At time.Time `json:"at"`
}

const logLimit = 100000

func (c *controls) begin(op string, r *http.Request, body []byte) *RequestRecord {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.counts[op]++
	c.seq++
	rec := &RequestRecord{
		Seq: c.seq, Operation: op, Method: r.Method, Path: r.URL.Path, RawQuery: r.URL.RawQuery,
		Body: string(body), Authorization: r.Header.Get("Authorization"), UserAgent: r.UserAgent(), At: time.Now(),
	}
	c.log = append(c.log, rec)
	if len(c.log) > logLimit {
		c.log = slices.Delete(c.log, 0, len(c.log)-logLimit)
	}
	return rec
}

func (c *controls) finish(rec *RequestRecord, status int, injected string, committed bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	rec.Status, rec.Injected, rec.Committed = status, injected, committed
}

// Count returns how many requests of an operation arrived, failed ones
// included. Count("") counts requests to unknown routes.
func (g *Gateway) Count(op string) int {
	g.ctl.mu.Lock()
	defer g.ctl.mu.Unlock()
	return g.ctl.counts[op]
}

// Counts returns the request count of every operation seen.
func (g *Gateway) Counts() map[string]int {
	g.ctl.mu.Lock()
	defer g.ctl.mu.Unlock()
	out := make(map[string]int, len(g.ctl.counts))
	for k, v := range g.ctl.counts {
		out[k] = v
	}
	return out
}

// TotalRequests returns the number of requests of all operations.
func (g *Gateway) TotalRequests() int {
	g.ctl.mu.Lock()
	defer g.ctl.mu.Unlock()
	n := 0
	for _, v := range g.ctl.counts {
		n += v
	}
	return n
}

// Requests returns a copy of the request log, oldest first (the last
// 100000 requests).
func (g *Gateway) Requests() []RequestRecord {
	return g.RequestsOf("")
}

// RequestsOf returns the logged requests of one operation ("" for all).
func (g *Gateway) RequestsOf(op string) []RequestRecord {
	g.ctl.mu.Lock()
	defer g.ctl.mu.Unlock()
	out := []RequestRecord{}
	for _, r := range g.ctl.log {
		if op == "" || r.Operation == op {
			out = append(out, *r)
		}
	}
	return out
}

// ResetCounts clears the counters and the request log.
func (g *Gateway) ResetCounts() {
	g.ctl.mu.Lock()
	defer g.ctl.mu.Unlock()
	g.ctl.counts = map[string]int{}
	g.ctl.log = nil
}

// BusiestSecond is the most requests of recs (in the order they arrived)
// that arrived within any one second: the rate a rate-limiting proxy in
// front of the platform would have seen.
func BusiestSecond(recs []RequestRecord) int {
	most := 0
	for i, first := range recs {
		n := 0
		for _, r := range recs[i:] {
			if r.At.Sub(first.At) < time.Second {
				n++
			}
		}
		most = max(most, n)
	}
	return most
}
