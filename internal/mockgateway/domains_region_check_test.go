package mockgateway

import (
	"strings"
	"testing"
)

// Fact (rainbond api/controller/gateway.go:230, addHTTPRule validates the
// forwarded domain as a lower-case DNS-1123 name; rainbond-console
// domain_service.py:383-387 re-raises the region's error): the custom-domain
// create of a name the console takes but the region refuses (upper case, an
// underscore) answers 400 数据中心操作故障 with the region's validation
// error, keeps no rule and registers no route; a port that whether_open
// opened first stays open.
func TestFactCreateHTTPDomainRegionChecksTheDomain(t *testing.T) {
	for _, name := range []string{"Shop.Example.com", "under_score.example.com"} {
		t.Run(name, func(t *testing.T) {
			ts := newDefault(t)
			a := call(t, ts, "POST", shopDomains, map[string]any{"service_id": WebID, "container_port": 8080, "domain_name": name, "whether_open": true}).want(t, 400)
			msg, _ := a.obj(t)["msg"].(map[string]any)
			body, _ := msg["body"].(map[string]any)
			if _, ok := body["validation_error"]; !ok || msg["method"] != "POST" || !strings.HasPrefix(a.obj(t)["msg_show"].(string), "数据中心操作故障 ") {
				t.Fatalf("answer: %s", a.raw)
			}
			if rules := ts.RulesOf(WebID, 8080); len(rules) != 0 || len(ts.APIRoutes()) != 0 {
				t.Errorf("refused create left rules %+v routes %+v", rules, ts.APIRoutes())
			}
			if p, _ := ts.Port(WebID, 8080); !p.IsOuterService {
				t.Error("the port was not opened before the region's refusal")
			}
			// Its lower-case form passes.
			call(t, ts, "POST", shopDomains, map[string]any{"service_id": WebID, "container_port": 8080, "domain_name": strings.ToLower(strings.ReplaceAll(name, "_", "-"))}).want(t, 201)
		})
	}
}
