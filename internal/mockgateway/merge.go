package mockgateway

import "fmt"

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

// MergeFixtures returns base with each of more merged into it in turn, as
// Merge does on a running gateway.
func MergeFixtures(base Fixture, more ...Fixture) (Fixture, error) {
	s, err := newStore(base)
	if err != nil {
		return Fixture{}, fmt.Errorf("fixture: %w", err)
	}
	for _, f := range more {
		if err := s.Merge(f); err != nil {
			return Fixture{}, fmt.Errorf("fixture: %w", err)
		}
	}
	return s.Snapshot(), nil
}

func (s *store) Merge(f Fixture) error {
	f = DeepCopy(f)
	// Objects named without an id take the id of the object they name, so
	// that they replace it instead of failing as duplicates.
	for i := range f.Teams {
		t := &f.Teams[i]
		if old := s.Team(t.TeamName); t.TenantID == "" && old != nil {
			t.TenantID = old.TenantID
		}
	}
	for i := range f.Components {
		c := &f.Components[i]
		if c.ServiceID != "" {
			continue
		}
		tenant := c.TenantID
		if t := s.Team(tenant); t != nil {
			tenant = t.TenantID
		} else if a := s.App(c.AppID); a != nil {
			tenant = a.TenantID
		}
		if old := s.Component(tenant, c.ServiceAlias); tenant != "" && old != nil {
			c.ServiceID = old.ServiceID
		}
	}
	return s.PutAll(f)
}
