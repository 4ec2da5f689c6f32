package mockgateway

import (
	"bytes"
	"io"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway/controls"
)

// Operations lists every operation name, in the API reference's order.
var Operations = []string{
	OpListTeamRegions, OpAddRegion, OpListPorts, OpAddPort, OpUpdatePort, OpDeletePort,
	OpListHTTPRules, OpUpdateHTTPRule, OpUpdateDomainRule, OpQueryMonitor, OpQueryMonitorRange,
	OpTeamResources, OpListApps, OpGetComponent,
	OpCreateApp, OpGetApp, OpDeleteApp, OpListAppComponents, OpScaleVertical, OpScaleHorizontal, OpListComponentEvents,
	OpListHTTPDomains, OpCreateHTTPDomain, OpGetHTTPDomain, OpDeleteHTTPDomain,
	OpListCertificates, OpCreateCertificate, OpGetCertificate, OpUpdateCertificate, OpDeleteCertificate,
	OpListTeams, OpGetRegion,
	OpCreateTeam, OpGetTeam, OpUpdateTeam, OpDeleteTeam, OpOpenTeamRegion,
	OpCreateGatewayRule, OpListGatewayRules, OpAddVolume, OpMCPComponentDetail,
}

// Default tokens. They look like the platform's 40-hex access keys.
const (
	DefaultToken     = "4f1c2b7a9e0d3c5b8a6f2e1d0c9b8a7f6e5d4c3b" // an enterprise admin
	DefaultUserToken = "9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b" // a plain team member
)

// Gateway is a stateful fake of the management API. It is an http.Handler
// and safe for concurrent use.
type Gateway struct {
	mu        sync.Mutex // guards the model and the settings below
	initial   Fixture
	st        *store
	admin     string
	user      string
	clock     func() time.Time
	reachable func(url string) bool
	// rangePoints answers range series with their points: the server's
	// defect switched off (see SetMonitorRangeDefect).
	rangePoints bool
	// ingress is the path prefix of WithIngress; "" serves at the root.
	ingress string

	ctl   controls.Controls
	locks controls.SQLiteLocks

	// upstream answers in place of the model (WithUpstream); nil normally.
	upstream http.Handler

	mux *http.ServeMux
	ops map[string]string // mux pattern -> operation name
}

// Option configures a Gateway.
type Option func(*Gateway)

// WithToken sets the admin token (default DefaultToken).
func WithToken(token string) Option { return func(g *Gateway) { g.admin = token } }

// WithUserToken sets the non-admin token (default DefaultUserToken). An
// empty value disables it.
func WithUserToken(token string) Option { return func(g *Gateway) { g.user = token } }

// WithClock sets the clock behind current monitor values.
func WithClock(now func() time.Time) Option { return func(g *Gateway) { g.clock = now } }

// New builds a Gateway seeded with a copy of f.
func New(f Fixture, opts ...Option) (*Gateway, error) {
	st, err := newStore(f)
	if err != nil {
		return nil, err
	}
	g := &Gateway{
		initial:   deepCopy(f),
		st:        st,
		admin:     DefaultToken,
		user:      DefaultUserToken,
		clock:     time.Now,
		reachable: defaultReachable,
		ops:       map[string]string{},
		mux:       http.NewServeMux(),
	}
	g.ctl.Init()
	for _, o := range opts {
		o(g)
	}
	g.routes()
	return g, nil
}

// MustNew is New for fixtures known to be valid; it panics on error.
func MustNew(f Fixture, opts ...Option) *Gateway {
	g, err := New(f, opts...)
	if err != nil {
		panic(err)
	}
	return g
}

const api = "/openapi/v1"

