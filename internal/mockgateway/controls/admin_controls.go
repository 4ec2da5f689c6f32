package controls

import (
	"errors"
	"net/http"
	"strconv"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway/store"
)

// The admin API's endpoints for the test knobs: faults, chaos, latency,
// the SQLite locks and the request log. The tokens' endpoint is the front
// door's (admin_session.go).

// Routes registers the knobs' endpoints, over c and locks.
func (c *Controls) Routes(route AdminRoutes, locks *SQLiteLocks) {
	c.faultRoutes(route)
	c.latencyRoutes(route, locks)
	c.logRoutes(route)
}

func (c *Controls) faultRoutes(route AdminRoutes) {
	route("GET /_mock/faults", func(*http.Request, []byte) (any, error) { return c.PendingFaults(), nil })
	route("POST /_mock/faults", func(_ *http.Request, b []byte) (any, error) {
		var f struct {
			Fault
			Drop bool `json:"drop"`
		}
		if err := StrictJSON(b, &f); err != nil {
			return nil, err
		}
		if f.Drop {
			f.Status = StatusDrop
		}
		if f.Status == 0 {
			return nil, errors.New("a fault needs a status (or \"drop\": true)")
		}
		return map[string]int{"id": c.AddFault(f.Fault)}, nil
	})
	route("DELETE /_mock/faults/{id}", func(r *http.Request, _ []byte) (any, error) {
		id, err := strconv.Atoi(r.PathValue("id"))
		if err != nil || !c.RemoveFault(id) {
			return nil, store.NotFoundErr("fault %q", r.PathValue("id"))
		}
		return nil, nil
	})
	route("DELETE /_mock/faults", func(*http.Request, []byte) (any, error) { c.ResetFaults(); return nil, nil })
	route("PUT /_mock/chaos", func(_ *http.Request, b []byte) (any, error) {
		var ch Chaos
		if err := StrictJSON(b, &ch); err != nil {
			return nil, err
		}
		if ch.Ratio < 0 || ch.Ratio > 1 {
			return nil, errors.New("ratio must be within 0..1")
		}
		c.SetChaos(&ch)
		return nil, nil
	})
	route("DELETE /_mock/chaos", func(*http.Request, []byte) (any, error) { c.SetChaos(nil); return nil, nil })
}

func (c *Controls) latencyRoutes(route AdminRoutes, locks *SQLiteLocks) {
	route("PUT /_mock/latency", func(_ *http.Request, b []byte) (any, error) {
		var l struct {
			Latency   string `json:"latency"`
			MS        *int64 `json:"ms"`
			Operation string `json:"operation"`
		}
		if err := StrictJSON(b, &l); err != nil {
			return nil, err
		}
		var d time.Duration
		switch {
		case l.MS != nil:
			d = time.Duration(*l.MS) * time.Millisecond
		case l.Latency != "":
			var err error
			if d, err = time.ParseDuration(l.Latency); err != nil {
				return nil, err
			}
		}
		if l.Operation != "" {
			c.SetOperationLatency(l.Operation, d)
		} else {
			c.SetLatency(d)
		}
		return nil, nil
	})
	route("DELETE /_mock/latency", func(*http.Request, []byte) (any, error) { c.ResetLatency(); return nil, nil })
	// The SQLite console's refusal of overlapping writes (SetSQLiteLocks).
	route("PUT /_mock/sqlite-locks", func(_ *http.Request, b []byte) (any, error) {
		var l struct {
			Hold string `json:"hold"`
		}
		if err := StrictJSON(b, &l); err != nil {
			return nil, err
		}
		d, err := time.ParseDuration(l.Hold)
		if err != nil {
			return nil, err
		}
		locks.Set(d)
		return nil, nil
	})
	route("DELETE /_mock/sqlite-locks", func(*http.Request, []byte) (any, error) { locks.Set(0); return nil, nil })
}

func (c *Controls) logRoutes(route AdminRoutes) {
	route("GET /_mock/counts", func(*http.Request, []byte) (any, error) {
		return map[string]any{"total": c.TotalRequests(), "operations": c.Counts()}, nil
	})
	route("DELETE /_mock/counts", func(*http.Request, []byte) (any, error) { c.ResetCounts(); return nil, nil })
	route("GET /_mock/requests", func(r *http.Request, _ []byte) (any, error) {
		return c.RequestsOf(r.URL.Query().Get("operation")), nil
	})
	route("DELETE /_mock/requests", func(*http.Request, []byte) (any, error) { c.ResetCounts(); return nil, nil })
}
