package client

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// Teams and opening a team in a region (beyond-interface 4.34;
// openapi/views/team_view.py ListTeamInfo.post, TeamInfo, ListRegionsView.post).

func teamPath(tenantID string) (string, error) {
	if err := checkSegments("team_id", tenantID); err != nil {
		return "", err
	}
	return apiPrefix + "/teams/" + url.PathEscape(tenantID), nil
}

// CreateTeam creates a team whose alias is req.TenantName and whose name
// the platform generates; the caller becomes its owner. The answer is the
// bare team record (201).
func (c *Client) CreateTeam(ctx context.Context, req CreateTeamRequest) (*Team, error) {
	var out Team
	op := operation{name: "CreateTeam", method: http.MethodPost, path: apiPrefix + "/teams", body: req}
	if err := c.object(ctx, op, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// GetTeam reads a team by its tenant id. A name passes the path's team
// check but then gets 404 "the team is not found" (code 2002).
func (c *Client) GetTeam(ctx context.Context, tenantID string) (*Team, error) {
	const name = "GetTeam"
	p, err := teamPath(tenantID)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var out Team
	if err := c.object(ctx, operation{name: name, method: http.MethodGet, path: p}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// UpdateTeam sets a team's alias. The server finds the record by tenant
// id only: a name updates nothing and still answers 200, so callers pass
// the tenant id. The answer is empty.
func (c *Client) UpdateTeam(ctx context.Context, tenantID string, req UpdateTeamRequest) error {
	const name = "UpdateTeam"
	p, err := teamPath(tenantID)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	_, err = c.do(ctx, operation{name: name, method: http.MethodPut, path: p, body: req})
	return err
}

// DeleteTeam uninstalls the team from every region it is open in, then
// deletes it. The server refuses (400) while a component of the team runs
// in a region, and when an uninstall fails, naming the region.
func (c *Client) DeleteTeam(ctx context.Context, tenantID string) error {
	const name = "DeleteTeam"
	p, err := teamPath(tenantID)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	_, err = c.do(ctx, operation{name: name, method: http.MethodDelete, path: p})
	return err
}

// OpenTeamRegion opens a team in a region of the enterprise; opening one
// already open changes nothing. No route closes it again. The answer is
// the team record (201).
func (c *Client) OpenTeamRegion(ctx context.Context, tenantID, region string) (*Team, error) {
	const name = "OpenTeamRegion"
	p, err := teamPath(tenantID)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var out Team
	op := operation{name: name, method: http.MethodPost, path: p + "/regions", body: map[string]string{"region": region}}
	if err := c.object(ctx, op, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// IsTeamGone reports the platform's own 404 for the team: "no found team"
// of the path's team check, or "the team is not found" (code 2002) of the
// read. A 404 that is not the platform's is not.
func IsTeamGone(err error) bool {
	if IsTeamNotFound(err) {
		return true
	}
	ae, ok := AsAPIError(err)
	return ok && ae.StatusCode == http.StatusNotFound && strings.EqualFold(strings.TrimSpace(ae.Message), "the team is not found")
}

// IsTeamRunningComponents reports the 400 that refuses to delete a team
// (or close its region) while components of it still run there
// (console/services/region_services.py delete_tenant_on_region).
func IsTeamRunningComponents(err error) bool {
	ae, ok := AsAPIError(err)
	return ok && ae.StatusCode == http.StatusBadRequest && Mentions(err, "There are running components")
}
