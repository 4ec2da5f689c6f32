package mockgateway

import (
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// The admin API's endpoints for the test knobs: faults, chaos, latency, the
// request log and the tokens.

func (g *Gateway) controlRoutes(route adminRoutes) {
	g.faultRoutes(route)
	g.latencyRoutes(route)
	g.logRoutes(route)
	route("PUT /_mock/tokens", g.adminTokens)
}

func (g *Gateway) faultRoutes(route adminRoutes) {
	route("GET /_mock/faults", func(*http.Request, []byte) (any, error) { return g.PendingFaults(), nil })
	route("POST /_mock/faults", func(_ *http.Request, b []byte) (any, error) {
		var f struct {
			Fault
			Drop bool `json:"drop"`
		}
		if err := strictJSON(b, &f); err != nil {
			return nil, err
		}
		if f.Drop {
			f.Status = StatusDrop
		}
		if f.Status == 0 {
			return nil, errors.New("a fault needs a status (or \"drop\": true)")
		}
		return map[string]int{"id": g.AddFault(f.Fault)}, nil
	})
	route("DELETE /_mock/faults/{id}", func(r *http.Request, _ []byte) (any, error) {
		id, err := strconv.Atoi(r.PathValue("id"))
		if err != nil || !g.RemoveFault(id) {
			return nil, notFoundErr("fault %q", r.PathValue("id"))
		}
		return nil, nil
	})
	route("DELETE /_mock/faults", func(*http.Request, []byte) (any, error) { g.ResetFaults(); return nil, nil })
	route("PUT /_mock/chaos", func(_ *http.Request, b []byte) (any, error) {
		var ch Chaos
		if err := strictJSON(b, &ch); err != nil {
			return nil, err
		}
		if ch.Ratio < 0 || ch.Ratio > 1 {
			return nil, errors.New("ratio must be within 0..1")
		}
		g.SetChaos(&ch)
		return nil, nil
	})
	route("DELETE /_mock/chaos", func(*http.Request, []byte) (any, error) { g.SetChaos(nil); return nil, nil })
}

func (g *Gateway) latencyRoutes(route adminRoutes) {
	route("PUT /_mock/latency", func(_ *http.Request, b []byte) (any, error) {
		var l struct {
			Latency   string `json:"latency"`
			MS        *int64 `json:"ms"`
			Operation string `json:"operation"`
		}
		if err := strictJSON(b, &l); err != nil {
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
			g.SetOperationLatency(l.Operation, d)
		} else {
			g.SetLatency(d)
		}
		return nil, nil
	})
	route("DELETE /_mock/latency", func(*http.Request, []byte) (any, error) { g.ResetLatency(); return nil, nil })
	// The SQLite console's refusal of overlapping writes (SetSQLiteLocks).
	route("PUT /_mock/sqlite-locks", func(_ *http.Request, b []byte) (any, error) {
		var l struct {
			Hold string `json:"hold"`
		}
		if err := strictJSON(b, &l); err != nil {
			return nil, err
		}
		d, err := time.ParseDuration(l.Hold)
		if err != nil {
			return nil, err
		}
		g.SetSQLiteLocks(d)
		return nil, nil
	})
	route("DELETE /_mock/sqlite-locks", func(*http.Request, []byte) (any, error) { g.SetSQLiteLocks(0); return nil, nil })
}

func (g *Gateway) logRoutes(route adminRoutes) {
	route("GET /_mock/counts", func(*http.Request, []byte) (any, error) {
		return map[string]any{"total": g.TotalRequests(), "operations": g.Counts()}, nil
	})
	route("DELETE /_mock/counts", func(*http.Request, []byte) (any, error) { g.ResetCounts(); return nil, nil })
	route("GET /_mock/requests", func(r *http.Request, _ []byte) (any, error) {
		return g.RequestsOf(r.URL.Query().Get("operation")), nil
	})
	route("DELETE /_mock/requests", func(*http.Request, []byte) (any, error) { g.ResetCounts(); return nil, nil })
}

// adminTokens replaces the admin token and, when given, the user token.
func (g *Gateway) adminTokens(_ *http.Request, b []byte) (any, error) {
	var tk struct {
		Token     string  `json:"token"`
		UserToken *string `json:"user_token"`
	}
	if err := strictJSON(b, &tk); err != nil {
		return nil, err
	}
	if tk.Token == "" {
		return nil, errors.New("token must not be empty")
	}
	g.mu.Lock()
	user := g.user
	g.mu.Unlock()
	if tk.UserToken != nil {
		user = *tk.UserToken
	}
	g.SetTokens(tk.Token, user)
	return nil, nil
}

// adminReset resets everything, or the parts named in the body:
// {"model":true,"faults":true,"latency":true,"counts":true}.
func (g *Gateway) adminReset(_ *http.Request, b []byte) (any, error) {
	var parts struct {
		Model   bool `json:"model"`
		Faults  bool `json:"faults"`
		Latency bool `json:"latency"`
		Counts  bool `json:"counts"`
	}
	if len(strings.TrimSpace(string(b))) > 0 {
		if err := strictJSON(b, &parts); err != nil {
			return nil, err
		}
	}
	if !parts.Model && !parts.Faults && !parts.Latency && !parts.Counts {
		g.Reset()
		return nil, nil
	}
	if parts.Model {
		g.ResetModel()
	}
	if parts.Faults {
		g.ResetFaults()
	}
	if parts.Latency {
		g.ResetLatency()
	}
	if parts.Counts {
		g.ResetCounts()
	}
	return nil, nil
}
