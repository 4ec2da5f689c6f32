package mockgateway

import (
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// AdminPrefix is where the admin API lives.
const AdminPrefix = "/_mock/"

// NewServerHandler serves the gateway and, under AdminPrefix, its admin
// API. The admin API needs no token and answers only loopback clients.
func NewServerHandler(g *Gateway) http.Handler {
	admin := g.adminMux()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(r.URL.Path, AdminPrefix) {
			g.ServeHTTP(w, r)
			return
		}
		if !isLoopback(r.RemoteAddr) {
			writeReply(w, reply{http.StatusForbidden, map[string]any{"error": "the admin API answers loopback clients only"}})
			return
		}
		admin.ServeHTTP(w, r)
	})
}

func isLoopback(remoteAddr string) bool {
	host, _, err := net.SplitHostPort(remoteAddr)
	if err != nil {
		host = remoteAddr
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// adminFunc answers a value (200), or an error: ErrNotFound gives 404,
// anything else 400.
type adminFunc func(r *http.Request, body []byte) (any, error)

func (g *Gateway) adminMux() *http.ServeMux {
	mux := http.NewServeMux()
	h := func(pattern string, fn adminFunc) {
		mux.HandleFunc(pattern, func(w http.ResponseWriter, r *http.Request) {
			body, _ := io.ReadAll(io.LimitReader(r.Body, 64<<20))
			v, err := fn(r, body)
			switch {
			case errors.Is(err, ErrNotFound):
				writeReply(w, reply{http.StatusNotFound, map[string]any{"error": err.Error()}})
			case err != nil:
				writeReply(w, reply{http.StatusBadRequest, map[string]any{"error": err.Error()}})
			case v == nil:
				writeReply(w, ok(map[string]any{"ok": true}))
			default:
				writeReply(w, ok(v))
			}
		})
	}
	mux.HandleFunc("/_mock/", func(w http.ResponseWriter, r *http.Request) {
		writeReply(w, reply{http.StatusNotFound, map[string]any{"error": "no admin endpoint " + r.Method + " " + r.URL.Path}})
	})

	h("GET /_mock/health", func(*http.Request, []byte) (any, error) { return nil, nil })
	h("GET /_mock/state", func(*http.Request, []byte) (any, error) { return g.Snapshot(), nil })
	h("PUT /_mock/state", func(_ *http.Request, b []byte) (any, error) {
		f, err := ParseFixture(b)
		if err != nil {
			return nil, err
		}
		return nil, g.Load(f)
	})
	h("POST /_mock/fixture", g.adminMergeFixture)
	h("POST /_mock/reset", g.adminReset)

	// Ports.
	h("GET /_mock/ports", func(r *http.Request, _ []byte) (any, error) {
		service := r.URL.Query().Get("service")
		ports := g.Ports(service)
		if ports == nil {
			return nil, notFoundErr("component %q", service)
		}
		return ports, nil
	})
	h("GET /_mock/ports/{service}/{port}", func(r *http.Request, _ []byte) (any, error) {
		n, err := portValue(r)
		if err != nil {
			return nil, err
		}
		p, found := g.Port(r.PathValue("service"), n)
		if !found {
			return nil, notFoundErr("port %d of %q", n, r.PathValue("service"))
		}
		return p, nil
	})
	h("POST /_mock/ports", func(_ *http.Request, b []byte) (any, error) {
		var p Port
		if err := strictJSON(b, &p); err != nil {
			return nil, err
		}
		return g.PutPort(p)
	})
	h("PATCH /_mock/ports/{service}/{port}", func(r *http.Request, b []byte) (any, error) {
		n, err := portValue(r)
		if err != nil {
			return nil, err
		}
		var perr error
		err = g.EditPort(r.PathValue("service"), n, func(p *Port) { perr = strictJSON(b, p) })
		if err == nil {
			err = perr
		}
		if err != nil {
			return nil, err
		}
		p, _ := g.Port(r.PathValue("service"), n)
		return p, nil
	})
	h("DELETE /_mock/ports/{service}/{port}", func(r *http.Request, _ []byte) (any, error) {
		n, err := portValue(r)
		if err != nil {
			return nil, err
		}
		return nil, g.RemovePort(r.PathValue("service"), n)
	})

	// Rules.
	h("GET /_mock/rules", func(*http.Request, []byte) (any, error) { return g.Rules(), nil })
	h("GET /_mock/rules/{id}", func(r *http.Request, _ []byte) (any, error) {
		rule, found := g.Rule(r.PathValue("id"))
		if !found {
			return nil, notFoundErr("rule %q", r.PathValue("id"))
		}
		return rule, nil
	})
	h("POST /_mock/rules", func(_ *http.Request, b []byte) (any, error) {
		var rule Rule
		if err := strictJSON(b, &rule); err != nil {
			return nil, err
		}
		return g.PutRule(rule)
	})
	h("PATCH /_mock/rules/{id}", func(r *http.Request, b []byte) (any, error) {
		var perr error
		if err := g.EditRule(r.PathValue("id"), func(rule *Rule) { perr = strictJSON(b, rule) }); err != nil {
			return nil, err
		}
		if perr != nil {
			return nil, perr
		}
		rule, _ := g.Rule(r.PathValue("id"))
		return rule, nil
	})
	h("DELETE /_mock/rules/{id}", func(r *http.Request, _ []byte) (any, error) {
		return nil, g.RemoveRule(r.PathValue("id"))
	})

	// Regions and teams.
	h("GET /_mock/regions", func(*http.Request, []byte) (any, error) { return g.Regions(), nil })
	h("GET /_mock/regions/{name}", func(r *http.Request, _ []byte) (any, error) {
		reg, found := g.Region(r.PathValue("name"))
		if !found {
			return nil, notFoundErr("region %q", r.PathValue("name"))
		}
		return reg, nil
	})
	h("POST /_mock/regions", func(_ *http.Request, b []byte) (any, error) {
		var reg Region
		if err := strictJSON(b, &reg); err != nil {
			return nil, err
		}
		return g.PutRegion(reg)
	})
	h("PATCH /_mock/regions/{name}", func(r *http.Request, b []byte) (any, error) {
		var perr error
		if err := g.EditRegion(r.PathValue("name"), func(reg *Region) { perr = strictJSON(b, reg) }); err != nil {
			return nil, err
		}
		if perr != nil {
			return nil, perr
		}
		reg, _ := g.Region(r.PathValue("name"))
		return reg, nil
	})
	h("DELETE /_mock/regions/{name}", func(r *http.Request, _ []byte) (any, error) {
		return nil, g.RemoveRegion(r.PathValue("name"))
	})
	h("GET /_mock/teams", func(*http.Request, []byte) (any, error) { return g.Teams(), nil })
	h("POST /_mock/teams", func(_ *http.Request, b []byte) (any, error) {
		var t Team
		if err := strictJSON(b, &t); err != nil {
			return nil, err
		}
		return g.PutTeam(t)
	})
	h("POST /_mock/teams/{team}/regions/{region}", func(r *http.Request, _ []byte) (any, error) {
		return nil, g.OpenRegion(r.PathValue("team"), r.PathValue("region"))
	})
	h("DELETE /_mock/teams/{team}/regions/{region}", func(r *http.Request, _ []byte) (any, error) {
		return nil, g.CloseRegion(r.PathValue("team"), r.PathValue("region"))
	})
	h("PUT /_mock/resources", func(_ *http.Request, b []byte) (any, error) {
		var res Resource
		if err := strictJSON(b, &res); err != nil {
			return nil, err
		}
		return nil, g.SetResource(res)
	})
	h("POST /_mock/monitors", func(_ *http.Request, b []byte) (any, error) {
		var m MonitorSeries
		if err := strictJSON(b, &m); err != nil {
			return nil, err
		}
		return nil, g.PutMonitor(m)
	})

	// Apps and components.
	h("GET /_mock/apps", func(*http.Request, []byte) (any, error) { return g.Apps(), nil })
	h("POST /_mock/apps", func(_ *http.Request, b []byte) (any, error) {
		var a App
		if err := strictJSON(b, &a); err != nil {
			return nil, err
		}
		return g.PutApp(a)
	})
	h("PATCH /_mock/apps/{id}", func(r *http.Request, b []byte) (any, error) {
		id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
		if err != nil {
			return nil, errors.New("app id must be an integer")
		}
		var perr error
		if err := g.EditApp(id, func(a *App) { perr = strictJSON(b, a) }); err != nil {
			return nil, err
		}
		return nil, perr
	})
	h("DELETE /_mock/apps/{id}", func(r *http.Request, _ []byte) (any, error) {
		id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
		if err != nil {
			return nil, errors.New("app id must be an integer")
		}
		return nil, g.RemoveApp(id)
	})
	h("GET /_mock/components", func(*http.Request, []byte) (any, error) { return g.Components(), nil })
	h("GET /_mock/components/{service}", func(r *http.Request, _ []byte) (any, error) {
		c, found := g.Component(r.PathValue("service"))
		if !found {
			return nil, notFoundErr("component %q", r.PathValue("service"))
		}
		return c, nil
	})
	h("POST /_mock/components", func(_ *http.Request, b []byte) (any, error) {
		var c Component
		if err := strictJSON(b, &c); err != nil {
			return nil, err
		}
		return g.PutComponent(c)
	})
	h("PATCH /_mock/components/{service}", func(r *http.Request, b []byte) (any, error) {
		var perr error
		if err := g.EditComponent(r.PathValue("service"), func(c *Component) { perr = strictJSON(b, c) }); err != nil {
			return nil, err
		}
		return nil, perr
	})
	h("DELETE /_mock/components/{service}", func(r *http.Request, _ []byte) (any, error) {
		return nil, g.RemoveComponent(r.PathValue("service"))
	})

	// Faults, chaos, latency.
	h("GET /_mock/faults", func(*http.Request, []byte) (any, error) { return g.PendingFaults(), nil })
	h("POST /_mock/faults", func(_ *http.Request, b []byte) (any, error) {
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
	h("DELETE /_mock/faults/{id}", func(r *http.Request, _ []byte) (any, error) {
		id, err := strconv.Atoi(r.PathValue("id"))
		if err != nil || !g.RemoveFault(id) {
			return nil, notFoundErr("fault %q", r.PathValue("id"))
		}
		return nil, nil
	})
	h("DELETE /_mock/faults", func(*http.Request, []byte) (any, error) { g.ResetFaults(); return nil, nil })
	h("PUT /_mock/chaos", func(_ *http.Request, b []byte) (any, error) {
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
	h("DELETE /_mock/chaos", func(*http.Request, []byte) (any, error) { g.SetChaos(nil); return nil, nil })
	h("PUT /_mock/latency", func(_ *http.Request, b []byte) (any, error) {
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
	h("DELETE /_mock/latency", func(*http.Request, []byte) (any, error) { g.ResetLatency(); return nil, nil })

	// Counters and the request log.
	h("GET /_mock/counts", func(*http.Request, []byte) (any, error) {
		return map[string]any{"total": g.TotalRequests(), "operations": g.Counts()}, nil
	})
	h("DELETE /_mock/counts", func(*http.Request, []byte) (any, error) { g.ResetCounts(); return nil, nil })
	h("GET /_mock/requests", func(r *http.Request, _ []byte) (any, error) {
		return g.RequestsOf(r.URL.Query().Get("operation")), nil
	})
	h("DELETE /_mock/requests", func(*http.Request, []byte) (any, error) { g.ResetCounts(); return nil, nil })

	h("PUT /_mock/tokens", func(_ *http.Request, b []byte) (any, error) {
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
	})
	return mux
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

func portValue(r *http.Request) (int64, error) {
	n, err := strconv.ParseInt(r.PathValue("port"), 10, 64)
	if err != nil {
		return 0, errors.New("port must be an integer")
	}
	return n, nil
}

// strictJSON decodes into v (merging into what v holds), rejecting unknown
// fields so a typo in a drift request does not pass silently.
func strictJSON(b []byte, v any) error {
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}
