package tfschema

import (
	"errors"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/diag"
)

func TestAddReadError(t *testing.T) {
	var diags diag.Diagnostics
	AddReadError(&diags, "Cannot read the component", errors.New("HTTP 404: component not found"),
		"team_id", "dev", "query", "", "app_id", int64(3), "service_id", "gr1")
	if len(diags) != 1 {
		t.Fatalf("%d diagnostics", len(diags))
	}
	want := `For team_id = "dev", app_id = 3, service_id = "gr1": HTTP 404: component not found`
	if got := diags[0].Detail(); got != want {
		t.Errorf("detail:\n got %s\nwant %s", got, want)
	}
}
