package mockgateway

// The model's edit operations: what a test or the admin API changes out of
// band, beside the platform's own API (Put*, Edit*, Set*, Remove*, and the
// look-ups they need). Each takes the model's lock itself.

import (
	"fmt"
	"slices"
)

// locked runs fn with the model locked.
func (g *Gateway) locked(fn func(s *store) error) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	return fn(g.st)
}

// edit is every Edit operation: with the model locked, it finds an object, lets
// fn change a copy of it, stores the copy, and lets settle put back what
// identifies the object (drift may change anything else) and re-index it.
func edit[T any](g *Gateway, find func(*store) (*T, error), fn func(*T), settle func(s *store, obj *T, was T)) error {
	return g.locked(func(s *store) error {
		obj, err := find(s)
		if err != nil {
			return err
		}
		was := *obj
		next := deepCopy(was)
		fn(&next)
		*obj = next
		settle(s, obj, was)
		return nil
	})
}

// present turns a look-up's nil into the error of an Edit operation.
func present[T any](obj *T, format string, args ...any) (*T, error) {
	if obj == nil {
		return nil, notFoundErr(format, args...)
	}
	return obj, nil
}

// ---- Ports ----

// Ports returns the ports of a component (by service_id or service_alias),
// in creation order; nil when the component is unknown.
func (g *Gateway) Ports(service string) []Port {
	var out []Port
	_ = g.locked(func(s *store) error {
		if c := s.Component("", service); c != nil {
			out = []Port{}
			for _, p := range s.Ports[c.ServiceID] {
				out = append(out, *p)
			}
		}
		return nil
	})
	return out
}

// Port returns one port of a component.
func (g *Gateway) Port(service string, number int64) (Port, bool) {
	var out Port
	found := false
	_ = g.locked(func(s *store) error {
		if c := s.Component("", service); c != nil {
			if p := s.Port(c.ServiceID, number); p != nil {
				out, found = *p, true
			}
		}
		return nil
	})
	return out, found
}

// PutPort adds a port out of band, or replaces the one with the same
// number. p.ServiceID may be the component alias; empty fields get the
// server's defaults. No rule is created.
func (g *Gateway) PutPort(p Port) (Port, error) {
	var out Port
	err := g.locked(func(s *store) error {
		if err := s.PutPort(p); err != nil {
			return err
		}
		c := s.Component("", p.ServiceID)
		out = *s.Port(c.ServiceID, p.ContainerPort)
		return nil
	})
	return out, err
}

// EditPort changes a port out of band (drift). fn may change any field but
// the identity (ID, service_id, container_port), which is kept.
func (g *Gateway) EditPort(service string, number int64, fn func(*Port)) error {
	find := func(s *store) (*Port, error) {
		c, err := present(s.Component("", service), "component %q", service)
		if err != nil {
			return nil, err
		}
		return present(s.Port(c.ServiceID, number), "port %d of %q", number, service)
	}
	return edit(g, find, fn, func(_ *store, p *Port, was Port) {
		p.ID, p.ServiceID, p.ContainerPort = was.ID, was.ServiceID, was.ContainerPort
	})
}

// SetPortFlags sets the inner and outer flags of a port out of band,
// without creating or touching rules.
func (g *Gateway) SetPortFlags(service string, number int64, inner, outer bool) error {
	return g.EditPort(service, number, func(p *Port) { p.IsInnerService, p.IsOuterService = inner, outer })
}

// RemovePort deletes a port out of band, with the rules bound to it.
func (g *Gateway) RemovePort(service string, number int64) error {
	return g.locked(func(s *store) error {
		c := s.Component("", service)
		if c == nil || !s.RemovePort(c.ServiceID, number) {
			return notFoundErr("port %d of %q", number, service)
		}
		s.RemoveRules(func(r *Rule) bool { return r.ServiceID != c.ServiceID || r.ContainerPort != number })
		// The console's port delete takes the port's variables with it
		// (its connection variables, and any it took over at the create).
		g.removeConnectionVariables(c, number)
		return nil
	})
}

// ---- Rules ----

// Rules returns every HTTP rule, in creation order.
func (g *Gateway) Rules() []Rule {
	var out []Rule
	_ = g.locked(func(s *store) error {
		out = []Rule{}
		for _, r := range s.Rules {
			out = append(out, *r)
		}
		return nil
	})
	return out
}

