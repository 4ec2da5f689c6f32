package client

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"sort"
	"strconv"
)

// allRegionsPageSize is what ListAllTeamRegions asks for; the server has no
// upper bound, so most enterprises fit in one page.
const allRegionsPageSize = 100

// maxRegionPages stops ListAllTeamRegions on a server whose paging never
// ends.
const maxRegionPages = 1000

// ListTeamRegions returns one page of the regions enabled for a team. The
// answer carries tokens: its body is never logged. It never sends the
// server's query parameter, which the server splices into broken SQL (any
// value is a 500): callers filter the list themselves.
func (c *Client) ListTeamRegions(ctx context.Context, teamID string, opts ListTeamRegionsOptions) (*ListTeamRegionsResp, error) {
	const name = "ListTeamRegions"
	if err := checkSegments("team_id", teamID); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	q := url.Values{}
	if opts.Page > 0 {
		q.Set("page", strconv.Itoa(opts.Page))
	}
	if opts.PageSize > 0 {
		q.Set("page_size", strconv.Itoa(opts.PageSize))
	}
	op := operation{
		name: name, method: http.MethodGet, query: q, secret: true,
		path: apiPrefix + "/teams/" + url.PathEscape(teamID) + "/regions",
	}
	ans, err := c.do(ctx, op)
	if err != nil {
		return nil, err
	}
	page, err := decodeRegionPage(ans.body)
	if err != nil {
		return nil, op.decodeFailure(ans, err)
	}
	return page, nil
}

// decodeRegionPage reads the page bare ({total, regions}), wrapped in
// data.bean, or as a wrapped data.list with the total beside it.
func decodeRegionPage(body []byte) (*ListTeamRegionsResp, error) {
	env, err := decodeEnvelope(body)
	if err != nil {
		return nil, err
	}
	var page ListTeamRegionsResp
	if env.Object != nil {
		if err := json.Unmarshal(env.Object, &page); err != nil {
			return nil, err
		}
		if page.Regions != nil || env.List == nil {
			return &page, nil
		}
	}
	if err := env.list(&page.Regions); err != nil {
		return nil, err
	}
	if page.Total == 0 && env.Data != nil {
		var data struct {
			Total flexInt `json:"total"`
		}
		if json.Unmarshal(env.Data, &data) == nil {
			page.Total = int64(data.Total)
		}
	}
	if page.Total == 0 {
		page.Total = int64(len(page.Regions))
	}
	return &page, nil
}

// ListAllTeamRegions pages through every region enabled for a team. The
// server has no fixed order, so pages can overlap and miss regions: they are
// deduplicated by region_id, and when the pages come short of the announced
// total, one page of the whole total (the server has no upper bound on its
// size) fills the gaps. A list still short of the total is an error, never
// a silently partial answer, because callers take a region missing from it
// as gone. Paging goes on after a full page; it stops on a shorter page that
// completes the total, on an empty page, on a page that brings nothing new,
// and after maxRegionPages pages at most. The result is sorted by
// region_name.
func (c *Client) ListAllTeamRegions(ctx context.Context, teamID string) ([]TeamRegion, error) {
	seen := map[string]bool{}
	var all []TeamRegion
	merge := func(regions []TeamRegion) (added int) {
		for _, r := range regions {
			key := r.RegionID
			if key == "" {
				key = "name:" + r.RegionName
			}
			if !seen[key] {
				seen[key] = true
				all = append(all, r)
				added++
			}
		}
		return added
	}
	var total int64
	longest := 0 // the page size the server really uses, if it caps it
	for page := 1; page <= maxRegionPages; page++ {
		resp, err := c.ListTeamRegions(ctx, teamID, ListTeamRegionsOptions{Page: page, PageSize: allRegionsPageSize})
		if err != nil {
			return nil, err
		}
		total = resp.Total
		added := merge(resp.Regions)
		n := len(resp.Regions)
		longest = max(longest, n)
		if n == 0 || added == 0 {
			break
		}
		// A full page may have more behind it, whatever the total says (a
		// server that leaves total out gets it from the page's length). A
		// shorter one ends the paging once it holds the total, or once the
		// pages (of the size the server really uses) cover it.
		if n < allRegionsPageSize && (int64(len(all)) >= total || int64(page)*int64(longest) >= total) {
			break
		}
	}
	if int64(len(all)) < total {
		resp, err := c.ListTeamRegions(ctx, teamID, ListTeamRegionsOptions{Page: 1, PageSize: int(total)})
		if err != nil {
			return nil, err
		}
		merge(resp.Regions)
		if int64(len(all)) < resp.Total {
			return nil, &RequestError{Operation: "ListTeamRegions", Method: http.MethodGet, StatusCode: http.StatusOK,
				Path: apiPrefix + "/teams/" + url.PathEscape(teamID) + "/regions",
				Err:  fmt.Errorf("the server announced %d regions, but its pages and one page of %d held only %d", resp.Total, total, len(all))}
		}
	}
	sort.SliceStable(all, func(i, j int) bool {
		if all[i].RegionName != all[j].RegionName {
			return all[i].RegionName < all[j].RegionName
		}
		return all[i].RegionID < all[j].RegionID
	})
	return all, nil
}

// AddRegion adds a region to the enterprise (admin only). The request and
// the answer carry keys: neither body is logged.
func (c *Client) AddRegion(ctx context.Context, req AddRegionRequest) (*RegionInfo, error) {
	var out RegionInfo
	op := operation{name: "AddRegion", method: http.MethodPost, path: apiPrefix + "/regions", body: req, secret: true}
	if err := c.object(ctx, op, &out); err != nil {
		return nil, err
	}
	return &out, nil
}