func (g *Gateway) routes() {
	app := api + "/teams/{team_id}/regions/{region_name}/apps/{app_id}"
	// "Authentication": listing a team's regions has no admin check.
	g.handle("GET "+api+"/teams/{team_id}/regions", OpListTeamRegions, false, noScope, g.listTeamRegions)
	g.handle("POST "+api+"/regions", OpAddRegion, true, noScope, g.addRegion)
	g.handle("GET "+api+"/teams", OpListTeams, false, noScope, g.listTeams)
	g.handle("GET "+api+"/regions/{region_id}", OpGetRegion, false, noScope, g.getRegion)
	g.handle("GET "+app+"/services/{service_id}/ports", OpListPorts, false, toComponent, g.listPorts)
	g.handle("POST "+app+"/services/{service_id}/ports", OpAddPort, false, toComponent, g.addPort)
	g.handle("PUT "+app+"/services/{service_id}/ports/{port}", OpUpdatePort, false, toComponent, g.updatePort)
	g.handle("DELETE "+app+"/services/{service_id}/ports/{port}", OpDeletePort, false, toComponent, g.deletePort)
	g.handle("GET "+api+"/httpdomains", OpListHTTPRules, false, noScope, g.listHTTPRules)
	g.handle("PUT "+app+"/httpdomains/{rule_id}", OpUpdateHTTPRule, false, toApp, g.updateRule)
	g.handle("PUT "+app+"/domains/{rule_id}", OpUpdateDomainRule, false, toApp, g.updateRule)
	g.handle("GET "+app+"/monitor/query", OpQueryMonitor, false, toApp, g.queryMonitor)
	g.handle("GET "+app+"/monitor/query_range", OpQueryMonitorRange, false, toApp, g.queryMonitorRange)
	g.handle("POST "+api+"/teams/resource", OpTeamResources, false, noScope, g.teamResources)
	g.handle("GET "+api+"/teams/{team_id}/regions/{region_name}/apps", OpListApps, false, toRegion, g.listApps)
	g.handle("GET "+app+"/services/{service_id}", OpGetComponent, false, toComponent, g.getComponent)
	g.appRoutes(app)
	g.teamRoutes()
	g.tcpRuleRoutes(app)
	g.volumeRoutes(app)
	g.domainRoutes(app)
	g.componentRoutes(app)
	g.thirdComponentRoutes(app)
}

// domainRoutes serves the app's HTTP rules and the team's certificates.
func (g *Gateway) domainRoutes(app string) {
	g.handle("GET "+app+"/httpdomains", OpListHTTPDomains, false, toApp, g.listHTTPDomains)
	g.handle("POST "+app+"/httpdomains", OpCreateHTTPDomain, false, toApp, g.createHTTPDomain)
	g.handle("GET "+app+"/httpdomains/{rule_id}", OpGetHTTPDomain, false, toApp, g.getHTTPDomain)
	g.handle("DELETE "+app+"/httpdomains/{rule_id}", OpDeleteHTTPDomain, false, toApp, g.deleteHTTPDomain)
	certs := api + "/teams/{team_id}/certificates"
	g.handle("GET "+certs, OpListCertificates, false, toTeam, g.listCertificates)
	g.handle("POST "+certs, OpCreateCertificate, false, toTeam, g.createCertificate)
	g.handle("GET "+certs+"/{certificate_id}", OpGetCertificate, false, toTeam, g.getCertificate)
	g.handle("PUT "+certs+"/{certificate_id}", OpUpdateCertificate, false, toTeam, g.updateCertificate)
	g.handle("DELETE "+certs+"/{certificate_id}", OpDeleteCertificate, false, toTeam, g.deleteCertificate)
}

// apiCall is one request as a handler sees it: its scope is resolved
// from the path before the handler runs, as deep as its route asks.
type apiCall struct {
	r     *http.Request
	body  []byte
	scope scope
}

func (c *apiCall) path(name string) string { return c.r.PathValue(name) }

func (c *apiCall) query(name string) (string, bool) {
	q := c.r.URL.Query()
	_, present := q[name]
	return q.Get(name), present
}

// handle registers an operation. The handler runs with the model locked,
// after authentication and after the path's scope (down to d) resolved.
func (g *Gateway) handle(pattern, op string, adminOnly bool, d depth, h func(*apiCall) reply) {
	g.ops[pattern] = op
	g.mux.HandleFunc(pattern, func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		g.mu.Lock()
		rep, authed := g.authenticate(r, adminOnly)
		if authed {
			c := &apiCall{r: r, body: body}
			rep = g.run(c, d, h)
		}
		g.mu.Unlock()
		writeReply(w, rep)
	})
}

func (g *Gateway) run(c *apiCall, d depth, h func(*apiCall) reply) reply {
	if d != noScope {
		sc, fail := g.resolve(c, d)
		if fail != nil {
			return *fail
		}
		c.scope = sc
	}
	return h(c)
}

