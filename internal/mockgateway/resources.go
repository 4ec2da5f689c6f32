package mockgateway

import (
	"encoding/json"
	"math"
	"strings"
)

// teamResources answers one entry per requested team and region. Entries
// that name an unknown team (by tenant id only; names are not resolved) or a
// region the team is not open in are skipped without an error.
func (g *Gateway) teamResources(c *apiCall) reply {
	var wanted []struct {
		TenantID   string `json:"tenant_id"`
		RegionName string `json:"region_name"`
	}
	if len(strings.TrimSpace(string(c.body))) > 0 {
		var items []any
		if err := json.Unmarshal(c.body, &items); err != nil {
			return validationError(validationDetail, map[string][]string{"non_field_errors": {"Expected a list of items."}})
		}
		if rep := checkTenantRegions(items); rep != nil {
			return *rep
		}
		_ = json.Unmarshal(c.body, &wanted)
	}
	out := []map[string]any{}
	for _, w := range wanted {
		t := g.st.TeamByID(w.TenantID)
		if t == nil || !g.st.IsOpen(t, w.RegionName) {
			continue
		}
		var res Resource
		for _, r := range g.st.Resources {
			if r.TenantID == t.TenantID && r.RegionName == w.RegionName {
				res = r
			}
		}
		out = append(out, map[string]any{
			"team_id": t.TenantID, "team_name": t.TeamName, "team_alias": t.TeamAlias,
			"total_cpu": res.TotalCPU, "total_memory": res.TotalMemory,
			"used_cpu": res.UsedCPU, "used_memory": res.UsedMemory,
			"used_cpu_percentage":    percentage(res.UsedCPU, res.TotalCPU),
			"used_memory_percentage": percentage(res.UsedMemory, res.TotalMemory),
		})
	}
	return ok(out)
}

// percentage is used/total in percent, rounded to two decimals.
func percentage(used, total int64) float64 {
	if total <= 0 {
		return 0
	}
	return math.Round(float64(used)/float64(total)*10000) / 100
}
