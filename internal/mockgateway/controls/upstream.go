package controls

import (
	"net/http"
	"net/http/httputil"
	"net/url"
)

// Upstream is the handler of a recorder in front of a real console at base
// (its address, as the provider's base_url): it passes each request to the
// console, and after each answer to a request other than a read, changed
// runs, before the client gets the answer (the front door's WithUpstream).
func Upstream(base *url.URL, changed func()) http.Handler {
	p := httputil.NewSingleHostReverseProxy(base)
	p.FlushInterval = -1
	return upstreamHandler{p, changed}
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
