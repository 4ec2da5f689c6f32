package mockgateway

import (
	"net/http"
	"testing"
)

// Fact: a region 409 keeps the region's own message, unless it is empty or
// a frequency message (any case, surrounding spaces ignored), which the
// console answers with its own too-frequent body, without data
// (regionapibaseclient.py:188-195; console/views/base.py:585-587).
func TestRegionConflictKeepsTheRegionsMessageUnlessFrequent(t *testing.T) {
	ts := newDefault(t)
	for msg, want := range map[string]struct {
		msg, show string
		data      bool
	}{
		"service name already exists": {"service name already exists", "service name already exists", true},
		"  Just Wait A Moment ":       {"wait a moment please", "操作过于频繁，请稍后再试", false},
		"操作过于频繁，请稍后再试":                {"wait a moment please", "操作过于频繁，请稍后再试", false},
		"":                            {"wait a moment please", "操作过于频繁，请稍后再试", false},
	} {
		id := ts.AddFault(Fault{Operation: OpListHTTPRules, Status: http.StatusConflict, Shape: ShapeRegionConflict, Message: msg})
		m := call(t, ts, "GET", "/openapi/v1/httpdomains", nil).want(t, http.StatusConflict).obj(t)
		ts.RemoveFault(id)
		_, hasData := m["data"]
		if m["code"] != float64(409) || m["msg"] != want.msg || m["msg_show"] != want.show || hasData != want.data {
			t.Errorf("region msg %q: %v, want msg %q, msg_show %q, data %v", msg, m, want.msg, want.show, want.data)
		}
	}
}
