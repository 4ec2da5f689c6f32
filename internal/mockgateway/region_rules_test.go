package mockgateway

import (
	"encoding/json"
	"strings"
	"testing"
)

// Fact (region/rules.go; console port_service.py:765-784, region
// gateway_action.go:911-919, gateway.go:288-294): the default rule that
// open_outer makes on a component running in the region has no record in
// the region's rule table, so every update of it fails with the region's
// "HTTPRule dosen't exist" passed on as a 400, and nothing changes, in the
// console or in the region.
func TestFactDefaultRuleOfARunningComponentHasNoRegionRecord(t *testing.T) {
	ts := newDefault(t)
	call(t, ts, "PUT", webPorts+"/8080", map[string]any{"action": "open_outer"}).want(t, 200)
	r := ts.RulesOf(WebID, 8080)[0]
	if _, ok := ts.RegionRule(r.HTTPRuleID); ok {
		t.Fatal("the region holds a record of a default rule made by open_outer")
	}
	call(t, ts, "GET", "/_mock/region/http-rules/"+r.HTTPRuleID, nil).want(t, 404)
	for _, id := range regionRuleIDs(ts) {
		if id == r.HTTPRuleID {
			t.Fatal("the region's table lists the default rule")
		}
	}
	for _, segment := range []string{"httpdomains", "domains"} {
		a := call(t, ts, "PUT", shopPath+"/"+segment+"/"+r.HTTPRuleID, map[string]any{"service_id": WebID, "the_weight": 50}).want(t, 400)
		body := a.obj(t)
		show, _ := body["msg_show"].(string)
		msg, _ := body["msg"].(map[string]any)
		if !strings.HasPrefix(show, "数据中心操作故障 ") || !strings.Contains(show, "HTTPRule dosen't exist based on uuid("+r.HTTPRuleID+")") ||
			msg["httpcode"] != float64(500) || msg["method"] != "PUT" {
			t.Fatalf("answer: %s", a.raw)
		}
	}
	if after, _ := ts.Rule(r.HTTPRuleID); after.TheWeight != r.TheWeight || after.DomainPath != "" {
		t.Fatalf("the failed update changed the console's record: %+v", after)
	}
	// The console's answers never show the region's side.
	for _, v := range call(t, ts, "GET", "/openapi/v1/httpdomains", nil).want(t, 200).list(t) {
		if _, ok := v.(map[string]any)["region_record"]; ok {
			t.Fatalf("the rule list shows region_record: %v", v)
		}
	}
}

// Fact: a default rule made before the component was created in the
// region is sent with the component's creation, so it has a record and
// its updates succeed.
func TestFactDefaultRuleOfAComponentNotYetCreatedHasARecord(t *testing.T) {
	f := DefaultFixture()
	creating := "creating"
	for i := range f.Components {
		if f.Components[i].ServiceID == WebID {
			f.Components[i].CreateStatus = &creating
		}
	}
	ts := NewTestServer(t, f)
	call(t, ts, "PUT", webPorts+"/8080", map[string]any{"action": "open_outer"}).want(t, 200)
	r := ts.RulesOf(WebID, 8080)[0]
	call(t, ts, "PUT", shopPath+"/httpdomains/"+r.HTTPRuleID, map[string]any{"service_id": WebID, "the_weight": 50}).want(t, 200)
	if route, ok := ts.RegionRule(r.HTTPRuleID); !ok || route.TheWeight != 50 {
		t.Fatalf("region record %+v, %v", route, ok)
	}
}

// Fact: rules made by the custom-domain create have a region record, and
// an update changes it; fixture rules have one unless they say
// "region_record": false, which a snapshot keeps.
func TestFactRegionRecordOfCustomAndFixtureRules(t *testing.T) {
	f := DefaultFixture()
	none := false
	for i := range f.Rules {
		if f.Rules[i].HTTPRuleID == WebRuleID {
			f.Rules[i].RegionRecord = &none
		}
	}
	ts := NewTestServer(t, f)
	id := call(t, ts, "POST", shopDomains, map[string]any{"service_id": APIID, "container_port": 5000, "domain_name": "shop.example.com"}).
		want(t, 201).obj(t)["http_rule_id"].(string)
	call(t, ts, "PUT", shopPath+"/httpdomains/"+id, map[string]any{"service_id": APIID, "the_weight": 30}).want(t, 200)
	if route, ok := ts.RegionRule(id); !ok || route.TheWeight != 30 {
		t.Fatalf("region record of the custom domain: %+v, %v", route, ok)
	}
	if _, ok := ts.RegionRule(APIRuleID); !ok {
		t.Fatal("a fixture rule without region_record has no region record")
	}
	call(t, ts, "PUT", shopPath+"/httpdomains/"+WebRuleID, map[string]any{"service_id": WebID, "the_weight": 30}).want(t, 400)
	snap, _ := json.Marshal(ts.Snapshot())
	if !strings.Contains(string(snap), `"region_record":false`) {
		t.Fatal("the snapshot lost region_record")
	}
}

