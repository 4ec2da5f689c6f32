package mockgateway

import (
	"net/http"
	"net/http/httptest"
	"reflect"
	"testing"
)

func admin(t *testing.T, ts *TestServer, method, path string, body any) answer {
	t.Helper()
	return callAs(t, ts, "", method, path, body)
}

func TestAdminAPI(t *testing.T) {
	ts := newDefault(t)
	admin(t, ts, "GET", "/_mock/health", nil).want(t, 200)
	admin(t, ts, "GET", "/_mock/nothing", nil).want(t, 404)

	// Ports: read, patch, delete, add.
	if l := admin(t, ts, "GET", "/_mock/ports?service="+WebAlias, nil).want(t, 200).list(t); len(l) != 2 {
		t.Fatalf("ports: %v", l)
	}
	admin(t, ts, "GET", "/_mock/ports?service=nope", nil).want(t, 404)
	p := admin(t, ts, "PATCH", "/_mock/ports/"+WebID+"/8080", map[string]any{"protocol": "tcp", "is_inner_service": false}).want(t, 200).obj(t)
	if p["protocol"] != "tcp" || p["is_inner_service"] != false || p["port_alias"] != "WEB_ADMIN" {
		t.Fatalf("patched: %v", p)
	}
	admin(t, ts, "PATCH", "/_mock/ports/"+WebID+"/8080", map[string]any{"proto": "tcp"}).want(t, 400)
	admin(t, ts, "PATCH", "/_mock/ports/"+WebID+"/9", map[string]any{}).want(t, 404)
	admin(t, ts, "DELETE", "/_mock/ports/"+WebID+"/8080", nil).want(t, 200)
	if _, ok := ts.Port(WebID, 8080); ok {
		t.Fatal("admin delete")
	}
	admin(t, ts, "POST", "/_mock/ports", map[string]any{"service_id": WebID, "container_port": 8081}).want(t, 200)
	admin(t, ts, "GET", "/_mock/ports/"+WebID+"/8081", nil).want(t, 200)

	// Rules.
	r := admin(t, ts, "PATCH", "/_mock/rules/"+APICertRuleID, map[string]any{"certificate_id": 0, "auto_ssl_config": nil}).want(t, 200).obj(t)
	if r["certificate_id"] != float64(0) {
		t.Fatalf("rule patch: %v", r)
	}
	admin(t, ts, "GET", "/_mock/rules/"+APICertRuleID, nil).want(t, 200)
	admin(t, ts, "DELETE", "/_mock/rules/"+APICertRuleID, nil).want(t, 200)
	admin(t, ts, "GET", "/_mock/rules/"+APICertRuleID, nil).want(t, 404)
	admin(t, ts, "POST", "/_mock/rules", map[string]any{"service_id": APIID, "container_port": 5000, "domain_name": "x.example.com", "type": 1}).want(t, 200)
	if l := admin(t, ts, "GET", "/_mock/rules", nil).want(t, 200).list(t); len(l) != 6 {
		t.Fatalf("rules: %d", len(l))
	}

	// Regions and openings.
	admin(t, ts, "PATCH", "/_mock/regions/"+DefaultRegion, map[string]any{"status": "2"}).want(t, 200)
	call(t, ts, "GET", webPorts, nil).want(t, 409)
	admin(t, ts, "PATCH", "/_mock/regions/"+DefaultRegion, map[string]any{"status": "1"}).want(t, 200)
	admin(t, ts, "DELETE", "/_mock/teams/"+DefaultTeam+"/regions/"+DefaultRegion, nil).want(t, 200)
	call(t, ts, "GET", webPorts, nil).want(t, 409)
	admin(t, ts, "POST", "/_mock/teams/"+DefaultTeam+"/regions/"+DefaultRegion, nil).want(t, 200)
	admin(t, ts, "POST", "/_mock/regions", map[string]any{"region_name": "side", "status": "1"}).want(t, 200)
	admin(t, ts, "DELETE", "/_mock/regions/side", nil).want(t, 200)
	admin(t, ts, "DELETE", "/_mock/regions/side", nil).want(t, 404)

	// Apps and components.
	admin(t, ts, "PATCH", "/_mock/apps/3", map[string]any{"group_name": "renamed"}).want(t, 200)
	admin(t, ts, "PATCH", "/_mock/components/"+WebAlias, map[string]any{"status": "closed"}).want(t, 200)
	if c := admin(t, ts, "GET", "/_mock/components/"+WebID, nil).want(t, 200).obj(t); c["status"] != "closed" {
		t.Fatalf("component patch: %v", c)
	}
	admin(t, ts, "DELETE", "/_mock/components/"+DBAlias, nil).want(t, 200)
	admin(t, ts, "DELETE", "/_mock/apps/2", nil).want(t, 200)
	call(t, ts, "GET", blogPorts, nil).want(t, 404)

	// Faults, chaos, latency, counts, requests.
	id := admin(t, ts, "POST", "/_mock/faults", map[string]any{"operation": OpListPorts, "status": 503, "retry_after": "3"}).want(t, 200).obj(t)["id"]
	if id == nil {
		t.Fatal("fault id")
	}
	a := call(t, ts, "GET", webPorts, nil).want(t, 503)
	if a.header.Get("Retry-After") != "3" {
		t.Fatal("retry after")
	}
	admin(t, ts, "POST", "/_mock/faults", map[string]any{"operation": OpListPorts, "drop": true, "after_commit": true}).want(t, 200)
	if l := admin(t, ts, "GET", "/_mock/faults", nil).want(t, 200).list(t); len(l) != 1 || l[0].(map[string]any)["status"] != float64(StatusDrop) {
		t.Fatalf("faults: %v", l)
	}
	admin(t, ts, "DELETE", "/_mock/faults", nil).want(t, 200)
	admin(t, ts, "POST", "/_mock/faults", map[string]any{"operation": OpListPorts}).want(t, 400)
	admin(t, ts, "PUT", "/_mock/chaos", map[string]any{"ratio": 1, "seed": 3, "statuses": []int{502}}).want(t, 200)
	call(t, ts, "GET", webPorts, nil).want(t, 502)
	admin(t, ts, "DELETE", "/_mock/chaos", nil).want(t, 200)
	admin(t, ts, "PUT", "/_mock/chaos", map[string]any{"ratio": 2}).want(t, 400)
	admin(t, ts, "PUT", "/_mock/latency", map[string]any{"latency": "5ms"}).want(t, 200)
	admin(t, ts, "PUT", "/_mock/latency", map[string]any{"ms": 1, "operation": OpListPorts}).want(t, 200)
	admin(t, ts, "PUT", "/_mock/latency", map[string]any{"latency": "soon"}).want(t, 400)
	admin(t, ts, "DELETE", "/_mock/latency", nil).want(t, 200)
	counts := admin(t, ts, "GET", "/_mock/counts", nil).want(t, 200).obj(t)
	if counts["operations"].(map[string]any)[OpListPorts] != float64(5) {
		t.Fatalf("counts: %v", counts)
	}
	reqs := admin(t, ts, "GET", "/_mock/requests?operation="+OpListPorts, nil).want(t, 200).list(t)
	if len(reqs) != 5 || reqs[4].(map[string]any)["status"] != float64(502) {
		t.Fatalf("requests: %v", reqs)
	}
	admin(t, ts, "DELETE", "/_mock/counts", nil).want(t, 200)
	if ts.TotalRequests() != 0 {
		t.Fatal("admin requests must not count")
	}

	// Tokens.
	admin(t, ts, "PUT", "/_mock/tokens", map[string]any{"token": "fresh"}).want(t, 200)
	callAs(t, ts, "fresh", "GET", webPorts, nil).want(t, 200)
	callAs(t, ts, ts.UserToken, "GET", webPorts, nil).want(t, 200)
	admin(t, ts, "PUT", "/_mock/tokens", map[string]any{"token": ts.Token}).want(t, 200)

	// Reset parts, then all; state round trip.
	admin(t, ts, "POST", "/_mock/reset", map[string]any{"counts": true}).want(t, 200)
	if _, ok := ts.Component(DBID); ok {
		t.Fatal("a counts reset restored the model")
	}
	admin(t, ts, "POST", "/_mock/reset", nil).want(t, 200)
	if _, ok := ts.Component(DBID); !ok {
		t.Fatal("reset")
	}
	state := admin(t, ts, "GET", "/_mock/state", nil).want(t, 200)
	admin(t, ts, "PUT", "/_mock/state", `{"enterprise_id":"x"}`).want(t, 200)
	if len(ts.Components()) != 0 {
		t.Fatal("load state")
	}
	admin(t, ts, "PUT", "/_mock/state", string(state.raw)).want(t, 200)
	if len(ts.Components()) != 7 {
		t.Fatal("state round trip")
	}
}

