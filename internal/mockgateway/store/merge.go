package store

import "fmt"

// MergeFixtures returns base with each of more merged into it in turn, as
// Merge does on a running gateway.
func MergeFixtures(base Fixture, more ...Fixture) (Fixture, error) {
	s, err := NewStore(base)
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

func (s *Store) Merge(f Fixture) error {
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
