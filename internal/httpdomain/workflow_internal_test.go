package httpdomain

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

const sid = "5c1e0d9f3b2a4c6d8e7f6a5b4c3d2e1f"

func testModel() *domainModel {
	return &domainModel{
		TeamID: types.StringValue("t"), RegionName: types.StringValue("r"), AppID: types.Int64Value(1),
		ServiceID: types.StringValue(sid), ContainerPort: types.Int64Value(5000), DomainName: types.StringValue("a.example.com"),
		DomainPath: types.StringValue("/"), TheWeight: types.Int64Value(100), CertificateID: types.Int64Value(0),
		AutoSSL: types.BoolValue(false), OpenOuterPort: types.BoolValue(false),
		RuleExtensions: types.ListValueMust(types.StringType, nil), Configuration: types.ObjectNull(configurationTypes),
		RuleID: types.StringValue("r1"),
	}
}

func rule(id string, weight int64) client.AppHTTPRule {
	return client.AppHTTPRule{HTTPRuleID: id, ServiceID: sid, ContainerPort: 5000, DomainName: "a.example.com", DomainPath: "/", Protocol: "http", TheWeight: weight}
}

func body(t *testing.T, f *fakeAPI, m *domainModel) client.CreateHTTPRuleRequest {
	t.Helper()
	var diags diag.Diagnostics
	b, ok := (&domainResource{api: f}).createBody(context.Background(), m, &diags)
	if !ok {
		t.Fatalf("createBody: %v", diags)
	}
	return b
}

// A blank answer to the read of one rule means the rule is gone.
func TestReadBackBlankAnswerIsGone(t *testing.T) {
	var diags diag.Diagnostics
	m := testModel()
	if (&domainResource{api: &fakeAPI{}}).readBack(context.Background(), m, &diags) || !strings.Contains(diags[0].Summary(), "vanished") {
		t.Fatalf("blank read-back: %v", diags)
	}
	r := rule("r1", 70)
	diags = nil
	if !(&domainResource{api: &fakeAPI{one: &r}}).readBack(context.Background(), m, &diags) || m.TheWeight.ValueInt64() != 70 {
		t.Fatalf("read-back: %v, %v", diags, m.TheWeight)
	}
}

// A lost answer with no rule yet is repeated once the list shows none; the
// repeat's "exists" finds the rule of the first POST: two POSTs, one rule.
func TestCreateRepeatsALostAnswerAndKeepsTheRule(t *testing.T) {
	f := &fakeAPI{
		creates: []func() (*client.AppHTTPRule, error){
			func() (*client.AppHTTPRule, error) { return nil, errLost },
			func() (*client.AppHTTPRule, error) { return nil, errExists },
		},
		lists: [][]client.AppHTTPRule{{}, {}, {rule("late", 100)}}, // before the first POST, after it, after the repeat
	}
	var diags diag.Diagnostics
	m := testModel()
	out, ok := (&domainResource{api: f}).createRule(context.Background(), m, body(t, f, m), &diags)
	if !ok || out.ruleID != "late" || f.posts != 2 || diags.WarningsCount() != 0 {
		t.Fatalf("out %+v ok %v posts %d diags %v", out, ok, f.posts, diags)
	}
}

