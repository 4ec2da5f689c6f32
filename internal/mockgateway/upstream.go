package mockgateway

import (
	"net/http"
	"net/http/httputil"
	"net/url"
)

// WithUpstream makes the gateway a recorder in front of a real console at
// base (its address, as the provider's base_url): each request is counted
// and logged under the operation the mock would have run, faults and
// latency apply as usual, and the console answers instead of the model.
// After each answer to a request other than a read, changed runs, before
// the client gets the answer: it may Load the console's objects into the
// model, so that the model's reads tell what the console holds.
func WithUpstream(base *url.URL, changed func()) Option {
	return func(g *Gateway) {
		p := httputil.NewSingleHostReverseProxy(base)
		p.FlushInterval = -1
		g.upstream = upstreamHandler{p, changed}
	}
}

type upstreamHandler struct {
	proxy   *httputil.ReverseProxy
	changed func()
}

func (u upstreamHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	u.proxy.ServeHTTP(w, r)
	if r.Method != http.MethodGet && r.Method != http.MethodHead && u.changed != nil {
		u.changed()
	}
}
