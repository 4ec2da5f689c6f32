package mockgateway

import (
	"net/http"
	"strings"
)

// WithIngress serves the gateway behind an ingress that routes only the
// paths under prefix (such as "/console") to it, with the prefix stripped,
// and answers every other path with the ingress's own HTML 404 page: a
// console reached through a reverse proxy, where a base URL that lacks the
// prefix gets a 404 that is not the platform's.
func WithIngress(prefix string) Option {
	return func(g *Gateway) {
		g.ingress = ""
		if p := strings.Trim(prefix, "/"); p != "" {
			g.ingress = "/" + p
		}
	}
}

// behindIngress wraps h in the ingress of WithIngress; without one it is h.
func (g *Gateway) behindIngress(h http.Handler) http.Handler {
	prefix := g.ingress
	if prefix == "" {
		return h
	}
	page := shapedError(http.StatusNotFound, ShapeProxy, "")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rest, under := strings.CutPrefix(r.URL.Path, prefix)
		if !under || (rest != "" && !strings.HasPrefix(rest, "/")) {
			writeReply(w, page)
			return
		}
		r2 := r.Clone(r.Context())
		r2.URL.Path, r2.URL.RawPath = rest, ""
		h.ServeHTTP(w, r2)
	})
}
