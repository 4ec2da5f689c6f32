package mockgateway

import (
	"net/http"
	"slices"
	"strings"
)

// The routes of the region's API gateway (APISIX), as the custom-domain
// create registers them. They live in the region, apart from the
// console's rule records, and follow their own life:
//
//   - the create of a custom domain registers one after the rule: host
//     domain_name, path /*, the port's k8s service and container port,
//     weight 100 (rainbond-console openapi/views/gateway/gateway.py:100-106,
//     www/apiclient/regionapi.py api_gateway_bind_http_domain);
//   - the route is named after host and path; when a route of that name
//     exists, a create with default=true keeps it as it is (rainbond
//     api/controller/apigateway/api_gateway_route.go CreateHTTPAPIRoute);
//   - a rule update never touches it (domain_service.py update_httpdomain,
//     441-532), and a rule delete leaves it (domain_service.py
//     unbind_httpdomain, 534-549);
//   - only deleting the component or the app removes it (rainbond
//     api/controller/resources.go DeleteSingleServiceInfo,
//     api/controller/application.go cleanupAppApisixRoutes).

// APIRoute is one route of the region's API gateway.
type APIRoute struct {
	// Name is the route's name: host and path, lower case, with "*" as
	// "wildcard" in the host and "/" as "p-p", "*" as "s-s" after it.
	Name     string   `json:"name"`
	TenantID string   `json:"tenant_id"`
	Hosts    []string `json:"hosts"`
	Paths    []string `json:"paths"`
	// ServiceName and ServicePort are the backend: the port's k8s service.
	ServiceName string `json:"service_name"`
	ServicePort int64  `json:"service_port"`
	Weight      int64  `json:"weight"`
	// AppID and ServiceAlias are the route's labels (app_id,
	// component_sort); ServiceID is the component whose delete removes it.
	AppID        int64  `json:"app_id"`
	ServiceAlias string `json:"service_alias"`
	ServiceID    string `json:"service_id"`
}

// apiRouteName is CreateHTTPAPIRoute's name for a host and path.
func apiRouteName(host, path string) string {
	name := strings.ToLower(strings.ReplaceAll(host, "*", "wildcard") + path)
	name = strings.ReplaceAll(name, "/", "p-p")
	name = strings.ReplaceAll(name, "*", "s-s")
	return strings.ReplaceAll(name, "_", "")
}

// bindAPIRoute registers the route of a custom domain; an existing route
// of the same name (in the team's namespace) is kept unchanged.
func (s *store) bindAPIRoute(c *Component, port *Port, host string) {
	name := apiRouteName(host, "/*")
	for _, r := range s.apiRoutes {
		if r.TenantID == c.TenantID && r.Name == name {
			return
		}
	}
	s.apiRoutes = append(s.apiRoutes, &APIRoute{
		Name: name, TenantID: c.TenantID, Hosts: []string{host}, Paths: []string{"/*"},
		ServiceName: port.K8sServiceName, ServicePort: port.ContainerPort, Weight: 100,
		AppID: c.AppID, ServiceAlias: c.ServiceAlias, ServiceID: c.ServiceID,
	})
}

// removeAPIRoutesOf removes the routes of a deleted component.
func (s *store) removeAPIRoutesOf(serviceID string) {
	s.apiRoutes = slices.DeleteFunc(s.apiRoutes, func(r *APIRoute) bool { return r.ServiceID == serviceID })
}

// APIRoutes returns the routes of the region's API gateway, oldest first.
func (g *Gateway) APIRoutes() []APIRoute {
	out := []APIRoute{}
	_ = g.locked(func(s *store) error {
		for _, r := range s.apiRoutes {
			c := *r
			c.Hosts, c.Paths = slices.Clone(r.Hosts), slices.Clone(r.Paths)
			out = append(out, c)
		}
		return nil
	})
	return out
}

// APIRouteOfHost returns the route that serves host, if any.
func (g *Gateway) APIRouteOfHost(host string) (APIRoute, bool) {
	for _, r := range g.APIRoutes() {
		if slices.Contains(r.Hosts, host) {
			return r, true
		}
	}
	return APIRoute{}, false
}

// apiRouteRoutes serves the routes on the admin API: the region's view,
// which a test compares with the console's rules.
func (g *Gateway) apiRouteRoutes(route adminRoutes) {
	route("GET /_mock/api-routes", func(r *http.Request, _ []byte) (any, error) {
		if host := r.URL.Query().Get("host"); host != "" {
			rt, ok := g.APIRouteOfHost(host)
			return found(rt, ok, "route of host %q", host)
		}
		return g.APIRoutes(), nil
	})
}
