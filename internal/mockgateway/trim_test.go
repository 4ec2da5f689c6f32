package mockgateway

import (
	"net/http"
	"testing"
)

// AppPostInfoSerializer's CharFields strip surrounding whitespace (Django
// REST framework, trim_whitespace=True): a heredoc note's trailing newline
// and an ideographic space are gone, a name of spaces only is blank.
func TestCreateAppStripsWhitespace(t *testing.T) {
	ts := newDefault(t)
	a := call(t, ts, "POST", appsPath, map[string]any{"app_name": " orders\t", "app_note": "first line\nsecond\n\u3000"}).want(t, http.StatusCreated).obj(t)
	if a["group_name"] != "orders" || a["note"] != "first line\nsecond" {
		t.Fatalf("stored %q and %q", a["group_name"], a["note"])
	}
	call(t, ts, "POST", appsPath, map[string]any{"app_name": "  \n"}).want(t, http.StatusBadRequest)
	for in, want := range map[string]string{"\x1c a \x1f": "a", "\u00a0b\u2029": "b", "c": "c", " \n ": ""} {
		if got := drfStrip(in); got != want {
			t.Errorf("drfStrip(%q) = %q, want %q", in, got, want)
		}
	}
}
