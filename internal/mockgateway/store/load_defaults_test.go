package store

import "testing"

// Fact: a component the fixture gives no instance count or memory has the
// console's defaults, min_node 1 and min_memory 256 (www/models/main.py), as
// every platform reports; a fixture's own values are kept.
func TestFixtureComponentGetsPlatformDefaultsForMemoryAndInstances(t *testing.T) {
	f := Fixture{
		Regions: []Region{{RegionName: "r", Status: "1"}},
		Teams:   []Team{{TenantID: "0a1b2c3d4e5f60718293a4b5c6d7e8f9", TeamName: "t", Regions: []string{"r"}}},
		Apps:    []App{{ID: 1, TenantID: "t", GroupName: "a", RegionName: "r"}},
		Components: []Component{
			{ServiceBaseInfo: ServiceBaseInfo{ServiceAlias: "bare"}, AppID: 1},
			{ServiceBaseInfo: ServiceBaseInfo{ServiceAlias: "sized", MinNode: 3, MinMemory: 1024}, AppID: 1},
		},
	}
	s, err := NewStore(f)
	if err != nil {
		t.Fatal(err)
	}
	for alias, want := range map[string][2]int64{"bare": {1, 256}, "sized": {3, 1024}} {
		c := s.Component("0a1b2c3d4e5f60718293a4b5c6d7e8f9", alias)
		if c == nil || c.MinNode != want[0] || c.MinMemory != want[1] {
			t.Errorf("%s: %+v, want min_node %d and min_memory %d", alias, c, want[0], want[1])
		}
	}
}
