package mockgateway

import "slices"

// teamCreateTime is every team's creation time (a fixture has none).
const teamCreateTime = "2024-01-01T00:00:00"

// listTeams answers ListTeamInfo.get: page and page_size (1 and 10, a
// value that is not a number takes the default), the teams the user is a
// member of in the enterprise (console/repositories/team_repo.py
// list_by_user_id), bare: {"tenants", "total", "page", "page_size"}. The
// mock's tokens belong to every team of the fixture.
func (g *Gateway) listTeams(c *apiCall) reply {
	page, size := lenientInt(c, "page", 1), lenientInt(c, "page_size", 10)
	if page < 1 {
		page = 1
	}
	teams := slices.Clone(g.st.Teams)
	items := []map[string]any{}
	for i := (page - 1) * size; size > 0 && i < len(teams) && i < page*size; i++ {
		t := teams[i]
		items = append(items, map[string]any{
			"ID": i + 1, "tenant_id": t.TenantID, "tenant_name": t.TeamName, "tenant_alias": t.TeamAlias,
			"is_active": true, "enterprise_id": g.st.EnterpriseID, "role_infos": []any{},
			// the query selects the team's create_time and its creator's
			// nick_name as creater (team_repo.py list_by_user_id, 277-285);
			// a fixture has neither, so every team was made at one time by
			// the admin.
			"create_time": teamCreateTime, "creater": "admin",
		})
	}
	return ok(map[string]any{"tenants": items, "total": len(teams), "page": page, "page_size": size})
}
