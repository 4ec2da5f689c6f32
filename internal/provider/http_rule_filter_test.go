package provider

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

func TestHTTPRuleFilter(t *testing.T) {
	// The rule list holds the component's alias in service_name and its
	// display name in service_alias.
	display := "Web Shop"
	r := client.HTTPRule{TeamName: "dev", TenantID: "0a1b", RegionName: "east", AppID: 3, ServiceID: "s1", ServiceName: "gr1", ServiceAlias: &display, DomainName: "Shop.Example.com"}
	noAlias := r
	noAlias.ServiceName = ""
	cases := []struct {
		name string
		f    httpRuleFilter
		rule client.HTTPRule
		want bool
	}{
		{"no filter", httpRuleFilter{}, r, true},
		{"all match", httpRuleFilter{teamName: "dev", regionName: "east", appID: 3, serviceID: "s1", domainName: "shop.example.com"}, r, true},
		{"service by alias", httpRuleFilter{serviceID: "gr1"}, r, true},
		{"display name is not an alias", httpRuleFilter{serviceID: "Web Shop"}, r, false},
		{"alias absent", httpRuleFilter{serviceID: "gr1"}, noAlias, false},
		{"empty alias matches nothing", httpRuleFilter{serviceID: "s2"}, noAlias, false},
		{"team by tenant id", httpRuleFilter{teamName: "0a1b"}, r, true},
		{"other team", httpRuleFilter{teamName: "ops"}, r, false},
		{"team name is exact", httpRuleFilter{teamName: "Dev"}, r, false},
		{"other region", httpRuleFilter{regionName: "west"}, r, false},
		{"other app", httpRuleFilter{appID: 4}, r, false},
		{"other domain", httpRuleFilter{domainName: "shop.example.org"}, r, false},
		{"one of several fails", httpRuleFilter{teamName: "dev", appID: 9}, r, false},
	}
	for _, c := range cases {
		if got := c.f.matches(c.rule); got != c.want {
			t.Errorf("%s: matches = %v, want %v", c.name, got, c.want)
		}
	}
}
