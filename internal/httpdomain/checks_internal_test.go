package httpdomain

import (
	"strings"

	"context"
	"errors"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

func TestCheckUntrimmed(t *testing.T) {
	for s, ok := range map[string]bool{"/shop": true, "beta=1": true, "/shop ": false, " beta=1": false, "X-Env=beta\n": false, "\t/": false} {
		if (checkUntrimmed(s) == nil) != ok {
			t.Errorf("checkUntrimmed(%q) = %v", s, checkUntrimmed(s))
		}
	}
}

// Only a create with proxy settings can fail after its rule exists, and
// only on a region refusal or a 5xx; a validation or business refusal of
// the rule itself made nothing.
func TestAfterTheRule(t *testing.T) {
	cfg := client.CreateHTTPRuleRequest{Configuration: &client.HTTPRuleConfiguration{}}
	region := &client.APIError{StatusCode: 400, Message: "数据中心操作故障 something"}
	for name, c := range map[string]struct {
		err  error
		body client.CreateHTTPRuleRequest
		want bool
	}{
		"region refusal with settings":    {region, cfg, true},
		"region refusal without settings": {region, client.CreateHTTPRuleRequest{}, false},
		"5xx with settings":               {&client.APIError{StatusCode: 500, Method: "POST"}, cfg, true},
		"business refusal":                {&client.APIError{StatusCode: 400, Message: "没有开启对外端口"}, cfg, false},
		"not an answer":                   {errors.New("x"), cfg, false},
	} {
		if got := afterTheRule(c.err, c.body); got != c.want {
			t.Errorf("%s: %v", name, got)
		}
	}
}

// A domain is refused beforehand only when every rule of its name in the
// region is another team's; a rule of this team, or of another region,
// leaves the verdict to the platform.
func TestDomainOfOtherTeam(t *testing.T) {
	other := client.HTTPRule{DomainName: "a.example.com", RegionName: "r", TenantID: "x", TeamName: "other"}
	ours := client.HTTPRule{DomainName: "a.example.com", RegionName: "r", TenantID: "y", TeamName: "t"}
	elsewhere := client.HTTPRule{DomainName: "a.example.com", RegionName: "r2", TenantID: "x", TeamName: "other"}
	for name, c := range map[string]struct {
		rules []client.HTTPRule
		want  bool
	}{
		"another team's":          {[]client.HTTPRule{other}, true},
		"also ours":               {[]client.HTTPRule{other, ours}, false},
		"another region's":        {[]client.HTTPRule{elsewhere}, false},
		"another region's, first": {[]client.HTTPRule{elsewhere, other}, false},
		"none":                    {nil, false},
	} {
		r := &domainResource{api: &fakeAPI{enterprise: c.rules}}
		if _, got := r.domainOfOtherTeam(context.Background(), testModel(), "a.example.com"); got != c.want {
			t.Errorf("%s: %v", name, got)
		}
	}
}

// "策略已存在" caused by a rule that redirects the domain and path to
// HTTPS (another component's, seen only in the enterprise list) names that
// rule, is never adopted, and is not posted again.
func TestCreateNamesARedirectRule(t *testing.T) {
	path, https := "/", "https"
	f := &fakeAPI{
		creates:    []func() (*client.AppHTTPRule, error){func() (*client.AppHTTPRule, error) { return nil, errExists }},
		lists:      [][]client.AppHTTPRule{{}},
		enterprise: []client.HTTPRule{{HTTPRuleID: "redir", DomainName: "a.example.com", DomainPath: &path, Protocol: &https, RuleExtensions: "httptohttps:true", TeamName: "t", ServiceName: "other"}},
	}
	var diags diag.Diagnostics
	m := testModel()
	out, ok := (&domainResource{api: f}).createRule(context.Background(), m, body(t, f, m), &diags)
	if ok || out.ruleID != "" || f.posts != 1 || !strings.Contains(diags[0].Detail(), "HTTP rule redir") || !strings.Contains(diags[0].Detail(), "httptohttps") {
		t.Fatalf("out %+v posts %d diags %v", out, f.posts, diags)
	}
}
