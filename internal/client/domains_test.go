package client

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

const domainsPath = "/openapi/v1/teams/t/regions/r/apps/1/httpdomains"

var domainApp = AppRef{TeamID: "t", RegionName: "r", AppID: 1}

// checkCreateRuleBody holds a create body to the rules of the server's
// PostHTTPGatewayRuleSerializer (beyond-interface 4.31): only its fields;
// no null anywhere; no blank path, cookie, header or auto_ssl_config;
// rule_extensions and set_headers as {key, value} objects.
func checkCreateRuleBody(t *testing.T, raw string) map[string]any {
	t.Helper()
	var body map[string]any
	if err := json.Unmarshal([]byte(raw), &body); err != nil {
		t.Fatalf("body %s: %v", raw, err)
	}
	allowed := map[string]bool{"service_id": true, "container_port": true, "certificate_id": true, "domain_name": true,
		"domain_cookie": true, "domain_header": true, "the_weight": true, "domain_path": true, "rule_extensions": true,
		"whether_open": true, "auto_ssl": true, "auto_ssl_config": true, "configuration": true}
	for k, v := range body {
		if !allowed[k] {
			t.Errorf("field %q is not one the create takes", k)
		}
		if v == nil {
			t.Errorf("field %q is null, which the server refuses", k)
		}
		if s, isStr := v.(string); isStr && s == "" {
			t.Errorf("field %q is blank, which the server refuses", k)
		}
	}
	for _, k := range []string{"service_id", "container_port", "domain_name"} {
		if _, ok := body[k]; !ok {
			t.Errorf("required field %q missing", k)
		}
	}
	checkKeyValues(t, "rule_extensions", body["rule_extensions"])
	if cfg, ok := body["configuration"].(map[string]any); ok {
		for k, v := range cfg {
			if v == nil {
				t.Errorf("configuration.%s is null", k)
			}
		}
		checkKeyValues(t, "configuration.set_headers", cfg["set_headers"])
	}
	return body
}

func checkKeyValues(t *testing.T, name string, v any) {
	t.Helper()
	if v == nil {
		return
	}
	items, ok := v.([]any)
	if !ok {
		t.Fatalf("%s = %v, not a list", name, v)
	}
	for _, it := range items {
		obj, ok := it.(map[string]any)
		if !ok || len(obj) != 2 || obj["key"] == nil || obj["value"] == nil {
			t.Errorf("%s item %v is not a {key, value} object", name, it)
		}
	}
}

func TestCreateHTTPDomainMinimalBody(t *testing.T) {
	var seen []recorded
	c := newTestClient(t, respond(201, `{"http_rule_id":"abc","domain_name":"shop.example.com","container_port":5000,"service_id":"sid","certificate_id":0,"the_weight":100,"domain_path":"/"}`, &seen))
	got, err := c.CreateHTTPDomain(context.Background(), domainApp, CreateHTTPRuleRequest{ServiceID: "sid", ContainerPort: 5000, DomainName: "shop.example.com"})
	if err != nil {
		t.Fatal(err)
	}
	if got.HTTPRuleID != "abc" || got.ID != 0 || got.TheWeight != 100 {
		t.Errorf("answer = %+v", got)
	}
	r := seen[0]
	if r.Method != http.MethodPost || r.Path != domainsPath {
		t.Errorf("request %s %s", r.Method, r.Path)
	}
	body := checkCreateRuleBody(t, r.Body)
	for _, k := range []string{"domain_path", "domain_cookie", "domain_header", "the_weight", "auto_ssl_config", "configuration"} {
		if _, sent := body[k]; sent {
			t.Errorf("unset %s was sent: %s", k, r.Body)
		}
	}
	if body["certificate_id"] != float64(0) || body["whether_open"] != false || body["auto_ssl"] != false {
		t.Errorf("body = %s", r.Body)
	}
	if ext, ok := body["rule_extensions"].([]any); !ok || len(ext) != 0 {
		t.Errorf("rule_extensions = %v, want []", body["rule_extensions"])
	}
}

func TestCreateHTTPDomainFullBody(t *testing.T) {
	var seen []recorded
	c := newTestClient(t, respond(201, `{"http_rule_id":"abc"}`, &seen))
	weight := int64(50)
	req := CreateHTTPRuleRequest{
		ServiceID: "sid", ContainerPort: 5000, DomainName: "shop.example.com", DomainPath: "/api",
		DomainCookie: "a=b", DomainHeader: "x=y", TheWeight: &weight, CertificateID: 7,
		RuleExtensions: []RuleExtension{{Key: "lb-type", Value: "round-robin"}}, WhetherOpen: true,
		AutoSSL: true, AutoSSLConfig: "letsencrypt",
		Configuration: &HTTPRuleConfiguration{ProxyBuffering: "off", ProxyConnectTimeout: 75, ProxyReadTimeout: 60, ProxySendTimeout: 60, ProxyBufferNumbers: 4, ProxyBufferSize: 4},
	}
	if _, err := c.CreateHTTPDomain(context.Background(), domainApp, req); err != nil {
		t.Fatal(err)
	}
	body := checkCreateRuleBody(t, seen[0].Body)
	ext := body["rule_extensions"].([]any)[0].(map[string]any)
	if ext["key"] != "lb-type" || ext["value"] != "round-robin" || body["whether_open"] != true || body["auto_ssl_config"] != "letsencrypt" {
		t.Errorf("body = %s", seen[0].Body)
	}
	if cfg := body["configuration"].(map[string]any); cfg["set_headers"] == nil {
		t.Errorf("set_headers not sent as a list: %s", seen[0].Body)
	}
}

