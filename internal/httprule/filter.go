package httprule

import (
	"context"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
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
	if f.teamID != "" && !tfid.RuleTeam(r).Is(f.teamID) {
		return false
	}
	if f.teamName != "" && !tfid.RuleTeam(r).Is(f.teamName) {
		return false
	}
	if f.containerPort != 0 && platform.Deref(r.ContainerPort) != f.containerPort {
		return false
	}
	if f.regionName != "" && r.RegionName != f.regionName {
		return false
	}
	if f.appID != 0 && r.AppID != f.appID {
		return false
	}
	if f.serviceID != "" && !tfid.RuleComponent(r).Is(f.serviceID) {
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
func listRules(ctx context.Context, api platform.RuleAPI, autoSSL types.Bool) ([]client.HTTPRule, error) {
	if autoSSL.IsNull() {
		return api.HTTPRules(ctx)
	}
	return api.FreshHTTPRulesByAutoSSL(ctx, autoSSL.ValueBool())
}
