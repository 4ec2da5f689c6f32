package client_test

import (
	"context"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

func TestMockQueryMonitor(t *testing.T) {
	ts, c := newMock(t)
	got, err := c.QueryMonitor(context.Background(), shop, "")
	if err != nil {
		t.Fatal(err)
	}
	// web and api carry the performance plugin, db does not.
	if len(got) != 2 {
		t.Fatalf("%d components: %+v", len(got), got)
	}
	for _, m := range got {
		if m.ServiceID == mockgateway.DBID || m.ServiceAlias == "" || len(m.Monitors) == 0 {
			t.Errorf("component %+v", m)
		}
		for _, item := range m.Monitors {
			if item.MonitorItem == "" || item.Data == nil || len(item.Data.Result) == 0 || len(item.Data.Result[0].Value) != 2 {
				t.Errorf("item %+v", item)
			}
		}
	}
	if _, err := c.QueryMonitor(context.Background(), shop, "true"); err != nil {
		t.Fatal(err)
	}
	if q := ts.RequestsOf(mockgateway.OpQueryMonitor)[1].RawQuery; q != "is_outer=true" {
		t.Errorf("query = %q", q)
	}
}

// The component detail's 500 when the region's status call fails is
// recognised as such, and no other error is.
func TestMockComponentStatusUnavailable(t *testing.T) {
	ts, c := newMock(t)
	ref := client.ComponentRef{TeamID: shop.TeamID, RegionName: shop.RegionName, AppID: shop.AppID, ServiceID: mockgateway.WebAlias}
	if err := ts.EditComponent(mockgateway.WebAlias, func(comp *mockgateway.Component) { comp.RegionStatusFails = true }); err != nil {
		t.Fatal(err)
	}
	_, err := c.GetComponent(context.Background(), ref)
	if !client.IsComponentStatusUnavailable(err) {
		t.Fatalf("not recognised: %v", err)
	}
	// Wherever the error is shown, it says what failed.
	if !strings.Contains(err.Error(), "not a missing component") {
		t.Errorf("error text: %v", err)
	}
	ts.FailNext(mockgateway.OpGetComponent, 1, 500)
	if err := ts.EditComponent(mockgateway.WebAlias, func(comp *mockgateway.Component) { comp.RegionStatusFails = false }); err != nil {
		t.Fatal(err)
	}
	if _, err := c.GetComponent(context.Background(), ref); err == nil || client.IsComponentStatusUnavailable(err) {
		t.Fatalf("another 500 taken for the region's status: %v", err)
	}
}

func TestMockQueryMonitorRange(t *testing.T) {
	ts, c := newMock(t)
	got, err := c.QueryMonitorRange(context.Background(), shop, client.MonitorRangeQuery{Start: 1700000000, End: 1700000600})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 {
		t.Fatalf("%d components", len(got))
	}
	// The server's defect: a series with data decodes with no points.
	if series := got[0].Monitors[0].Data.Result[0]; series.Value == nil || len(series.Value) != 0 || series.Values != nil {
		t.Errorf("series = %+v", series)
	}
	ts.SetMonitorRangeDefect(false)
	got, err = c.QueryMonitorRange(context.Background(), shop, client.MonitorRangeQuery{Start: 1700000000, End: 1700000600})
	if err != nil {
		t.Fatal(err)
	}
	series := got[0].Monitors[0].Data.Result[0]
	if len(series.Values) != 11 || len(series.Values[0]) != 2 || !strings.HasPrefix(series.Values[0][0], "1700000000") {
		t.Errorf("series = %+v", series)
	}
	if q := ts.RequestsOf(mockgateway.OpQueryMonitorRange)[0].RawQuery; q != "end=1700000600&start=1700000000&step=60" {
		t.Errorf("query = %q", q)
	}
	if _, err := c.QueryMonitorRange(context.Background(), shop, client.MonitorRangeQuery{Start: 10, End: 5}); err == nil {
		t.Error("an inverted window is refused before sending")
	}
}

func TestMockTeamResources(t *testing.T) {
	_, c := newMock(t)
	got, err := c.TeamResources(context.Background(), []client.TenantRegion{
		{TenantID: mockgateway.DefaultTeamID, RegionName: mockgateway.DefaultRegion},
		{TenantID: mockgateway.DefaultTeam, RegionName: mockgateway.DefaultRegion}, // a name: skipped
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 {
		t.Fatalf("%d entries: %+v", len(got), got)
	}
	r := got[0]
	if r.TeamID != mockgateway.DefaultTeamID || r.TeamName != mockgateway.DefaultTeam || client.Deref(r.TotalCPU) != 16000 || client.Deref(r.UsedCPU) != 3250 {
		t.Errorf("resource = %+v", r)
	}
	if p := client.Deref(r.UsedCPUPercentage); p < 20.3 || p > 20.32 {
		t.Errorf("cpu percentage = %v", p)
	}
	if empty, err := c.TeamResources(context.Background(), nil); err != nil || len(empty) != 0 {
		t.Errorf("no teams: %v, %v", empty, err)
	}
}

func TestMockListApps(t *testing.T) {
	_, c := newMock(t)
	apps, err := c.ListApps(context.Background(), mockgateway.DefaultTeam, mockgateway.DefaultRegion, "")
	if err != nil {
		t.Fatal(err)
	}
	if len(apps) != 3 || apps[0].GroupName != "blog" {
		t.Fatalf("apps = %+v", apps)
	}
	shopApp := apps[1]
	if shopApp.ID != mockgateway.ShopAppID || client.Deref(shopApp.Note) != "Online shop" || shopApp.AppStoreName != nil || client.Deref(shopApp.K8sApp) != "shop" || shopApp.CreateTime != "2024-03-01T10:00:00" {
		t.Errorf("shop = %+v", shopApp)
	}
	found, err := c.ListApps(context.Background(), mockgateway.DefaultTeam, mockgateway.DefaultRegion, "SHOP")
	if err != nil || len(found) != 2 {
		t.Errorf("search: %+v, %v", found, err)
	}
	if _, err := c.ListApps(context.Background(), mockgateway.DefaultTeam, mockgateway.LabRegion, ""); !client.IsConflict(err) {
		t.Errorf("region in maintenance: %v", err)
	}
}

func TestMockGetComponent(t *testing.T) {
	_, c := newMock(t)
	comp, err := c.GetComponent(context.Background(), web)
	if err != nil {
		t.Fatal(err)
	}
	if comp.ServiceID != mockgateway.WebID || comp.ServiceAlias != mockgateway.WebAlias || client.Deref(comp.ServiceCname) != "web" || comp.K8sComponentName == "" || comp.Image == "" {
		t.Errorf("component = %+v", comp)
	}
	missing := web
	missing.ServiceID = "nope"
	if _, err := c.GetComponent(context.Background(), missing); !client.IsNotFound(err) {
		t.Errorf("unknown component: %v", err)
	}
}
