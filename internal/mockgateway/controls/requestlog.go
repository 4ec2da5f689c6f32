package controls

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

// Begin counts a request of op and logs it; Finish completes its record.
func (c *Controls) Begin(op string, r *http.Request, body []byte) *RequestRecord {
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

// Finish records how a logged request ended.
func (c *Controls) Finish(rec *RequestRecord, status int, injected string, committed bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	rec.Status, rec.Injected, rec.Committed = status, injected, committed
}

// Count returns how many requests of an operation arrived, failed ones
// included. Count("") counts requests to unknown routes.
func (c *Controls) Count(op string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.counts[op]
}

// Counts returns the request count of every operation seen.
func (c *Controls) Counts() map[string]int {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := make(map[string]int, len(c.counts))
	for k, v := range c.counts {
		out[k] = v
	}
	return out
}

// TotalRequests returns the number of requests of all operations.
func (c *Controls) TotalRequests() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := 0
	for _, v := range c.counts {
		n += v
	}
	return n
}

// Requests returns a copy of the request log, oldest first (the last
// 100000 requests).
func (c *Controls) Requests() []RequestRecord {
	return c.RequestsOf("")
}

// RequestsOf returns the logged requests of one operation ("" for all).
func (c *Controls) RequestsOf(op string) []RequestRecord {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := []RequestRecord{}
	for _, r := range c.log {
		if op == "" || r.Operation == op {
			out = append(out, *r)
		}
	}
	return out
}

// ResetCounts clears the counters and the request log.
func (c *Controls) ResetCounts() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.counts = map[string]int{}
	c.log = nil
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
