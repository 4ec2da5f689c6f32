package provider

import (
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Shared bits of the data source acceptance tests. They read the mock's
// DefaultFixture (see the mockgateway.Default* constants for its objects).

// newDefaultAccEnv starts a mock seeded with the default fixture.
func newDefaultAccEnv(t *testing.T) *accEnv {
	t.Helper()
	return newAccEnv(t, mockgateway.DefaultFixture())
}

// requestQueries returns the parsed query strings of the requests the mock
// received for one operation.
func requestQueries(t *testing.T, gw *mockgateway.Gateway, op string) []url.Values {
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

// errorSeq matches a terraform error holding the given phrases in order;
// like errorRegex, each phrase may be wrapped over lines of the diagnostic
// box.
func errorSeq(phrases ...string) *regexp.Regexp {
	parts := make([]string, len(phrases))
	for i, p := range phrases {
		parts[i] = errorRegex(p).String()
	}
	return regexp.MustCompile(`(?s)` + strings.Join(parts, `.*`))
}
