package platform

import (
	"context"
	"fmt"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// appsKey is the scope of a team's app list in a region, as the path
// names the team.
func appsKey(teamID, regionName string) string { return fmt.Sprintf("apps/%s/%s", teamID, regionName) }

// appsKeyPrefix starts every app list key: an app create or delete drops
// them all, since another form of the team names the same list.
const appsKeyPrefix = "apps/"

// componentKeyPrefix starts every component detail key (cached_identity.go).
const componentKeyPrefix = "component/"

func (a cachedAPI) Apps(ctx context.Context, teamID, regionName string) ([]client.App, error) {
	list, _, err := cachedList(ctx, a.cache, appsKey(teamID, regionName), a.listApps(teamID, regionName))
	return list, err
}

func (a cachedAPI) FindApp(ctx context.Context, teamID, regionName string, appID int64) (client.App, bool, error) {
	return findCached(ctx, a.cache, appsKey(teamID, regionName), a.listApps(teamID, regionName),
		func(app client.App) bool { return app.ID == appID })
}

func (a cachedAPI) FreshAppsNamed(ctx context.Context, teamID, regionName, name string) ([]client.App, error) {
	return a.client.ListApps(ctx, teamID, regionName, name)
}

func (a cachedAPI) AppComponents(ctx context.Context, ref client.AppRef) ([]client.Component, error) {
	return a.client.ListAppComponents(ctx, ref)
}

func (a cachedAPI) listApps(teamID, regionName string) func(context.Context) ([]client.App, error) {
	return func(ctx context.Context) ([]client.App, error) { return a.client.ListApps(ctx, teamID, regionName, "") }
}

// CreateApp invalidates the app lists.
func (a cachedAPI) CreateApp(ctx context.Context, teamID, regionName string, req client.CreateAppRequest) (*client.App, error) {
	defer a.cache.invalidatePrefix(appsKeyPrefix)
	return a.client.CreateApp(ctx, teamID, regionName, req)
}

// DeleteApp invalidates the app lists, and what the app's components took
// with them: their details, ports and HTTP rules.
func (a cachedAPI) DeleteApp(ctx context.Context, ref client.AppRef) error {
	defer func() {
		a.cache.invalidatePrefix(appsKeyPrefix)
		a.cache.invalidatePrefix(componentKeyPrefix)
		a.cache.invalidatePrefix(fmt.Sprintf("ports/%s/%s/%d/", ref.TeamID, ref.RegionName, ref.AppID))
		a.cache.invalidate(httpRulesKey, ruleBindingsKey)
	}()
	return a.client.DeleteApp(ctx, ref)
}
