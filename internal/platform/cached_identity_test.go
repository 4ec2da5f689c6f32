package platform

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// SameComponent tells the two forms of a team and of a component apart
// from other objects, with at most one lookup per component path and one
// per team, shared by every later question.
func TestSameComponent(t *testing.T) {
	ctx := context.Background()
	f := fixture.Standard()
	f.Teams = append(f.Teams, mockgateway.Team{TenantID: "1b2c3d4e5f60718293a4b5c6d7e8f90a", TeamName: "other-team", Regions: []string{fixture.Region}})
	ts := mockgateway.NewTestServer(t, f)
	c, err := client.New(client.Config{BaseURL: ts.URL, Token: ts.Token, MaxRetries: 0})
	if err != nil {
		t.Fatal(err)
	}
	ids := NewProviderData(c, true).Ports
	ref := func(team, service string) client.ComponentRef {
		return client.ComponentRef{TeamID: team, RegionName: fixture.Region, AppID: fixture.AppID, ServiceID: service}
	}
	byNames, byIDs := ref(fixture.Team, fixture.Component), ref(fixture.TenantID, fixture.ServiceID)
	cases := []struct {
		name          string
		a, b          client.ComponentRef
		want          bool
		reads, byName int // GetComponent and TeamResources requests this case adds
	}{
		{"same forms ask nothing", byNames, byNames, true, 0, 0},
		{"another region asks nothing", byNames, client.ComponentRef{TeamID: fixture.Team, RegionName: "elsewhere", AppID: fixture.AppID, ServiceID: fixture.Component}, false, 0, 0},
		{"names against ids", byNames, byIDs, true, 1, 0},
		{"asked again, from the cache", byNames, byIDs, true, 0, 0},
		{"alias against id, same team form", byNames, ref(fixture.Team, fixture.ServiceID), true, 0, 0},
		{"another component", byNames, ref(fixture.Team, fixture.ComponentB), false, 0, 0},
		{"another team", byNames, ref("other-team", fixture.Component), false, 0, 0},
		{"ids against names needs the team's name", byIDs, byNames, true, 1, 1},
		{"the name is cached too", byIDs, ref(fixture.Team, fixture.ServiceID), true, 0, 0},
		{"ids against another team's name", byIDs, ref("other-team", fixture.ServiceID), false, 0, 0},
		{"a component that does not exist", ref(fixture.Team, "grnothere"), byNames, false, 1, 0},
	}
	for _, c := range cases {
		reads, byName := ts.Count(mockgateway.OpGetComponent), ts.Count(mockgateway.OpTeamResources)
		got, err := ids.SameComponent(ctx, c.a, c.b)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got != c.want {
			t.Errorf("%s: same = %v, want %v", c.name, got, c.want)
		}
		if n := ts.Count(mockgateway.OpGetComponent) - reads; n != c.reads {
			t.Errorf("%s: %d component reads, want %d", c.name, n, c.reads)
		}
		if n := ts.Count(mockgateway.OpTeamResources) - byName; n != c.byName {
			t.Errorf("%s: %d team lookups, want %d", c.name, n, c.byName)
		}
	}
}

// Port numbers repeat over components, written one way: claims of them
// need no lookup. An alias against an id of one component does.
func TestPortClaimsLookUpOnlyMixedForms(t *testing.T) {
	ctx := context.Background()
	ts := mockgateway.NewTestServer(t, fixture.Standard())
	c, err := client.New(client.Config{BaseURL: ts.URL, Token: ts.Token, MaxRetries: 0})
	if err != nil {
		t.Fatal(err)
	}
	pc := tfid.NewPortClaims(NewProviderData(c, true).Ports)
	ref := func(team, service string) client.ComponentRef {
		return client.ComponentRef{TeamID: team, RegionName: fixture.Region, AppID: fixture.AppID, ServiceID: service}
	}
	if got := pc.Claim(ctx, tfid.PortClaim{Ref: ref(fixture.Team, fixture.Component), Port: 80, Alias: "WEB"}); len(got) != 0 {
		t.Fatalf("first claim clashes: %+v", got)
	}
	if got := pc.Claim(ctx, tfid.PortClaim{Ref: ref(fixture.Team, fixture.ComponentB), Port: 80, Alias: "WEB"}); len(got) != 0 {
		t.Fatalf("another component clashes: %+v", got)
	}
	if n := ts.Count(mockgateway.OpGetComponent); n != 0 {
		t.Fatalf("%d lookups for claims written one way", n)
	}
	got := pc.Claim(ctx, tfid.PortClaim{Ref: ref(fixture.Team, fixture.ServiceID), Port: 80})
	if len(got) != 1 || !got[0].SamePort || got[0].Earlier.Ref.ServiceID != fixture.Component {
		t.Fatalf("the id of the first component: %+v", got)
	}
	if n := ts.Count(mockgateway.OpGetComponent); n != 1 {
		t.Fatalf("%d lookups, want 1", n)
	}
	got = pc.Claim(ctx, tfid.PortClaim{Ref: ref(fixture.Team, fixture.Component), Port: 81, Alias: "WEB"})
	if len(got) != 1 || !got[0].SameAlias || got[0].Earlier.Port != 80 {
		t.Fatalf("the alias again on another port: %+v", got)
	}
	// Port 80 with alias WEB once more: each earlier claim of the component
	// clashes once, by port (both forms) or by alias (port 81).
	got = pc.Claim(ctx, tfid.PortClaim{Ref: ref(fixture.Team, fixture.Component), Port: 80, Alias: "WEB"})
	var kinds []string
	for _, c := range got {
		kinds = append(kinds, fmt.Sprintf("%s:%d same port %t", c.Earlier.Ref.ServiceID, c.Earlier.Port, c.SamePort))
	}
	sort.Strings(kinds)
	want := []string{fixture.Component + ":80 same port true", fixture.Component + ":81 same port false", fixture.ServiceID + ":80 same port true"}
	sort.Strings(want)
	if !slices.Equal(kinds, want) {
		t.Fatalf("clashes = %v, want %v", kinds, want)
	}
}