func TestAdminLoopbackOnly(t *testing.T) {
	h := NewServerHandler(MustNew(DefaultFixture()))
	req := httptest.NewRequest("GET", "/_mock/health", nil)
	req.RemoteAddr = "10.1.2.3:5555"
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusForbidden {
		t.Fatalf("remote admin: %d", rec.Code)
	}
	req.RemoteAddr = "[::1]:5555"
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		t.Fatalf("loopback admin: %d", rec.Code)
	}
	// The API itself is not limited to loopback.
	req = httptest.NewRequest("GET", "/openapi/v1/httpdomains", nil)
	req.RemoteAddr = "10.1.2.3:5555"
	req.Header.Set("Authorization", DefaultToken)
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		t.Fatalf("remote API: %d", rec.Code)
	}
}

// A PATCH the admin API rejects changes nothing, not even the fields of the
// body that decoded: the JSON decoder sets the fields around an unknown one
// or one of the wrong type before it reports the error.
func TestAdminRejectedPatchChangesNothing(t *testing.T) {
	cases := []struct {
		name, path string
		body       map[string]any
	}{
		{"port, unknown field", "/_mock/ports/" + WebID + "/8080", map[string]any{"protocol": "udp", "proto": "tcp", "port_alias": "CHANGED"}},
		{"port, wrong type", "/_mock/ports/" + WebID + "/8080", map[string]any{"protocol": "udp", "is_inner_service": "yes"}},
		{"rule", "/_mock/rules/" + APICertRuleID, map[string]any{"domain_name": "changed.example.com", "domain": "x"}},
		{"region", "/_mock/regions/" + DefaultRegion, map[string]any{"status": "2", "state": "x"}},
		{"app", "/_mock/apps/1", map[string]any{"group_name": "changed", "name": "x"}},
		{"component", "/_mock/components/" + WebID, map[string]any{"service_cname": "changed", "cname": "x"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ts := newDefault(t)
			before := ts.Snapshot()
			admin(t, ts, "PATCH", tc.path, tc.body).want(t, 400)
			if after := ts.Snapshot(); !reflect.DeepEqual(before, after) {
				t.Fatalf("a rejected PATCH changed the model:\nbefore %+v\nafter  %+v", before, after)
			}
		})
	}
}

func TestAdminTenantRoutes(t *testing.T) {
	ts := newDefault(t)
	created := call(t, ts, "POST", "/openapi/v1/teams", map[string]any{"tenant_name": "Temp"}).want(t, 201).obj(t)
	call(t, ts, "POST", volumesPath(t, ts), volumeBody("data", "/data", "local-path")).want(t, 200)
	admin(t, ts, "PATCH", "/_mock/volumes/"+redisID+"/data", map[string]any{"volume_capacity": 7}).want(t, 200)
	if v := ts.Volumes(redisID); len(v) != 1 || v[0].VolumeCapacity != 7 {
		t.Fatalf("volumes %+v", v)
	}
	admin(t, ts, "DELETE", "/_mock/volumes/"+redisID+"/data", nil).want(t, 200)
	admin(t, ts, "DELETE", "/_mock/teams/"+created["tenant_id"].(string), nil).want(t, 200)
	if n := len(ts.Teams()); n != 2 {
		t.Fatalf("%d teams", n)
	}
}
