package client

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
)

// regionServer serves n regions, at most limit a page; ignorePage makes it
// answer the first page whatever is asked, and overTotal inflates the total.
func regionServer(n, limit int, ignorePage bool, overTotal int, calls *atomic.Int32) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		page, _ := strconv.Atoi(r.URL.Query().Get("page"))
		size, _ := strconv.Atoi(r.URL.Query().Get("page_size"))
		if page < 1 || ignorePage {
			page = 1
		}
		if size < 1 {
			size = 10
		}
		size = min(size, limit)
		var regions []map[string]any
		for i := (page - 1) * size; i < min(page*size, n); i++ {
			regions = append(regions, map[string]any{"region_id": fmt.Sprintf("id-%02d", i), "region_name": fmt.Sprintf("r%02d", n-i), "status": "1"})
		}
		_ = json.NewEncoder(w).Encode(map[string]any{"total": n + overTotal, "regions": regions})
	}
}

func TestListAllTeamRegionsPaging(t *testing.T) {
	for _, tt := range []struct {
		name       string
		n, limit   int
		ignorePage bool
		overTotal  int
		want, reqs int
		wantErr    string // a list short of the total is an error
	}{
		{"one page", 23, 1000, false, 0, 23, 1, ""},
		{"server caps the page size", 23, 10, false, 0, 23, 3, ""},
		{"exact multiple of the cap", 20, 10, false, 0, 20, 2, ""},
		// Pages 1 and 2 are the same; one page of the total is capped too.
		{"server ignores page", 23, 10, true, 0, 0, 3, "announced 23 regions, but its pages and one page of 23 held only 10"},
		{"total never reached", 15, 10, false, 100, 0, 4, "announced 115 regions"},
		{"no regions", 0, 10, false, 0, 0, 1, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var calls atomic.Int32
			c := newTestClient(t, regionServer(tt.n, tt.limit, tt.ignorePage, tt.overTotal, &calls))
			all, err := c.ListAllTeamRegions(context.Background(), "t")
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) || !strings.Contains(err.Error(), "ListTeamRegions") {
					t.Fatalf("err = %v, want one naming ListTeamRegions and %q", err, tt.wantErr)
				}
				if int(calls.Load()) != tt.reqs {
					t.Errorf("%d requests, want %d", calls.Load(), tt.reqs)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(all) != tt.want || int(calls.Load()) != tt.reqs {
				t.Errorf("%d regions in %d requests, want %d in %d", len(all), calls.Load(), tt.want, tt.reqs)
			}
			seen := map[string]bool{}
			for i, r := range all {
				if seen[r.RegionID] {
					t.Errorf("duplicate %s", r.RegionID)
				}
				seen[r.RegionID] = true
				if i > 0 && all[i-1].RegionName > r.RegionName {
					t.Errorf("not sorted by name at %d", i)
				}
			}
		})
	}
}

// The server has no fixed order: each answer pages through a new shuffle,
// so pages overlap and miss regions. The list is still whole, with no
// duplicate, after one page of the whole total.
func TestListAllTeamRegionsUnordered(t *testing.T) {
	const n = 250
	rng := rand.New(rand.NewPCG(1, 2))
	var calls atomic.Int32
	c := newTestClient(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		page, _ := strconv.Atoi(r.URL.Query().Get("page"))
		size, _ := strconv.Atoi(r.URL.Query().Get("page_size"))
		order := rng.Perm(n)
		var regions []map[string]any
		for i := (page - 1) * size; i < min(page*size, n); i++ {
			regions = append(regions, map[string]any{"region_id": fmt.Sprintf("id-%03d", order[i]), "region_name": fmt.Sprintf("r%03d", order[i])})
		}
		_ = json.NewEncoder(w).Encode(map[string]any{"total": n, "regions": regions})
	}))
	all, err := c.ListAllTeamRegions(context.Background(), "t")
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != n {
		t.Fatalf("%d regions, want %d", len(all), n)
	}
	for i, r := range all {
		if want := fmt.Sprintf("r%03d", i); r.RegionName != want {
			t.Fatalf("region %d is %s, want %s (duplicates or gaps)", i, r.RegionName, want)
		}
	}
	if got := calls.Load(); got != 4 {
		t.Errorf("%d requests, want 3 pages of 100 and one of 250", got)
	}
}

// A server that leaves total out still gets paged to the end: a full page
// always asks for the next.
func TestListAllTeamRegionsWithoutTotal(t *testing.T) {
	const n = 150
	var calls atomic.Int32
	c := newTestClient(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		page, _ := strconv.Atoi(r.URL.Query().Get("page"))
		size, _ := strconv.Atoi(r.URL.Query().Get("page_size"))
		var regions []map[string]any
		for i := (page - 1) * size; i < min(page*size, n); i++ {
			regions = append(regions, map[string]any{"region_id": fmt.Sprintf("id-%03d", i), "region_name": fmt.Sprintf("r%03d", i)})
		}
		_ = json.NewEncoder(w).Encode(map[string]any{"regions": regions})
	}))
	all, err := c.ListAllTeamRegions(context.Background(), "t")
	if err != nil || len(all) != n || calls.Load() != 2 {
		t.Fatalf("%d regions in %d requests (err %v), want %d in 2", len(all), calls.Load(), err, n)
	}
}

// The page parameters go in the query string; the server's search never
// does ("Regions": any query is a 500).
func TestListTeamRegionsQuery(t *testing.T) {
	var seen []recorded
	c := newTestClient(t, respond(200, `{"code":200,"msg":"success","data":{"list":[{"region_id":"a","region_name":"east","status":1}],"total":"4"}}`, &seen))
	page, err := c.ListTeamRegions(context.Background(), "my team", ListTeamRegionsOptions{Page: 2, PageSize: 1})
	if err != nil {
		t.Fatal(err)
	}
	if page.Total != 4 || len(page.Regions) != 1 || page.Regions[0].Status != "1" {
		t.Errorf("page = %+v", page)
	}
	if r := seen[0]; r.Path != "/openapi/v1/teams/my%20team/regions" || r.RawQuery != "page=2&page_size=1" {
		t.Errorf("request %s?%s", r.Path, r.RawQuery)
	}
}
