package provider

import (
	"context"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/identityschema"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

func identityOf(t *testing.T, s identityschema.Schema, f idFormat, values ...any) *tfsdk.ResourceIdentity {
	t.Helper()
	ctx := context.Background()
	ident := &tfsdk.ResourceIdentity{Schema: s, Raw: tftypes.NewValue(s.Type().TerraformType(ctx), nil)}
	if d := setIdentity(ctx, ident, f, values...); d.HasError() {
		t.Fatal(d)
	}
	return ident
}

// The identity of every resource has the ID's parts under the same names,
// so an import by identity is the import by ID of the same object.
func TestImportIDFromIdentity(t *testing.T) {
	ctx := context.Background()
	port := identitySchemaOf(componentPortID, portIdentityDescriptions)
	for _, name := range []string{"team_id", "region_name", "app_id", "service_id", "container_port"} {
		a, ok := port.Attributes[name]
		if !ok || !a.IsRequiredForImport() {
			t.Errorf("port identity attribute %s: present %t, required for import", name, ok)
		}
	}
	ident := identityOf(t, port, componentPortID, "dev-team", "east", int64(1), "gr7b2e4d", int64(5000))
	id, d := importID(ctx, componentPortID, resource.ImportStateRequest{Identity: ident})
	if d.HasError() || id != "dev-team/east/1/gr7b2e4d/5000" {
		t.Fatalf("import ID %q, %v", id, d)
	}
	// An import ID wins: the framework sends one or the other.
	if id, _ := importID(ctx, componentPortID, resource.ImportStateRequest{ID: "a/b/2/c/80", Identity: ident}); id != "a/b/2/c/80" {
		t.Fatalf("import ID %q", id)
	}

	// A separator inside a part would make another ID: refused by name.
	bad := identityOf(t, port, componentPortID, "dev/team", "east", int64(1), "gr7b2e4d", int64(5000))
	if _, d := importID(ctx, componentPortID, resource.ImportStateRequest{Identity: bad}); !d.HasError() || !strings.Contains(d.Errors()[0].Detail(), `team_id "dev/team"`) {
		t.Fatalf("diagnostics: %v", d)
	}
}

func TestRegionImportIDFromIdentity(t *testing.T) {
	ctx := context.Background()
	s := identitySchemaOf(teamRegionIDFormat, regionIdentityDescriptions, "team_id")
	if !s.Attributes["team_id"].IsOptionalForImport() || !s.Attributes["region_name"].IsRequiredForImport() {
		t.Fatal("region_name is required for import and team_id optional")
	}
	for _, c := range []struct {
		team any
		want string
	}{{"dev-team", "dev-team/edge-1"}, {nil, "edge-1"}} {
		id, d := regionImportID(ctx, resource.ImportStateRequest{Identity: identityOf(t, s, teamRegionIDFormat, c.team, "edge-1")})
		if d.HasError() || id != c.want {
			t.Errorf("team %v: import ID %q, %v; want %q", c.team, id, d, c.want)
		}
	}
}

// The canonical form kept in private state belongs to the ID it was found
// from: another written form asks the platform again.
func TestKeptCanonicalID(t *testing.T) {
	ctx := context.Background()
	p := &memoryPrivate{}
	keepCanonicalID(ctx, p, "dev-team/east/1/gr7b2e4d/5000", "8d3e/east/1/c2b3/5000")
	if id, ok := keptCanonicalID(ctx, p, "dev-team/east/1/gr7b2e4d/5000"); !ok || id != "8d3e/east/1/c2b3/5000" {
		t.Fatalf("kept %q %t", id, ok)
	}
	if _, ok := keptCanonicalID(ctx, p, "8d3e/east/1/gr7b2e4d/5000"); ok {
		t.Fatal("a canonical form kept for another written form was used")
	}
	if _, ok := keptCanonicalID(ctx, &memoryPrivate{}, "x"); ok {
		t.Fatal("found a canonical form in empty private state")
	}
}

type memoryPrivate struct{ data map[string][]byte }

func (m *memoryPrivate) GetKey(_ context.Context, key string) ([]byte, diag.Diagnostics) {
	return m.data[key], nil
}

func (m *memoryPrivate) SetKey(_ context.Context, key string, value []byte) diag.Diagnostics {
	if m.data == nil {
		m.data = map[string][]byte{}
	}
	m.data[key] = value
	return nil
}
