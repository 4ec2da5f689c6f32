package platform

import (
	"context"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

func (a cachedAPI) TeamRegions(ctx context.Context, teamID string) ([]client.TeamRegion, error) {
	list, _, err := cachedList(ctx, a.cache, teamRegionsKey(teamID), a.listTeamRegions(teamID))
	return list, err
}

func (a cachedAPI) FindTeamRegion(ctx context.Context, teamID, regionName string) (client.TeamRegion, bool, error) {
	return findCached(ctx, a.cache, teamRegionsKey(teamID), a.listTeamRegions(teamID),
		func(r client.TeamRegion) bool { return r.RegionName == regionName })
}

func (a cachedAPI) listTeamRegions(teamID string) func(context.Context) ([]client.TeamRegion, error) {
	return func(ctx context.Context) ([]client.TeamRegion, error) {
		return a.client.ListAllTeamRegions(ctx, teamID)
	}
}

// AddRegion invalidates every team's region list: which teams' lists show
// the new region is up to the platform.
func (a cachedAPI) AddRegion(ctx context.Context, req client.AddRegionRequest) (*client.RegionInfo, error) {
	defer a.cache.invalidatePrefix(regionsKeyPrefix)
	return a.client.AddRegion(ctx, req)
}
