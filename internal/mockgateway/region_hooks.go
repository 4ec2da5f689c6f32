package mockgateway

// The Go hooks and the admin routes of the region's events and of the
// component operations (their model is the region room's events.go and
// operations.go).

import (
	"fmt"
	"net/http"
	"slices"
)

// SetEventPace sets when the region ends accepted operations on running
// components, from now on; events already open follow it too. A reset of
// the model restores the zero pace.
func (g *Gateway) SetEventPace(p EventPace) error {
	if err := p.Check(); err != nil {
		return err
	}
	return g.locked(func(s *store) error {
		s.Pace = p
		return nil
	})
}

// FinishEvents ends the component's open events with final (complete when
// empty), as the worker would, and reports how many it ended.
func (g *Gateway) FinishEvents(service, final string) (int, error) {
	if final == "" {
		final = "complete"
	}
	if !slices.Contains(eventFinalStatuses, final) {
		return 0, fmt.Errorf("final_status %q is none of %v", final, eventFinalStatuses)
	}
	n := 0
	err := g.locked(func(s *store) error {
		c := s.Component("", service)
		if c == nil {
			return notFoundErr("component %q", service)
		}
		for _, id := range s.OpenEventsOf(c.ServiceID) {
			s.FinishEvent(id, final, g.clock())
			n++
		}
		return nil
	})
	return n, err
}

// OpenEvents is the number of events, of every component, that have no
// final status yet.
func (g *Gateway) OpenEvents() int {
	n := 0
	_ = g.locked(func(s *store) error { n = len(s.OpenEvents); return nil })
	return n
}

// regionBusy is the console's answer to the region's 409 for an operation
// that catches it itself (4.16, 4.17): msg is the operation's own.
func regionBusy(msg string) reply {
	return businessError(http.StatusConflict, msg, "操作过于频繁，请稍后再试")
}

func (g *Gateway) regionEventRoutes(route adminRoutes) {
	route("PUT /_mock/region/events/pace", func(_ *http.Request, b []byte) (any, error) {
		var p EventPace
		if err := strictJSON(b, &p); err != nil {
			return nil, err
		}
		return nil, g.SetEventPace(p)
	})
	route("POST /_mock/region/events/{service}/finish", func(r *http.Request, b []byte) (any, error) {
		var body struct {
			FinalStatus string `json:"final_status"`
		}
		if len(b) > 0 {
			if err := strictJSON(b, &body); err != nil {
				return nil, err
			}
		}
		n, err := g.FinishEvents(r.PathValue("service"), body.FinalStatus)
		if err != nil {
			return nil, err
		}
		return map[string]int{"finished": n}, nil
	})
	route("GET /_mock/region/events/{service}", func(r *http.Request, _ []byte) (any, error) {
		if _, found := g.Component(r.PathValue("service")); !found {
			return nil, notFoundErr("component %q", r.PathValue("service"))
		}
		return g.ComponentEvents(r.PathValue("service")), nil
	})
}

// FailNextOperation makes the next operation of optType (OptBuild,
// OptStart, ...) on the component fail with message, as the region's
// event reports it; service "*" is any component, one made later too.
func (g *Gateway) FailNextOperation(service, optType, message string) error {
	return g.locked(func(s *store) error {
		if service == "*" {
			s.Deploys().FailNext["*/"+optType] = message
			return nil
		}
		c := s.Component("", service)
		if c == nil {
			return notFoundErr("component %q", service)
		}
		s.Deploys().FailNext[c.ServiceID+"/"+optType] = message
		return nil
	})
}

// SetComponentCreateFailure makes the next component create (4.22) fail
// after its record is saved, answering a 500 that is not JSON:
// "cluster" leaves the component with create_status "creating" (the
// region create failed), "build" leaves it created but never built (the
// first deploy was refused). "build-400" and "cluster-400" fail the
// same way but answer what the view means to send when the exception
// encodes: 400 code 20800 (ErrComponentBuildFailed), and 400 "call cloud
// api failure". "" clears it.
func (g *Gateway) SetComponentCreateFailure(stage string) {
	_ = g.locked(func(s *store) error { s.Deploys().CreateFailure = stage; return nil })
}

// SetComponentDependant makes a delete of the component refuse with 412
// because the component named dependant depends on it ("" clears it).
func (g *Gateway) SetComponentDependant(service, dependant string) error {
	return g.locked(func(s *store) error {
		c := s.Component("", service)
		if c == nil {
			return notFoundErr("component %q", service)
		}
		if dependant == "" {
			delete(s.Deploys().Dependants, c.ServiceID)
		} else {
			s.Deploys().Dependants[c.ServiceID] = dependant
		}
		return nil
	})
}

// APIRoutes returns the routes of the region's API gateway, oldest first.
func (g *Gateway) APIRoutes() []APIRoute {
	out := []APIRoute{}
	_ = g.locked(func(s *store) error {
		for _, r := range s.APIRoutes {
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
