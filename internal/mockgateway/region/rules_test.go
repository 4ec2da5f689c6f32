package region

import (
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway/store"
)

// The region replaces a rule's extensions only when it is sent a list that
// is not empty (gateway_action.go:958-977); otherwise the route it holds
// keeps its own, and differs from the console's record.
func TestRegionAfterUpdateKeepsExtensionsItWasNotSent(t *testing.T) {
	held := GatewayRoute{DomainName: "a.example.com", RuleExtensions: "proxy_buffering:on"}
	cleared := Rule{DomainName: "b.example.com"}
	for _, c := range []struct {
		name string
		next Rule
		sent bool
		want string // the extensions of the route the region holds; "" for none kept apart
	}{
		{"not sent", cleared, false, "proxy_buffering:on"},
		{"sent empty", cleared, true, "proxy_buffering:on"},
		{"sent a list", Rule{DomainName: "b.example.com", RuleExtensions: "ssl_redirect:on"}, true, ""},
	} {
		got := RegionAfterUpdate(held, c.next, c.sent)
		switch {
		case c.want == "" && got != nil:
			t.Errorf("%s: the region holds %+v, want the record's route", c.name, *got)
		case c.want != "" && (got == nil || got.RuleExtensions != c.want || got.DomainName != c.next.DomainName):
			t.Errorf("%s: the region holds %+v, want the new route with extensions %q", c.name, got, c.want)
		}
	}
}

// A default rule opened on a component already running has no region
// record; one made before the component reached the cluster has one.
func TestDefaultRuleRegionRecord(t *testing.T) {
	complete, creating := "complete", "creating"
	for _, c := range []struct {
		status *string
		held   bool
	}{{nil, false}, {&complete, false}, {&creating, true}} {
		r := Rule{RegionRecord: DefaultRuleRegionRecord(&Component{ServiceBaseInfo: store.ServiceBaseInfo{CreateStatus: c.status}})}
		if HasRegionRecord(&r) != c.held {
			t.Errorf("create_status %v: region record %v, want %v", c.status, HasRegionRecord(&r), c.held)
		}
	}
}

// The region takes lower-case DNS-1123 names, a leading "*." allowed.
func TestDNS1123Domain(t *testing.T) {
	for name, want := range map[string]bool{
		"a.example.com": true, "*.example.com": true, "A.example.com": false,
		"a_b.example.com": false, "-a.example.com": false, "a.*.com": false,
	} {
		if DNS1123Domain.MatchString(name) != want {
			t.Errorf("%q: taken %v, want %v", name, !want, want)
		}
	}
}
