package mockgateway

import (
	"strconv"
	"testing"
	"time"
)

func TestQueryMonitorRange(t *testing.T) {
	ts := newDefault(t)
	base := shopPath + "/monitor/query_range"
	call(t, ts, "GET", base, nil).want(t, 400)
	call(t, ts, "GET", base+"?start=1700000000", nil).want(t, 400)
	call(t, ts, "GET", base+"?end=1700000000", nil).want(t, 400)
	call(t, ts, "GET", base+"?start=abc&end=1700000000", nil).want(t, 400)
	call(t, ts, "GET", base+"?start=1700000600&end=1700000000", nil).want(t, 400)
	call(t, ts, "GET", base+"?start=0&end=1700000000&step=1", nil).want(t, 400) // too many points

	list := call(t, ts, "GET", base+"?start=1700000000&end=1700000600", nil).want(t, 200).list(t)
	if len(list) != 2 { // web and api have the plugin, db does not
		t.Fatalf("components: %v", list)
	}
	comp := list[0].(map[string]any)
	if comp["service_id"] != WebID || comp["service_alias"] != WebAlias || comp["service_cname"] != "web" {
		t.Fatalf("component: %v", comp)
	}
	items := map[string][]any{}
	for _, m := range comp["monitors"].([]any) {
		mon := m.(map[string]any)
		data := mon["data"].(map[string]any)
		res := data["result"].([]any)
		items[mon["monitor_item"].(string)] = res[0].(map[string]any)["values"].([]any)
	}
	for _, item := range MonitorItems {
		values := items[item]
		if len(values) != 11 { // step 60 over 600 s
			t.Fatalf("%s: %d points", item, len(values))
		}
		first := values[0].([]any)
		if first[0] != "1700000000" {
			t.Fatalf("first point %v", first)
		}
		if _, err := strconv.ParseFloat(first[1].(string), 64); err != nil {
			t.Fatalf("value %v", first)
		}
	}
	// Decimal times and an explicit step.
	list = call(t, ts, "GET", base+"?start=1700000000.5&end=1700000600.5&step=300", nil).want(t, 200).list(t)
	mon := list[0].(map[string]any)["monitors"].([]any)[0].(map[string]any)
	values := mon["data"].(map[string]any)["result"].([]any)[0].(map[string]any)["values"].([]any)
	if len(values) != 3 || values[0].([]any)[0] != "1700000000.5" {
		t.Fatalf("step 300: %v", values)
	}
	// Explicit points are filtered to the range.
	list = call(t, ts, "GET", blogPath+"/monitor/query_range?start=1717200030&end=1717200200", nil).want(t, 200).list(t)
	for _, m := range list[0].(map[string]any)["monitors"].([]any) {
		mon := m.(map[string]any)
		if mon["monitor_item"] == "request" {
			values := mon["data"].(map[string]any)["result"].([]any)[0].(map[string]any)["values"].([]any)
			if len(values) != 2 || values[0].([]any)[1] != "15" {
				t.Fatalf("explicit points: %v", values)
			}
		}
	}
	// The request log keeps the raw query, so clients can be checked.
	recs := ts.RequestsOf(OpQueryMonitorRange)
	if recs[len(recs)-1].RawQuery != "start=1717200030&end=1717200200" {
		t.Fatalf("raw query %q", recs[len(recs)-1].RawQuery)
	}
	// is_outer=true keeps components with an open outer port.
	if err := ts.SetPortFlags(WebID, 80, true, false); err != nil {
		t.Fatal(err)
	}
	list = call(t, ts, "GET", base+"?start=1700000000&end=1700000060&is_outer=true", nil).want(t, 200).list(t)
	if len(list) != 1 || list[0].(map[string]any)["service_id"] != APIID {
		t.Fatalf("is_outer: %v", list)
	}
}

func TestQueryMonitorCurrent(t *testing.T) {
	ts := NewTestServer(t, DefaultFixture(), WithClock(func() time.Time { return time.Unix(1700000000, 0) }))
	list := call(t, ts, "GET", shopPath+"/monitor/query", nil).want(t, 200).list(t)
	mon := list[0].(map[string]any)["monitors"].([]any)[0].(map[string]any)
	res := mon["data"].(map[string]any)["result"].([]any)[0].(map[string]any)
	if v := res["value"].([]any); v[0] != "1700000000" {
		t.Fatalf("value %v", v)
	}
	// A component with the plugin but no series answers the three items empty.
	if err := ts.EditComponent(DBID, func(c *Component) { c.PerfPlugin = true }); err != nil {
		t.Fatal(err)
	}
	list = call(t, ts, "GET", shopPath+"/monitor/query", nil).want(t, 200).list(t)
	if n := len(list[2].(map[string]any)["monitors"].([]any)); len(list) != 3 || n != 3 {
		t.Fatalf("db: %v", list)
	}
	call(t, ts, "GET", "/openapi/v1/teams/"+DefaultTeam+"/regions/"+LabRegion+"/apps/1/monitor/query", nil).want(t, 409)
}

