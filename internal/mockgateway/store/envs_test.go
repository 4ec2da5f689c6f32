package store

import "testing"

// A fixture's variables, their component named by alias, load under its
// id in their order, a snapshot holds them, and a merged variable of a
// name already there replaces it: the fixture carries components'
// variables to the real console and back.
func TestFixtureEnvsLoadSnapshotAndMerge(t *testing.T) {
	f := DefaultFixture()
	f.Envs = map[string][]ComponentEnv{WebAlias: {
		{Name: "A", Value: "1", Scope: "inner"},
		{Name: "B", Value: "2", Scope: "inner"},
	}}
	s, err := NewStore(f)
	if err != nil {
		t.Fatal(err)
	}
	snap := s.Snapshot()
	if got := snap.Envs[WebID]; len(got) != 2 || got[0].Name != "A" || got[1].Value != "2" {
		t.Fatalf("snapshot envs %+v", snap.Envs)
	}
	if _, byAlias := snap.Envs[WebAlias]; byAlias {
		t.Errorf("snapshot keeps the alias key: %+v", snap.Envs)
	}
	merged, err := MergeFixtures(snap, Fixture{Envs: map[string][]ComponentEnv{WebID: {{Name: "A", Value: "9", Scope: "inner"}}}})
	if err != nil {
		t.Fatal(err)
	}
	if got := merged.Envs[WebID]; len(got) != 2 || got[0].Value != "9" || got[1].Name != "B" {
		t.Errorf("merged envs %+v", got)
	}
	if _, err := NewStore(Fixture{Envs: map[string][]ComponentEnv{"nobody": {{Name: "A"}}}}); err == nil {
		t.Error("a variable of an unknown component loaded")
	}
}
