package mockgateway

import (
	"path/filepath"
	"testing"
)

// The fixtures that the examples ship are documentation too: each must load
// on its own.
func TestExampleFixturesLoad(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "examples", "modules", "*", "tests", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no example fixture found under examples/modules/*/tests")
	}
	for _, file := range files {
		f, err := LoadFixture(file)
		if err != nil {
			t.Errorf("%s: %v", file, err)
			continue
		}
		if len(f.Teams) == 0 || len(f.Components) == 0 {
			t.Errorf("%s: an example fixture should hold at least a team and a component", file)
		}
	}
}
