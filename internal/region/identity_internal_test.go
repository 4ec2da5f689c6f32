package region

import (
	"context"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// An import block may leave the team out, as the import ID region_name
// does; its identity then stands for that ID.
func TestRegionImportIDFromIdentity(t *testing.T) {
	ctx := context.Background()
	s := tfid.IdentitySchemaOf(teamRegionIDFormat, regionIdentityDescriptions, "team_id")
	if !s.Attributes["team_id"].IsOptionalForImport() || !s.Attributes["region_name"].IsRequiredForImport() {
		t.Fatal("region_name is required for import and team_id optional")
	}
	for _, c := range []struct {
		team any
		want string
	}{{"dev-team", "dev-team/edge-1"}, {nil, "edge-1"}} {
		ident := &tfsdk.ResourceIdentity{Schema: s, Raw: tftypes.NewValue(s.Type().TerraformType(ctx), nil)}
		if d := tfid.SetIdentity(ctx, ident, teamRegionIDFormat, c.team, "edge-1"); d.HasError() {
			t.Fatal(d)
		}
		id, d := regionImportID(ctx, resource.ImportStateRequest{Identity: ident})
		if d.HasError() || id != c.want {
			t.Errorf("team %v: import ID %q, %v; want %q", c.team, id, d, c.want)
		}
	}
}
