package client

import (
	"context"
	"net/http"
)

// TeamResources reports resource use per team and region. An entry whose
// team is not open in that region is skipped by the server, so the answer
// may be shorter than teams; match answers by team_id, not by position.
func (c *Client) TeamResources(ctx context.Context, teams []TenantRegion) ([]TeamAppsResource, error) {
	if teams == nil {
		teams = []TenantRegion{}
	}
	var out []TeamAppsResource
	op := operation{name: "TeamResources", method: http.MethodPost, path: apiPrefix + "/teams/resource", body: teams, readOnly: true}
	if err := c.list(ctx, op, &out); err != nil {
		return nil, err
	}
	return out, nil
}