// Fact (console domain_service.py:447-461; region gateway.go:91-102,
// 278-286): the region checks the domain the rule ends up with, sent or
// stored, as a lower-case DNS-1123 name, before it looks the rule up. A
// rule stored with an upper-case or Unicode name cannot be updated unless
// a valid name is sent with the update.
func TestFactRegionChecksTheStoredDomain(t *testing.T) {
	for _, stored := range []string{"Shop.Example.com", "bücher.example.com", "under_score.example.com"} {
		t.Run(stored, func(t *testing.T) {
			ts := newDefault(t)
			if err := ts.EditRule(APIRuleID, func(r *Rule) { r.DomainName = stored }); err != nil {
				t.Fatal(err)
			}
			path := shopPath + "/httpdomains/" + APIRuleID
			a := call(t, ts, "PUT", path, map[string]any{"service_id": APIID, "the_weight": 50}).want(t, 400)
			msg, _ := a.obj(t)["msg"].(map[string]any)
			body, _ := msg["body"].(map[string]any)
			if _, ok := body["validation_error"]; !ok || !strings.HasPrefix(a.obj(t)["msg_show"].(string), "数据中心操作故障 ") {
				t.Fatalf("answer: %s", a.raw)
			}
			if r, _ := ts.Rule(APIRuleID); r.TheWeight == 50 {
				t.Fatal("the refused update changed the weight")
			}
			call(t, ts, "PUT", path, map[string]any{"service_id": APIID, "the_weight": 50, "domain_name": "xn--bcher-kva.example.com"}).want(t, 200)
		})
	}
}

// Fact (console domain_service.py:472-481; region gateway_action.go:
// 958-977): `rule_extensions: []` clears the console's string, and the
// region keeps the extensions it holds; a list that is not empty replaces
// them in both.
func TestFactRegionKeepsExtensionsAnEmptyListLeaves(t *testing.T) {
	ts := newDefault(t)
	path := shopPath + "/httpdomains/" + APICertRuleID
	held := "lb_type:round-robin,httptohttps:true"
	call(t, ts, "PUT", path, map[string]any{"service_id": APIID, "certificate_id": 7, "rule_extensions": []any{}}).want(t, 200)
	if r, _ := ts.Rule(APICertRuleID); r.RuleExtensions != "" {
		t.Fatalf("console record: %q", r.RuleExtensions)
	}
	if route, _ := ts.RegionRule(APICertRuleID); route.RuleExtensions != held {
		t.Fatalf("the region dropped its extensions: %q", route.RuleExtensions)
	}
	// Any later update without a list leaves them too.
	call(t, ts, "PUT", path, map[string]any{"service_id": APIID, "certificate_id": 7, "the_weight": 60}).want(t, 200)
	if route, _ := ts.RegionRule(APICertRuleID); route.RuleExtensions != held || route.TheWeight != 60 {
		t.Fatalf("region after a later update: %+v", route)
	}
	call(t, ts, "PUT", path, map[string]any{"service_id": APIID, "certificate_id": 7, "rule_extensions": []any{map[string]any{"key": "lb-type", "value": "cookie"}}}).want(t, 200)
	r, _ := ts.Rule(APICertRuleID)
	route, _ := ts.RegionRule(APICertRuleID)
	if r.RuleExtensions != "lb-type:cookie" || route.RuleExtensions != "lb-type:cookie" {
		t.Fatalf("console %q, region %q", r.RuleExtensions, route.RuleExtensions)
	}
}

func regionRuleIDs(ts *TestServer) []string {
	var ids []string
	for _, r := range ts.RegionRules() {
		ids = append(ids, r.HTTPRuleID)
	}
	return ids
}
