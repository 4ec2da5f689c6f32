package console

import (
	"net/http"
	"strings"
)

// The serializer of the team resources query (4.13): the check of its
// list of {tenant_id, region_name} items.

// CheckTenantRegions is TenantRegionListSerializer(many=True): two
// required CharFields per item, and a refusal whose err is a list with one
// object per item, empty for those that pass (console
// openapi/serializer/team_serializer.py:183-185, openapi/views/team_view.py
// TeamsResourceView.post; DRF ListSerializer.errors).
func CheckTenantRegions(items []any) *Reply {
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
	return &Reply{Status: http.StatusBadRequest, Body: map[string]any{"detail": ValidationDetail, "err": errs, "code": 20400, "error_type": "ValidationError"}}
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
