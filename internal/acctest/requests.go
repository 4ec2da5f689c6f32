package acctest

import (
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// RequestQueries returns the parsed query strings of the requests the mock
// received for one operation.
func RequestQueries(t *testing.T, gw *mockgateway.Gateway, op string) []url.Values {
	t.Helper()
	var out []url.Values
	for _, r := range gw.RequestsOf(op) {
		q, err := url.ParseQuery(r.RawQuery)
		if err != nil {
			t.Fatalf("%s: query %q: %v", op, r.RawQuery, err)
		}
		out = append(out, q)
	}
	return out
}

// ErrorSeq matches a terraform error holding the given phrases in order;
// like ErrorRegex, each phrase may be wrapped over lines of the diagnostic
// box.
func ErrorSeq(phrases ...string) *regexp.Regexp {
	parts := make([]string, len(phrases))
	for i, p := range phrases {
		parts[i] = ErrorRegex(p).String()
	}
	return regexp.MustCompile(`(?s)` + strings.Join(parts, `.*`))
}
