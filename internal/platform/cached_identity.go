package platform

import (
	"context"
	"fmt"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// The reads that tell the forms of one team or component apart (see
// identity.go). Only scalings and app deletes change a component's details
// (cached_scaling.go, cached_apps.go), and no write changes a team's name:
// one component read per component path and one team lookup per team,
// however many resources ask.

func componentKey(ref client.ComponentRef) string {
	return fmt.Sprintf("component/%s/%s/%d/%s", ref.TeamID, ref.RegionName, ref.AppID, ref.ServiceID)
}

func teamNameKey(tenantID string) string { return "team_name/" + tenantID }

func (a cachedAPI) Component(ctx context.Context, ref client.ComponentRef) (client.Component, error) {
	return cachedOne(ctx, a.cache, componentKey(ref), func(ctx context.Context) (client.Component, error) {
		c, err := a.client.GetComponent(ctx, ref)
		if err != nil {
			return client.Component{}, err
		}
		return *c, nil
	})
}

// teamName returns the name of the team with that tenant id, which is open
// in region. The only read that maps an id to a name for every user (the
// region list needs an administrator) is the team resource report.
func (a cachedAPI) teamName(ctx context.Context, tenantID, region string) (string, error) {
	return cachedOne(ctx, a.cache, teamNameKey(tenantID), func(ctx context.Context) (string, error) {
		list, err := a.client.TeamResources(ctx, []client.TenantRegion{{TenantID: tenantID, RegionName: region}})
		if err != nil {
			return "", err
		}
		for _, t := range list {
			if t.TeamID == tenantID && t.TeamName != "" {
				return t.TeamName, nil
			}
		}
		return "", fmt.Errorf("the team resource report of region %q has no team with tenant id %q, so its name is unknown", region, tenantID)
	})
}

// componentIdentity resolves the component a path names, with its team's
// tenant id; the team's name is known only when the path gave it.
func (a cachedAPI) componentIdentity(ctx context.Context, ref client.ComponentRef) (tfid.ComponentIdentity, error) {
	c, err := a.Component(ctx, ref)
	if err != nil {
		return tfid.ComponentIdentity{}, err
	}
	team := tfid.TeamIdentity{TenantID: c.TenantID}
	if ref.TeamID != c.TenantID {
		// The path resolved, so a team form that is not the id is the name.
		team.Name = ref.TeamID
	}
	return tfid.ComponentIdentity{Team: team, ServiceID: c.ServiceID, Alias: c.ServiceAlias}, nil
}

// SameComponent reports whether two paths name one component of one team,
// whatever forms they are written in. Region and app have one form each.
// It costs nothing when the forms are equal, one cached component lookup
// otherwise, and one cached team lookup more when only the team's name
// can tell.
func (a cachedAPI) SameComponent(ctx context.Context, x, y client.ComponentRef) (bool, error) {
	if x == y {
		return true, nil
	}
	if x.RegionName != y.RegionName || x.AppID != y.AppID {
		return false, nil
	}
	id, err := a.componentIdentity(ctx, x)
	if client.IsPlatformNotFound(err) {
		return false, nil // x names nothing, so not what y names
	}
	if err != nil {
		return false, err
	}
	if !id.Is(y.ServiceID) {
		return false, nil
	}
	if y.TeamID == x.TeamID || id.Team.Is(y.TeamID) {
		return true, nil
	}
	if id.Team.Name != "" {
		// x named the team by its name, and y is neither that nor the id.
		return false, nil
	}
	name, err := a.teamName(ctx, id.Team.TenantID, x.RegionName)
	if err != nil {
		return false, err
	}
	return y.TeamID == name, nil
}

// CanonicalTeam returns the tenant id of a team given by id or name, where
// an answer of the API shows it: the enterprise's HTTP rules, and the team's
// apps in any of its regions, name a team both ways. A team with neither
// stays as given: the API cannot tell its other form.
func (a cachedAPI) CanonicalTeam(ctx context.Context, team string) (string, error) {
	rules, err := a.HTTPRules(ctx)
	if err != nil {
		return "", err
	}
	for _, r := range rules {
		if r.TenantID != "" && tfid.RuleTeam(r).Is(team) {
			return r.TenantID, nil
		}
	}
	regions, err := a.TeamRegions(ctx, team)
	if err != nil {
		return "", err
	}
	for _, reg := range regions {
		apps, err := a.client.ListApps(ctx, team, reg.RegionName, "")
		if client.IsPlatformNotFound(err) || client.IsConflict(err) {
			continue // the region is not enabled, or not open to the team
		}
		if err != nil {
			return "", err
		}
		for _, app := range apps {
			if app.TenantID != "" {
				return app.TenantID, nil
			}
		}
	}
	return team, nil
}
