package mockgateway

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// rooms are the mock's subpackages from the bottom up (README.md,
// "Rooms"): each may import only rooms before it in this list, never one
// after it nor the front door (this package). cmd holds the programs built
// on the front door, not a room.
var rooms = []string{"fixtures", "store", "region", "console", "controls"}

// roomBans are imports a room may not have besides the rooms above it.
var roomBans = map[string][]string{
	"fixtures": {"net/http"},
	"store":    {"net/http"},
}

const modulePath = "github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"

// TestNoImportRunsUpward reads the imports of every Go file of every room
// (tests included) and fails on one that runs upward.
func TestNoImportRunsUpward(t *testing.T) {
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	seen := 0
	for _, e := range entries {
		if !e.IsDir() || e.Name() == "cmd" {
			continue
		}
		files, _ := filepath.Glob(filepath.Join(e.Name(), "*.go"))
		if len(files) == 0 {
			continue
		}
		rank := slices.Index(rooms, e.Name())
		if rank < 0 {
			t.Errorf("%s: a package that is no room; add it to rooms, in its place from the bottom up", e.Name())
			continue
		}
		seen++
		for _, file := range files {
			for _, imp := range importsOf(t, file) {
				if problem := upward(e.Name(), rank, imp); problem != "" {
					t.Errorf("%s imports %s: %s", file, imp, problem)
				}
			}
		}
	}
	if seen < 2 {
		t.Fatalf("found %d rooms; the test reads the wrong directory", seen)
	}
}

// upward says what is wrong with an import of the room at rank, or "".
func upward(room string, rank int, imp string) string {
	if slices.Contains(roomBans[room], imp) {
		return "banned in this room"
	}
	if imp == modulePath {
		return "the front door is above every room"
	}
	rest, inMock := strings.CutPrefix(imp, modulePath+"/")
	if !inMock {
		return ""
	}
	other := strings.SplitN(rest, "/", 2)[0]
	if i := slices.Index(rooms, other); i < 0 || i >= rank {
		return "not a room below " + room
	}
	return ""
}

func importsOf(t *testing.T, file string) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, parser.ImportsOnly)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, s := range f.Imports {
		path, _ := strconv.Unquote(s.Path.Value)
		out = append(out, path)
	}
	return out
}

// TestUpwardCatchesEachKind checks the rule itself on imports that break it.
func TestUpwardCatchesEachKind(t *testing.T) {
	for _, c := range []struct {
		room, imp string
		bad       bool
	}{
		{"store", modulePath, true},
		{"store", modulePath + "/region", true},
		{"store", modulePath + "/store", true},
		{"store", modulePath + "/unknown", true},
		{"store", "net/http", true},
		{"store", modulePath + "/fixtures", false},
		{"store", "fmt", false},
		{"console", modulePath + "/region", false},
		{"console", modulePath + "/controls", true},
		{"region", modulePath + "/controls", true},
		{"controls", modulePath + "/console", false},
		{"controls", modulePath + "/store", false},
		{"controls", modulePath, true},
		{"controls", modulePath + "/cmd/mockgateway", true},
		{"region", "net/http", false},
	} {
		if got := upward(c.room, slices.Index(rooms, c.room), c.imp) != ""; got != c.bad {
			t.Errorf("%s importing %s: refused %v, want %v", c.room, c.imp, got, c.bad)
		}
	}
}
