package mockgateway

import (
	"net/http"
	"strings"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway/controls"
)

// AdminPrefix is where the admin API lives.
const AdminPrefix = controls.AdminPrefix

// NewServerHandler serves the gateway and, under AdminPrefix, its admin
// API. The admin API needs no token and answers only loopback clients.
func NewServerHandler(g *Gateway) http.Handler {
	admin := g.adminMux()
	return g.behindIngress(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(r.URL.Path, AdminPrefix) {
			g.ServeHTTP(w, r)
			return
		}
		if !controls.IsLoopback(r.RemoteAddr) {
			writeReply(w, reply{Status: http.StatusForbidden, Body: map[string]any{"error": "the admin API answers loopback clients only"}})
			return
		}
		admin.ServeHTTP(w, r)
	}))
}

func (g *Gateway) adminMux() *http.ServeMux {
	mux, route := controls.NewAdminMux()
	g.modelRoutes(route)
	g.portAndRuleRoutes(route)
	g.apiRouteRoutes(route)
	g.regionAndTeamRoutes(route)
	g.appAndComponentRoutes(route)
	g.tenantRoutes(route)
	g.controlRoutes(route)
	g.regionEventRoutes(route)
	g.componentDeleteRoutes(route)
	g.regionRuleRoutes(route)
	return mux
}

// The admin API's plumbing (the controls room's admin.go), under the names
// the front door's files use.

type adminRoutes = controls.AdminRoutes

func strictJSON(b []byte, v any) error { return controls.StrictJSON(b, v) }

func found[T any](v T, ok bool, format string, args ...any) (any, error) {
	return controls.Found(v, ok, format, args...)
}

func put[T any](b []byte, store func(T) (T, error)) (any, error) { return controls.Put(b, store) }

func patch[T any](b []byte, edit func(func(*T)) error, readBack func() (T, bool)) (any, error) {
	return controls.Patch(b, edit, readBack)
}

func intPathValue(r *http.Request, name, what string) (int64, error) {
	return controls.IntPathValue(r, name, what)
}
