package mockgateway

import (
	"fmt"
	"net/http"
	"testing"
)

func TestListTeamRegionsPaging(t *testing.T) {
	ts := NewTestServer(t, ManyRegionsFixture(23))
	path := "/openapi/v1/teams/" + ManyRegionsTeam + "/regions"
	first := call(t, ts, "GET", path, nil).want(t, 200).obj(t)
	if first["total"] != float64(23) || len(first["regions"].([]any)) != 10 {
		t.Fatalf("default page: total %v, %d items", first["total"], len(first["regions"].([]any)))
	}
	seen := map[string]bool{}
	var order []string
	for page := 1; page <= 3; page++ {
		m := call(t, ts, "GET", fmt.Sprintf("%s?page=%d", path, page), nil).want(t, 200).obj(t)
		for _, v := range m["regions"].([]any) {
			r := v.(map[string]any)
			name := r["region_name"].(string)
			if seen[name] {
				t.Fatalf("%s on two pages", name)
			}
			seen[name] = true
			order = append(order, name)
			if r["tenant_name"] != ManyRegionsTeam || r["status"] != "1" {
				t.Fatalf("item %v", r)
			}
		}
	}
	if len(seen) != 23 {
		t.Fatalf("paged through %d regions", len(seen))
	}
	// The order is not the creation order.
	inOrder := true
	for i := range order {
		if order[i] != fmt.Sprintf("%s-r%02d", ManyRegionsTeam, i+1) {
			inOrder = false
		}
	}
	if inOrder {
		t.Fatal("regions came back in creation order")
	}
	// No upper bound on page_size; beyond the end is an empty page.
	all := call(t, ts, "GET", path+"?page_size=1000", nil).want(t, 200).obj(t)
	if len(all["regions"].([]any)) != 23 {
		t.Fatal("page_size=1000")
	}
	past := call(t, ts, "GET", path+"?page=9", nil).want(t, 200).obj(t)
	if past["total"] != float64(23) || len(past["regions"].([]any)) != 0 {
		t.Fatalf("past the end: %v", past)
	}
	call(t, ts, "GET", path+"?page=x", nil).want(t, 400)
	q := call(t, ts, "GET", path+"?query=R07", nil).want(t, 200).obj(t)
	if q["total"] != float64(1) {
		t.Fatalf("query: %v", q)
	}
	call(t, ts, "GET", "/openapi/v1/teams/nobody/regions", nil).want(t, 404)
}

func TestListTeamRegionsItem(t *testing.T) {
	ts := newDefault(t)
	m := call(t, ts, "GET", "/openapi/v1/teams/"+DefaultTeamID+"/regions", nil).want(t, 200).obj(t)
	if m["total"] != float64(3) {
		t.Fatalf("total %v", m["total"])
	}
	for _, v := range m["regions"].([]any) {
		r := v.(map[string]any)
		for _, k := range []string{"region_id", "region_name", "region_alias", "tenant_name", "url", "wsurl", "httpdomain", "tcpdomain", "token", "status", "desc", "scope"} {
			if _, ok := r[k]; !ok {
				t.Fatalf("item lacks %s: %v", k, r)
			}
		}
		if r["region_name"] == LabRegion && r["token"] != nil {
			t.Fatalf("empty token should be null: %v", r)
		}
	}
}

func validRegion(name string) map[string]any {
	return map[string]any{
		"region_name": name, "region_alias": "New", "url": "https://" + name + ".example.com:8443",
		"wsurl": "wss://" + name + ".example.com:6060", "httpdomain": name + ".example.com",
		"tcpdomain": "192.168.1.20", "desc": "d", "scope": "public", "status": 0,
		"cert_file": "CERT", "key_file": "KEY", "ssl_ca_cert": "CA",
	}
}

func TestAddRegion(t *testing.T) {
	ts := newDefault(t)
	a := call(t, ts, "POST", "/openapi/v1/regions", validRegion("north")).want(t, http.StatusCreated).obj(t)
	for k, want := range map[string]any{"region_name": "north", "status": "0", "scope": "public", "cert_file": "CERT", "key_file": "KEY", "ssl_ca_cert": "CA", "enterprise_id": DefaultEnterpriseID} {
		if a[k] != want {
			t.Errorf("%s = %v, want %v", k, a[k], want)
		}
	}
	if len(a["region_id"].(string)) != 32 || a["token"] == "" {
		t.Fatalf("generated fields: %v", a)
	}
	if r, ok := ts.Region("north"); !ok || r.KeyFile != "KEY" {
		t.Fatal("not stored")
	}
	// Defaults.
	body := validRegion("south")
	delete(body, "status")
	delete(body, "scope")
	a = call(t, ts, "POST", "/openapi/v1/regions", body).want(t, 201).obj(t)
	if a["status"] != "1" || a["scope"] != "private" {
		t.Fatalf("defaults: %v", a)
	}
	// A string status is accepted, like the server's integer field.
	body = validRegion("east2")
	body["status"] = "2"
	call(t, ts, "POST", "/openapi/v1/regions", body).want(t, 201)
}

func TestAddRegionErrors(t *testing.T) {
	ts := newDefault(t)
	cases := map[string]func(m map[string]any){
		"url":          func(m map[string]any) { m["url"] = "not a url" },
		"wsurl":        func(m map[string]any) { m["wsurl"] = "region.example.com" },
		"tcpdomain":    func(m map[string]any) { m["tcpdomain"] = "tcp.example.com" },
		"status":       func(m map[string]any) { m["status"] = 4 },
		"scope":        func(m map[string]any) { m["scope"] = "galactic" },
		"region_alias": func(m map[string]any) { delete(m, "region_alias") },
		"httpdomain":   func(m map[string]any) { m["httpdomain"] = "" },
	}
	for field, mutate := range cases {
		t.Run(field, func(t *testing.T) {
			body := validRegion("x1")
			mutate(body)
			a := call(t, ts, "POST", "/openapi/v1/regions", body).want(t, 400).obj(t)
			errs, _ := a["err"].(map[string]any)
			if _, ok := errs[field]; !ok || a["code"] != float64(20400) || a["detail"] == nil {
				t.Fatalf("validation shape for %s: %v", field, a)
			}
		})
	}
	dup := call(t, ts, "POST", "/openapi/v1/regions", validRegion(DefaultRegion)).want(t, 400).obj(t)
	if len(dup) != 1 || dup["msg"] == nil {
		t.Fatalf("duplicate should be Fail-shaped: %v", dup)
	}
	body := validRegion("far")
	body["url"] = "https://far.region.invalid:8443"
	if m := call(t, ts, "POST", "/openapi/v1/regions", body).want(t, 400).obj(t); m["msg"] == nil {
		t.Fatalf("unreachable: %v", m)
	}
	ts.SetReachability(func(string) bool { return true })
	call(t, ts, "POST", "/openapi/v1/regions", body).want(t, 201)
	call(t, ts, "POST", "/openapi/v1/regions", "[1]").want(t, 400)
}