// Rule returns the rule with that http_rule_id.
func (g *Gateway) Rule(httpRuleID string) (Rule, bool) {
	var out Rule
	found := false
	_ = g.locked(func(s *store) error {
		if r := s.Rule(httpRuleID); r != nil {
			out, found = *r, true
		}
		return nil
	})
	return out, found
}

// GatewayRoute returns the route the region's gateway holds for a rule:
// what the last update pushed to it, which a failed update may have left
// different from the record that Rule returns.
func (g *Gateway) GatewayRoute(httpRuleID string) (GatewayRoute, bool) {
	var out GatewayRoute
	found := false
	_ = g.locked(func(s *store) error {
		if r := s.Rule(httpRuleID); r != nil {
			out, found = routeOf(*r), true
			if r.Gateway != nil {
				out = *r.Gateway
			}
		}
		return nil
	})
	return out, found
}

// RulesOf returns the rules bound to one port of a component.
func (g *Gateway) RulesOf(service string, number int64) []Rule {
	out := []Rule{}
	_ = g.locked(func(s *store) error {
		if c := s.Component("", service); c != nil {
			for _, r := range s.RulesOf(c.ServiceID, number) {
				out = append(out, *r)
			}
		}
		return nil
	})
	return out
}

// PutRule adds a rule out of band (say a custom domain, Type 1), or
// replaces the one with the same http_rule_id. r.ServiceID may be the
// component alias; the fields that follow from the component are filled.
func (g *Gateway) PutRule(r Rule) (Rule, error) {
	var out Rule
	err := g.locked(func(s *store) error {
		if r.HTTPRuleID == "" {
			r.HTTPRuleID = s.NewHex("rule")
		}
		if err := s.PutRule(r); err != nil {
			return err
		}
		out = *s.Rule(r.HTTPRuleID)
		return nil
	})
	return out, err
}

// EditRule changes a rule out of band (drift). ID and http_rule_id are kept.
func (g *Gateway) EditRule(httpRuleID string, fn func(*Rule)) error {
	find := func(s *store) (*Rule, error) { return present(s.Rule(httpRuleID), "rule %q", httpRuleID) }
	// A change made in the console reaches the gateway too.
	return edit(g, find, fn, func(_ *store, r *Rule, was Rule) { r.ID, r.HTTPRuleID, r.Gateway = was.ID, was.HTTPRuleID, nil })
}

// RemoveRule deletes a rule out of band.
func (g *Gateway) RemoveRule(httpRuleID string) error {
	return g.locked(func(s *store) error {
		if s.Rule(httpRuleID) == nil {
			return notFoundErr("rule %q", httpRuleID)
		}
		s.RemoveRules(func(r *Rule) bool { return r.HTTPRuleID != httpRuleID })
		return nil
	})
}

// ---- Regions and teams ----

// EnterpriseID is the id of the enterprise, which adding a region names.
func (g *Gateway) EnterpriseID() string {
	var id string
	_ = g.locked(func(s *store) error { id = s.EnterpriseID; return nil })
	return id
}

// Regions returns every region of the enterprise, in creation order.
func (g *Gateway) Regions() []Region {
	var out []Region
	_ = g.locked(func(s *store) error {
		out = []Region{}
		for _, r := range s.Regions {
			out = append(out, *r)
		}
		return nil
	})
	return out
}

// Region returns one region by name.
func (g *Gateway) Region(name string) (Region, bool) {
	var out Region
	found := false
	_ = g.locked(func(s *store) error {
		if r := s.Region(name); r != nil {
			out, found = *r, true
		}
		return nil
	})
	return out, found
}

// PutRegion adds a region out of band, or replaces the one with that name.
func (g *Gateway) PutRegion(r Region) (Region, error) {
	var out Region
	err := g.locked(func(s *store) error {
		if err := s.PutRegion(r); err != nil {
			return err
		}
		out = *s.Region(r.RegionName)
		return nil
	})
	return out, err
}

// EditRegion changes a region out of band; its name is kept.
func (g *Gateway) EditRegion(name string, fn func(*Region)) error {
	find := func(s *store) (*Region, error) { return present(s.Region(name), "region %q", name) }
	return edit(g, find, fn, func(_ *store, r *Region, was Region) { r.RegionName = was.RegionName })
}

// SetRegionStatus sets a region's status code ("0".."3"; "1" is enabled).
func (g *Gateway) SetRegionStatus(name, status string) error {
	return g.EditRegion(name, func(r *Region) { r.Status = status })
}

