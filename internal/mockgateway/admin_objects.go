package mockgateway

import (
	"net/http"
)

// The admin API's endpoints for the model and its objects: read them, add
// or replace them, change them out of band (drift) and remove them.

func (g *Gateway) modelRoutes(route adminRoutes) {
	route("GET /_mock/state", func(*http.Request, []byte) (any, error) { return g.Snapshot(), nil })
	route("PUT /_mock/state", func(_ *http.Request, b []byte) (any, error) {
		f, err := ParseSelfContainedFixture(b)
		if err != nil {
			return nil, err
		}
		return nil, g.Load(f)
	})
	route("POST /_mock/fixture", g.adminMergeFixture)
	route("POST /_mock/reset", g.adminReset)
	route("PUT /_mock/resources", func(_ *http.Request, b []byte) (any, error) {
		_, err := put(b, func(r Resource) (Resource, error) { return r, g.SetResource(r) })
		return nil, err
	})
	route("POST /_mock/monitors", func(_ *http.Request, b []byte) (any, error) {
		_, err := put(b, func(m MonitorSeries) (MonitorSeries, error) { return m, g.PutMonitor(m) })
		return nil, err
	})
}

func (g *Gateway) portAndRuleRoutes(route adminRoutes) {
	route("GET /_mock/ports", func(r *http.Request, _ []byte) (any, error) {
		service := r.URL.Query().Get("service")
		ports := g.Ports(service)
		return found(ports, ports != nil, "component %q", service)
	})
	route("GET /_mock/ports/{service}/{port}", func(r *http.Request, _ []byte) (any, error) {
		service, n, err := pathPort(r)
		if err != nil {
			return nil, err
		}
		p, ok := g.Port(service, n)
		return found(p, ok, "port %d of %q", n, service)
	})
	route("POST /_mock/ports", func(_ *http.Request, b []byte) (any, error) { return put(b, g.PutPort) })
	route("PATCH /_mock/ports/{service}/{port}", func(r *http.Request, b []byte) (any, error) {
		service, n, err := pathPort(r)
		if err != nil {
			return nil, err
		}
		return patch(b, func(fn func(*Port)) error { return g.EditPort(service, n, fn) },
			func() (Port, bool) { return g.Port(service, n) })
	})
	route("DELETE /_mock/ports/{service}/{port}", func(r *http.Request, _ []byte) (any, error) {
		service, n, err := pathPort(r)
		if err != nil {
			return nil, err
		}
		return nil, g.RemovePort(service, n)
	})

	route("GET /_mock/rules", func(*http.Request, []byte) (any, error) { return g.Rules(), nil })
	route("GET /_mock/rules/{id}", func(r *http.Request, _ []byte) (any, error) {
		rule, ok := g.Rule(r.PathValue("id"))
		return found(rule, ok, "rule %q", r.PathValue("id"))
	})
	route("GET /_mock/rules/{id}/gateway", func(r *http.Request, _ []byte) (any, error) {
		route, ok := g.GatewayRoute(r.PathValue("id"))
		return found(route, ok, "rule %q", r.PathValue("id"))
	})
	route("POST /_mock/rules", func(_ *http.Request, b []byte) (any, error) { return put(b, g.PutRule) })
	route("PATCH /_mock/rules/{id}", func(r *http.Request, b []byte) (any, error) {
		id := r.PathValue("id")
		return patch(b, func(fn func(*Rule)) error { return g.EditRule(id, fn) }, func() (Rule, bool) { return g.Rule(id) })
	})
	route("DELETE /_mock/rules/{id}", func(r *http.Request, _ []byte) (any, error) {
		return nil, g.RemoveRule(r.PathValue("id"))
	})
}

// pathPort reads the component and the port number of a port's path.
func pathPort(r *http.Request) (string, int64, error) {
	n, err := intPathValue(r, "port", "port")
	return r.PathValue("service"), n, err
}

func (g *Gateway) regionAndTeamRoutes(route adminRoutes) {
	route("GET /_mock/regions", func(*http.Request, []byte) (any, error) { return g.Regions(), nil })
	route("GET /_mock/regions/{name}", func(r *http.Request, _ []byte) (any, error) {
		reg, ok := g.Region(r.PathValue("name"))
		return found(reg, ok, "region %q", r.PathValue("name"))
	})
	route("POST /_mock/regions", func(_ *http.Request, b []byte) (any, error) { return put(b, g.PutRegion) })
	route("PATCH /_mock/regions/{name}", func(r *http.Request, b []byte) (any, error) {
		name := r.PathValue("name")
		return patch(b, func(fn func(*Region)) error { return g.EditRegion(name, fn) }, func() (Region, bool) { return g.Region(name) })
	})
	route("DELETE /_mock/regions/{name}", func(r *http.Request, _ []byte) (any, error) {
		return nil, g.RemoveRegion(r.PathValue("name"))
	})

	route("GET /_mock/teams", func(*http.Request, []byte) (any, error) { return g.Teams(), nil })
	route("POST /_mock/teams", func(_ *http.Request, b []byte) (any, error) { return put(b, g.PutTeam) })
	route("POST /_mock/teams/{team}/regions/{region}", func(r *http.Request, _ []byte) (any, error) {
		return nil, g.OpenRegion(r.PathValue("team"), r.PathValue("region"))
	})
	route("DELETE /_mock/teams/{team}/regions/{region}", func(r *http.Request, _ []byte) (any, error) {
		return nil, g.CloseRegion(r.PathValue("team"), r.PathValue("region"))
	})
}

func (g *Gateway) appAndComponentRoutes(route adminRoutes) {
	route("GET /_mock/apps", func(*http.Request, []byte) (any, error) { return g.Apps(), nil })
	route("POST /_mock/apps", func(_ *http.Request, b []byte) (any, error) { return put(b, g.PutApp) })
	route("PATCH /_mock/apps/{id}", func(r *http.Request, b []byte) (any, error) {
		id, err := intPathValue(r, "id", "app id")
		if err != nil {
			return nil, err
		}
		return patch[App](b, func(fn func(*App)) error { return g.EditApp(id, fn) }, nil)
	})
	route("DELETE /_mock/apps/{id}", func(r *http.Request, _ []byte) (any, error) {
		id, err := intPathValue(r, "id", "app id")
		if err != nil {
			return nil, err
		}
		return nil, g.RemoveApp(id)
	})

	route("GET /_mock/components", func(*http.Request, []byte) (any, error) { return g.Components(), nil })
	route("GET /_mock/components/{service}", func(r *http.Request, _ []byte) (any, error) {
		c, ok := g.Component(r.PathValue("service"))
		return found(c, ok, "component %q", r.PathValue("service"))
	})
	route("POST /_mock/components", func(_ *http.Request, b []byte) (any, error) { return put(b, g.PutComponent) })
	route("PATCH /_mock/components/{service}", func(r *http.Request, b []byte) (any, error) {
		service := r.PathValue("service")
		return patch[Component](b, func(fn func(*Component)) error { return g.EditComponent(service, fn) }, nil)
	})
	route("DELETE /_mock/components/{service}", func(r *http.Request, _ []byte) (any, error) {
		return nil, g.RemoveComponent(r.PathValue("service"))
	})
}
