package platform

import (
	"context"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// The reads of the reads family pass straight through: each data source
// makes its one request per run, so there is nothing to share.

func (a cachedAPI) ListApps(ctx context.Context, teamID, regionName, query string) ([]client.App, error) {
	return a.client.ListApps(ctx, teamID, regionName, query)
}

func (a cachedAPI) GetComponent(ctx context.Context, ref client.ComponentRef) (*client.Component, error) {
	return a.client.GetComponent(ctx, ref)
}

func (a cachedAPI) QueryMonitor(ctx context.Context, ref client.AppRef, isOuter string) ([]client.ComponentMonitor, error) {
	return a.client.QueryMonitor(ctx, ref, isOuter)
}

func (a cachedAPI) QueryMonitorRange(ctx context.Context, ref client.AppRef, q client.MonitorRangeQuery) ([]client.ComponentMonitor, error) {
	return a.client.QueryMonitorRange(ctx, ref, q)
}

func (a cachedAPI) TeamResources(ctx context.Context, teams []client.TenantRegion) ([]client.TeamAppsResource, error) {
	return a.client.TeamResources(ctx, teams)
}

func (a cachedAPI) GetApp(ctx context.Context, ref client.AppRef) (*client.AppDetail, error) {
	return a.client.GetApp(ctx, ref)
}