// RemoveRegion deletes a region and every team's opening of it. Apps in the
// region stay, unreachable, as they would on the server.
func (g *Gateway) RemoveRegion(name string) error {
	return g.locked(func(s *store) error {
		if s.Region(name) == nil {
			return notFoundErr("region %q", name)
		}
		s.Regions = slices.DeleteFunc(s.Regions, func(r *Region) bool { return r.RegionName == name })
		for _, t := range s.Teams {
			t.Regions = slices.DeleteFunc(t.Regions, func(n string) bool { return n == name })
		}
		return nil
	})
}

// OpenRegion opens a team (by id or name) in a region.
func (g *Gateway) OpenRegion(team, region string) error {
	return g.locked(func(s *store) error {
		t := s.Team(team)
		if t == nil {
			return notFoundErr("team %q", team)
		}
		if s.Region(region) == nil {
			return notFoundErr("region %q", region)
		}
		if !s.IsOpen(t, region) {
			t.Regions = append(t.Regions, region)
		}
		return nil
	})
}

// CloseRegion takes a region away from a team.
func (g *Gateway) CloseRegion(team, region string) error {
	return g.locked(func(s *store) error {
		t := s.Team(team)
		if t == nil {
			return notFoundErr("team %q", team)
		}
		t.Regions = slices.DeleteFunc(t.Regions, func(n string) bool { return n == region })
		return nil
	})
}

// Teams returns every team.
func (g *Gateway) Teams() []Team {
	var out []Team
	_ = g.locked(func(s *store) error {
		out = []Team{}
		for _, t := range s.Teams {
			c := *t
			c.Regions = slices.Clone(t.Regions)
			out = append(out, c)
		}
		return nil
	})
	return out
}

// PutTeam adds a team, or replaces the one with the same tenant id.
func (g *Gateway) PutTeam(t Team) (Team, error) {
	var out Team
	err := g.locked(func(s *store) error {
		if err := s.PutTeam(t); err != nil {
			return err
		}
		out = *s.Team(t.TeamName)
		out.Regions = slices.Clone(out.Regions)
		return nil
	})
	return out, err
}

// SetResource sets the resource figures of a team in a region.
func (g *Gateway) SetResource(r Resource) error {
	return g.locked(func(s *store) error { return s.PutResource(r) })
}

// ---- Apps and components ----

// Apps returns every app, in creation order.
func (g *Gateway) Apps() []App {
	var out []App
	_ = g.locked(func(s *store) error {
		out = []App{}
		for _, a := range s.Apps {
			out = append(out, deepCopy(*a))
		}
		return nil
	})
	return out
}

// PutApp adds an app (a zero ID gets the next free one), or replaces the
// one with the same ID. TenantID may be the team name.
func (g *Gateway) PutApp(a App) (App, error) {
	var out App
	err := g.locked(func(s *store) error {
		a = deepCopy(a)
		if a.ID == 0 {
			a.ID = s.NextAppID + 1
		}
		if err := s.PutApp(a); err != nil {
			return err
		}
		out = deepCopy(*s.App(a.ID))
		return nil
	})
	return out, err
}

// EditApp changes an app out of band; its ID is kept.
func (g *Gateway) EditApp(id int64, fn func(*App)) error {
	find := func(s *store) (*App, error) { return present(s.App(id), "app %d", id) }
	return edit(g, find, fn, func(_ *store, a *App, _ App) { a.ID = id })
}

// RemoveApp deletes an app with its components, their ports and rules.
func (g *Gateway) RemoveApp(id int64) error {
	return g.locked(func(s *store) error {
		if s.App(id) == nil {
			return notFoundErr("app %d", id)
		}
		for _, c := range slices.Clone(s.Components) {
			if c.AppID == id {
				s.removeComponent(c.ServiceID)
			}
		}
		s.Apps = slices.DeleteFunc(s.Apps, func(a *App) bool { return a.ID == id })
		return nil
	})
}

// Components returns every component, in creation order.
func (g *Gateway) Components() []Component {
	var out []Component
	_ = g.locked(func(s *store) error {
		out = []Component{}
		for _, c := range s.Components {
			out = append(out, deepCopy(*c))
		}
		return nil
	})
	return out
}

// Component returns a component by service_id or service_alias.
func (g *Gateway) Component(service string) (Component, bool) {
	var out Component
	found := false
	_ = g.locked(func(s *store) error {
		if c := s.Component("", service); c != nil {
			out, found = deepCopy(*c), true
		}
		return nil
	})
	return out, found
}

