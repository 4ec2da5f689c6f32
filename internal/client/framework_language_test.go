package client_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// No source file of the client compares a framework message: the server
// sends them in its own language, so a match on the English source text
// (or on one translation) breaks on a real installation.
func TestClientNeverMatchesFrameworkMessagesByText(t *testing.T) {
	words := []string{
		"This field is required", "may not be null", "may not be blank", "You do not have permission",
		"Authentication credentials", "No such user", "No token", "is not a valid choice", "Ensure this field",
		"该字段", "您没有执行该操作的权限",
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(src), "\n") {
			if strings.HasPrefix(strings.TrimSpace(line), "//") {
				continue
			}
			for _, w := range words {
				if strings.Contains(line, w) {
					t.Errorf("%s:%d matches the framework message %q by text", f, i+1, w)
				}
			}
		}
	}
}
