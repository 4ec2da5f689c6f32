package mockgateway

import (
	"net/http"
	"testing"
)

// Fact: an add-region token sent as "" comes back "" (the serializer stores
// the blank it allows), one sent as null or not at all comes back null, and
// one with a value comes back as sent.
func TestAddRegionAnswersTheTokenAsSent(t *testing.T) {
	ts := newDefault(t)
	for name, c := range map[string]struct {
		sent any
		omit bool
		want any
	}{
		"blank":  {sent: "", want: ""},
		"null":   {sent: nil, want: nil},
		"absent": {omit: true, want: nil},
		"value":  {sent: "abc", want: "abc"},
	} {
		body := validRegion("tok-" + name)
		if !c.omit {
			body["token"] = c.sent
		}
		m := call(t, ts, "POST", "/openapi/v1/regions", body).want(t, http.StatusCreated).obj(t)
		if got, ok := m["token"]; !ok || got != c.want {
			t.Errorf("%s: token = %#v (present %v), want %#v", name, got, ok, c.want)
		}
	}
}
