package region

import (
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
func (s *Store) BindAPIRoute(c *Component, port *Port, host string) {
	name := apiRouteName(host, "/*")
	for _, r := range s.APIRoutes {
		if r.TenantID == c.TenantID && r.Name == name {
			return
		}
	}
	s.APIRoutes = append(s.APIRoutes, &APIRoute{
		Name: name, TenantID: c.TenantID, Hosts: []string{host}, Paths: []string{"/*"},
		ServiceName: port.K8sServiceName, ServicePort: port.ContainerPort, Weight: 100,
		AppID: c.AppID, ServiceAlias: c.ServiceAlias, ServiceID: c.ServiceID,
	})
}

// removeAPIRoutesOf removes the routes of a deleted component.
func (s *Store) RemoveAPIRoutesOf(serviceID string) {
	s.APIRoutes = slices.DeleteFunc(s.APIRoutes, func(r *APIRoute) bool { return r.ServiceID == serviceID })
}

// RemoveComponent deletes a component as the store does, and the routes
// of the API gateway that its delete removes with it.
func (s *Store) RemoveComponent(serviceID string) {
	if s.CompByID[serviceID] != nil {
		s.RemoveAPIRoutesOf(serviceID)
	}
	s.Store.RemoveComponent(serviceID)
}