func TestTeamResources(t *testing.T) {
	ts := newDefault(t)
	body := []map[string]string{
		{"tenant_id": DefaultTeamID, "region_name": DefaultRegion},
		{"tenant_id": DefaultTeam, "region_name": DefaultRegion}, // a name: skipped
		{"tenant_id": OtherTeamID, "region_name": SecondRegion},  // not open: skipped
		{"tenant_id": "0000", "region_name": DefaultRegion},      // unknown: skipped
		{"tenant_id": OtherTeamID, "region_name": DefaultRegion},
		{"tenant_id": DefaultTeamID, "region_name": LabRegion}, // open, no figures
	}
	list := call(t, ts, "POST", "/openapi/v1/teams/resource", body).want(t, 200).list(t)
	if len(list) != 3 {
		t.Fatalf("entries: %v", list)
	}
	first := list[0].(map[string]any)
	if first["team_id"] != DefaultTeamID || first["team_name"] != DefaultTeam || first["team_alias"] != DefaultTeamAlias ||
		first["used_cpu"] != float64(3250) || first["used_cpu_percentage"] != 20.31 || first["used_memory_percentage"] != 31.25 {
		t.Fatalf("first: %v", first)
	}
	if ops := list[1].(map[string]any); ops["used_memory_percentage"] != 36.62 {
		t.Fatalf("ops: %v", ops)
	}
	if lab := list[2].(map[string]any); lab["used_cpu"] != float64(0) || lab["used_cpu_percentage"] != float64(0) {
		t.Fatalf("lab: %v", lab)
	}
	if l := call(t, ts, "POST", "/openapi/v1/teams/resource", nil).want(t, 200).list(t); len(l) != 0 {
		t.Fatal("empty body")
	}
	call(t, ts, "POST", "/openapi/v1/teams/resource", `{"tenant_id":"x"}`).want(t, 400)
}

func TestListApps(t *testing.T) {
	ts := newDefault(t)
	path := "/openapi/v1/teams/" + DefaultTeam + "/regions/" + DefaultRegion + "/apps"
	list := call(t, ts, "GET", path, nil).want(t, 200).list(t)
	var ids []float64
	for _, v := range list {
		ids = append(ids, v.(map[string]any)["ID"].(float64))
	}
	if len(ids) != 3 || ids[0] != 2 || ids[1] != 1 || ids[2] != 3 {
		t.Fatalf("newest first: %v", ids)
	}
	first := list[0].(map[string]any)
	if first["update_time"] != "2024-06-01T12:00:00" || first["note"] != nil {
		t.Fatalf("fields: %v", first)
	}
	shop := call(t, ts, "GET", path+"?query=SHOP", nil).want(t, 200).list(t)
	if len(shop) != 2 {
		t.Fatalf("query: %v", shop)
	}
	if err := ts.EditApp(ShopAdminAppID, func(a *App) { a.UpdateTime = "2025-01-01T00:00:00" }); err != nil {
		t.Fatal(err)
	}
	if l := call(t, ts, "GET", path, nil).want(t, 200).list(t); l[0].(map[string]any)["ID"] != float64(3) {
		t.Fatal("drifted update time ignored")
	}
	call(t, ts, "GET", "/openapi/v1/teams/"+DefaultTeam+"/regions/"+LabRegion+"/apps", nil).want(t, 409)
	call(t, ts, "GET", "/openapi/v1/teams/"+OtherTeam+"/regions/"+SecondRegion+"/apps", nil).want(t, 409)
	if l := call(t, ts, "GET", "/openapi/v1/teams/"+OtherTeam+"/regions/"+DefaultRegion+"/apps", nil).want(t, 200).list(t); len(l) != 1 {
		t.Fatal("other team")
	}
}

func TestGetComponent(t *testing.T) {
	ts := newDefault(t)
	c := call(t, ts, "GET", shopPath+"/services/"+APIAlias, nil).want(t, 200).obj(t)
	if c["service_id"] != APIID || c["k8s_component_name"] != "api" || c["oauth_service_id"] != float64(3) || c["min_cpu"] != float64(1000) {
		t.Fatalf("component: %v", c)
	}
	for _, k := range []string{"app_id", "perf_plugin"} {
		if _, ok := c[k]; ok {
			t.Errorf("answer leaks fixture field %s", k)
		}
	}
	call(t, ts, "GET", shopPath+"/services/"+GrafanaID, nil).want(t, 404)
	if err := ts.RemoveComponent(APIID); err != nil {
		t.Fatal(err)
	}
	call(t, ts, "GET", shopPath+"/services/"+APIID, nil).want(t, 404)
	if _, ok := ts.Rule(APIRuleID); ok {
		t.Fatal("rules of a removed component remain")
	}
}

// BusiestSecond counts in a sliding window, so requests that straddle the
// turn of a clock second still count together.
func TestBusiestSecond(t *testing.T) {
	at := func(ms ...int) []RequestRecord {
		base := time.Date(2026, 1, 1, 0, 0, 0, 500_000_000, time.UTC)
		out := make([]RequestRecord, len(ms))
		for i, m := range ms {
			out[i] = RequestRecord{At: base.Add(time.Duration(m) * time.Millisecond)}
		}
		return out
	}
	for _, c := range []struct {
		ms   []int
		want int
	}{
		{nil, 0},
		{[]int{0}, 1},
		{[]int{0, 999, 1000}, 2},
		{[]int{0, 400, 600, 900, 1300}, 4},
		{[]int{0, 1000, 2000, 3000}, 1},
	} {
		if got := BusiestSecond(at(c.ms...)); got != c.want {
			t.Errorf("%v: %d, want %d", c.ms, got, c.want)
		}
	}
}
