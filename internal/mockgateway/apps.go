package mockgateway

import (
	"slices"
	"strings"
	"time"
)

// listApps answers the team's apps in the region, unpaged, newest first by
// update time; query is a case-insensitive substring of group_name.
func (g *Gateway) listApps(c *apiCall) reply {
	sc := c.scope
	query, _ := c.query("query")
	query = strings.ToLower(query)
	list := []App{}
	for _, a := range g.st.Apps {
		if a.TenantID != sc.team.TenantID || a.RegionName != sc.region.RegionName {
			continue
		}
		if query != "" && !strings.Contains(strings.ToLower(a.GroupName), query) {
			continue
		}
		list = append(list, *a)
	}
	slices.SortStableFunc(list, func(a, b App) int {
		if c := parseLocalTime(b.UpdateTime).Compare(parseLocalTime(a.UpdateTime)); c != 0 {
			return c
		}
		switch {
		case a.ID > b.ID:
			return -1
		case a.ID < b.ID:
			return 1
		}
		return 0
	})
	return ok(list)
}

// LocalTimeLayout is the timestamp format of app times: ISO 8601 without a
// zone. Fractions of a second are accepted when parsing.
const LocalTimeLayout = "2006-01-02T15:04:05"

func parseLocalTime(s string) time.Time {
	for _, layout := range []string{"2006-01-02T15:04:05.999999999", "2006-01-02 15:04:05.999999999", time.RFC3339Nano} {
		if t, err := time.Parse(layout, s); err == nil {
			return t
		}
	}
	return time.Time{}
}

// getComponent answers the component's detail. The server asks the
// region for the component's status and takes the first entry of its
// answer: when that call fails or has no status for the component, the
// detail is a 500 "list index out of range" (platform-facts, Components).
func (g *Gateway) getComponent(c *apiCall) reply {
	sc := c.scope
	if sc.comp.RegionStatusFails {
		return unhandledError("IndexError", "list index out of range")
	}
	info := sc.comp.ServiceBaseInfo
	info.AccessInfos = g.st.accessInfos(sc.comp.ServiceID)
	return ok(info)
}

// accessInfos are the addresses of a component's HTTP rules, every rule
// whatever its flags: scheme http, or https with a certificate, then the
// domain and its path (console/services/app_config/domain_service.py
// get_component_access_infos, 1026-1039). The console adds the TCP rules'
// end points; the mock has no TCP rules.
func (s *store) accessInfos(serviceID string) []string {
	out := []string{}
	for _, r := range s.Rules {
		if r.ServiceID != serviceID {
			continue
		}
		scheme := "http"
		if r.CertificateID != 0 {
			scheme = "https"
		}
		out = append(out, scheme+"://"+r.DomainName+r.DomainPath)
	}
	return out
}