// The one adoption rule: a rule there before the first attempt (the read
// before it shows it) is refused with no POST at all, whatever the
// settings, naming the rule with its import command; after a lost
// answer a rule with other settings is refused too; a rule another
// resource of the walk holds is refused; a lost answer that never shows
// gives up after createAttempts POSTs; and "exists" for a rule gone by the
// time the create looks (deleted beside it) is tried again.
func TestCreateFindsExistingRules(t *testing.T) {
	exists := func() (*client.AppHTTPRule, error) { return nil, errExists }
	lost := func() (*client.AppHTTPRule, error) { return nil, errLost }
	made := func() (*client.AppHTTPRule, error) { r := rule("new", 100); return &r, nil }
	for name, c := range map[string]struct {
		lists     [][]client.AppHTTPRule
		creates   []func() (*client.AppHTTPRule, error)
		held      string
		wantID    string
		wantText  string
		wantPosts int
	}{
		"same settings, there before":             {[][]client.AppHTTPRule{{rule("x", 100)}}, nil, "", "", "already has HTTP rule x (domain \"a.example.com\", path \"/\"", 0},
		"import command":                          {[][]client.AppHTTPRule{{rule("x", 100)}}, nil, "", "", "terraform import <resource address> t/r/1/x", 0},
		"create_before_destroy advice":            {[][]client.AppHTTPRule{{rule("x", 100)}}, nil, "", "", "remove create_before_destroy", 0},
		"other settings, there before":            {[][]client.AppHTTPRule{{rule("x", 5)}}, nil, "", "", "terraform import <resource address> t/r/1/x", 0},
		"made before the first POST was answered": {[][]client.AppHTTPRule{{}, {rule("x", 100)}}, nil, "", "", "already has HTTP rule x", 1},
		"other settings after a lost answer": {[][]client.AppHTTPRule{{}, {}, {rule("x", 5)}},
			[]func() (*client.AppHTTPRule, error){lost, exists}, "", "", "exists with other settings", 2},
		"held by another resource": {[][]client.AppHTTPRule{{}, {}, {rule("x", 100)}},
			[]func() (*client.AppHTTPRule, error){lost, exists}, "x", "", "managed by another rainbond_http_domain", 2},
		"never shows": {[][]client.AppHTTPRule{{}}, []func() (*client.AppHTTPRule, error){lost}, "", "", "unknown outcome", createAttempts},
		"gone when looked at": {[][]client.AppHTTPRule{{}},
			[]func() (*client.AppHTTPRule, error){exists, made}, "", "new", "", 2},
		"always gone when looked at": {[][]client.AppHTTPRule{{}}, nil, "", "", "deleted while this create ran", createAttempts},
	} {
		t.Run(name, func(t *testing.T) {
			creates := c.creates
			if creates == nil {
				creates = []func() (*client.AppHTTPRule, error){exists}
			}
			f := &fakeAPI{creates: creates, lists: c.lists}
			claims := tfid.NewClaims()
			if c.held != "" {
				claims.Take(claimHeld, c.held)
			}
			var diags diag.Diagnostics
			m := testModel()
			out, _ := (&domainResource{api: f, claims: claims}).createRule(context.Background(), m, body(t, f, m), &diags)
			text := ""
			for _, d := range diags {
				text += d.Summary() + " " + d.Detail()
			}
			if out.ruleID != c.wantID || !strings.Contains(text, c.wantText) || f.posts != c.wantPosts {
				t.Fatalf("id %q posts %d diags %s", out.ruleID, f.posts, text)
			}
		})
	}
}

