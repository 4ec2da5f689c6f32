package mockgateway

import (
	"fmt"
	"net/http"
	"strings"
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
	call(t, ts, "GET", "/openapi/v1/teams/nobody/regions", nil).want(t, 404)
}

// "Regions": page and page_size default to 1 and 10, also when they are
// not integers; a page below 1 is the first; page_size=0 is an empty page,
// with the total; a negative page_size goes into LIMIT and fails in SQL.
func TestListTeamRegionsPageParameters(t *testing.T) {
	ts := NewTestServer(t, ManyRegionsFixture(13))
	path := "/openapi/v1/teams/" + ManyRegionsTeam + "/regions"
	first := call(t, ts, "GET", path, nil).want(t, 200).obj(t)
	for _, q := range []string{"?page=x", "?page=0", "?page=-3", "?page_size=ten", "?page=&page_size="} {
		m := call(t, ts, "GET", path+q, nil).want(t, 200).obj(t)
		if fmt.Sprint(m["regions"]) != fmt.Sprint(first["regions"]) || m["total"] != float64(13) {
			t.Errorf("%s is not the default page: %v", q, m)
		}
	}
	empty := call(t, ts, "GET", path+"?page_size=0", nil).want(t, 200).obj(t)
	if len(empty["regions"].([]any)) != 0 || empty["total"] != float64(13) {
		t.Errorf("page_size=0: %v", empty)
	}
	neg := call(t, ts, "GET", path+"?page_size=-1", nil).want(t, 500).obj(t)
	if neg["code"] != float64(10401) || neg["error_type"] != "ProgrammingError" {
		t.Errorf("negative page_size: %v", neg)
	}
}

// "Regions": never send query. The server splices it into broken SQL, so
// any non-empty value is a 500 in the unhandled-error shape; an empty one
// lists as if it were absent.
func TestListTeamRegionsQueryIsA500(t *testing.T) {
	ts := newDefault(t)
	path := "/openapi/v1/teams/" + DefaultTeam + "/regions"
	for _, q := range []string{"east", "rainbond-east", "x"} {
		a := call(t, ts, "GET", path+"?query="+q, nil).want(t, 500).obj(t)
		for k, want := range map[string]any{"code": float64(10401), "error_type": "ProgrammingError"} {
			if a[k] != want {
				t.Errorf("query=%s: %s = %v, want %v", q, k, a[k], want)
			}
		}
		for _, k := range []string{"msg", "msg_show", "error_trace", "error_details"} {
			if a[k] == nil {
				t.Errorf("query=%s: no %s in %v", q, k, a)
			}
		}
	}
	if m := call(t, ts, "GET", path+"?query=", nil).want(t, 200).obj(t); m["total"] != float64(3) {
		t.Errorf("empty query: %v", m)
	}
}

// "Regions": each listed region carries scope (never null), token (null or
// a string), desc (a string, possibly ""), and the answer always has total;
// regions of every status are listed.
func TestListTeamRegionsFieldRules(t *testing.T) {
	f := DefaultFixture()
	f.Regions = append(f.Regions, Region{RegionName: "bare", RegionAlias: "Bare", URL: "https://bare.example.com:8443",
		WSURL: "wss://bare.example.com:6060", HTTPDomain: "bare.example.com", TCPDomain: "10.9.9.9", Status: "2"})
	f.Teams[0].Regions = append(f.Teams[0].Regions, "bare")
	ts := NewTestServer(t, f)
	m := call(t, ts, "GET", "/openapi/v1/teams/"+DefaultTeam+"/regions", nil).want(t, 200).obj(t)
	if m["total"] != float64(4) {
		t.Fatalf("total %v", m["total"])
	}
	var bare map[string]any
	for _, v := range m["regions"].([]any) {
		r := v.(map[string]any)
		if s, isString := r["scope"].(string); !isString || s == "" {
			t.Errorf("scope of %v is %v", r["region_name"], r["scope"])
		}
		if _, isString := r["desc"].(string); !isString {
			t.Errorf("desc of %v is %v", r["region_name"], r["desc"])
		}
		if tok := r["token"]; tok != nil {
			if _, isString := tok.(string); !isString {
				t.Errorf("token of %v is %T", r["region_name"], tok)
			}
		}
		if r["region_name"] == "bare" {
			bare = r
		}
	}
	if bare == nil || bare["token"] != nil || bare["desc"] != "" || bare["scope"] != "private" || bare["status"] != "2" {
		t.Fatalf("region without token, desc or scope: %v", bare)
	}
	raw := string(call(t, ts, "GET", "/openapi/v1/teams/"+DefaultTeam+"/regions?page_size=0", nil).want(t, 200).raw)
	if !strings.Contains(raw, `"total":4`) {
		t.Errorf("empty page without total: %s", raw)
	}
}

