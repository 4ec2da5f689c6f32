package mockgateway

import (
	"strings"
	"testing"
	"time"
)

// The answers below were found different from the real console's by the
// differential test (internal/consolediff, make testacc-real-console);
// these tests keep them right without a console. FACTS.md, "Checked
// against the real console", cites the code each follows.

func TestPortAnswersPerOperation(t *testing.T) {
	ts := newDefault(t)
	excluded := []string{"ID", "tenant_id", "service_id", "name"}
	checkBean := func(op string, a answer, msgShow string) {
		t.Helper()
		if got := a.obj(t)["msg_show"]; got != msgShow {
			t.Errorf("%s: msg_show %v, want %s", op, got, msgShow)
		}
	}
	noExcluded := func(op string, p map[string]any) {
		t.Helper()
		for _, k := range excluded {
			if _, found := p[k]; found {
				t.Errorf("%s: the port carries %s, which the serializer excludes: %v", op, k, p)
			}
		}
		if _, found := p["k8s_service_name"]; !found {
			t.Errorf("%s: no k8s_service_name: %v", op, p)
		}
	}
	list := call(t, ts, "GET", webPorts, nil).want(t, 200)
	checkBean("list", list, "查询成功")
	noExcluded("list", list.dataList(t)[0].(map[string]any))
	add := call(t, ts, "POST", webPorts, map[string]any{"port": 39001, "protocol": "http", "is_inner_service": false}).want(t, 200)
	checkBean("create", add, "添加成功")
	noExcluded("create", add.bean(t))
	upd := call(t, ts, "PUT", webPorts+"/39001", map[string]any{"action": "open_inner"}).want(t, 200)
	checkBean("update", upd, "操作成功")
	noExcluded("update", upd.bean(t))
	call(t, ts, "PUT", webPorts+"/39001", map[string]any{"action": "close_inner"}).want(t, 200)
	del := call(t, ts, "DELETE", webPorts+"/39001", nil).want(t, 200)
	checkBean("delete", del, "删除成功")
	noExcluded("delete", del.bean(t))
}

func TestUnhandledErrorIs10401WithItsClass(t *testing.T) {
	ts := newDefault(t)
	m := call(t, ts, "PUT", webPorts+"/abc", map[string]any{"action": "open_inner"}).want(t, 500).obj(t)
	if m["code"] != float64(10401) || m["error_type"] != "ValueError" || m["error_trace"] == nil || m["error_details"] == nil {
		t.Errorf("want code 10401, error_type ValueError, error_trace and error_details: %v", m)
	}
}

func TestComponentCarriesNewColumnsAndAccessInfos(t *testing.T) {
	ts := newDefault(t)
	m := call(t, ts, "GET", shopPath+"/services/"+WebID, nil).want(t, 200).obj(t)
	for k, want := range map[string]any{"build_strategy": "", "job_strategy": "", "arch": "amd64", "dockerfile": ""} {
		if m[k] != want {
			t.Errorf("%s = %v, want %q", k, m[k], want)
		}
	}
	// The web component's default rule (no certificate, no path).
	infos, _ := m["access_infos"].([]any)
	if len(infos) != 1 || !strings.HasPrefix(infos[0].(string), "http://") {
		t.Errorf("access_infos %v, want the address of its one rule", m["access_infos"])
	}
}

func TestAppCreateAnswersBlankStoreFields(t *testing.T) {
	ts := newDefault(t)
	m := call(t, ts, "POST", "/openapi/v1/teams/"+DefaultTeam+"/regions/"+DefaultRegion+"/apps", map[string]any{"app_name": "fresh"}).want(t, 201).obj(t)
	for _, k := range []string{"app_store_name", "app_store_url", "app_template_name", "version", "logo"} {
		if m[k] != "" {
			t.Errorf("%s = %v, want \"\"", k, m[k])
		}
	}
}

func TestCustomDomainAnswersRewritesAndExtensions(t *testing.T) {
	ts := newDefault(t)
	created := call(t, ts, "POST", shopPath+"/httpdomains", map[string]any{"service_id": WebID, "container_port": 80,
		"domain_name": "fresh.example.com", "certificate_id": 0, "rule_extensions": []any{}, "whether_open": false, "auto_ssl": false}).want(t, 201).obj(t)
	if r, isList := created["rewrites"].([]any); !isList || len(r) != 0 {
		t.Errorf("create: rewrites %#v, want []", created["rewrites"])
	}
	gone := call(t, ts, "DELETE", shopPath+"/httpdomains/"+created["http_rule_id"].(string), nil).want(t, 200).obj(t)
	if r, isList := gone["rule_extensions"].([]any); !isList || len(r) != 0 {
		t.Errorf("delete: rule_extensions %#v, want []", gone["rule_extensions"])
	}
}

func TestCertificateInConsoleLocalTimeAndTrimmed(t *testing.T) {
	ts := newDefault(t)
	notAfter := time.Date(2030, 1, 2, 20, 0, 0, 0, time.UTC)
	cert, key := testPair(t, notAfter)
	created := call(t, ts, "POST", certsPath, map[string]any{"alias": "local", "certificate": cert + "\n", "private_key": key, "certificate_type": serverCertType}).want(t, 200).obj(t)
	id := itoa(int64(created["id"].(float64)))
	read := call(t, ts, "GET", certsPath+"/"+id, nil).want(t, 200).obj(t)
	if got := read["certificate"].(string); strings.HasSuffix(got, "\n") {
		t.Errorf("read back with a trailing newline: %q", got[len(got)-20:])
	}
	for _, item := range call(t, ts, "GET", certsPath+"?page_size=100", nil).want(t, 200).obj(t)["list"].([]any) {
		if m := item.(map[string]any); m["alias"] == "local" && m["end_data"] != "2030-01-03 04:00:00" {
			t.Errorf("end_data %v, want the expiry in UTC+8", m["end_data"])
		}
	}
	missing := call(t, ts, "GET", certsPath+"/999999", nil).want(t, 404).obj(t)
	if _, found := missing["data"]; !found {
		t.Errorf("the read's 404 carries no data: %v", missing)
	}
}

func TestRefusalBodiesAsTheConsoleSendsThem(t *testing.T) {
	ts := newDefault(t)
	if m := call(t, ts, "GET", shopPath+"/monitor/query_range", nil).want(t, 400).obj(t); m["data"] == nil {
		t.Errorf("range monitor 400 without data: %v", m)
	}
	m := call(t, ts, "POST", "/openapi/v1/teams/resource", []any{map[string]any{"tenant_id": DefaultTeamID, "region_name": DefaultRegion}, map[string]any{"tenant_id": 5}}).want(t, 400).obj(t)
	errs, isList := m["err"].([]any)
	if !isList || len(errs) != 2 || len(errs[0].(map[string]any)) != 0 || errs[1].(map[string]any)["region_name"] == nil {
		t.Errorf("team resources: want err [{}, {region_name: [...]}], got %v", m["err"])
	}
	taken := call(t, ts, "POST", "/openapi/v1/regions", map[string]any{"region_name": DefaultRegion}).want(t, 400).obj(t)
	if got := taken["err"].(map[string]any)["region_name"].([]any)[0]; got != "具有 region name 的 region config 已存在。" {
		t.Errorf("duplicate region name: %v", got)
	}
	teams := call(t, ts, "GET", "/openapi/v1/teams", nil).want(t, 200).obj(t)["tenants"].([]any)
	if tm := teams[0].(map[string]any); tm["create_time"] == nil || tm["creater"] == nil {
		t.Errorf("a team lacks create_time or creater: %v", tm)
	}
}
