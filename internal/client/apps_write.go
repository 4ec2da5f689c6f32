package client

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"strings"
)

// CreateApp creates an app in a team's region (4.25). The answer is 201
// with the stored app, its ID included. It is not idempotent: a retry of a
// create whose answer was lost gets 400 "app name exist" (IsAppNameTaken),
// and the app is then found by name with ListApps.
func (c *Client) CreateApp(ctx context.Context, teamID, regionName string, req CreateAppRequest) (*App, error) {
	const name = "CreateApp"
	if err := checkSegments("team_id", teamID, "region_name", regionName); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var out App
	op := operation{name: name, method: http.MethodPost, path: teamRegionPath(teamID, regionName) + "/apps", body: req}
	if err := c.object(ctx, op, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// GetApp reads one app with its status and component counts (4.26).
func (c *Client) GetApp(ctx context.Context, ref AppRef) (*AppDetail, error) {
	p, err := ref.path()
	return getOne[AppDetail](ctx, c, "GetApp", p, err)
}

// DeleteApp deletes an app (4.27), without force. The server deletes the
// app's closed components with it, and refuses (400) while one is running;
// callers that must not lose components check ListAppComponents first.
// The answer is 200 with an empty body.
func (c *Client) DeleteApp(ctx context.Context, ref AppRef) error {
	const name = "DeleteApp"
	p, err := ref.path()
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	_, err = c.do(ctx, operation{name: name, method: http.MethodDelete, path: p})
	return err
}

// ListAppComponents lists the components of an app (4.21), third-party
// ones included, each with its cluster status (nil when the cluster could
// not tell) and no access addresses.
func (c *Client) ListAppComponents(ctx context.Context, ref AppRef) ([]Component, error) {
	const name = "ListAppComponents"
	p, err := ref.path()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var out []Component
	if err := c.list(ctx, operation{name: name, method: http.MethodGet, path: p + "/services"}, &out); err != nil {
		return nil, err
	}
	return out, nil
}

// IsAppNameTaken reports the 400 that refuses an app create because the
// team already has an app of that name in the region.
func IsAppNameTaken(err error) bool {
	return badRequestSays(err, "app name exist", "应用名称已存在")
}

// badRequestSays reports a 400 whose messages hold one of the phrases.
func badRequestSays(err error, phrases ...string) bool {
	ae, ok := AsAPIError(err)
	if !ok || ae.StatusCode != http.StatusBadRequest {
		return false
	}
	return slices.ContainsFunc(append([]string{ae.Message}, ae.texts...), func(t string) bool {
		return slices.ContainsFunc(phrases, func(p string) bool { return strings.Contains(t, p) })
	})
}