// "Regions": the answer is validated as a whole, so one region over the
// serializer's limits (alias or name over 32, token over 127, desc over
// 128) makes the whole list a 400 in the validation shape.
func TestListTeamRegionsOneBadRegionFailsTheList(t *testing.T) {
	for field, edit := range map[string]func(r *Region){
		"region_alias": func(r *Region) { r.RegionAlias = strings.Repeat("a", 33) },
		"token":        func(r *Region) { r.Token = strings.Repeat("f", 128) },
		"desc":         func(r *Region) { r.Desc = strings.Repeat("d", 129) },
	} {
		t.Run(field, func(t *testing.T) {
			ts := newDefault(t)
			path := "/openapi/v1/teams/" + DefaultTeam + "/regions"
			call(t, ts, "GET", path, nil).want(t, 200)
			if err := ts.EditRegion(SecondRegion, edit); err != nil {
				t.Fatal(err)
			}
			a := call(t, ts, "GET", path, nil).want(t, 400)
			m := a.obj(t)
			// The framework's max_length message, in the server's language.
			limit := map[string]string{"region_alias": "32", "token": "127", "desc": "128"}[field]
			if m["code"] != float64(20400) || !strings.Contains(string(a.raw), `"`+field+`":["请确保这个字段不能超过 `+limit+` 个字符。"]`) {
				t.Fatalf("400 body: %s", a.raw)
			}
		})
	}
	// The region name's limit too (a fixture can hold such a region).
	f := DefaultFixture()
	long := strings.Repeat("n", 33)
	f.Regions = append(f.Regions, Region{RegionName: long, RegionAlias: "Long", URL: "https://long.example.com", WSURL: "wss://long.example.com",
		HTTPDomain: "long.example.com", TCPDomain: "10.1.1.1", Status: "1"})
	f.Teams[0].Regions = append(f.Teams[0].Regions, long)
	call(t, NewTestServer(t, f), "GET", "/openapi/v1/teams/"+DefaultTeam+"/regions", nil).want(t, 400)
}

// "Statuses and their exact bodies": the 409 code 2001 answers every path
// under /teams/{team}/regions/{region}/ when the team has not opened the
// region or the region's status is not "1"; it comes after the team and
// region 404s and before the app and component 404s.
func TestTeamNotInitialisedInRegion(t *testing.T) {
	ts := newDefault(t)
	const want = `{"code":2001,"data":{"bean":{},"list":[]},"msg":"the team is not initialized in the region","msg_show":"团队未在该集群中初始化"}`
	closed := "/openapi/v1/teams/" + OtherTeam + "/regions/" + SecondRegion // OtherTeam has only DefaultRegion
	lab := "/openapi/v1/teams/" + DefaultTeam + "/regions/" + LabRegion     // status "3"
	paths := []struct{ method, tail string }{
		{"GET", "/apps"},
		{"GET", "/apps/1/services/" + WebID + "/ports"},
		{"POST", "/apps/1/services/" + WebID + "/ports"},
		{"PUT", "/apps/1/services/" + WebID + "/ports/80"},
		{"DELETE", "/apps/1/services/" + WebID + "/ports/80"},
		{"PUT", "/apps/1/httpdomains/r1"},
		{"PUT", "/apps/1/domains/r1"},
		{"GET", "/apps/1/monitor/query"},
		{"GET", "/apps/1/monitor/query_range"},
		{"GET", "/apps/1/services/" + WebID},
		// An app and a component that do not exist: 2001 comes first.
		{"GET", "/apps/999/services/nothing/ports"},
	}
	for _, base := range []string{closed, lab} {
		for _, p := range paths {
			a := call(t, ts, p.method, base+p.tail, map[string]any{"port": 1})
			if a.status != 409 || strings.TrimSpace(string(a.raw)) != want {
				t.Errorf("%s %s: %d %s", p.method, base+p.tail, a.status, a.raw)
			}
		}
	}
	// The team and region 404s come first.
	call(t, ts, "GET", "/openapi/v1/teams/nobody/regions/"+LabRegion+"/apps", nil).want(t, 404)
	call(t, ts, "GET", "/openapi/v1/teams/"+DefaultTeam+"/regions/nowhere/apps", nil).want(t, 404)
	// The region enabled again: the app and component 404s follow.
	if err := ts.SetRegionStatus(LabRegion, "1"); err != nil {
		t.Fatal(err)
	}
	call(t, ts, "GET", lab+"/apps", nil).want(t, 200)
	call(t, ts, "GET", lab+"/apps/999/services/nothing/ports", nil).want(t, 404)
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
		"region_id": "client-side-id-" + name, "region_name": name, "region_alias": "New", "url": "https://" + name + ".example.com:8443",
		"wsurl": "wss://" + name + ".example.com:6060", "httpdomain": name + ".example.com",
		"tcpdomain": "192.168.1.20", "desc": "d", "scope": "public", "status": 0, "enterprise_id": DefaultEnterpriseID,
		"cert_file": "CERT", "key_file": "KEY", "ssl_ca_cert": "CA",
	}
}

