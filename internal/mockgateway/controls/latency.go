package controls

import (
	"time"
)

// LatencyFor is how long a request of op waits before it is handled.
func (c *Controls) LatencyFor(op string) time.Duration {
	c.mu.Lock()
	defer c.mu.Unlock()
	if d, ok := c.opLatency[op]; ok {
		return d
	}
	return c.latency
}

// SetLatency delays every request by d before it is handled (0 for none).
func (c *Controls) SetLatency(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.latency = d
}

// SetOperationLatency delays the requests of one operation by d, overriding
// SetLatency for it; a negative d removes the override.
func (c *Controls) SetOperationLatency(op string, d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if d < 0 {
		delete(c.opLatency, op)
		return
	}
	c.opLatency[op] = d
}

// ResetLatency removes all latency.
func (c *Controls) ResetLatency() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.latency = 0
	c.opLatency = map[string]time.Duration{}
}
