package client_test

import (
	"context"
	"fmt"
	"net/http"
	"sort"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

func TestMockListTeamRegions(t *testing.T) {
	ts, c := newMock(t)
	ctx := context.Background()
	page, err := c.ListTeamRegions(ctx, mockgateway.DefaultTeam, client.ListTeamRegionsOptions{Page: 1, PageSize: 2})
	if err != nil {
		t.Fatal(err)
	}
	if page.Total != 3 || len(page.Regions) != 2 {
		t.Fatalf("page = total %d, %d regions", page.Total, len(page.Regions))
	}
	if q := ts.RequestsOf(mockgateway.OpListTeamRegions)[0].RawQuery; q != "page=1&page_size=2" {
		t.Errorf("query = %q", q)
	}
	page, err = c.ListTeamRegions(ctx, mockgateway.DefaultTeamID, client.ListTeamRegionsOptions{Query: "WEST"})
	if err != nil {
		t.Fatal(err)
	}
	if page.Total != 1 || page.Regions[0].RegionName != mockgateway.SecondRegion || client.Deref(page.Regions[0].Scope) != "public" {
		t.Errorf("search: %+v", page)
	}
	if _, err := c.ListTeamRegions(ctx, "no-such-team", client.ListTeamRegionsOptions{}); !client.IsNotFound(err) {
		t.Errorf("unknown team: %v", err)
	}
}

func TestMockListAllTeamRegions(t *testing.T) {
	ts, c := newMockWith(t, mockgateway.ManyRegionsFixture(23))
	all, err := c.ListAllTeamRegions(context.Background(), mockgateway.ManyRegionsTeam, "")
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 23 {
		t.Fatalf("%d regions, want 23", len(all))
	}
	if !sort.SliceIsSorted(all, func(i, j int) bool { return all[i].RegionName < all[j].RegionName }) {
		t.Error("not sorted by name")
	}
	for i, r := range all {
		if want := fmt.Sprintf("%s-r%02d", mockgateway.ManyRegionsTeam, i+1); r.RegionName != want {
			t.Errorf("region %d = %s, want %s", i, r.RegionName, want)
		}
	}
	if n := ts.Count(mockgateway.OpListTeamRegions); n != 1 {
		t.Errorf("%d requests; one large page holds them all", n)
	}
}

func TestMockAddRegion(t *testing.T) {
	ts, c := newMock(t)
	ctx := context.Background()
	req := client.AddRegionRequest{
		RegionName: "rainbond-north", RegionAlias: "North", URL: "https://north.example.com:8443",
		WSURL: "wss://north.example.com:6060", HTTPDomain: "north.example.com", TCPDomain: "10.9.0.1",
		Scope: "private", Status: client.Ptr(int64(1)),
		CertFile: "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----", KeyFile: "-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----",
	}
	info, err := c.AddRegion(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	if info.RegionName != "rainbond-north" || info.RegionID == "" || info.Token == "" || info.KeyFile != req.KeyFile || info.Status != "1" {
		t.Errorf("info = %#v", info)
	}
	if _, ok := ts.Region("rainbond-north"); !ok {
		t.Error("the mock does not hold the region")
	}

	_, err = c.AddRegion(ctx, req)
	if !client.IsStatus(err, 400) {
		t.Errorf("duplicate: %v", err)
	}
	bad := req
	bad.RegionName, bad.TCPDomain = "rainbond-south", "south.example.com"
	_, err = c.AddRegion(ctx, bad)
	ae, ok := client.AsAPIError(err)
	if !ok || ae.StatusCode != 400 || len(ae.FieldErrors["tcpdomain"]) == 0 {
		t.Errorf("validation: %#v", err)
	}

	user, err := client.New(client.Config{BaseURL: ts.URL, Token: ts.UserToken})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := user.AddRegion(ctx, req); !client.IsStatus(err, http.StatusForbidden) {
		t.Errorf("non-admin: %v", err)
	}
}
