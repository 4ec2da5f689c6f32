package platform

import (
	"errors"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// A read under an app names the app's path first, then its own arguments;
// one under a component adds the component.
func TestAddAppAndComponentReadError(t *testing.T) {
	app := AppRefOf(types.StringValue("dev"), types.StringValue("east"), types.Int64Value(3))
	err := errors.New("HTTP 404: no found app")
	var diags diag.Diagnostics
	AddAppReadError(&diags, "Cannot read the app's metrics", err, app, "is_outer", "true")
	AddComponentReadError(&diags, "Cannot read the component", err,
		ComponentRefOf(types.StringValue("dev"), types.StringValue("east"), types.Int64Value(3), types.StringValue("gr1")))
	want := []string{
		`For team_id = "dev", region_name = "east", app_id = 3, is_outer = "true": HTTP 404: no found app`,
		`For team_id = "dev", region_name = "east", app_id = 3, service_id = "gr1": HTTP 404: no found app`,
	}
	if len(diags) != len(want) {
		t.Fatalf("%d diagnostics", len(diags))
	}
	for i, d := range diags {
		if d.Detail() != want[i] {
			t.Errorf("detail %d:\n got %s\nwant %s", i, d.Detail(), want[i])
		}
	}
}
