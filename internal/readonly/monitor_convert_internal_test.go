package readonly

import (
	"slices"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

func strPtr(s string) *string { return &s }

func TestMonitorComponentsFromAPI(t *testing.T) {
	in := []client.ComponentMonitor{
		{
			ServiceID: "s1", ServiceCname: "Web", ServiceAlias: "gr-web",
			Monitors: []client.MonitorItem{
				{MonitorItem: "request_time", Status: strPtr("success"), Data: &client.MonitorData{
					ResultType: strPtr("vector"),
					Result:     []client.MonitorResult{{Metric: map[string]string{"service_id": "s1"}, Value: []string{"1714564800.5", "12.3"}}},
				}},
				{MonitorItem: "request", Status: strPtr("success"), Data: &client.MonitorData{
					ResultType: strPtr("matrix"),
					Result: []client.MonitorResult{{
						Values: [][]string{{"1714564800", "1"}, {"1714564860", "NaN"}},
						Value:  []string{"1714564860", "NaN"},
					}},
				}},
				{MonitorItem: "request_client"},
			},
		},
		{ServiceID: "s2", ServiceCname: "Db", ServiceAlias: "gr-db"},
	}
	got, err := monitorComponentsFromAPI(in)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 {
		t.Fatalf("%d components", len(got))
	}
	web := got[0]
	if web.ServiceAlias.ValueString() != "gr-web" || len(web.Monitors) != 3 {
		t.Fatalf("web: %+v", web)
	}
	cur := web.Monitors[0]
	if cur.ResultType.ValueString() != "vector" || len(cur.Results) != 1 || len(cur.Results[0].Values) != 1 {
		t.Fatalf("current: %+v", cur)
	}
	if p := cur.Results[0].Values[0]; !p.Timestamp.Equal(types.Float64Value(1714564800.5)) || p.Value.ValueString() != "12.3" {
		t.Errorf("current point: %+v", p)
	}
	if cur.Results[0].Metric["service_id"] != "s1" {
		t.Errorf("metric: %v", cur.Results[0].Metric)
	}
	rng := web.Monitors[1]
	// values wins over the duplicate last value.
	if len(rng.Results[0].Values) != 2 || rng.Results[0].Values[1].Value.ValueString() != "NaN" {
		t.Errorf("range: %+v", rng.Results[0].Values)
	}
	if rng.Results[0].Metric != nil {
		t.Errorf("absent metric should stay null: %v", rng.Results[0].Metric)
	}
	bare := web.Monitors[2]
	if !bare.Status.IsNull() || !bare.ResultType.IsNull() || bare.Results == nil || len(bare.Results) != 0 {
		t.Errorf("item without data: %+v", bare)
	}
	if got[1].Monitors != nil {
		t.Errorf("null monitors should stay null: %+v", got[1].Monitors)
	}
}

func TestMonitorPointErrors(t *testing.T) {
	for _, p := range [][]string{{"1"}, {"1", "2", "3"}, {"soon", "1"}} {
		_, err := monitorPointFromPair(p)
		if err == nil {
			t.Errorf("%q accepted", p)
		}
	}
	_, err := monitorComponentsFromAPI([]client.ComponentMonitor{{ServiceID: "s1", Monitors: []client.MonitorItem{
		{MonitorItem: "request", Data: &client.MonitorData{Result: []client.MonitorResult{{Value: []string{"x", "1"}}}}},
	}}})
	if err == nil || !strings.Contains(err.Error(), "component s1, item request") {
		t.Errorf("error does not locate the point: %v", err)
	}
}

// The server's range defect answers {"value": []} for every series with
// data: a series without points, named by emptySeries, not an error.
func TestMonitorEmptySeries(t *testing.T) {
	matrix := func(item string, r ...client.MonitorResult) client.MonitorItem {
		return client.MonitorItem{MonitorItem: item, Data: &client.MonitorData{ResultType: strPtr("matrix"), Result: r}}
	}
	got, err := monitorComponentsFromAPI([]client.ComponentMonitor{
		{ServiceID: "s1", ServiceAlias: "gr-web", Monitors: []client.MonitorItem{
			matrix("request_time", client.MonitorResult{Value: []string{}}),
			matrix("request", client.MonitorResult{Values: [][]string{{"1", "2"}}}),
			matrix("request_client", client.MonitorResult{Value: []string{}}),
		}},
		{ServiceID: "s2", ServiceAlias: "gr-api", Monitors: []client.MonitorItem{matrix("request", client.MonitorResult{Values: [][]string{{"1", "2"}}})}},
	})
	if err != nil {
		t.Fatal(err)
	}
	if r := got[0].Monitors[0].Results; len(r) != 1 || r[0].Values == nil || len(r[0].Values) != 0 {
		t.Fatalf("empty series: %+v", r)
	}
	want := []string{"gr-web (s1): request_time, request_client"}
	if e := emptySeries(got); !slices.Equal(e, want) {
		t.Errorf("emptySeries = %q, want %q", e, want)
	}
}
