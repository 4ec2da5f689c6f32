package mockgateway

import "strconv"

// scope is what the path of a request names, resolved the way the server
// does: team by id or name, the team open in an enabled region, the app in
// that team and region, the component (by id or alias) in that app.
type scope struct {
	team   *Team
	region *Region
	app    *App
	comp   *Component
}

// depth says how far down the path to resolve.
type depth int

const (
	noScope depth = iota // the path names no team
	toRegion
	toApp
	toComponent
	toTeam // the team alone: paths without a region, such as certificates
)

func (g *Gateway) resolve(c *apiCall, d depth) (scope, *reply) {
	var sc scope
	fail := func(r reply) (scope, *reply) { return sc, &r }
	s := g.st
	if sc.team = s.Team(c.path("team_id")); sc.team == nil {
		return fail(teamNotFound())
	}
	if d == toTeam {
		return sc, nil
	}
	if sc.region = s.Region(c.path("region_name")); sc.region == nil {
		return fail(regionNotFound())
	}
	if !s.IsOpen(sc.team, sc.region.RegionName) || sc.region.Status != "1" {
		return fail(teamNotInitialised())
	}
	if d == toRegion {
		return sc, nil
	}
	id, err := strconv.ParseInt(c.path("app_id"), 10, 64)
	if err != nil {
		return fail(appNotFound())
	}
	sc.app = s.App(id)
	if sc.app == nil || sc.app.TenantID != sc.team.TenantID || sc.app.RegionName != sc.region.RegionName {
		return fail(appNotFound())
	}
	if d == toApp {
		return sc, nil
	}
	sc.comp = s.Component(sc.team.TenantID, c.path("service_id"))
	if sc.comp == nil {
		return fail(componentNotFound())
	}
	// The console checks membership only when the path's app has
	// components (openapi/views/base.py TeamAppServiceAPIView.initial,
	// lines 223-227 at v6.9.8-release: `if gsr:`): under an empty app, a
	// component of any app of the team and region is reached.
	if sc.comp.AppID != sc.app.ID && s.appHasComponents(sc.app.ID) {
		return fail(componentNotInApp())
	}
	return sc, nil
}

// appHasComponents reports whether an app holds a component (the
// console's group_service_relation rows of the app).
func (s *store) appHasComponents(appID int64) bool {
	for _, c := range s.Components {
		if c.AppID == appID {
			return true
		}
	}
	return false
}
