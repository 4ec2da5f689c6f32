package provider

import (
	"strings"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// httpRuleFilter holds the client-side filters of rainbond_http_rules; a zero
// field does not filter.
type httpRuleFilter struct {
	teamName   string // the team's name or tenant id
	regionName string
	appID      int64
	serviceID  string // the component's id or alias
	domainName string
}

func (f httpRuleFilter) matches(r client.HTTPRule) bool {
	if f.teamName != "" && !ruleTeam(r).Is(f.teamName) {
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
