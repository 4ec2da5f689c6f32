package mockgateway

import (
	"time"
)

func (c *controls) latencyFor(op string) time.Duration {
	c.mu.Lock()
	defer c.mu.Unlock()
	if d, ok := c.opLatency[op]; ok {
		return d
	}
	return c.latency
}

// SetLatency delays every request by d before it is handled (0 for none).
func (g *Gateway) SetLatency(d time.Duration) {
	g.ctl.mu.Lock()
	defer g.ctl.mu.Unlock()
	g.ctl.latency = d
}

// SetOperationLatency delays the requests of one operation by d, overriding
// SetLatency for it; a negative d removes the override.
func (g *Gateway) SetOperationLatency(op string, d time.Duration) {
	g.ctl.mu.Lock()
	defer g.ctl.mu.Unlock()
	if d < 0 {
		delete(g.ctl.opLatency, op)
		return
	}
	g.ctl.opLatency[op] = d
}

// ResetLatency removes all latency.
func (g *Gateway) ResetLatency() {
	g.ctl.mu.Lock()
	defer g.ctl.mu.Unlock()
	g.ctl.latency = 0
	g.ctl.opLatency = map[string]time.Duration{}
}
