package provider

import (
	"context"
	"fmt"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// Scope keys of the read cache: one per list operation and its path.
func portsKey(ref client.ComponentRef) string {
	return fmt.Sprintf("ports/%s/%s/%d/%s", ref.TeamID, ref.RegionName, ref.AppID, ref.ServiceID)
}

const httpRulesKey = "http_rules"

// ruleBindingsKey holds the rule list as the destroy of a port consults it:
// which rules keep a port from being deleted. The provider's port writes
// do not change that (opening the outer service binds a default rule only
// to a port that has none, which never blocks a delete), so unlike
// httpRulesKey only rule updates invalidate it, and a destroy of many ports
// lists the rules once.
const ruleBindingsKey = "http_rules/bindings"

func teamRegionsKey(teamID string) string { return regionsKeyPrefix + teamID }

// cachedClient puts the read cache in front of the client's list calls, and
// invalidates the touched scopes after every write, so that resources cannot
// forget to.
type cachedClient struct {
	*client.Client
	cache *readCache
}

// Ports lists a component's ports through the cache.
func (cc cachedClient) Ports(ctx context.Context, ref client.ComponentRef) ([]client.Port, bool, error) {
	return cachedList(ctx, cc.cache, portsKey(ref), func(ctx context.Context) ([]client.Port, error) {
		return cc.Client.ListPorts(ctx, ref)
	})
}

// FreshPorts lists a component's ports past the cache: the list begins
// after the call does, so it shows every write the caller made before.
// Concurrent callers of one component share lists (freshList).
func (cc cachedClient) FreshPorts(ctx context.Context, ref client.ComponentRef) ([]client.Port, error) {
	return freshList(ctx, cc.cache, portsKey(ref), func(ctx context.Context) ([]client.Port, error) {
		return cc.Client.ListPorts(ctx, ref)
	})
}

// FindPort returns one port of a component; found is false when the port is
// not on the server.
func (cc cachedClient) FindPort(ctx context.Context, ref client.ComponentRef, port int64) (client.Port, bool, error) {
	return findCached(ctx, cc.cache, portsKey(ref),
		func(ctx context.Context) ([]client.Port, error) { return cc.Client.ListPorts(ctx, ref) },
		func(p client.Port) bool { return p.ContainerPort == port })
}

// AddPort creates a port and invalidates the component's port list.
func (cc cachedClient) AddPort(ctx context.Context, ref client.ComponentRef, req client.AddPortRequest) (*client.Port, error) {
	defer cc.cache.invalidate(portsKey(ref))
	return cc.Client.AddPort(ctx, ref, req)
}

// UpdatePort applies one action. Opening the outer service of an http port
// creates an HTTP rule and the alias change touches every port of the
// component, so both scopes go.
func (cc cachedClient) UpdatePort(ctx context.Context, ref client.ComponentRef, port int64, req client.UpdatePortRequest) (*client.Port, error) {
	defer cc.cache.invalidate(portsKey(ref), httpRulesKey)
	return cc.Client.UpdatePort(ctx, ref, port, req)
}

// DeletePort deletes a port and invalidates the component's port list.
func (cc cachedClient) DeletePort(ctx context.Context, ref client.ComponentRef, port int64) (*client.Port, error) {
	defer cc.cache.invalidate(portsKey(ref), httpRulesKey)
	return cc.Client.DeletePort(ctx, ref, port)
}

// regionsKeyPrefix starts every team's region list key.
const regionsKeyPrefix = "regions/"

// HTTPRules lists the enterprise's HTTP rules through the cache.
func (cc cachedClient) HTTPRules(ctx context.Context) ([]client.HTTPRule, bool, error) {
	return cachedList(ctx, cc.cache, httpRulesKey, cc.listHTTPRules)
}

func (cc cachedClient) listHTTPRules(ctx context.Context) ([]client.HTTPRule, error) {
	return cc.Client.ListHTTPRules(ctx, nil)
}

// FindHTTPRule returns one rule by its http_rule_id; found is false when the
// rule is not on the server.
func (cc cachedClient) FindHTTPRule(ctx context.Context, ruleID string) (client.HTTPRule, bool, error) {
	return findCached(ctx, cc.cache, httpRulesKey, cc.listHTTPRules,
		func(r client.HTTPRule) bool { return r.HTTPRuleID == ruleID })
}

// HTTPRulesWhere returns the rules that pick selects. A selection that is not
// exactly one rule is taken from a fresh list before it counts, because a
// cached list may predate a rule created in this run.
func (cc cachedClient) HTTPRulesWhere(ctx context.Context, pick func([]client.HTTPRule) []client.HTTPRule) ([]client.HTTPRule, error) {
	list, fresh, err := cc.HTTPRules(ctx)
	if err != nil {
		return nil, err
	}
	if got := pick(list); len(got) == 1 || fresh {
		return got, nil
	}
	cc.cache.invalidate(httpRulesKey)
	list, _, err = cc.HTTPRules(ctx)
	if err != nil {
		return nil, err
	}
	return pick(list), nil
}

// RuleBindings lists the enterprise's HTTP rules for the delete checks of
// ports (see ruleBindingsKey).
func (cc cachedClient) RuleBindings(ctx context.Context) ([]client.HTTPRule, bool, error) {
	return cachedList(ctx, cc.cache, ruleBindingsKey, cc.listHTTPRules)
}

// UpdateHTTPRule updates a rule and invalidates the rule lists.
func (cc cachedClient) UpdateHTTPRule(ctx context.Context, ref client.AppRef, ruleID string, req client.UpdateHTTPRuleRequest) (*client.HTTPRuleUpdate, error) {
	defer cc.cache.invalidate(httpRulesKey, ruleBindingsKey)
	return cc.Client.UpdateHTTPRule(ctx, ref, ruleID, req)
}

// UpdateDomainRule is the second path of the same update.
func (cc cachedClient) UpdateDomainRule(ctx context.Context, ref client.AppRef, ruleID string, req client.UpdateHTTPRuleRequest) (*client.HTTPRuleUpdate, error) {
	defer cc.cache.invalidate(httpRulesKey, ruleBindingsKey)
	return cc.Client.UpdateDomainRule(ctx, ref, ruleID, req)
}

// TeamRegions lists all regions of a team (every page) through the cache.
func (cc cachedClient) TeamRegions(ctx context.Context, teamID string) ([]client.TeamRegion, bool, error) {
	return cachedList(ctx, cc.cache, teamRegionsKey(teamID), func(ctx context.Context) ([]client.TeamRegion, error) {
		return cc.Client.ListAllTeamRegions(ctx, teamID, "")
	})
}

// FindTeamRegion returns one region of a team's list; found is false when
// the team does not have it.
func (cc cachedClient) FindTeamRegion(ctx context.Context, teamID, regionName string) (client.TeamRegion, bool, error) {
	return findCached(ctx, cc.cache, teamRegionsKey(teamID),
		func(ctx context.Context) ([]client.TeamRegion, error) {
			return cc.Client.ListAllTeamRegions(ctx, teamID, "")
		},
		func(r client.TeamRegion) bool { return r.RegionName == regionName })
}

// AddRegion adds a region. Which teams' lists show it is up to the platform,
// so every team's cached list goes.
func (cc cachedClient) AddRegion(ctx context.Context, req client.AddRegionRequest) (*client.RegionInfo, error) {
	defer cc.cache.invalidatePrefix(regionsKeyPrefix)
	return cc.Client.AddRegion(ctx, req)
}

func componentKey(ref client.ComponentRef) string {
	return fmt.Sprintf("component/%s/%s/%d/%s", ref.TeamID, ref.RegionName, ref.AppID, ref.ServiceID)
}

func teamNameKey(tenantID string) string { return "team_name/" + tenantID }

// Component reads one component's details through the cache; no write of
// this provider changes them.
func (cc cachedClient) Component(ctx context.Context, ref client.ComponentRef) (client.Component, error) {
	return cachedOne(ctx, cc.cache, componentKey(ref), func(ctx context.Context) (client.Component, error) {
		c, err := cc.Client.GetComponent(ctx, ref)
		if err != nil {
			return client.Component{}, err
		}
		return *c, nil
	})
}

// TeamName returns the name of the team with that tenant id through the
// cache, from the team's resource report in a region the team is open in.
func (cc cachedClient) TeamName(ctx context.Context, tenantID, region string) (string, error) {
	return cachedOne(ctx, cc.cache, teamNameKey(tenantID), func(ctx context.Context) (string, error) {
		list, err := cc.Client.TeamResources(ctx, []client.TenantRegion{{TenantID: tenantID, RegionName: region}})
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
