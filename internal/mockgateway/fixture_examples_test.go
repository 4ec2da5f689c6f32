package mockgateway

import (
	"path/filepath"
	"slices"
	"testing"
)

// The fixtures that the examples ship are documentation too: each must load
// on its own and hold a region. Those that start from nothing (the
// quickstart's, the team module's) hold no team, since the configuration
// makes it; the others must hold what their configuration builds on.
func TestExampleFixturesLoad(t *testing.T) {
	examples := filepath.Join("..", "..", "examples")
	files, err := filepath.Glob(filepath.Join(examples, "modules", "*", "tests", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no example fixture found under examples/modules/*/tests")
	}
	fromNothing := map[string]bool{
		filepath.Join(examples, "quickstart", "platform.json"):                            true,
		filepath.Join(examples, "modules", "team-with-regions", "tests", "platform.json"): true,
	}
	for file := range fromNothing {
		if !slices.Contains(files, file) {
			files = append(files, file)
		}
	}
	for _, file := range files {
		f, err := LoadFixture(file)
		if err != nil {
			t.Errorf("%s: %v", file, err)
			continue
		}
		switch {
		case len(f.Regions) == 0:
			t.Errorf("%s: an example fixture should hold at least a region", file)
		case fromNothing[file] && len(f.Teams) != 0:
			t.Errorf("%s: this example starts from a platform without a team, but the fixture holds %d", file, len(f.Teams))
		case !fromNothing[file] && (len(f.Teams) == 0 || len(f.Components) == 0):
			t.Errorf("%s: an example fixture should hold at least a team and a component", file)
		}
	}
}