func (g *Gateway) authenticate(r *http.Request, adminOnly bool) (reply, bool) {
	token := r.Header.Get("Authorization")
	switch {
	case token != "" && token == g.admin:
		return reply{}, true
	case token != "" && token == g.user:
		if adminOnly {
			return authError(http.StatusForbidden), false
		}
		return reply{}, true
	case token == "":
		return frameworkRefusal(http.StatusUnauthorized, "AuthenticationFailed", noToken), false
	default:
		return authError(http.StatusUnauthorized), false
	}
}

// ServeHTTP counts and logs the request, applies latency and faults, and
// runs the operation.
func (g *Gateway) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	_, pattern := g.mux.Handler(r)
	op := g.ops[pattern]
	body, _ := io.ReadAll(io.LimitReader(r.Body, 8<<20))
	_ = r.Body.Close()
	r.Body = io.NopCloser(bytes.NewReader(body))

	rec := g.ctl.Begin(op, r, body)
	g.ctl.CommitLate(r.URL.Path)
	if d := g.ctl.LatencyFor(op); d > 0 {
		t := time.NewTimer(d)
		select {
		case <-t.C:
		case <-r.Context().Done():
			t.Stop()
		}
	}
	dec := g.ctl.Decide(op, r)
	if dec != nil && dec.CommitLater > 0 {
		g.ctl.HoldForLateCommit(w, r, body, rec, dec, func(later *http.Request) {
			g.mux.ServeHTTP(newBufferedResponse(), later)
		})
		return
	}
	if dec != nil && !dec.AfterCommit {
		g.ctl.Finish(rec, dec.Status, dec.Source, false)
		dec.Write(w)
		return
	}
	refused, release := g.locks.Enter(op, r, body)
	defer release()
	if refused {
		rep := controls.LockedReply(op, r)
		g.ctl.Finish(rec, rep.Status, "", false)
		writeReply(w, rep)
		return
	}
	buf := newBufferedResponse()
	if g.upstream != nil {
		g.upstream.ServeHTTP(buf, r)
	} else if op == "" {
		g.unrouted(buf, r)
	} else {
		g.mux.ServeHTTP(buf, r)
	}
	if dec != nil {
		g.ctl.Finish(rec, dec.Status, dec.Source, true)
		dec.Write(w)
		return
	}
	g.ctl.Finish(rec, buf.status, "", true)
	buf.copyTo(w)
}

// unrouted answers a path no operation serves (404) or a method the path
// does not take (405), in the server's {"detail"} shape.
func (g *Gateway) unrouted(w http.ResponseWriter, r *http.Request) {
	probe := newBufferedResponse()
	g.mux.ServeHTTP(probe, r)
	if probe.status == http.StatusMethodNotAllowed {
		w.Header().Set("Allow", probe.header.Get("Allow"))
		writeReply(w, reply{Status: http.StatusMethodNotAllowed, Body: map[string]any{"detail": "Method \"" + r.Method + "\" not allowed."}})
		return
	}
	writeReply(w, reply{Status: http.StatusNotFound, Body: map[string]any{"detail": "Not found."}})
}

// bufferedResponse holds an answer until the fault logic decides its fate.
type bufferedResponse struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func newBufferedResponse() *bufferedResponse {
	return &bufferedResponse{header: http.Header{}, status: http.StatusOK}
}

func (b *bufferedResponse) Header() http.Header         { return b.header }
func (b *bufferedResponse) Write(p []byte) (int, error) { return b.body.Write(p) }
func (b *bufferedResponse) WriteHeader(status int)      { b.status = status }

func (b *bufferedResponse) copyTo(w http.ResponseWriter) {
	for k, v := range b.header {
		w.Header()[k] = v
	}
	w.WriteHeader(b.status)
	_, _ = w.Write(b.body.Bytes())
}

// defaultReachable treats hosts under the reserved ".invalid" top-level
// domain as unreachable.
func defaultReachable(rawURL string) bool {
	host := rawURL
	if i := strings.Index(host, "://"); i >= 0 {
		host = host[i+3:]
	}
	if i := strings.IndexAny(host, "/?#"); i >= 0 {
		host = host[:i]
	}
	if i := strings.LastIndex(host, ":"); i >= 0 && !strings.Contains(host[i:], "]") {
		host = host[:i]
	}
	return !strings.HasSuffix(strings.ToLower(host), ".invalid")
}
