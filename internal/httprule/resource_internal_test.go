package httprule

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
)

func TestHTTPRuleSchemaIsValid(t *testing.T) {
	var resp resource.SchemaResponse
	NewResource().Schema(context.Background(), resource.SchemaRequest{}, &resp)
	if d := resp.Schema.ValidateImplementation(context.Background()); d.HasError() {
		t.Fatal(d)
	}
}

func testRule(id, svc string, port int64) client.HTTPRule {
	display := "display " + svc // the component's service_cname, which the list calls service_alias
	defaultRule := int64(0)     // a port's default rule, which adoption through the port takes
	return client.HTTPRule{HTTPRuleID: id, TeamName: "team", TenantID: "t123", RegionName: "r1", AppID: 7,
		ServiceID: svc, ServiceName: "gr" + svc, ServiceAlias: &display, ContainerPort: &port, DomainName: id + ".example.com", Type: &defaultRule}
}

func TestRulesOfPort(t *testing.T) {
	rules := []client.HTTPRule{testRule("a", "s1", 80), testRule("b", "s1", 8080), testRule("c", "s2", 80), testRule("d", "s1", 80)}
	rules[3].RegionName = "r2"
	got := platform.RulesOfPort(rules, "team", "r1", "s1", 80)
	if len(got) != 1 || got[0].HTTPRuleID != "a" {
		t.Fatalf("by id and team name: %+v", got)
	}
	if got := platform.RulesOfPort(rules, "t123", "r1", "grs1", 80); len(got) != 1 || got[0].HTTPRuleID != "a" {
		t.Fatalf("by alias and tenant id: %+v", got)
	}
	if got := platform.RulesOfPort(rules, "other", "r1", "s1", 80); len(got) != 0 {
		t.Fatalf("other team: %+v", got)
	}
}

func TestAdoptionErrorNamesCandidates(t *testing.T) {
	none := adoptionError(nil, "s1", 80)
	if !strings.Contains(none, "no default HTTP rule") || !strings.Contains(none, "is_outer_service") {
		t.Errorf("none: %s", none)
	}
	several := adoptionError([]client.HTTPRule{testRule("a", "s1", 80), testRule("b", "s1", 80)}, "s1", 80)
	for _, want := range []string{"2 default HTTP rules", "a (domain \"a.example.com\"", "b (domain", "rule_id"} {
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

// Platform facts, "Updating a rule": the body carries certificate_id
// always, auto_ssl_config when set, only the settings that change, never a
// blank value, domain_header or whether_open.
func TestRuleValuesRequestFrom(t *testing.T) {
	cfg := "letsencrypt"
	have := ruleValues{ServiceID: "s1", ContainerPort: 80, DomainName: "a.example.com", DomainHeader: "X-A=1", CertificateID: 7,
		AutoSSLConfig: &cfg, RuleExtensions: []string{"a:1"}, TheWeight: 100}
	want := have
	want.DomainPath, want.TheWeight, want.RuleExtensions = "/v2", 0, []string{"b:2"}
	b, err := json.Marshal(want.requestFrom(have))
	if err != nil {
		t.Fatal(err)
	}
	var sent map[string]any
	if err := json.Unmarshal(b, &sent); err != nil {
		t.Fatal(err)
	}
	wantBody := map[string]any{"service_id": "s1", "certificate_id": 7.0, "auto_ssl_config": "letsencrypt", "domain_path": "/v2",
		"the_weight": 0.0, "rule_extensions": []any{map[string]any{"key": "b", "value": "2"}}}
	if !reflect.DeepEqual(sent, wantBody) {
		t.Errorf("body %s", b)
	}
	// A default rule's empty path is "/" to the platform: no change, nothing sent.
	have.DomainPath, want = "", have
	want.DomainPath = "/"
	if !want.equal(have) {
		t.Fatal(`"" and "/" compare unequal`)
	}
	b, _ = json.Marshal(want.requestFrom(have))
	if got := string(b); got != `{"service_id":"s1","certificate_id":7,"auto_ssl_config":"letsencrypt"}` {
		t.Errorf("body %s", got)
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

// Settings the configuration leaves unset (null, or unknown before the
// apply) carry the live values, certificate_id and auto_ssl_config too.
func TestWantedRuleValuesOverlaysConfiguredValues(t *testing.T) {
	ctx := context.Background()
	cfg := "old"
	current := ruleValues{ServiceID: "s1", ContainerPort: 80, DomainName: "a", DomainPath: "/", CertificateID: 5, AutoSSLConfig: &cfg, RuleExtensions: []string{"x:1"}}
	ext, _ := types.ListValueFrom(ctx, types.StringType, []string{"y:2"})
	config := ruleModel{
		ContainerPort: types.Int64Unknown(), DomainName: types.StringValue("b"), DomainPath: types.StringUnknown(),
		DomainCookie: types.StringNull(), TheWeight: types.Int64Value(3),
		CertificateID: types.Int64Null(), RuleExtensions: ext, AutoSSL: types.BoolUnknown(), AutoSSLConfig: types.StringNull(),
	}
	got, d := wantedRuleValues(ctx, config, current)
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
