package client

import (
	"context"
	"sync/atomic"
	"testing"
)

// Options left at zero leave page and page_size to the server's defaults:
// page_size=0 would be an empty page.
func TestListTeamRegionsZeroOptionsSendNoPaging(t *testing.T) {
	var seen []recorded
	c := newTestClient(t, respond(200, `{"total":0,"regions":[]}`, &seen))
	if _, err := c.ListTeamRegions(context.Background(), "t", ListTeamRegionsOptions{}); err != nil {
		t.Fatal(err)
	}
	if len(seen) != 1 || seen[0].RawQuery != "" {
		t.Errorf("requests: %+v", seen)
	}
}

// A wrapped page may carry its regions in data.bean with an empty
// data.list beside them, or in data.list with the total in data.
func TestDecodeRegionPageWrappedForms(t *testing.T) {
	for body, want := range map[string]int{
		`{"code":200,"data":{"bean":{"total":2,"regions":[{"region_id":"a"},{"region_id":"b"}]},"list":[]}}`: 2,
		`{"code":200,"data":{"bean":{},"list":[{"region_id":"a"}],"total":3}}`:                               1,
	} {
		page, err := decodeRegionPage([]byte(body))
		if err != nil {
			t.Fatalf("%s: %v", body, err)
		}
		if len(page.Regions) != want {
			t.Errorf("%s: %d regions, want %d", body, len(page.Regions), want)
		}
	}
}

// Regions without a region_id are told apart by their names.
func TestListAllTeamRegionsKeysRegionsWithoutIDByName(t *testing.T) {
	c := newTestClient(t, respond(200, `{"total":3,"regions":[{"region_name":"east"},{"region_name":"west"},{"region_id":"a","region_name":"lab"}]}`, nil))
	all, err := c.ListAllTeamRegions(context.Background(), "t")
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 3 {
		t.Errorf("regions: %+v", all)
	}
}

// A full page asks for the next even when the total is reached: the total
// may be stale.
func TestListAllTeamRegionsFullPageAsksForTheNext(t *testing.T) {
	var calls atomic.Int32
	c := newTestClient(t, regionServer(allRegionsPageSize, 1000, false, 0, &calls))
	all, err := c.ListAllTeamRegions(context.Background(), "t")
	if err != nil || len(all) != allRegionsPageSize || calls.Load() != 2 {
		t.Fatalf("%d regions in %d requests (err %v), want %d in 2", len(all), calls.Load(), err, allRegionsPageSize)
	}
}
