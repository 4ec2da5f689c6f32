package console

import (
	"reflect"
	"testing"
)

// The list serializer answers one error object per item, empty for the
// items that pass, as DRF's ListSerializer.errors does; numbers pass a
// CharField, which turns them into text.
func TestCheckTenantRegionsErrsPerItem(t *testing.T) {
	if rep := CheckTenantRegions([]any{map[string]any{"tenant_id": "t", "region_name": 7.0}}); rep != nil {
		t.Fatalf("a valid list refused: %+v", *rep)
	}
	rep := CheckTenantRegions([]any{
		map[string]any{"tenant_id": "t", "region_name": "r"},
		"t",
		map[string]any{"tenant_id": nil, "region_name": " "},
		map[string]any{"region_name": true},
	})
	if rep == nil || rep.Status != 400 {
		t.Fatalf("answer %+v, want a 400", rep)
	}
	body, _ := rep.Body.(map[string]any)
	want := []map[string][]string{
		{},
		{"non_field_errors": {"Invalid data. Expected a dictionary, but got str."}},
		{"tenant_id": {"This field may not be null."}, "region_name": {"This field may not be blank."}},
		{"tenant_id": {"This field is required."}, "region_name": {"Not a valid string."}},
	}
	if !reflect.DeepEqual(body["err"], want) || body["code"] != 20400 || body["detail"] != ValidationDetail {
		t.Fatalf("body %v, want err %v", body, want)
	}
}
