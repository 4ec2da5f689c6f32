package mockgateway

import (
	"testing"
)

func ruleIDs(t *testing.T, a answer) map[string]map[string]any {
	t.Helper()
	out := map[string]map[string]any{}
	for _, v := range a.list(t) {
		r := v.(map[string]any)
		out[r["http_rule_id"].(string)] = r
	}
	return out
}

func TestListHTTPRulesAutoSSLFilter(t *testing.T) {
	ts := newDefault(t)
	all := ruleIDs(t, call(t, ts, "GET", "/openapi/v1/httpdomains", nil).want(t, 200))
	if len(all) != 6 {
		t.Fatalf("want 6 rules, got %d", len(all))
	}
	r := all[APICertRuleID]
	if r["rule_extensions"] != "lb_type:round-robin,httptohttps:true" || r["certificate_id"] != float64(7) ||
		r["team_name"] != DefaultTeam || r["region_name"] != DefaultRegion || r["app_id"] != float64(1) || r["ID"] != float64(3) {
		t.Fatalf("cert rule: %v", r)
	}
	if v, ok := all[WebRuleID]["auto_ssl_config"]; !ok || v != nil {
		t.Fatalf("auto_ssl_config should be null: %v", all[WebRuleID])
	}
	for _, q := range []string{"true", "TRUE", "True"} {
		on := ruleIDs(t, call(t, ts, "GET", "/openapi/v1/httpdomains?auto_ssl="+q, nil).want(t, 200))
		if len(on) != 1 || on[BlogAutoSSLRuleID] == nil {
			t.Fatalf("auto_ssl=%s: %v", q, on)
		}
	}
	for _, q := range []string{"false", "0", "yes", ""} {
		off := ruleIDs(t, call(t, ts, "GET", "/openapi/v1/httpdomains?auto_ssl="+q, nil).want(t, 200))
		if len(off) != 5 || off[BlogAutoSSLRuleID] != nil {
			t.Fatalf("auto_ssl=%q: %d rules", q, len(off))
		}
	}
}

func TestUpdateRuleResetsCertificateAndAutoSSLConfig(t *testing.T) {
	for _, segment := range []string{"httpdomains", "domains"} {
		t.Run(segment, func(t *testing.T) {
			ts := newDefault(t)
			path := shopPath + "/" + segment + "/" + APICertRuleID
			a := call(t, ts, "PUT", path, map[string]any{"service_id": APIID, "domain_path": "/v2"}).want(t, 200)
			body := a.obj(t)
			for _, k := range []string{"ID", "rule_extensions", "region_name", "team_name", "app_id"} {
				if _, ok := body[k]; ok {
					t.Errorf("update answer carries %s", k)
				}
			}
			if body["certificate_id"] != float64(0) || body["auto_ssl_config"] != nil || body["protocol"] != "http" {
				t.Fatalf("absent certificate_id must reset it: %v", body)
			}
			r, _ := ts.Rule(APICertRuleID)
			if r.DomainPath != "/v2" || r.DomainName != "api.shop.example.com" || r.DomainHeander != "X-Env=prod" ||
				r.TheWeight != 80 || r.RuleExtensions != "lb_type:round-robin,httptohttps:true" || r.CertificateID != 0 {
				t.Fatalf("merge: %+v", r)
			}
		})
	}
}

func TestUpdateRuleMerge(t *testing.T) {
	ts := newDefault(t)
	path := blogPath + "/httpdomains/" + BlogAutoSSLRuleID
	body := map[string]any{
		"service_id": BlogWebAlias, "container_port": 80, "certificate_id": 9, "auto_ssl": true,
		"auto_ssl_config": "letsencrypt", "domain_header": "X-A=1", "the_weight": 50,
		"rule_extensions": []string{"lb_type:cookie-session", "httptohttps:false"}, "whether_open": true,
	}
	a := call(t, ts, "PUT", path, body).want(t, 200).obj(t)
	if a["certificate_id"] != float64(9) || a["auto_ssl_config"] != "letsencrypt" || a["protocol"] != "https" ||
		a["domain_heander"] != "X-A=1" || a["is_senior"] != true || a["the_weight"] != float64(50) {
		t.Fatalf("answer: %v", a)
	}
	r, _ := ts.Rule(BlogAutoSSLRuleID)
	if r.RuleExtensions != "lb_type:cookie-session,httptohttps:false" || r.ServiceID != BlogWebID || !r.AutoSSL {
		t.Fatalf("stored: %+v", r)
	}
	// Errors.
	call(t, ts, "PUT", path, map[string]any{"container_port": 80}).want(t, 400)                                      // no service_id
	call(t, ts, "PUT", blogPath+"/httpdomains/nope", map[string]any{"service_id": BlogWebID}).want(t, 404)           // unknown rule
	call(t, ts, "PUT", shopPath+"/httpdomains/"+BlogAutoSSLRuleID, map[string]any{"service_id": WebID}).want(t, 404) // rule of another app
	call(t, ts, "PUT", path, map[string]any{"service_id": BlogWebID, "container_port": 1}).want(t, 404)              // no such port
	call(t, ts, "PUT", path, map[string]any{"service_id": BlogWebID, "the_weight": "heavy"}).want(t, 400)            // bad type
}
