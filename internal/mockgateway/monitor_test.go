package mockgateway

import (
	"encoding/json"
	"testing"
	"time"
)

// monitorsOf decodes a monitor answer into component alias -> item -> its
// data.result, which keeps the key sets the server sends.
func monitorsOf(t *testing.T, a answer) map[string]map[string][]map[string]any {
	t.Helper()
	var comps []struct {
		ServiceAlias string `json:"service_alias"`
		Monitors     []struct {
			Item string `json:"monitor_item"`
			Data struct {
				Result []map[string]any `json:"result"`
			} `json:"data"`
		} `json:"monitors"`
	}
	if err := json.Unmarshal(a.raw, &comps); err != nil {
		t.Fatalf("monitor answer: %v: %s", err, a.raw)
	}
	out := map[string]map[string][]map[string]any{}
	for _, c := range comps {
		items := map[string][]map[string]any{}
		for _, m := range c.Monitors {
			items[m.Item] = m.Data.Result
		}
		out[c.ServiceAlias] = items
	}
	return out
}

// Fact (Monitoring, query): each result is {"value": [timestamp, value]},
// both strings, with no "metric"; an item with no data is left out.
func TestQueryMonitorCurrentShape(t *testing.T) {
	ts := NewTestServer(t, DefaultFixture(), WithClock(func() time.Time { return time.Unix(1700000000, 0) }))
	got := monitorsOf(t, call(t, ts, "GET", shopPath+"/monitor/query", nil).want(t, 200))
	res := got[WebAlias]["request_time"]
	if len(res) != 1 || len(res[0]) != 1 {
		t.Fatalf("a current result is {\"value\"} alone: %v", res)
	}
	v, _ := res[0]["value"].([]any)
	if len(v) != 2 || v[0] != "1700000000" {
		t.Fatalf("value %v", res[0]["value"])
	}
	if _, isString := v[1].(string); !isString {
		t.Fatalf("the value is a string: %v", v)
	}
	// A component with the plugin but no series appears with no items.
	if err := ts.EditComponent(DBID, func(c *Component) { c.PerfPlugin = true }); err != nil {
		t.Fatal(err)
	}
	got = monitorsOf(t, call(t, ts, "GET", shopPath+"/monitor/query", nil).want(t, 200))
	if items, listed := got[DBAlias]; !listed || len(items) != 0 {
		t.Fatalf("db: %v", got)
	}
	call(t, ts, "GET", "/openapi/v1/teams/"+DefaultTeam+"/regions/"+LabRegion+"/apps/1/monitor/query", nil).want(t, 409)
}

// Fact (Monitoring, query_range): a missing start or end is 400 "params
// error" / "缺少query参数"; no other value is refused.
func TestQueryMonitorRangeRefusesOnlyMissingTimes(t *testing.T) {
	ts := newDefault(t)
	base := shopPath + "/monitor/query_range"
	for _, q := range []string{"", "?start=1700000000", "?end=1700000000", "?start=&end=1700000000"} {
		body := call(t, ts, "GET", base+q, nil).want(t, 400).obj(t)
		if body["code"] != float64(400) || body["msg"] != "params error" || body["msg_show"] != "缺少query参数" {
			t.Fatalf("%q: %v", q, body)
		}
	}
	// Not a number, end before start, step <= 0, too many points: 200,
	// with every component listed and its monitors empty.
	for _, q := range []string{
		"?start=abc&end=1700000000", "?start=1700000600&end=1700000000",
		"?start=1700000000&end=1700000600&step=0", "?start=1700000000&end=1700000600&step=-60",
		"?start=0&end=1700000000&step=1",
	} {
		got := monitorsOf(t, call(t, ts, "GET", base+q, nil).want(t, 200))
		if len(got) != 2 || len(got[WebAlias]) != 0 || len(got[APIAlias]) != 0 {
			t.Fatalf("%q: %v", q, got)
		}
	}
}

// Fact (Monitoring, query_range, known server defect): every series of an
// item with data comes back as {"value": []}. The mock does that unless
// the defect is switched off.
func TestQueryMonitorRangeDropsEveryPoint(t *testing.T) {
	ts := newDefault(t)
	base := shopPath + "/monitor/query_range?start=1700000000&end=1700000600"
	got := monitorsOf(t, call(t, ts, "GET", base, nil).want(t, 200))
	if len(got) != 2 { // web and api have the plugin, db does not
		t.Fatalf("components: %v", got)
	}
	for _, item := range MonitorItems {
		res := got[WebAlias][item]
		if len(res) != 1 || len(res[0]) != 1 {
			t.Fatalf("%s: %v", item, res)
		}
		if v, isList := res[0]["value"].([]any); !isList || len(v) != 0 {
			t.Fatalf("%s: the defect answers {\"value\": []}, got %v", item, res[0])
		}
	}
	// An item without points in the range is left out, defect or not.
	got = monitorsOf(t, call(t, ts, "GET", blogPath+"/monitor/query_range?start=1717300000&end=1717300600", nil).want(t, 200))
	if _, listed := got[BlogWebAlias]["request"]; listed {
		t.Fatalf("an item with no data is left out: %v", got[BlogWebAlias])
	}

	ts.SetMonitorRangeDefect(false)
	got = monitorsOf(t, call(t, ts, "GET", base, nil).want(t, 200))
	values, _ := got[WebAlias]["request"][0]["values"].([]any)
	if len(values) != 11 { // step 60 over 600 s
		t.Fatalf("without the defect: %v", got[WebAlias]["request"])
	}
	// Decimal times, an explicit step, and recorded points filtered to the range.
	got = monitorsOf(t, call(t, ts, "GET", base+".5&step=300", nil).want(t, 200))
	if values, _ := got[WebAlias]["request"][0]["values"].([]any); len(values) != 3 {
		t.Fatalf("step 300: %v", values)
	}
	got = monitorsOf(t, call(t, ts, "GET", blogPath+"/monitor/query_range?start=1717200030&end=1717200200", nil).want(t, 200))
	values, _ = got[BlogWebAlias]["request"][0]["values"].([]any)
	if len(values) != 2 || values[0].([]any)[1] != "15" {
		t.Fatalf("recorded points: %v", values)
	}
	// is_outer filters only when it is exactly "true".
	if err := ts.SetPortFlags(WebID, 80, true, false); err != nil {
		t.Fatal(err)
	}
	if got := monitorsOf(t, call(t, ts, "GET", base+"&is_outer=true", nil).want(t, 200)); len(got) != 1 {
		t.Fatalf("is_outer=true: %v", got)
	}
	if got := monitorsOf(t, call(t, ts, "GET", base+"&is_outer=True", nil).want(t, 200)); len(got) != 2 {
		t.Fatalf("is_outer=True does not filter: %v", got)
	}
}

// Fact (Components): the component detail is a 500 "list index out of
// range", in the unhandled-error shape (code 10401), when the region's
// status call fails.
func TestGetComponentRegionStatusFails(t *testing.T) {
	ts := newDefault(t)
	path := shopPath + "/services/" + WebAlias
	call(t, ts, "GET", path, nil).want(t, 200)
	if err := ts.EditComponent(WebAlias, func(c *Component) { c.RegionStatusFails = true }); err != nil {
		t.Fatal(err)
	}
	body := call(t, ts, "GET", path, nil).want(t, 500).obj(t)
	if body["code"] != float64(10401) || body["msg"] != "list index out of range" || body["error_type"] != "IndexError" {
		t.Fatalf("body %v", body)
	}
}
