package provider

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

func TestHTTPRuleSchemaIsValid(t *testing.T) {
	var resp resource.SchemaResponse
	NewHTTPRuleResource().Schema(context.Background(), resource.SchemaRequest{}, &resp)
	if d := resp.Schema.ValidateImplementation(context.Background()); d.HasError() {
		t.Fatal(d)
	}
}

func testRule(id, svc string, port int64) client.HTTPRule {
	display := "display " + svc // the component's service_cname, which the list calls service_alias
	return client.HTTPRule{HTTPRuleID: id, TeamName: "team", TenantID: "t123", RegionName: "r1", AppID: 7,
		ServiceID: svc, ServiceName: "gr" + svc, ServiceAlias: &display, ContainerPort: &port, DomainName: id + ".example.com"}
}

func TestRulesOfPort(t *testing.T) {
	rules := []client.HTTPRule{testRule("a", "s1", 80), testRule("b", "s1", 8080), testRule("c", "s2", 80), testRule("d", "s1", 80)}
	rules[3].RegionName = "r2"
	got := rulesOfPort(rules, "team", "r1", "s1", 80)
	if len(got) != 1 || got[0].HTTPRuleID != "a" {
		t.Fatalf("by id and team name: %+v", got)
	}
	if got := rulesOfPort(rules, "t123", "r1", "grs1", 80); len(got) != 1 || got[0].HTTPRuleID != "a" {
		t.Fatalf("by alias and tenant id: %+v", got)
	}
	if got := rulesOfPort(rules, "other", "r1", "s1", 80); len(got) != 0 {
		t.Fatalf("other team: %+v", got)
	}
}

func TestAdoptionErrorNamesCandidates(t *testing.T) {
	none := adoptionError(nil, "s1", 80)
	if !strings.Contains(none, "No HTTP rule") || !strings.Contains(none, "is_outer_service") {
		t.Errorf("none: %s", none)
	}
	several := adoptionError([]client.HTTPRule{testRule("a", "s1", 80), testRule("b", "s1", 80)}, "s1", 80)
	for _, want := range []string{"2 HTTP rules", "a (domain \"a.example.com\"", "b (domain", "rule_id"} {
		if !strings.Contains(several, want) {
			t.Errorf("several lacks %q: %s", want, several)
		}
	}
}

func TestCheckRuleBinding(t *testing.T) {
	r := testRule("a", "s1", 80)
	if err := checkRuleBinding(r, "team", "r1", 7, "grs1"); err != nil {
		t.Fatal(err)
	}
	if err := checkRuleBinding(r, "t123", "r1", 7, "s1"); err != nil {
		t.Fatalf("tenant id and component id: %v", err)
	}
	err := checkRuleBinding(r, "team", "r1", 8, "s2")
	if err == nil || !strings.Contains(err.Error(), "app 7, not 8") || !strings.Contains(err.Error(), `component grs1 (id s1), not "s2"`) {
		t.Fatalf("mismatch not reported: %v", err)
	}
	// The rule's service_alias is the component's display name, which no
	// path accepts.
	if err := checkRuleBinding(r, "team", "r1", 7, "display s1"); err == nil {
		t.Fatal("the display name was taken for the component")
	}
}

func TestRuleValuesRequestIsComplete(t *testing.T) {
	cfg := "letsencrypt"
	v := ruleValues{ServiceID: "s1", ContainerPort: 80, DomainName: "a.example.com", CertificateID: 0, AutoSSLConfig: &cfg}
	b, err := json.Marshal(v.request())
	if err != nil {
		t.Fatal(err)
	}
	// certificate_id and auto_ssl_config must be sent even when zero: the
	// platform resets them when they are absent.
	for _, key := range []string{`"certificate_id":0`, `"auto_ssl_config":"letsencrypt"`, `"service_id":"s1"`, `"domain_header":""`, `"rule_extensions":[]`} {
		if !strings.Contains(string(b), key) {
			t.Errorf("body lacks %s: %s", key, b)
		}
	}
}

func TestRuleValuesRoundTrip(t *testing.T) {
	cfg := "x"
	v := ruleValues{ServiceID: "s", ContainerPort: 80, RuleExtensions: []string{"a:1"}, AutoSSLConfig: &cfg}
	enc := encodeRuleValues(v)
	if enc.IsNull() {
		t.Fatal("not encoded")
	}
	got, ok := decodeRuleValues([]byte(enc.ValueString()))
	if !ok || !got.equal(v) {
		t.Fatalf("got %+v ok=%v", got, ok)
	}
	if _, ok := decodeRuleValues(nil); ok {
		t.Fatal("empty adopted_settings decoded")
	}
}

func TestWantedRuleValuesOverlaysKnownPlanValues(t *testing.T) {
	ctx := context.Background()
	cfg := "old"
	current := ruleValues{ServiceID: "s1", ContainerPort: 80, DomainName: "a", DomainPath: "/", CertificateID: 5, AutoSSLConfig: &cfg, RuleExtensions: []string{"x:1"}}
	ext, _ := types.ListValueFrom(ctx, types.StringType, []string{"y:2"})
	plan := httpRuleModel{
		ContainerPort: types.Int64Unknown(), DomainName: types.StringValue("b"), DomainPath: types.StringUnknown(),
		DomainCookie: types.StringNull(), DomainHeader: types.StringUnknown(), TheWeight: types.Int64Value(3),
		CertificateID: types.Int64Unknown(), RuleExtensions: ext, AutoSSL: types.BoolUnknown(), AutoSSLConfig: types.StringNull(),
	}
	got, d := wantedRuleValues(ctx, plan, current)
	if d.HasError() {
		t.Fatal(d)
	}
	want := current
	want.DomainName, want.TheWeight, want.RuleExtensions = "b", 3, []string{"y:2"}
	if !got.equal(want) {
		t.Fatalf("got %+v\nwant %+v", got, want)
	}
	if got.CertificateID != 5 || got.AutoSSLConfig == nil || *got.AutoSSLConfig != "old" {
		t.Fatal("certificate_id or auto_ssl_config not carried over")
	}
}