// "Regions": add region answers 201 with the region under the server's own
// region_id, the stored fields, token null when none was sent.
func TestAddRegion(t *testing.T) {
	ts := newDefault(t)
	a := call(t, ts, "POST", "/openapi/v1/regions", validRegion("north")).want(t, http.StatusCreated).obj(t)
	for k, want := range map[string]any{"region_name": "north", "status": "0", "scope": "public", "cert_file": "CERT", "key_file": "KEY",
		"ssl_ca_cert": "CA", "desc": "d", "region_alias": "New", "enterprise_id": DefaultEnterpriseID, "token": nil} {
		if v, present := a[k]; !present || v != want {
			t.Errorf("%s = %v, want %v", k, a[k], want)
		}
	}
	if id, _ := a["region_id"].(string); len(id) != 32 || id == "client-side-id-north" {
		t.Fatalf("region_id %v is not the server's own", a["region_id"])
	}
	if r, ok := ts.Region("north"); !ok || r.KeyFile != "KEY" || r.RegionID != a["region_id"] {
		t.Fatal("not stored")
	}
	// scope defaults to private; status may be a string; "" key material is
	// accepted; a token sent is stored and echoed.
	body := validRegion("south")
	delete(body, "scope")
	body["status"] = "2"
	body["cert_file"], body["key_file"], body["ssl_ca_cert"] = "", "", ""
	body["token"] = "region-token"
	a = call(t, ts, "POST", "/openapi/v1/regions", body).want(t, 201).obj(t)
	if a["status"] != "2" || a["scope"] != "private" || a["token"] != "region-token" || a["cert_file"] != "" {
		t.Fatalf("defaults: %v", a)
	}
}

// "Regions": the body's field rules, as the serializer's field errors (400,
// validation shape): region_id and status required, region_id at most 36
// characters, status "0".."3", url and wsurl the server's pattern (a
// one-label host is refused), tcpdomain starting with IPv4, region_name
// unique.
func TestAddRegionFieldErrors(t *testing.T) {
	ts := newDefault(t)
	cases := map[string]struct {
		field  string
		mutate func(m map[string]any)
	}{
		"no region_id":       {"region_id", func(m map[string]any) { delete(m, "region_id") }},
		"long region_id":     {"region_id", func(m map[string]any) { m["region_id"] = strings.Repeat("i", 37) }},
		"no status":          {"status", func(m map[string]any) { delete(m, "status") }},
		"null status":        {"status", func(m map[string]any) { m["status"] = nil }},
		"status 4":           {"status", func(m map[string]any) { m["status"] = 4 }},
		"status text":        {"status", func(m map[string]any) { m["status"] = "on" }},
		"url":                {"url", func(m map[string]any) { m["url"] = "not a url" }},
		"one-label host":     {"url", func(m map[string]any) { m["url"] = "https://rbd-api:8443" }},
		"wsurl":              {"wsurl", func(m map[string]any) { m["wsurl"] = "region.example.com" }},
		"tcpdomain":          {"tcpdomain", func(m map[string]any) { m["tcpdomain"] = "tcp.example.com" }},
		"scope":              {"scope", func(m map[string]any) { m["scope"] = "galactic" }},
		"region_alias":       {"region_alias", func(m map[string]any) { delete(m, "region_alias") }},
		"httpdomain":         {"httpdomain", func(m map[string]any) { m["httpdomain"] = "" }},
		"null desc":          {"desc", func(m map[string]any) { m["desc"] = nil }},
		"duplicate name":     {"region_name", func(m map[string]any) { m["region_name"] = DefaultRegion }},
		"boolean as a value": {"region_alias", func(m map[string]any) { m["region_alias"] = true }},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			body := validRegion("x1")
			c.mutate(body)
			a := call(t, ts, "POST", "/openapi/v1/regions", body).want(t, 400).obj(t)
			errs, _ := a["err"].(map[string]any)
			if _, ok := errs[c.field]; !ok || a["code"] != float64(20400) || a["detail"] == nil {
				t.Fatalf("validation shape for %s: %v", c.field, a)
			}
		})
	}
	for _, accepted := range []func(m map[string]any){
		func(m map[string]any) { m["url"] = "https://localhost:8443"; m["wsurl"] = "ws://192.0.2.1:6060" },
		func(m map[string]any) { m["tcpdomain"] = "192.0.2.7:30000" },
		func(m map[string]any) { m["status"] = "3"; m["desc"] = "" },
	} {
		body := validRegion("ok-" + fmt.Sprint(len(ts.Regions())))
		accepted(body)
		call(t, ts, "POST", "/openapi/v1/regions", body).want(t, 201)
	}
}

