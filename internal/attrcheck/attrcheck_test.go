package attrcheck

import (
	"context"
	"slices"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework-timeouts/resource/timeouts"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

type common struct {
	Alias types.String `tfsdk:"alias"`
}

type entry struct {
	Port types.Int64 `tfsdk:"port"`
	common
}

type model struct {
	ID       types.String   `tfsdk:"id"`
	Tags     types.List     `tfsdk:"tags"`
	Entries  []entry        `tfsdk:"entries"`
	Cache    string         `tfsdk:"-"`
	Timeouts timeouts.Value `tfsdk:"timeouts"`
}

func testSchema(entryAttrs map[string]schema.Attribute, top ...string) schema.Schema {
	attrs := map[string]schema.Attribute{
		"tags":    schema.ListAttribute{ElementType: types.StringType, Optional: true},
		"entries": schema.ListNestedAttribute{Computed: true, NestedObject: schema.NestedAttributeObject{Attributes: entryAttrs}},
	}
	for _, name := range top {
		attrs[name] = schema.StringAttribute{Computed: true}
	}
	return schema.Schema{
		Attributes: attrs,
		Blocks:     map[string]schema.Block{"timeouts": timeouts.Block(context.Background(), timeouts.Opts{Create: true})},
	}
}

var entryAttrs = map[string]schema.Attribute{
	"port":  schema.Int64Attribute{Computed: true},
	"alias": schema.StringAttribute{Computed: true},
}

// A model read the way the framework reads it (embedded fields, "-", a
// nested list of structs, the timeouts block as one value) matches its
// schema.
func TestMatchingModel(t *testing.T) {
	if d := CompareModel(model{}, testSchema(entryAttrs, "id").Type()); d != nil {
		t.Fatalf("differences: %q", d)
	}
	if got := Schema(t, testSchema(entryAttrs, "id").Type(), "entries").Sorted(); !slices.Equal(got, []string{"alias", "port"}) {
		t.Fatalf("entries: %q", got)
	}
	if got := Model(model{}).Sorted(); !slices.Equal(got, []string{"entries", "id", "tags", "timeouts"}) {
		t.Fatalf("model: %q", got)
	}
}

// An attribute in the schema without its field, and a field without its
// attribute, at the top and in a nested object, are each reported.
func TestModelAndSchemaDisagree(t *testing.T) {
	nested := map[string]schema.Attribute{"port": entryAttrs["port"], "weight": schema.Int64Attribute{Computed: true}}
	got := CompareModel(model{}, testSchema(nested, "status").Type())
	want := []string{
		`top level: the model has "id", the schema does not`,
		`top level: the schema has "status", the model does not`,
		`entries: the model has "alias", the schema does not`,
		`entries: the schema has "weight", the model does not`,
	}
	if !slices.Equal(got, want) {
		t.Fatalf("differences:\n got %q\nwant %q", got, want)
	}
}
