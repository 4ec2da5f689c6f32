package mockgateway

import (
	"encoding/json"
	"math"
	"net/http"
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

// checkTenantRegions is TenantRegionListSerializer(many=True): two
// required CharFields per item, and a refusal whose err is a list with one
// object per item, empty for those that pass (console
// openapi/serializer/team_serializer.py:183-185, openapi/views/team_view.py
// TeamsResourceView.post; DRF ListSerializer.errors).
func checkTenantRegions(items []any) *reply {
	errs := make([]map[string][]string, len(items))
	failed := false
	for i, item := range items {
		errs[i] = map[string][]string{}
		obj, isObject := item.(map[string]any)
		if !isObject {
			errs[i]["non_field_errors"] = []string{"Invalid data. Expected a dictionary, but got " + pythonTypeName(item) + "."}
			failed = true
			continue
		}
		for _, field := range []string{"tenant_id", "region_name"} {
			if problem := charFieldProblem(obj, field); problem != "" {
				errs[i][field] = []string{problem}
				failed = true
			}
		}
	}
	if !failed {
		return nil
	}
	return &reply{Status: http.StatusBadRequest, Body: map[string]any{"detail": validationDetail, "err": errs, "code": 20400, "error_type": "ValidationError"}}
}

// charFieldProblem is what a required DRF CharField says of obj[field]
// (numbers pass: the field turns them into text).
func charFieldProblem(obj map[string]any, field string) string {
	v, present := obj[field]
	switch x := v.(type) {
	case nil:
		if !present {
			return "This field is required."
		}
		return "This field may not be null."
	case string:
		if strings.TrimSpace(x) == "" {
			return "This field may not be blank."
		}
	case float64:
	default:
		return "Not a valid string."
	}
	return ""
}

// pythonTypeName names a decoded JSON value's Python type.
func pythonTypeName(v any) string {
	switch v.(type) {
	case string:
		return "str"
	case float64:
		return "int"
	case bool:
		return "bool"
	case []any:
		return "list"
	case nil:
		return "NoneType"
	}
	return "dict"
}

// percentage is used/total in percent, rounded to two decimals.
func percentage(used, total int64) float64 {
	if total <= 0 {
		return 0
	}
	return math.Round(float64(used)/float64(total)*10000) / 100
}