// "Regions": enterprise_id is taken from the body; missing or wrong is a
// 404 with the server's enterprise body, after the field checks.
func TestAddRegionEnterprise(t *testing.T) {
	ts := newDefault(t)
	for name, mutate := range map[string]func(m map[string]any){
		"missing": func(m map[string]any) { delete(m, "enterprise_id") },
		"null":    func(m map[string]any) { m["enterprise_id"] = nil },
		"blank":   func(m map[string]any) { m["enterprise_id"] = "" },
		"wrong":   func(m map[string]any) { m["enterprise_id"] = "0000000000000000000000000000000a" },
	} {
		t.Run(name, func(t *testing.T) {
			body := validRegion("ent")
			mutate(body)
			a := call(t, ts, "POST", "/openapi/v1/regions", body).want(t, 404).obj(t)
			if a["code"] != float64(404) || a["msg"] != "enterprise not found" || a["msg_show"] != "企业不存在" {
				t.Fatalf("body: %v", a)
			}
		})
	}
	if _, ok := ts.Region("ent"); ok {
		t.Fatal("a refused region was stored")
	}
	body := validRegion("ent")
	delete(body, "status")
	delete(body, "enterprise_id")
	call(t, ts, "POST", "/openapi/v1/regions", body).want(t, 400)
}

// "Regions": ssl_ca_cert, cert_file and key_file must each come as a string;
// one absent or null crashes the region test with a TypeError, a 500 in the
// unhandled-error shape (code 10401), and nothing is stored.
func TestAddRegionKeyMaterialRequired(t *testing.T) {
	ts := newDefault(t)
	for _, field := range []string{"ssl_ca_cert", "cert_file", "key_file"} {
		for _, how := range []string{"absent", "null"} {
			body := validRegion("keys")
			if how == "absent" {
				delete(body, field)
			} else {
				body[field] = nil
			}
			a := call(t, ts, "POST", "/openapi/v1/regions", body).want(t, 500).obj(t)
			if a["code"] != float64(10401) || a["error_type"] != "TypeError" || !strings.Contains(fmt.Sprint(a["msg"]), "NoneType") {
				t.Errorf("%s %s: %v", field, how, a)
			}
		}
	}
	if _, ok := ts.Region("keys"); ok {
		t.Fatal("stored after the TypeError")
	}
}

// "Regions" and "Authentication": adding a region is admin-only (403 in the
// auth shape); an unreachable url is the region test's 400; a body that is
// not an object is a 400.
func TestAddRegionRefusals(t *testing.T) {
	ts := newDefault(t)
	a := callAs(t, ts, ts.UserToken, "POST", "/openapi/v1/regions", validRegion("mine")).want(t, 403).obj(t)
	// The framework's text in the console's language (zh-hans), code 403.
	if a["detail"] != "您没有执行该操作的权限。" || a["msg"] != a["detail"] || a["msg_show"] != a["detail"] ||
		a["code"] != float64(403) || a["error_type"] != "PermissionDenied" || a["error_trace"] == nil {
		t.Fatalf("403 body: %v", a)
	}
	body := validRegion("far")
	body["url"] = "https://far.region.invalid:8443"
	if m := call(t, ts, "POST", "/openapi/v1/regions", body).want(t, 400).obj(t); m["msg"] != "test link region field" {
		t.Fatalf("unreachable: %v", m)
	}
	ts.SetReachability(func(string) bool { return true })
	call(t, ts, "POST", "/openapi/v1/regions", body).want(t, 201)
	call(t, ts, "POST", "/openapi/v1/regions", "[1]").want(t, 400)
}

// A region stored without its HTTP or TCP domain (the add refuses one, a
// database may hold one) makes the team's region list a 400: the
// serializer's CharFields refuse a blank (team_serializer.py:80-92; seen on
// the real console, FACTS.md).
func TestListTeamRegionsRegionWithoutDomainFailsTheList(t *testing.T) {
	for field, edit := range map[string]func(r *Region){
		"httpdomain": func(r *Region) { r.HTTPDomain = "" },
		"tcpdomain":  func(r *Region) { r.TCPDomain = "" },
	} {
		t.Run(field, func(t *testing.T) {
			ts := newDefault(t)
			if err := ts.EditRegion(SecondRegion, edit); err != nil {
				t.Fatal(err)
			}
			a := call(t, ts, "GET", "/openapi/v1/teams/"+DefaultTeam+"/regions", nil).want(t, 400)
			if m := a.obj(t); m["code"] != float64(20400) || m["detail"] != "参数错误" ||
				!strings.Contains(string(a.raw), `{"`+field+`":["该字段不能为空。"]}`) || !strings.Contains(string(a.raw), `{}`) {
				t.Fatalf("400 body: %s", a.raw)
			}
		})
	}
}
