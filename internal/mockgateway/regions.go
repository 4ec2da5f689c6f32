package mockgateway

import (
	"fmt"
	"hash/fnv"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// listTeamRegions pages through the regions a team is open in, of every
// status ("Regions"). The order is deliberately not the order of creation
// (the server promises none): it is sorted by a hash of the region name,
// stable from run to run.
func (g *Gateway) listTeamRegions(c *apiCall) reply {
	t := g.st.Team(c.path("team_id"))
	if t == nil {
		return teamNotFound()
	}
	// "Regions": the server splices query into SQL whose quotes do not
	// close, so any non-empty value fails in the database.
	if q, _ := c.query("query"); q != "" {
		return unhandledError("ProgrammingError", sqlSyntaxError("'%"+q+"% OR ri.region_alias like '%"+q+"%)'"))
	}
	page, size := lenientInt(c, "page", 1), lenientInt(c, "page_size", 10)
	if page < 1 {
		page = 1
	}
	if size < 0 {
		// The page size goes into LIMIT as it is; MySQL refuses a negative one.
		return unhandledError("ProgrammingError", sqlSyntaxError(strconv.Itoa(size)))
	}
	var listed []*Region
	for _, name := range t.Regions {
		if r := g.st.Region(name); r != nil {
			listed = append(listed, r)
		}
	}
	slices.SortFunc(listed, func(a, b *Region) int {
		ha, hb := regionOrder(a.RegionName), regionOrder(b.RegionName)
		switch {
		case ha < hb:
			return -1
		case ha > hb:
			return 1
		}
		return strings.Compare(a.RegionName, b.RegionName)
	})
	items := []map[string]any{}
	start := (page - 1) * size
	for i := start; i < len(listed) && i < start+size; i++ {
		items = append(items, teamRegionItem(listed[i], t))
	}
	if rep, refused := refuseRegionItems(items); refused {
		return rep
	}
	return ok(map[string]any{"total": len(listed), "regions": items})
}

func regionOrder(name string) uint32 {
	h := fnv.New32a()
	_, _ = h.Write([]byte(name))
	return h.Sum32()
}

// lenientInt reads page or page_size as the server does: int() of the
// value, and the default when it is absent or not an integer.
func lenientInt(c *apiCall, name string, def int) int {
	v, present := c.query(name)
	if !present {
		return def
	}
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil {
		return def
	}
	return n
}

// sqlSyntaxError is MySQL's refusal of a statement, as the database driver
// raises it.
func sqlSyntaxError(near string) string {
	return fmt.Sprintf(`(1064, "You have an error in your SQL syntax; check the manual that corresponds to your MySQL server version for the right syntax to use near '%s' at line 7")`, near)
}

// teamRegionItem is a region as the list shows it: token null when the
// region has none, desc and scope always present ("Regions").
func teamRegionItem(r *Region, t *Team) map[string]any {
	var token any
	if r.Token != "" {
		token = r.Token
	}
	return map[string]any{
		"region_id": r.RegionID, "region_name": r.RegionName, "region_alias": r.RegionAlias,
		"tenant_name": t.TeamName, "url": r.URL, "wsurl": r.WSURL, "httpdomain": r.HTTPDomain,
		"tcpdomain": r.TCPDomain, "token": token, "status": r.Status, "desc": r.Desc, "scope": r.Scope,
	}
}

// regionItemLimits are the maximum lengths of the serializer that checks
// the list before it is sent (TeamRegionsRespSerializer).
var regionItemLimits = map[string]int{
	"region_id": 36, "region_name": 32, "region_alias": 32, "tenant_name": 32, "url": 256, "wsurl": 256,
	"httpdomain": 256, "tcpdomain": 256, "token": 127, "status": 2, "desc": 128, "scope": 10,
}

// regionItemBlankAllowed are the serializer's fields with allow_blank;
// every other one refuses "" (a region stored without its HTTP or TCP
// domain, which the add refuses but a database may hold: openapi/serializer/
// team_serializer.py:80-92, TeamRegionsRespSerializer).
var regionItemBlankAllowed = map[string]bool{"token": true, "desc": true}

// refuseRegionItems is the 400 that the answer gets as a whole when one of
// its regions breaks the serializer's rules, a blank where none is allowed
// or a text over its limit ("Regions": validated as a whole), with an
// error object per region, empty for the valid ones.
func refuseRegionItems(items []map[string]any) (reply, bool) {
	perItem := make([]map[string][]string, len(items))
	refused := false
	for i, item := range items {
		perItem[i] = map[string][]string{}
		for field, limit := range regionItemLimits {
			s, isString := item[field].(string)
			switch {
			case !isString:
			case s == "" && !regionItemBlankAllowed[field]:
				perItem[i][field] = []string{"This field may not be blank."}
				refused = true
			case utf8.RuneCountInString(s) > limit:
				perItem[i][field] = []string{fmt.Sprintf("Ensure this field has no more than %d characters.", limit)}
				refused = true
			}
		}
	}
	if !refused {
		return reply{}, false
	}
	return reply{Status: http.StatusBadRequest, Body: map[string]any{
		"detail": "参数错误", "err": map[string]any{"regions": perItem}, "code": 20400, "error_type": "ValidationError",
	}}, true
}
