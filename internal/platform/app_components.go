package platform

import (
	"context"
	"slices"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// UndiscoverableComponents says which components a search of an app's
// components misses; the list resources of ports say it in their
// documentation and in the warning of every query that searches.
const UndiscoverableComponents = "The API has no operation that lists the components of an app, so without service_ids the query finds an app's components " +
	"through what the API does show: the enterprise's HTTP rules (which name their component and app) and the app's monitor query " +
	"(components with a performance-analysis plugin). A component with neither, such as a database with only inner ports, is not found: " +
	"name it in service_ids."

// AppComponentIDs returns the ids of the app's components that the API
// shows (see UndiscoverableComponents), sorted, each once. Both port
// forms' list resources find components this way.
func AppComponentIDs(ctx context.Context, api PortAPI, app client.AppRef) ([]string, error) {
	rules, err := api.HTTPRules(ctx)
	if err != nil {
		return nil, err
	}
	var ids []string
	for _, r := range rules {
		if r.RegionName == app.RegionName && r.AppID == app.AppID && tfid.RuleTeam(r).Is(app.TeamID) {
			ids = append(ids, r.ServiceID)
		}
	}
	// The monitor query also checks that the team, region and app exist.
	monitored, err := api.QueryMonitor(ctx, app, "")
	if err != nil {
		return nil, err
	}
	for _, m := range monitored {
		ids = append(ids, m.ServiceID)
	}
	slices.Sort(ids)
	return slices.Compact(ids), nil
}
