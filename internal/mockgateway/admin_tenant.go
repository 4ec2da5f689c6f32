package mockgateway

import "net/http"

// The admin API's endpoints for teams, TCP rules and volumes: drift and
// removals "from the console" for tests that drive a mock process.
func (g *Gateway) tenantRoutes(route adminRoutes) {
	route("DELETE /_mock/teams/{team}", func(r *http.Request, _ []byte) (any, error) {
		return nil, g.RemoveTeam(r.PathValue("team"))
	})
	route("GET /_mock/tcp-rules", func(*http.Request, []byte) (any, error) { return g.TCPRules(), nil })
	route("DELETE /_mock/tcp-rules/{id}", func(r *http.Request, _ []byte) (any, error) {
		return nil, g.RemoveTCPRule(r.PathValue("id"))
	})
	route("GET /_mock/volumes/{service}", func(r *http.Request, _ []byte) (any, error) {
		return g.Volumes(r.PathValue("service")), nil
	})
	route("PATCH /_mock/volumes/{service}/{name}", func(r *http.Request, b []byte) (any, error) {
		service, name := r.PathValue("service"), r.PathValue("name")
		return patch[Volume](b, func(fn func(*Volume)) error { return g.EditVolume(service, name, fn) }, nil)
	})
	route("DELETE /_mock/volumes/{service}/{name}", func(r *http.Request, _ []byte) (any, error) {
		return nil, g.RemoveVolume(r.PathValue("service"), r.PathValue("name"))
	})
}
