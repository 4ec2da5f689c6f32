package platform

import (
	"context"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// The decorator against the mock's default fixture: each write drops the
// scopes it touches, and only those. A scope's list is counted in the
// mock's requests: a cached read costs none, a dropped one a new list.

var (
	shopWeb = client.ComponentRef{TeamID: mockgateway.DefaultTeam, RegionName: mockgateway.DefaultRegion, AppID: mockgateway.ShopAppID, ServiceID: mockgateway.WebAlias}
	shopAPI = client.ComponentRef{TeamID: mockgateway.DefaultTeam, RegionName: mockgateway.DefaultRegion, AppID: mockgateway.ShopAppID, ServiceID: mockgateway.APIAlias}
	shopApp = client.AppRef{TeamID: mockgateway.DefaultTeam, RegionName: mockgateway.DefaultRegion, AppID: mockgateway.ShopAppID}
)

// cachedOnMock is the decorator, with the cache on, in front of a fresh
// mock seeded with the default fixture.
func cachedOnMock(t *testing.T) (cachedAPI, *mockgateway.TestServer) {
	t.Helper()
	ts := mockgateway.NewTestServer(t, mockgateway.DefaultFixture())
	c, err := client.New(client.Config{BaseURL: ts.URL, Token: ts.Token})
	if err != nil {
		t.Fatal(err)
	}
	api, ok := NewProviderData(c, true).Ports.(cachedAPI)
	if !ok {
		t.Fatal("the provider data does not hand out the decorator")
	}
	return api, ts
}

// scopes are the read cache's scopes in the fixture, each read once.
var scopes = map[string]func(context.Context, cachedAPI) error{
	"ports of web":    func(ctx context.Context, a cachedAPI) error { _, err := a.Ports(ctx, shopWeb); return err },
	"ports of api":    func(ctx context.Context, a cachedAPI) error { _, err := a.Ports(ctx, shopAPI); return err },
	"http rules":      func(ctx context.Context, a cachedAPI) error { _, err := a.HTTPRules(ctx); return err },
	"domains of shop": func(ctx context.Context, a cachedAPI) error { _, err := a.HTTPDomains(ctx, shopApp); return err },
	"rule bindings": func(ctx context.Context, a cachedAPI) error {
		_, err := a.SelectRulesBlockingPortDelete(ctx, func([]client.HTTPRule) []client.HTTPRule { return nil })
		return err
	},
	"regions of dev-team": func(ctx context.Context, a cachedAPI) error {
		_, err := a.TeamRegions(ctx, mockgateway.DefaultTeam)
		return err
	},
	"regions of ops-team": func(ctx context.Context, a cachedAPI) error {
		_, err := a.TeamRegions(ctx, mockgateway.OtherTeam)
		return err
	},
	"apps of dev-team": func(ctx context.Context, a cachedAPI) error {
		_, err := a.Apps(ctx, mockgateway.DefaultTeam, mockgateway.DefaultRegion)
		return err
	},
	"component web": func(ctx context.Context, a cachedAPI) error { _, err := a.Component(ctx, shopWeb); return err },
}

// refetched reads every scope once more and names those that cost a list
// request: the ones the write in between dropped.
func refetched(t *testing.T, ctx context.Context, a cachedAPI, ts *mockgateway.TestServer) []string {
	t.Helper()
	var out []string
	for name, read := range scopes {
		before := ts.TotalRequests()
		if err := read(ctx, a); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if ts.TotalRequests() > before {
			out = append(out, name)
		}
	}
	slices.Sort(out)
	return out
}

// writeCases are every write of the families' interfaces, each with the
// scopes it must drop.
type writeCase struct {
	write func(context.Context, cachedAPI) error
	drops []string
}

var writeCases = map[string]writeCase{
	"AddPort": {
		write: func(ctx context.Context, a cachedAPI) error {
			_, err := a.AddPort(ctx, shopWeb, client.AddPortRequest{Port: 9000, Protocol: "http"})
			return err
		},
		drops: []string{"ports of web"},
	},
	"UpdatePort": {
		// Opening the outer service of an http port creates its rule.
		write: func(ctx context.Context, a cachedAPI) error {
			_, err := a.UpdatePort(ctx, shopWeb, 8080, client.UpdatePortRequest{Action: client.ActionOpenOuter})
			return err
		},
		drops: []string{"domains of shop", "http rules", "ports of web"},
	},
	"DeletePort": {
		// Deleting a port deletes its rules: close web's 8080 first (its
		// inner service is open), then delete it.
		write: func(ctx context.Context, a cachedAPI) error {
			if _, err := a.client.UpdatePort(ctx, shopWeb, 8080, client.UpdatePortRequest{Action: client.ActionCloseInner}); err != nil {
				return err
			}
			_, err := a.DeletePort(ctx, shopWeb, 8080)
			return err
		},
		drops: []string{"domains of shop", "http rules", "ports of web"},
	},
	"UpdateHTTPRule": {
		write: func(ctx context.Context, a cachedAPI) error {
			name, port := "renamed.example.com", int64(80)
			_, err := a.UpdateHTTPRule(ctx, shopApp, mockgateway.WebRuleID, client.UpdateHTTPRuleRequest{
				ServiceID: mockgateway.WebID, ContainerPort: &port, DomainName: name,
			})
			return err
		},
		drops: []string{"domains of shop", "http rules", "rule bindings"},
	},
	"CreateHTTPDomain": {
		write: func(ctx context.Context, a cachedAPI) error {
			_, err := a.CreateHTTPDomain(ctx, shopApp, client.CreateHTTPRuleRequest{ServiceID: mockgateway.APIID, ContainerPort: 5000, DomainName: "new.example.com"})
			return err
		},
		drops: []string{"domains of shop", "http rules", "rule bindings"},
	},
	"DeleteHTTPDomain": {
		write: func(ctx context.Context, a cachedAPI) error {
			return a.DeleteHTTPDomain(ctx, shopApp, mockgateway.APICertRuleID)
		},
		drops: []string{"domains of shop", "http rules", "rule bindings"},
	},
	"CreateCertificate": {
		write: func(ctx context.Context, a cachedAPI) error {
			cert, key := mockgateway.TestCertificate(time.Now().Add(-time.Hour), time.Now().Add(time.Hour), "a.example.com")
			_, err := a.CreateCertificate(ctx, mockgateway.DefaultTeam, client.CertificateRequest{Alias: "a", Certificate: cert, PrivateKey: key, CertificateType: "t"})
			return err
		},
	},
	"UpdateCertificate": {
		write: func(ctx context.Context, a cachedAPI) error {
			_, err := a.UpdateCertificate(ctx, mockgateway.DefaultTeam, 99, client.CertificateRequest{Alias: "a", CertificateType: "t"})
			if client.IsStatus(err, 400) {
				return nil // refused, and nothing to drop either way
			}
			return err
		},
	},
	"DeleteCertificate": {
		write: func(ctx context.Context, a cachedAPI) error {
			if err := a.DeleteCertificate(ctx, mockgateway.DefaultTeam, 99); !client.IsNotFound(err) {
				return err
			}
			return nil
		},
	},
	"AddRegion": {
		// Which teams see a new region is up to the platform: every
		// team's list goes.
		write: func(ctx context.Context, a cachedAPI) error {
			_, err := a.AddRegion(ctx, client.AddRegionRequest{
				RegionID: "north", RegionName: "rainbond-north", RegionAlias: "North", URL: "https://north.example.com:8443",
				WSURL: "wss://north.example.com:6060", HTTPDomain: "north.example.com", TCPDomain: "192.0.2.20",
				Status: "1", EnterpriseID: mockgateway.DefaultEnterpriseID,
			})
			return err
		},
		drops: []string{"regions of dev-team", "regions of ops-team"},
	},
	"CreateApp": {
		write: func(ctx context.Context, a cachedAPI) error {
			_, err := a.CreateApp(ctx, mockgateway.DefaultTeam, mockgateway.DefaultRegion, client.CreateAppRequest{AppName: "orders"})
			return err
		},
		drops: []string{"apps of dev-team"},
	},
	"DeleteApp": {
		// Deleting an app deletes its components, with their ports and
		// rules; the empty app 3 stands for any.
		write: func(ctx context.Context, a cachedAPI) error {
			return a.DeleteApp(ctx, client.AppRef{TeamID: mockgateway.DefaultTeam, RegionName: mockgateway.DefaultRegion, AppID: mockgateway.ShopAdminAppID})
		},
		drops: []string{"apps of dev-team", "component web", "http rules", "rule bindings"},
	},
	"ScaleVertical": {
		write: func(ctx context.Context, a cachedAPI) error {
			return a.ScaleVertical(ctx, shopWeb, client.VerticalScaleRequest{NewMemory: 1024, NewCPU: 500})
		},
		drops: []string{"component web"},
	},
	"ScaleHorizontal": {
		write: func(ctx context.Context, a cachedAPI) error {
			return a.ScaleHorizontal(ctx, shopWeb, client.HorizontalScaleRequest{NewNode: 5})
		},
		drops: []string{"component web"},
	},
}

func TestCachedAPIWriteDropsItsScopes(t *testing.T) {
	for name, c := range writeCases {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			a, ts := cachedOnMock(t)
			if got := refetched(t, ctx, a, ts); len(got) != len(scopes) {
				t.Fatalf("the first reads fetched %v, want every scope", got)
			}
			if got := refetched(t, ctx, a, ts); len(got) != 0 {
				t.Fatalf("second reads fetched %v, want none (cached)", got)
			}
			if err := c.write(ctx, a); err != nil {
				t.Fatal(err)
			}
			if got := refetched(t, ctx, a, ts); !slices.Equal(got, c.drops) {
				t.Fatalf("after %s the reads fetched %v, want %v", name, got, c.drops)
			}
		})
	}
}

