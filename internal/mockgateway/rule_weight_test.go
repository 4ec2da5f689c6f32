package mockgateway

import "testing"

// A rule's the_weight is stored and answered as sent, 0 and negatives
// included (an IntegerField without bounds; the region does not check it):
// 100 only when a create leaves it out, the stored value when an update
// does (checked on the real console by internal/consolediff).
func TestRuleWeightStoredAsSent(t *testing.T) {
	ts := newDefault(t)
	create := func(domain string, weight any) string {
		t.Helper()
		body := map[string]any{"service_id": APIID, "container_port": 5000, "domain_name": domain}
		if weight != nil {
			body["the_weight"] = weight
		}
		m := call(t, ts, "POST", shopDomains, body).want(t, 201).obj(t)
		if weight == nil {
			weight = 100
		}
		if m["the_weight"] != float64(weight.(int)) {
			t.Fatalf("create of %s answered the_weight %v, want %v", domain, m["the_weight"], weight)
		}
		return m["http_rule_id"].(string)
	}
	zero := create("w0.example.com", 0)
	create("wneg.example.com", -5)
	create("w100.example.com", nil)
	if r, _ := ts.Rule(zero); r.TheWeight != 0 {
		t.Fatalf("stored the_weight %d, want 0", r.TheWeight)
	}
	if m := call(t, ts, "GET", shopDomains+"/"+zero, nil).want(t, 200).obj(t); m["the_weight"] != float64(0) {
		t.Fatalf("read the_weight %v, want 0", m["the_weight"])
	}
	put := func(body map[string]any) {
		t.Helper()
		body["service_id"], body["container_port"], body["domain_name"] = APIID, 5000, "w0.example.com"
		call(t, ts, "PUT", shopDomains+"/"+zero, body).want(t, 200)
	}
	put(map[string]any{"the_weight": 7})
	put(map[string]any{})
	if r, _ := ts.Rule(zero); r.TheWeight != 7 {
		t.Fatalf("an update without the_weight left %d, want 7", r.TheWeight)
	}
	put(map[string]any{"the_weight": 0})
	if r, _ := ts.Rule(zero); r.TheWeight != 0 {
		t.Fatalf("an update to 0 left %d", r.TheWeight)
	}
}
