package client_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Only the platform's own 404 for the component means the component is
// gone; the 404s of the team, region and app name those parts.
func TestMockNotFoundKinds(t *testing.T) {
	ts, c := newMock(t)
	ctx := context.Background()
	ref := func(edit func(*client.ComponentRef)) client.ComponentRef {
		r := web
		edit(&r)
		return r
	}
	cases := []struct {
		ref  client.ComponentRef
		want client.NotFoundKind
	}{
		{ref(func(r *client.ComponentRef) { r.ServiceID = "grnope00" }), client.NotFoundComponent},
		{ref(func(r *client.ComponentRef) { r.ServiceID = mockgateway.BlogWebAlias }), client.NotFoundComponent},
		{ref(func(r *client.ComponentRef) { r.TeamID = "nope" }), client.NotFoundTeam},
		{ref(func(r *client.ComponentRef) { r.RegionName = "nope" }), client.NotFoundRegion},
		{ref(func(r *client.ComponentRef) { r.AppID = 999 }), client.NotFoundApp},
	}
	for _, tc := range cases {
		_, err := c.ListPorts(ctx, tc.ref)
		if got := client.NotFoundOf(err); got != tc.want {
			t.Errorf("%+v: kind %d, want %d (%v)", tc.ref, got, tc.want, err)
		}
		if client.IsComponentGone(err) != (tc.want == client.NotFoundComponent) {
			t.Errorf("%+v: IsComponentGone wrong for %v", tc.ref, err)
		}
	}
	if err := ts.RemoveComponent(mockgateway.WebID); err != nil {
		t.Fatal(err)
	}
	if _, err := c.ListPorts(ctx, web); !client.IsComponentGone(err) {
		t.Errorf("a deleted component: %v", err)
	}
	if _, err := c.ListPorts(ctx, web); client.NotFoundOf(err) == client.NotNotFound || !client.IsPlatformNotFound(err) {
		t.Errorf("IsPlatformNotFound: %v", err)
	}
}

// A 404 that is not the platform's (an unknown path behind a wrong
// base_url prefix, or a proxy's HTML page) is never "gone": its error
// shows the full URL requested and suggests checking base_url.
func TestMockForeignNotFound(t *testing.T) {
	ts := mockgateway.NewTestServer(t, mockgateway.DefaultFixture(), mockgateway.WithIngress("/console"))
	root := strings.TrimSuffix(ts.URL, "/console")
	for name, base := range map[string]string{
		"wrong prefix": ts.URL + "/wrong",
		"html page":    root,
	} {
		c, err := client.New(client.Config{BaseURL: base, Token: ts.Token, RetryWaitMin: time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		_, err = c.ListPorts(context.Background(), web)
		if client.NotFoundOf(err) != client.NotFoundForeign || client.IsComponentGone(err) || client.IsPortGone(err) || client.IsPlatformNotFound(err) {
			t.Errorf("%s: classified as the platform's: %v", name, err)
		}
		expectRequested(t, name, err, base+"/openapi/v1/teams/"+mockgateway.DefaultTeam+"/regions/")
		// The rule list and the region list alike.
		_, err = c.ListHTTPRules(context.Background(), nil)
		expectRequested(t, name, err, base+"/openapi/v1/httpdomains")
		_, err = c.ListTeamRegions(context.Background(), mockgateway.DefaultTeam, client.ListTeamRegionsOptions{})
		expectRequested(t, name, err, base+"/openapi/v1/teams/"+mockgateway.DefaultTeam+"/regions")
	}
	// The right address under the prefix works.
	c, err := client.New(client.Config{BaseURL: ts.URL, Token: ts.Token})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.ListPorts(context.Background(), web); err != nil {
		t.Fatal(err)
	}
}

// expectRequested checks a foreign 404's error: the full URL requested and
// the base_url hint.
func expectRequested(t *testing.T, name string, err error, url string) {
	t.Helper()
	if client.NotFoundOf(err) != client.NotFoundForeign {
		t.Errorf("%s: not a foreign 404: %v", name, err)
		return
	}
	if msg := err.Error(); !strings.Contains(msg, "GET "+url) || !strings.Contains(msg, "check base_url") {
		t.Errorf("%s: %s", name, msg)
	}
}
