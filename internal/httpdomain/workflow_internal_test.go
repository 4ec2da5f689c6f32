package httpdomain

import (
	"context"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
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
		lists: [][]client.AppHTTPRule{{}, {rule("late", 100)}},
	}
	var diags diag.Diagnostics
	m := testModel()
	id, ok := (&domainResource{api: f}).createRule(context.Background(), m, body(t, f, m), &diags)
	if !ok || id != "late" || f.posts != 2 || diags.WarningsCount() != 0 {
		t.Fatalf("id %q ok %v posts %d diags %v", id, ok, f.posts, diags)
	}
}

// "Exists" on the first POST: the same settings are kept with a warning,
// other settings are an error with an import hint, and a lost answer that
// never shows gives up after createAttempts POSTs.
func TestCreateFindsExistingRules(t *testing.T) {
	exists := func() (*client.AppHTTPRule, error) { return nil, errExists }
	for name, c := range map[string]struct {
		lists     [][]client.AppHTTPRule
		create    func() (*client.AppHTTPRule, error)
		wantID    string
		wantText  string
		wantPosts int
	}{
		"same settings":  {[][]client.AppHTTPRule{{rule("x", 100)}}, exists, "x", "adopted", 1},
		"other settings": {[][]client.AppHTTPRule{{rule("x", 5)}}, exists, "", "terraform import <resource address> t/r/1/x", 1},
		"never shows":    {[][]client.AppHTTPRule{{}}, func() (*client.AppHTTPRule, error) { return nil, errLost }, "", "unknown outcome", createAttempts},
	} {
		t.Run(name, func(t *testing.T) {
			f := &fakeAPI{creates: []func() (*client.AppHTTPRule, error){c.create}, lists: c.lists}
			var diags diag.Diagnostics
			m := testModel()
			id, _ := (&domainResource{api: f}).createRule(context.Background(), m, body(t, f, m), &diags)
			text := ""
			for _, d := range diags {
				text += d.Summary() + " " + d.Detail()
			}
			if id != c.wantID || !strings.Contains(text, c.wantText) || f.posts != c.wantPosts {
				t.Fatalf("id %q posts %d diags %s", id, f.posts, text)
			}
		})
	}
}

// The update never sends the header, and sends the extensions only when
// they change, as {key, value} objects.
func TestUpdateBody(t *testing.T) {
	prior, plan := testModel(), testModel()
	plan.DomainHeader = types.StringValue("X-Env=beta")
	plan.DomainPath = types.StringValue("")
	var diags diag.Diagnostics
	r := &domainResource{api: &fakeAPI{}}
	b, _ := r.updateBody(context.Background(), plan, prior, &diags)
	if b.RuleExtensions != nil || b.DomainPath != "/" {
		t.Errorf("unchanged extensions sent, or an empty path: %+v", b)
	}
	plan.RuleExtensions = types.ListValueMust(types.StringType, []attr.Value{types.StringValue("lb-type:round-robin")})
	b, _ = r.updateBody(context.Background(), plan, prior, &diags)
	if b.RuleExtensions == nil || (*b.RuleExtensions)[0] != (client.RuleExtension{Key: "lb-type", Value: "round-robin"}) {
		t.Errorf("extensions = %v", b.RuleExtensions)
	}
}

func TestChecksOfTheConfiguration(t *testing.T) {
	for s, ok := range map[string]bool{"lb-type:round-robin": true, "a:b:c": true, "a": false, ":b": false, "a:": false, "a:b,c:d": false, " a:b": false} {
		if (checkExtension(s) == nil) != ok {
			t.Errorf("checkExtension(%q) = %v", s, checkExtension(s))
		}
	}
	for s, ok := range map[string]bool{"shop.example.com": true, "*.example.com": true, "Shop.example.com": false, "a..b": false, "商店.com": false, strings.Repeat("a", 129): false} {
		if (checkDomainName(s) == nil) != ok {
			t.Errorf("checkDomainName(%q) = %v", s, checkDomainName(s))
		}
	}
	// The error gives the form to write, as the update's check does.
	if err := checkDomainName("Bücher.example.com"); err == nil || !strings.Contains(err.Error(), `"xn--bcher-kva.example.com"`) {
		t.Errorf("checkDomainName(Bücher.example.com) = %v, want the punycode form to write", err)
	}
	if got := extensionsOf([]string{"a:b:c"}); got[0] != (client.RuleExtension{Key: "a", Value: "b:c"}) {
		t.Errorf("extensionsOf = %v", got)
	}
}
