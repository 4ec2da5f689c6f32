package mockgateway

import "testing"

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
