package region

import (
	"context"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

func TestRegionSchemaIsValid(t *testing.T) {
	var resp resource.SchemaResponse
	NewResource().Schema(context.Background(), resource.SchemaRequest{}, &resp)
	if d := resp.Schema.ValidateImplementation(context.Background()); d.HasError() {
		t.Fatal(d)
	}
	for _, name := range []string{"cert_file", "key_file", "ssl_ca_cert"} {
		a := resp.Schema.Attributes[name]
		if !a.IsWriteOnly() || !a.IsSensitive() {
			t.Errorf("%s must be write-only and sensitive", name)
		}
	}
	if _, has := resp.Schema.Attributes["token"]; has {
		t.Error("the region resource keeps a token: it is a credential, and state is readable by anyone with the backend")
	}
}

func testRegionModel() regionModel {
	return regionModel{
		RegionName: types.StringValue("r1"),
		regionValues: regionValues{
			RegionAlias: types.StringValue("R1"), URL: types.StringValue("https://192.0.2.1:8443"),
			WSURL: types.StringValue("ws://192.0.2.1:6060"), HTTPDomain: types.StringValue("apps.example.com"), TCPDomain: types.StringValue("192.0.2.1"),
			Desc: types.StringValue(""), Scope: types.StringValue("private"),
		},
		Status: types.Int64Value(1), TeamID: types.StringNull(),
	}
}

func TestCheckFixedRegionChange(t *testing.T) {
	state := testRegionModel()
	if d := checkFixedRegionChange(state, state, true); d.HasError() || d.WarningsCount() > 0 {
		t.Fatalf("no change: %v", d)
	}
	plan := state
	plan.URL = types.StringValue("https://192.0.2.2:8443")
	plan.Status = types.Int64Value(2)
	d := checkFixedRegionChange(state, plan, true)
	if d.ErrorsCount() != 2 {
		t.Fatalf("want 2 errors, got %v", d)
	}
	// The plan warns instead: an error there would block terraform
	// destroy, which plans the configuration first.
	if w := checkFixedRegionChange(state, plan, false); w.HasError() || w.WarningsCount() != 2 ||
		!strings.Contains(w.Warnings()[0].Summary(), "applying this plan will fail") {
		t.Fatalf("plan: want 2 warnings, got %v", w)
	}
	msg := d.Errors()[0].Detail()
	for _, want := range []string{"no operation that updates", "console", "revert the configuration"} {
		if !strings.Contains(msg, want) {
			t.Errorf("message lacks %q: %s", want, msg)
		}
	}
	// Values unknown until apply are checked by Update instead.
	plan = state
	plan.URL = types.StringUnknown()
	for _, atApply := range []bool{false, true} {
		if d := checkFixedRegionChange(state, plan, atApply); d.HasError() || d.WarningsCount() > 0 {
			t.Fatalf("unknown (at apply %v): %v", atApply, d)
		}
	}
	// A region imported by name only has null values: recording the
	// configured ones is not a change, but it is said.
	imported := regionModel{RegionName: types.StringValue("r1"), regionValues: regionValues{RegionAlias: types.StringNull(), URL: types.StringNull(), WSURL: types.StringNull(),
		HTTPDomain: types.StringNull(), TCPDomain: types.StringNull(), Desc: types.StringNull(), Scope: types.StringNull()}, Status: types.Int64Null(), TeamID: types.StringNull()}
	d = checkFixedRegionChange(imported, state, true)
	if d.HasError() || d.WarningsCount() != 1 {
		t.Fatalf("imported: %v", d)
	}
}
