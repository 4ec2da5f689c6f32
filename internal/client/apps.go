package client

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

// ListApps lists the apps of a team in a region, unpaged, newest first.
// query "" lists all; otherwise the server matches it case-insensitively
// within the app name.
func (c *Client) ListApps(ctx context.Context, teamID, regionName, query string) ([]App, error) {
	const name = "ListApps"
	if err := checkSegments("team_id", teamID, "region_name", regionName); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	q := url.Values{}
	if query != "" {
		q.Set("query", query)
	}
	var apps []App
	op := operation{name: name, method: http.MethodGet, path: teamRegionPath(teamID, regionName) + "/apps", query: q}
	if err := c.list(ctx, op, &apps); err != nil {
		return nil, err
	}
	return apps, nil
}
