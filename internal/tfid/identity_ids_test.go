package tfid

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/identityschema"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

func identityOf(t *testing.T, s identityschema.Schema, f IDFormat, values ...any) *tfsdk.ResourceIdentity {
	t.Helper()
	ctx := context.Background()
	ident := &tfsdk.ResourceIdentity{Schema: s, Raw: tftypes.NewValue(s.Type().TerraformType(ctx), nil)}
	if d := SetIdentity(ctx, ident, f, values...); d.HasError() {
		t.Fatal(d)
	}
	return ident
}

// portIDFormat has the shape of a port's ID: strings and integers.
var portIDFormat = IDFormat{StringPart("team_id"), StringPart("region_name"), IntPart("app_id", 1<<63-1), StringPart("service_id"), IntPart("container_port", 65535)}

// The identity of every resource has the ID's parts under the same names,
// so an import by identity is the import by ID of the same object.
func TestImportIDFromIdentity(t *testing.T) {
	ctx := context.Background()
	port := IdentitySchemaOf(portIDFormat, map[string]string{"team_id": "Team."})
	for _, name := range []string{"team_id", "region_name", "app_id", "service_id", "container_port"} {
		a, ok := port.Attributes[name]
		if !ok || !a.IsRequiredForImport() {
			t.Errorf("port identity attribute %s: present %t, required for import", name, ok)
		}
	}
	ident := identityOf(t, port, portIDFormat, "dev-team", "east", int64(1), "gr7b2e4d", int64(5000))
	id, d := ImportID(ctx, portIDFormat, resource.ImportStateRequest{Identity: ident})
	if d.HasError() || id != "dev-team/east/1/gr7b2e4d/5000" {
		t.Fatalf("import ID %q, %v", id, d)
	}
	// An import ID wins: the framework sends one or the other.
	if id, _ := ImportID(ctx, portIDFormat, resource.ImportStateRequest{ID: "a/b/2/c/80", Identity: ident}); id != "a/b/2/c/80" {
		t.Fatalf("import ID %q", id)
	}

	// A separator inside a part would make another ID: refused by name.
	bad := identityOf(t, port, portIDFormat, "dev/team", "east", int64(1), "gr7b2e4d", int64(5000))
	if _, d := ImportID(ctx, portIDFormat, resource.ImportStateRequest{Identity: bad}); !d.HasError() || !strings.Contains(d.Errors()[0].Detail(), `team_id "dev/team"`) {
		t.Fatalf("diagnostics: %v", d)
	}
}

// The canonical form kept in private state belongs to the ID it was found
// from: another written form asks the platform again.
func TestKeptCanonicalID(t *testing.T) {
	ctx := context.Background()
	p := &memoryPrivate{}
	KeepCanonicalID(ctx, p, "dev-team/east/1/gr7b2e4d/5000", "8d3e/east/1/c2b3/5000")
	if id, ok := KeptCanonicalID(ctx, p, "dev-team/east/1/gr7b2e4d/5000"); !ok || id != "8d3e/east/1/c2b3/5000" {
		t.Fatalf("kept %q %t", id, ok)
	}
	if _, ok := KeptCanonicalID(ctx, p, "8d3e/east/1/gr7b2e4d/5000"); ok {
		t.Fatal("a canonical form kept for another written form was used")
	}
	if _, ok := KeptCanonicalID(ctx, &memoryPrivate{}, "x"); ok {
		t.Fatal("found a canonical form in empty private state")
	}
}

// CanonicalID asks the platform once per written form: the answer is kept,
// and a failed lookup keeps nothing, so the next read asks again.
func TestCanonicalIDAsksOnceAndKeepsOnlyAnswers(t *testing.T) {
	ctx := context.Background()
	p := &memoryPrivate{}
	asked := 0
	fail := errors.New("502 Bad Gateway")
	resolve := func(answer string, err error) func(context.Context) (string, error) {
		return func(context.Context) (string, error) { asked++; return answer, err }
	}
	if _, err := CanonicalID(ctx, p, "dev-team/east", resolve("", fail)); !errors.Is(err, fail) {
		t.Fatalf("error %v, want the lookup's", err)
	}
	for range 2 {
		if id, err := CanonicalID(ctx, p, "dev-team/east", resolve("8d3e/east", nil)); err != nil || id != "8d3e/east" {
			t.Fatalf("id %q, err %v", id, err)
		}
	}
	if asked != 2 {
		t.Fatalf("asked the platform %d times, want 2 (the failure, then one answer kept)", asked)
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
