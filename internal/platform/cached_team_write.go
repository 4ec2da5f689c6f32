package platform

import (
	"context"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// TeamAPI is what rainbond_team and its list resource call.
type TeamAPI interface {
	// Teams lists the teams the token's user is a member of; not cached,
	// so a create's look before and after its attempt sees the platform.
	Teams(ctx context.Context) ([]client.TeamSummary, error)
	// Team reads one team by tenant id.
	Team(ctx context.Context, tenantID string) (*client.Team, error)
	// TeamRegions lists every region the team is open in (all pages).
	TeamRegions(ctx context.Context, teamID string) ([]client.TeamRegion, error)

	CreateTeam(ctx context.Context, req client.CreateTeamRequest) (*client.Team, error)
	UpdateTeam(ctx context.Context, tenantID string, req client.UpdateTeamRequest) error
	DeleteTeam(ctx context.Context, tenantID string) error
	OpenTeamRegion(ctx context.Context, tenantID, region string) (*client.Team, error)
	// Apps lists the team's apps in a region: a destroy's plan names
	// those the team's delete takes with it.
	Apps(ctx context.Context, teamID, regionName string) ([]client.App, error)
}

var _ TeamAPI = cachedAPI{}

func (a cachedAPI) Team(ctx context.Context, tenantID string) (*client.Team, error) {
	return a.client.GetTeam(ctx, tenantID)
}

// CreateTeam drops the region lists of the new team's both forms: a list
// read under its id or name before (a failed lookup of another resource)
// would otherwise hide the region the create opened.
func (a cachedAPI) CreateTeam(ctx context.Context, req client.CreateTeamRequest) (*client.Team, error) {
	t, err := a.client.CreateTeam(ctx, req)
	if t != nil {
		a.cache.invalidate(teamRegionsKey(t.TenantID), teamRegionsKey(t.TenantName))
	}
	return t, err
}

// UpdateTeam changes the alias only, which no cached list holds.
func (a cachedAPI) UpdateTeam(ctx context.Context, tenantID string, req client.UpdateTeamRequest) error {
	return a.client.UpdateTeam(ctx, tenantID, req)
}

// OpenTeamRegion drops the team's region lists (by id, and by name when
// the answer gives it) and its app lists in every region: an app list read
// before the region was open holds the refusal, not the apps.
func (a cachedAPI) OpenTeamRegion(ctx context.Context, tenantID, region string) (*client.Team, error) {
	defer a.cache.invalidate(teamRegionsKey(tenantID), appsKey(tenantID, region))
	t, err := a.client.OpenTeamRegion(ctx, tenantID, region)
	if t != nil && t.TenantName != "" {
		a.cache.invalidate(teamRegionsKey(t.TenantName), appsKey(t.TenantName, region))
	}
	return t, err
}

// DeleteTeam takes the team's apps, components and regions with it, under
// either form of its name: every cached list may be stale after it.
func (a cachedAPI) DeleteTeam(ctx context.Context, tenantID string) error {
	defer a.cache.invalidatePrefix("")
	return a.client.DeleteTeam(ctx, tenantID)
}