// PutComponent adds a component, or replaces the one with the same id.
func (g *Gateway) PutComponent(c Component) (Component, error) {
	var out Component
	err := g.locked(func(s *store) error {
		c = deepCopy(c)
		if c.ServiceID == "" {
			c.ServiceID = s.NewHex("component")
		}
		if err := s.PutComponent(c); err != nil {
			return err
		}
		out = deepCopy(*s.CompByID[c.ServiceID])
		return nil
	})
	return out, err
}

// EditComponent changes a component out of band; its service_id is kept.
func (g *Gateway) EditComponent(service string, fn func(*Component)) error {
	find := func(s *store) (*Component, error) { return present(s.Component("", service), "component %q", service) }
	return edit(g, find, fn, func(s *store, c *Component, was Component) {
		c.ServiceID = was.ServiceID
		s.IndexAlias(c, was.ServiceAlias)
	})
}

// RemoveComponent deletes a component with its ports and rules.
func (g *Gateway) RemoveComponent(service string) error {
	return g.locked(func(s *store) error {
		c := s.Component("", service)
		if c == nil {
			return notFoundErr("component %q", service)
		}
		s.removeComponent(c.ServiceID)
		return nil
	})
}

// PutMonitor adds a monitor series.
func (g *Gateway) PutMonitor(m MonitorSeries) error {
	return g.locked(func(s *store) error { return s.PutMonitor(m) })
}

// ---- Whole model ----

// Snapshot returns the whole model as a fixture.
func (g *Gateway) Snapshot() Fixture {
	var out Fixture
	_ = g.locked(func(s *store) error { out = s.Snapshot(); return nil })
	return out
}

// Load replaces the model with f, which also becomes what Reset restores.
func (g *Gateway) Load(f Fixture) error {
	st, err := newStore(f)
	if err != nil {
		return err
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	g.st, g.initial = st, deepCopy(f)
	return nil
}

// ResetModel restores the model to the fixture the gateway started with
// (or the last Load).
func (g *Gateway) ResetModel() {
	g.mu.Lock()
	defer g.mu.Unlock()
	st, err := newStore(g.initial)
	if err != nil {
		panic(err) // the same fixture loaded before
	}
	g.st = st
}

// Reset restores the model and removes faults, chaos, latency, counters
// and the request log.
func (g *Gateway) Reset() {
	g.ResetModel()
	g.ResetFaults()
	g.ResetLatency()
	g.ResetCounts()
}

// SetTokens replaces the admin and the non-admin token; an empty user
// token disables it. Use it to simulate an expired token.
func (g *Gateway) SetTokens(admin, user string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.admin, g.user = admin, user
}

// SetReachability replaces the rule that decides whether AddRegion can
// reach a region's url.
func (g *Gateway) SetReachability(reachable func(url string) bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.reachable = reachable
}

// removeOutOfBand deletes from list the objects that match, as the
// console's delete does, or says that none was there.
func removeOutOfBand[T any](list *[]*T, match func(*T) bool, format string, args ...any) error {
	before := len(*list)
	*list = slices.DeleteFunc(*list, match)
	if len(*list) == before {
		return notFoundErr(format, args...)
	}
	return nil
}

// ---- Fixtures ----

// Merge adds the objects of f to the model, replacing those with the same
// key: a region by region_name, a team by tenant_id (or by team_name when it
// has no id), an app by ID, a component by service_id (or by service_alias
// in its team when it has no id), a port by component and container_port, a
// rule by http_rule_id, and resource figures by team and region. Monitor
// series are added. f's enterprise_id is ignored.
//
// It is all or nothing: when an object does not fit (a reference that does
// not resolve, say) the model stays as it was. Reset still restores the
// fixture the gateway started with, or the last Load.
func (g *Gateway) Merge(f Fixture) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	// Try it on a copy first, with the same id sequence, so that a fixture
	// that fails halfway leaves the live model untouched; on success the
	// live model takes the same steps and ends the same.
	trial, err := newStore(g.st.Snapshot())
	if err != nil {
		return fmt.Errorf("fixture: copying the model: %w", err)
	}
	trial.Seq = g.st.Seq
	if err := trial.Merge(f); err != nil {
		return fmt.Errorf("fixture: %w", err)
	}
	return g.st.Merge(f)
}
