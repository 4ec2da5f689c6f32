package platform

import (
	"errors"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

func TestAddReadError(t *testing.T) {
	var diags diag.Diagnostics
	tfschema.AddReadError(&diags, "Cannot read the component", errors.New("HTTP 404: component not found"),
		"team_id", "dev", "query", "", "app_id", int64(3), "service_id", "gr1")
	if len(diags) != 1 {
		t.Fatalf("%d diagnostics", len(diags))
	}
	want := `For team_id = "dev", app_id = 3, service_id = "gr1": HTTP 404: component not found`
	if got := diags[0].Detail(); got != want {
		t.Errorf("detail:\n got %s\nwant %s", got, want)
	}
}

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
