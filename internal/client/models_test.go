package client

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

func TestPortDecodesLiberally(t *testing.T) {
	var p Port
	err := json.Unmarshal([]byte(`{"container_port":" 8080 ","protocol":"tcp","port_alias":"A","is_inner_service":true,"is_outer_service":false,"k8s_service_name":"a","mapping_port":10080.0,"lb_mapping_port":null}`), &p)
	if err != nil {
		t.Fatal(err)
	}
	if p.ContainerPort != 8080 || p.MappingPort == nil || *p.MappingPort != 10080 || p.LBMappingPort != nil {
		t.Errorf("port = %+v", p)
	}
	for _, bad := range []string{`{"container_port":"eighty"}`, `{"container_port":80.5}`, `{"container_port":true}`, `{"container_port":1e30}`} {
		if err := json.Unmarshal([]byte(bad), &p); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}

func TestHTTPRuleDecodes(t *testing.T) {
	body := `{"ID":"12","region_name":"east","team_name":"dev","app_id":"1","auto_ssl_config":null,"http_rule_id":"r1",
	"region_id":"rid","tenant_id":"tid","service_id":"sid","service_name":"web","domain_name":"a.example.com",
	"container_port":80,"protocol":"https","certificate_id":7,"domain_heander":"X-Env:prod","type":1,"the_weight":100,
	"rule_extensions":"lb-type:round-robin,proxy:on","is_outer_service":true,"auto_ssl":false,"path_rewrite":false,"rewrites":[{"regex":"^/a"}]}`
	var r HTTPRule
	if err := json.Unmarshal([]byte(body), &r); err != nil {
		t.Fatal(err)
	}
	if r.ID != 12 || r.AppID != 1 || r.AutoSSLConfig != nil || Deref(r.DomainHeader) != "X-Env:prod" || Deref(r.CertificateID) != 7 ||
		r.RuleExtensions != "lb-type:round-robin,proxy:on" || Deref(r.Rewrites) != `[{"regex":"^/a"}]` || r.DomainPath != nil {
		t.Errorf("rule = %+v", r)
	}
	var listed HTTPRule
	if err := json.Unmarshal([]byte(`{"rule_extensions":["a:1","b:2"]}`), &listed); err != nil || listed.RuleExtensions != "a:1,b:2" {
		t.Errorf("extensions as a list: %q, %v", listed.RuleExtensions, err)
	}
}

// The update answers with the rule's columns, as the read does
// (HTTPGatewayRuleSerializer): one model decodes both, whatever form the
// extensions it never fills take, and with its ids sent as strings.
func TestUpdateAnswerDecodesAsTheRule(t *testing.T) {
	for _, body := range []string{
		`{"http_rule_id":"r1","ID":"12","container_port":"8080","domain_path":"/a","rule_extensions":["a:1","b:2"]}`,
		`{"http_rule_id":"r1","ID":12,"container_port":8080,"domain_path":"/a","rule_extensions":"a:1, b:2,"}`,
		`{"http_rule_id":"r1","ID":12,"container_port":8080,"domain_path":"/a","rule_extensions":null}`,
	} {
		var u AppHTTPRule
		if err := json.Unmarshal([]byte(body), &u); err != nil {
			t.Errorf("%s: %v", body, err)
			continue
		}
		if want := (AppHTTPRule{ID: 12, HTTPRuleID: "r1", ContainerPort: 8080, DomainPath: "/a"}); u != want {
			t.Errorf("%s: %+v, want %+v", body, u, want)
		}
	}
}

// Platform facts, "Updating a rule": certificate_id always goes; no field
// goes null or blank; extensions go as {key, value} objects.
func TestUpdateHTTPRuleRequestSendsOnlyWhatTheServerTakes(t *testing.T) {
	b, err := json.Marshal(UpdateHTTPRuleRequest{ServiceID: "s"})
	if err != nil {
		t.Fatal(err)
	}
	var sent map[string]any
	if err := json.Unmarshal(b, &sent); err != nil {
		t.Fatal(err)
	}
	if want := map[string]any{"service_id": "s", "certificate_id": 0.0}; !reflect.DeepEqual(sent, want) {
		t.Errorf("body = %s", b)
	}
	b, _ = json.Marshal(UpdateHTTPRuleRequest{
		ServiceID: "s", CertificateID: 7, AutoSSLConfig: "letsencrypt", DomainPath: "/a",
		RuleExtensions: &[]RuleExtension{{Key: "lb-type", Value: "round-robin"}},
	})
	got := string(b)
	for _, part := range []string{`"certificate_id":7`, `"auto_ssl_config":"letsencrypt"`, `"domain_path":"/a"`, `"rule_extensions":[{"key":"lb-type","value":"round-robin"}]`} {
		if !strings.Contains(got, part) {
			t.Errorf("body %s lacks %s", got, part)
		}
	}
	b, _ = json.Marshal(UpdateHTTPRuleRequest{ServiceID: "s", RuleExtensions: &[]RuleExtension{}})
	if !strings.Contains(string(b), `"rule_extensions":[]`) {
		t.Errorf("an empty list must be sent to clear: %s", b)
	}
}

func TestRegionModelsDecodeAndHideSecrets(t *testing.T) {
	var info RegionInfo
	if err := json.Unmarshal([]byte(`{"region_id":"r1","region_name":"n","token":"tok-secret","key_file":"key-secret","cert_file":"cert-secret","status":1}`), &info); err != nil {
		t.Fatal(err)
	}
	if info.Status != "1" || info.Token != "tok-secret" {
		t.Errorf("info = %+v", info.Status)
	}
	var tr TeamRegion
	if err := json.Unmarshal([]byte(`{"region_id":"r1","region_name":"n","token":"tok-secret","status":2}`), &tr); err != nil {
		t.Fatal(err)
	}
	if tr.Status != "2" || Deref(tr.Token) != "tok-secret" || tr.Scope != nil {
		t.Errorf("team region = %+v", tr)
	}
	req := AddRegionRequest{KeyFile: "key-secret", CertFile: "cert-secret", SSLCACert: "ca-secret"}
	for _, s := range []string{fmtAll(info), fmtAll(&info), fmtAll(tr), fmtAll([]TeamRegion{tr}), fmtAll(req)} {
		if strings.Contains(s, "secret") {
			t.Errorf("formatting shows a secret: %s", s)
		}
	}
}

func TestResourceAndAppDecode(t *testing.T) {
	var r TeamAppsResource
	if err := json.Unmarshal([]byte(`{"total_cpu":16000,"used_cpu":"3250","used_cpu_percentage":"20.31","used_memory_percentage":31.25,"team_id":"t"}`), &r); err != nil {
		t.Fatal(err)
	}
	if Deref(r.TotalCPU) != 16000 || Deref(r.UsedCPU) != 3250 || Deref(r.UsedCPUPercentage) != 20.31 || Deref(r.UsedMemoryPercentage) != 31.25 || r.TotalMemory != nil {
		t.Errorf("resource = %+v", r)
	}
	var a App
	if err := json.Unmarshal([]byte(`{"ID":"5","group_name":"g","order_index":2,"note":null,"k8s_app":"g"}`), &a); err != nil {
		t.Fatal(err)
	}
	if a.ID != 5 || Deref(a.OrderIndex) != 2 || a.Note != nil || Deref(a.K8sApp) != "g" || a.IsDefault != nil {
		t.Errorf("app = %+v", a)
	}
}

func TestMonitorResultDecodesPrometheusPairs(t *testing.T) {
	var m ComponentMonitor
	body := `{"service_id":"s","service_cname":"web","service_alias":"gr1","monitors":[{"monitor_item":"request_time","data":{"resultType":"matrix","result":[{"metric":{"service_id":"s"},"value":[1700000000.5,"12"],"values":[[1700000000,"1"],["1700000060","2"]]}]}}]}`
	if err := json.Unmarshal([]byte(body), &m); err != nil {
		t.Fatal(err)
	}
	res := m.Monitors[0].Data.Result[0]
	if !reflect.DeepEqual(res.Value, []string{"1700000000.5", "12"}) || !reflect.DeepEqual(res.Values, [][]string{{"1700000000", "1"}, {"1700000060", "2"}}) || res.Metric["service_id"] != "s" {
		t.Errorf("result = %+v", res)
	}
	var none ComponentMonitor
	if err := json.Unmarshal([]byte(`{"monitors":null,"service_id":"s"}`), &none); err != nil || none.Monitors != nil {
		t.Errorf("null monitors: %+v, %v", none, err)
	}
}

func TestComponentDecodes(t *testing.T) {
	var c Component
	body := `{"service_id":"s","service_alias":"gr1","access_infos":"http://a.example.com","min_cpu":"500","min_memory":512,"is_upgrate":true,"oauth_service_id":null,"desc":null,"k8s_component_name":"web"}`
	if err := json.Unmarshal([]byte(body), &c); err != nil {
		t.Fatal(err)
	}
	if Deref(c.MinCPU) != 500 || Deref(c.MinMemory) != 512 || !Deref(c.IsUpgrate) || c.OAuthServiceID != nil || c.Desc != nil ||
		!reflect.DeepEqual(c.AccessInfos, []string{"http://a.example.com"}) || c.K8sComponentName != "web" {
		t.Errorf("component = %+v", c)
	}
}

func fmtAll(v any) string {
	return strings.Join([]string{fmtV(v, "%v"), fmtV(v, "%+v"), fmtV(v, "%#v"), fmtV(v, "%s")}, "\n")
}