// reads are the methods of the families' interfaces that change nothing
// on the platform. Every other method is a write and has its case above:
// a method added to an interface fails here until it is classified, and a
// write until it has a test of what it drops.
var reads = []string{
	"Ports", "FindPort", "FreshPort", "FreshPorts", "RequestTimeout", "Component", "SameComponent",
	"SelectRulesBlockingPortDelete", "PeekHTTPRules", "HTTPRules", "FreshHTTPRulesByAutoSSL", "FindHTTPRule", "SelectOneHTTPRule",
	"TeamRegions", "FindTeamRegion", "CanonicalTeam", "GetRegion",
	"ListApps", "GetComponent", "QueryMonitor", "QueryMonitorRange", "TeamResources", "GetApp",
	"Apps", "FindApp", "FreshAppsNamed", "AppComponents", "FreshComponent", "ComponentEvents",
	"HTTPDomains", "FindHTTPDomain", "FreshHTTPDomains", "HTTPDomain", "Certificates", "Certificate", "Teams",
}

func TestEveryWriteHasAnInvalidationCase(t *testing.T) {
	var writes []string
	for _, iface := range []reflect.Type{
		reflect.TypeFor[PortAPI](), reflect.TypeFor[RuleAPI](), reflect.TypeFor[RegionAPI](), reflect.TypeFor[ReadAPI](),
		reflect.TypeFor[AppAPI](), reflect.TypeFor[ScalingAPI](),
		reflect.TypeFor[DomainAPI](), reflect.TypeFor[CertificateAPI](),
		reflect.TypeFor[ComponentAPI](), reflect.TypeFor[ComponentEnvAPI](), reflect.TypeFor[ThirdPartyAPI](),
	} {
		for i := range iface.NumMethod() {
			if name := iface.Method(i).Name; !slices.Contains(reads, name) && !slices.Contains(writes, name) {
				writes = append(writes, name)
			}
		}
	}
	slices.Sort(writes)
	var tested []string
	for name := range writeCases {
		tested = append(tested, name)
	}
	slices.Sort(tested)
	if !slices.Equal(writes, tested) {
		t.Fatalf("writes of the interfaces %v, tested %v", writes, tested)
	}
}

// A Fresh read lists every time, cache or no cache, and does not refill
// the scope for the cached reads.
func TestFreshReadsSkipTheCache(t *testing.T) {
	ctx := context.Background()
	a, ts := cachedOnMock(t)
	for range 2 {
		if _, found, err := a.FreshPort(ctx, shopWeb, 80); err != nil || !found {
			t.Fatalf("FreshPort: found %v, %v", found, err)
		}
	}
	if n := ts.Count(mockgateway.OpListPorts); n != 2 {
		t.Fatalf("%d port lists for two fresh reads, want 2", n)
	}
	if _, found, err := a.FindPort(ctx, shopWeb, 80); err != nil || !found {
		t.Fatalf("FindPort: found %v, %v", found, err)
	}
	if n := ts.Count(mockgateway.OpListPorts); n != 3 {
		t.Fatalf("%d port lists, want 3: a fresh read does not fill the cache", n)
	}
	for range 2 {
		if _, err := a.FreshHTTPRulesByAutoSSL(ctx, true); err != nil {
			t.Fatal(err)
		}
	}
	if rules := ts.Count(mockgateway.OpListHTTPRules); rules != 2 {
		t.Fatalf("rule lists %d, want 2", rules)
	}
}
