package controls

import (
	"net/http"
	"strings"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway/console"
)

// IngressPrefix is the path prefix an ingress serves the gateway under
// (the front door's WithIngress): prefix with one leading slash and none
// trailing, or "" for none.
func IngressPrefix(prefix string) string {
	if p := strings.Trim(prefix, "/"); p != "" {
		return "/" + p
	}
	return ""
}

// BehindIngress wraps h in an ingress that routes only the paths under
// prefix to it, with the prefix stripped, and answers every other path
// with the ingress's own HTML 404 page: a console reached through a
// reverse proxy, where a base URL that lacks the prefix gets a 404 that is
// not the platform's. Without a prefix it is h.
func BehindIngress(prefix string, h http.Handler) http.Handler {
	if prefix == "" {
		return h
	}
	page := console.ShapedError(http.StatusNotFound, console.ShapeProxy, "")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rest, under := strings.CutPrefix(r.URL.Path, prefix)
		if !under || (rest != "" && !strings.HasPrefix(rest, "/")) {
			console.WriteReply(w, page)
			return
		}
		r2 := r.Clone(r.Context())
		r2.URL.Path, r2.URL.RawPath = rest, ""
		h.ServeHTTP(w, r2)
	})
}
