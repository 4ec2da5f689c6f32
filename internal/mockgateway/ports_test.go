package mockgateway

import (
	"testing"
)

func TestListPortsEnvelope(t *testing.T) {
	ts := newDefault(t)
	a := call(t, ts, "GET", webPorts, nil).want(t, 200)
	m := a.obj(t)
	if m["code"] != float64(200) || m["msg"] != "success" {
		t.Fatalf("envelope: %s", a.raw)
	}
	list := a.dataList(t)
	if len(list) != 2 {
		t.Fatalf("want 2 ports, got %s", a.raw)
	}
	p := list[0].(map[string]any)
	for _, k := range []string{"container_port", "protocol", "port_alias", "is_inner_service", "is_outer_service", "k8s_service_name"} {
		if _, ok := p[k]; !ok {
			t.Errorf("port lacks %s", k)
		}
	}
	// service_id accepts the alias, team_id the tenant id.
	alt := "/openapi/v1/teams/" + DefaultTeamID + "/regions/" + DefaultRegion + "/apps/1/services/" + WebAlias + "/ports"
	if n := len(call(t, ts, "GET", alt, nil).want(t, 200).dataList(t)); n != 2 {
		t.Fatalf("by alias: %d ports", n)
	}
}

func TestScopeErrors(t *testing.T) {
	ts := newDefault(t)
	cases := []struct {
		name, path string
		status     int
	}{
		{"unknown team", "/openapi/v1/teams/nobody/regions/" + DefaultRegion + "/apps/1/services/" + WebID + "/ports", 404},
		{"unknown region", "/openapi/v1/teams/" + DefaultTeam + "/regions/nowhere/apps/1/services/" + WebID + "/ports", 404},
		{"team not open", "/openapi/v1/teams/" + OtherTeam + "/regions/" + SecondRegion + "/apps/4/services/" + GrafanaID + "/ports", 409},
		{"region in maintenance", "/openapi/v1/teams/" + DefaultTeam + "/regions/" + LabRegion + "/apps/1/services/" + WebID + "/ports", 409},
		{"app of another team", "/openapi/v1/teams/" + DefaultTeam + "/regions/" + DefaultRegion + "/apps/4/services/" + GrafanaID + "/ports", 404},
		{"app in another region", "/openapi/v1/teams/" + DefaultTeam + "/regions/" + DefaultRegion + "/apps/5/services/" + GatewayID + "/ports", 404},
		{"component of another app", shopPath + "/services/" + BlogWebID + "/ports", 404},
		{"unknown component", shopPath + "/services/nope/ports", 404},
		{"bad app id", "/openapi/v1/teams/" + DefaultTeam + "/regions/" + DefaultRegion + "/apps/x/services/" + WebID + "/ports", 404},
		{"trailing slash", webPorts + "/", 404},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := call(t, ts, "GET", c.path, nil).want(t, c.status)
			if a.body == nil {
				t.Fatalf("no JSON body: %q", a.raw)
			}
		})
	}
}