func TestGetHTTPDomainBlankAnswerIsNotARule(t *testing.T) {
	// The server's answer for a rule it does not have: 200, blank values.
	blank := `{"http_rule_id":"","region_id":"","tenant_id":"","service_id":"","domain_name":"","container_port":null,"protocol":"","certificate_id":null,"the_weight":null,"is_senior":false,"auto_ssl":false,"auto_ssl_config":""}`
	var seen []recorded
	c := newTestClient(t, respond(200, blank, &seen))
	got, err := c.GetHTTPDomain(context.Background(), domainApp, "gone")
	if err != nil {
		t.Fatal(err)
	}
	if got.Exists() {
		t.Errorf("blank answer reads as a rule: %+v", got)
	}
	if seen[0].Method != http.MethodGet || seen[0].Path != domainsPath+"/gone" {
		t.Errorf("request %s %s", seen[0].Method, seen[0].Path)
	}
}

func TestListHTTPDomainsIgnoresComputedExtensions(t *testing.T) {
	c := newTestClient(t, respond(200, `[{"ID":3,"http_rule_id":"r1","container_port":"5000","rule_extensions":[],"domain_heander":"x=y"},{"ID":4,"http_rule_id":"r2","rule_extensions":[{"key":"a"}]}]`, nil))
	got, err := c.ListHTTPDomains(context.Background(), domainApp)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].ID != 3 || got[0].ContainerPort != 5000 || got[0].DomainHeader != "x=y" {
		t.Errorf("rules = %+v", got)
	}
}

func TestDeleteHTTPDomainAndRuleExists(t *testing.T) {
	var seen []recorded
	c := newTestClient(t, respond(200, `{"http_rule_id":"r1"}`, &seen))
	if err := c.DeleteHTTPDomain(context.Background(), domainApp, "r1"); err != nil {
		t.Fatal(err)
	}
	if seen[0].Method != http.MethodDelete || seen[0].Path != domainsPath+"/r1" || seen[0].Body != "" {
		t.Errorf("request %+v", seen[0])
	}
	c = newTestClient(t, respond(400, `{"msg":"策略已存在"}`, nil))
	_, err := c.CreateHTTPDomain(context.Background(), domainApp, CreateHTTPRuleRequest{ServiceID: "s", ContainerPort: 1, DomainName: "a.b"})
	if !IsRuleExists(err) {
		t.Errorf("IsRuleExists(%v) = false", err)
	}
	c = newTestClient(t, respond(400, `{"msg":"没有开启对外端口"}`, nil))
	_, err = c.CreateHTTPDomain(context.Background(), domainApp, CreateHTTPRuleRequest{ServiceID: "s", ContainerPort: 1, DomainName: "a.b"})
	if IsRuleExists(err) || !strings.Contains(err.Error(), "没有开启对外端口") {
		t.Errorf("other refusal: %v", err)
	}
}

// The update body, as a custom domain sends it, holds to the rules of
// UpdatePostHTTPGatewayRuleSerializer and update_httpdomain
// (beyond-interface A.5): no domain_header, no whether_open, no null, no
// blank; certificate_id always; extensions as objects.
func TestUpdateHTTPRuleBodyOfACustomDomain(t *testing.T) {
	var seen []recorded
	c := newTestClient(t, respond(200, `{"http_rule_id":"r1"}`, &seen))
	ext := []RuleExtension{{Key: "lb-type", Value: "round-robin"}}
	for _, req := range []UpdateHTTPRuleRequest{
		{ServiceID: "sid", ContainerPort: Ptr[int64](5000), DomainName: "a.example.com", DomainPath: "/", TheWeight: Ptr[int64](100), AutoSSL: Ptr(false)},
		{ServiceID: "sid", ContainerPort: Ptr[int64](5000), DomainName: "a.example.com", DomainPath: "/v2", DomainCookie: "a=b", TheWeight: Ptr[int64](5), CertificateID: 3, RuleExtensions: &ext, AutoSSL: Ptr(true), AutoSSLConfig: "le"},
	} {
		if _, err := c.UpdateHTTPRule(context.Background(), domainApp, "r1", req); err != nil {
			t.Fatal(err)
		}
	}
	for i, r := range seen {
		if r.Method != http.MethodPut || r.Path != domainsPath+"/r1" {
			t.Errorf("request %s %s", r.Method, r.Path)
		}
		body := checkCreateRuleBody(t, r.Body)
		for _, k := range []string{"domain_header", "whether_open", "configuration"} {
			if _, sent := body[k]; sent {
				t.Errorf("update %d sent %s, which the server crashes on or does not take: %s", i, k, r.Body)
			}
		}
		if _, sent := body["certificate_id"]; !sent {
			t.Errorf("update %d left out certificate_id, which resets it to 0", i)
		}
	}
	first := checkCreateRuleBody(t, seen[0].Body)
	for _, k := range []string{"rule_extensions", "auto_ssl_config", "domain_cookie"} {
		if _, sent := first[k]; sent {
			t.Errorf("unset %s was sent: %s", k, seen[0].Body)
		}
	}
}
