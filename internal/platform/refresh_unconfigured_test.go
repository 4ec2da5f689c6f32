package platform

import (
	"context"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-go/tftypes"

	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// Before the provider is configured, a refresh is skipped with a warning
// and a recorded identity stays as it is; once configured, nothing is
// skipped.
func TestSkipRefreshKeepingIdentity(t *testing.T) {
	ctx := context.Background()
	f := tfid.IDFormat{tfid.StringPart("team_id"), tfid.StringPart("name")}
	s := tfid.IdentitySchemaOf(f, map[string]string{"team_id": "Team.", "name": "Name."})
	recorded := func() *tfsdk.ResourceIdentity {
		ident := &tfsdk.ResourceIdentity{Schema: s, Raw: tftypes.NewValue(s.Type().TerraformType(ctx), nil)}
		if d := tfid.SetIdentity(ctx, ident, f, "0a1b", "web"); d.HasError() {
			t.Fatal(d)
		}
		return ident
	}

	resp := &resource.ReadResponse{Identity: recorded()}
	if SkipRefreshKeepingIdentity(ctx, true, f, "dev/web", resp) || len(resp.Diagnostics) != 0 {
		t.Fatalf("a configured provider skipped the refresh: %v", resp.Diagnostics)
	}

	resp = &resource.ReadResponse{Identity: recorded()}
	if !SkipRefreshKeepingIdentity(ctx, false, f, "dev/web", resp) {
		t.Fatal("an unconfigured provider refreshed")
	}
	if resp.Diagnostics.HasError() || resp.Diagnostics.WarningsCount() != 1 {
		t.Fatalf("want one warning, got %v", resp.Diagnostics)
	}
	if !resp.Identity.Raw.Equal(recorded().Raw) {
		t.Errorf("identity changed to %v", resp.Identity.Raw)
	}
}