// A create whose read before the first attempt meets the rule a destroy of
// the same walk is deleting (a renamed key) waits for the delete and then
// creates, adopting nothing; so does one whose POST meets it.
func TestCreateWaitsForTheDeleteOfItsTwin(t *testing.T) {
	f := &fakeAPI{
		creates: []func() (*client.AppHTTPRule, error){
			func() (*client.AppHTTPRule, error) { r := rule("new", 100); return &r, nil },
		},
		lists: [][]client.AppHTTPRule{{rule("old", 100)}},
	}
	r := &domainResource{api: f, claims: tfid.NewClaims()}
	ended := r.deleting("old")
	go func() { time.Sleep(300 * time.Millisecond); ended(true) }()
	var diags diag.Diagnostics
	m := testModel()
	out, ok := r.createRule(context.Background(), m, body(t, f, m), &diags)
	if !ok || out.ruleID != "new" || f.posts != 1 {
		t.Fatalf("out %+v ok %v posts %d diags %v", out, ok, f.posts, diags)
	}
	f = &fakeAPI{
		creates: []func() (*client.AppHTTPRule, error){
			func() (*client.AppHTTPRule, error) { return nil, errExists },
			func() (*client.AppHTTPRule, error) { r := rule("new", 100); return &r, nil },
		},
		lists: [][]client.AppHTTPRule{{}, {rule("old", 100)}},
	}
	r = &domainResource{api: f, claims: tfid.NewClaims()}
	ended = r.deleting("old")
	go func() { time.Sleep(300 * time.Millisecond); ended(true) }()
	diags = nil
	out, ok = r.createRule(context.Background(), m, body(t, f, m), &diags)
	if !ok || out.ruleID != "new" || f.posts != 2 {
		t.Fatalf("POST met the twin: out %+v ok %v posts %d diags %v", out, ok, f.posts, diags)
	}
	// A delete that failed leaves the rule: the create says so.
	f = &fakeAPI{creates: []func() (*client.AppHTTPRule, error){func() (*client.AppHTTPRule, error) { return nil, errExists }}, lists: [][]client.AppHTTPRule{{rule("old", 100)}}}
	r = &domainResource{api: f, claims: tfid.NewClaims()}
	r.deleting("old")(false)
	diags = nil
	if _, ok := r.createRule(context.Background(), m, body(t, f, m), &diags); ok || !strings.Contains(diags[0].Detail(), "the delete did not remove it") {
		t.Fatalf("failed delete: %v", diags)
	}
}

// The update writes over the live rule: an unset setting carries the live
// value (a console change survives), the certificate and auto_ssl_config
// are always sent, the rest only when it changes, and a plan that asks
// for what the rule has sends nothing.
func TestUpdateRequest(t *testing.T) {
	live := settingsOf(client.AppHTTPRule{ContainerPort: 5000, DomainName: "a.example.com", DomainPath: "/", DomainCookie: "beta=1", TheWeight: 100, CertificateID: 12, AutoSSL: true, AutoSSLConfig: ptr("http-01")})
	cfg := testModel()
	cfg.CertificateID, cfg.AutoSSL, cfg.AutoSSLConfig, cfg.DomainCookie = types.Int64Unknown(), types.BoolNull(), types.StringNull(), types.StringNull()
	cfg.TheWeight = types.Int64Value(40)
	b, changes := updateRequest(sid, wantedSettings(cfg, live), live, nil)
	if !changes || b.CertificateID != 12 || b.AutoSSLConfig != "http-01" || b.AutoSSL != nil || b.DomainCookie != "" || *b.TheWeight != 40 || b.ContainerPort != nil {
		t.Errorf("body = %+v", b)
	}
	cfg.TheWeight = types.Int64Null()
	if _, changes := updateRequest(sid, wantedSettings(cfg, live), live, nil); changes {
		t.Error("a plan that asks for the live rule changes it")
	}
	cfg.CertificateID = types.Int64Value(0)
	if b, _ := updateRequest(sid, wantedSettings(cfg, live), live, nil); b.CertificateID != 0 {
		t.Errorf("certificate_id = 0 not sent: %+v", b)
	}
}

func ptr[T any](v T) *T { return &v }

func TestChecksOfTheConfiguration(t *testing.T) {
	for s, ok := range map[string]bool{"shop.example.com": true, "*.example.com": true, "Shop.example.com": false, "a..b": false, "商店.com": false, strings.Repeat("a", 129): false} {
		if (checkDomainName(s) == nil) != ok {
			t.Errorf("checkDomainName(%q) = %v", s, checkDomainName(s))
		}
	}
	// The error gives the form to write, as the update's check does.
	if err := checkDomainName("Bücher.example.com"); err == nil || !strings.Contains(err.Error(), `"xn--bcher-kva.example.com"`) {
		t.Errorf("checkDomainName(Bücher.example.com) = %v, want the punycode form to write", err)
	}
}
