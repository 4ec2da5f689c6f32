package client

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
)

// TeamSummary is one team of the team list (openapi/views/team_view.py
// ListTeamInfo.get; console/repositories/team_repo.py list_by_user_id).
type TeamSummary struct {
	TenantID    string `json:"tenant_id"`
	TenantName  string `json:"tenant_name"`
	TenantAlias string `json:"tenant_alias"`
}

// teamPageSize is the page size of ListTeams; the server does not bound it.
const teamPageSize = 100

// maxTeamPages bounds the paging of a server that never ends a list.
const maxTeamPages = 1000

// ListTeams lists the teams the token's user is a member of, all pages.
// The answer is bare: {"tenants": [...], "total", "page", "page_size"}.
func (c *Client) ListTeams(ctx context.Context) ([]TeamSummary, error) {
	var all []TeamSummary
	seen := map[string]bool{}
	for page := 1; page <= maxTeamPages; page++ {
		q := url.Values{"page": {strconv.Itoa(page)}, "page_size": {strconv.Itoa(teamPageSize)}}
		var out struct {
			Tenants []TeamSummary `json:"tenants"`
		}
		op := operation{name: "ListTeams", method: http.MethodGet, path: apiPrefix + "/teams", query: q}
		if err := c.object(ctx, op, &out); err != nil {
			return nil, err
		}
		added := 0
		for _, t := range out.Tenants {
			if !seen[t.TenantID] {
				seen[t.TenantID] = true
				all = append(all, t)
				added++
			}
		}
		if len(out.Tenants) < teamPageSize || added == 0 {
			break
		}
	}
	return all, nil
}
