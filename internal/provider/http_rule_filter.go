package provider

import (
	"context"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// httpRuleFilter holds the client-side filters of rainbond_http_rules and
// of its list resource; a zero field does not filter.
type httpRuleFilter struct {
	teamID        string // the team's tenant id or name
	teamName      string // the team's name (or tenant id)
	regionName    string
	appID         int64
	serviceID     string // the component's id or alias
	containerPort int64
	domainName    string
}

func (f httpRuleFilter) matches(r client.HTTPRule) bool {
	if f.teamID != "" && !ruleTeam(r).Is(f.teamID) {
		return false
	}
	if f.teamName != "" && !ruleTeam(r).Is(f.teamName) {
		return false
	}
	if f.containerPort != 0 && deref(r.ContainerPort) != f.containerPort {
		return false
	}
	if f.regionName != "" && r.RegionName != f.regionName {
		return false
	}
	if f.appID != 0 && r.AppID != f.appID {
		return false
	}
	if f.serviceID != "" && !ruleComponent(r).Is(f.serviceID) {
		return false
	}
	// Domain names are case-insensitive (RFC 4343).
	if f.domainName != "" && !strings.EqualFold(r.DomainName, f.domainName) {
		return false
	}
	return true
}

// listRules lists the enterprise's HTTP rules, with the auto_ssl filter
// applied by the server when it is set.
func listRules(ctx context.Context, api cachedClient, autoSSL types.Bool) ([]client.HTTPRule, error) {
	if autoSSL.IsNull() {
		rules, _, err := api.HTTPRules(ctx)
		return rules, err
	}
	// A filtered list is not the enterprise scope that writes invalidate,
	// so it goes to the server directly.
	return api.ListHTTPRules(ctx, autoSSL.ValueBoolPointer())
}
