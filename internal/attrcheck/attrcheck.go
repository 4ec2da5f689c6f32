// Package attrcheck compares the attribute names that a family keeps in
// several places by hand: the tfsdk tags of its model structs, its
// resource schema, its data source's schema, its list resource's schema and
// its identity schema. The families' tests use it, so that an attribute
// added to one place and forgotten in another is a failing test. It is
// imported by tests only, and imports nothing of the provider.
package attrcheck

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// Names is a set of attribute names of one object.
type Names map[string]bool

// NamesOf is a set of the given names.
func NamesOf(names ...string) Names {
	out := Names{}
	for _, n := range names {
		out[n] = true
	}
	return out
}

// Without is the set less the given names.
func (n Names) Without(names ...string) Names {
	out := Names{}
	for k := range n {
		if !slices.Contains(names, k) {
			out[k] = true
		}
	}
	return out
}

// Renamed is the set with each name that is a key of names replaced by its
// value: the other place's name for the same attribute.
func (n Names) Renamed(names map[string]string) Names {
	out := Names{}
	for k := range n {
		if to, ok := names[k]; ok {
			k = to
		}
		out[k] = true
	}
	return out
}

// Union is the set with the names of more.
func (n Names) Union(more Names) Names {
	out := Names{}
	for k := range n {
		out[k] = true
	}
	for k := range more {
		out[k] = true
	}
	return out
}

// Sorted lists the names in order.
func (n Names) Sorted() []string {
	out := make([]string, 0, len(n))
	for k := range n {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// Schema returns the attribute (and block) names of a schema's object, from
// its Type(), or of the object nested under path: a nested attribute or
// block, single or a list or set of objects. A path the schema does not
// have fails the test.
func Schema(t testing.TB, schemaType attr.Type, path ...string) Names {
	t.Helper()
	names, err := ofSchema(schemaType, path...)
	if err != nil {
		t.Fatal(err)
	}
	return names
}

// Match fails the test with every name only one of two sets has.
func Match(t testing.TB, a, b Names, aName, bName string) {
	t.Helper()
	for _, d := range Diff(a, b, aName, bName) {
		t.Error(d)
	}
}

// Within fails the test with every name of a that b lacks.
func Within(t testing.TB, a, b Names, aName, bName string) {
	t.Helper()
	for _, n := range a.Sorted() {
		if !b[n] {
			t.Errorf("%s has %q, %s does not", aName, n, bName)
		}
	}
}

// MatchModel fails the test with every difference between a model
// struct's tags and its schema's attributes (see CompareModel).
func MatchModel(t testing.TB, model any, schemaType attr.Type) {
	t.Helper()
	for _, d := range CompareModel(model, schemaType) {
		t.Errorf("%T: %s", model, d)
	}
}

func ofSchema(schemaType attr.Type, path ...string) (Names, error) {
	t := schemaType.TerraformType(context.Background())
	for _, step := range path {
		obj, ok := objectOf(t)
		if !ok {
			return nil, fmt.Errorf("%s is not an object", step)
		}
		if t, ok = obj.AttributeTypes[step]; !ok {
			return nil, fmt.Errorf("the schema has no attribute %q", step)
		}
	}
	obj, ok := objectOf(t)
	if !ok {
		return nil, fmt.Errorf("%s is not an object", strings.Join(path, "."))
	}
	out := Names{}
	for name := range obj.AttributeTypes {
		out[name] = true
	}
	return out, nil
}

// objectOf is t's object type, or its elements' for a list or set.
func objectOf(t tftypes.Type) (tftypes.Object, bool) {
	switch t := t.(type) {
	case tftypes.Object:
		return t, true
	case tftypes.List:
		return objectOf(t.ElementType)
	case tftypes.Set:
		return objectOf(t.ElementType)
	}
	return tftypes.Object{}, false
}

// attrValue is the interface of the framework's values: a field of such a
// type holds one attribute, whatever its schema type.
var attrValue = reflect.TypeFor[attr.Value]()

// Model returns the tfsdk tags of a model struct, the way the framework
// reads them: an embedded struct without a tag adds its fields, a field
// tagged "-" is not an attribute.
func Model(model any) Names {
	out := Names{}
	addFields(reflect.TypeOf(model), out)
	return out
}

func addFields(t reflect.Type, out Names) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	for i := range t.NumField() {
		f := t.Field(i)
		tag, tagged := f.Tag.Lookup("tfsdk")
		switch {
		case f.Anonymous && !tagged:
			addFields(f.Type, out)
		case tagged && tag != "-":
			out[tag] = true
		}
	}
}

// CompareModel reports every difference between a model struct's tags and
// the attributes of its schema, at the top and in every nested object whose
// model is a struct (or a slice of structs) rather than a framework value.
func CompareModel(model any, schemaType attr.Type) []string {
	return compareModel(reflect.TypeOf(model), schemaType.TerraformType(context.Background()), "")
}

func compareModel(model reflect.Type, t tftypes.Type, at string) []string {
	obj, ok := objectOf(t)
	if !ok {
		return []string{fmt.Sprintf("%s: the model is a struct, the schema not an object", where(at))}
	}
	schemaNames := Names{}
	for name := range obj.AttributeTypes {
		schemaNames[name] = true
	}
	var diffs []string
	for _, d := range Diff(Model(reflect.New(model).Elem().Interface()), schemaNames, "the model", "the schema") {
		diffs = append(diffs, where(at)+": "+d)
	}
	for name, field := range modelFields(model) {
		if nested := nestedStruct(field); nested != nil && obj.AttributeTypes[name] != nil {
			diffs = append(diffs, compareModel(nested, obj.AttributeTypes[name], join(at, name))...)
		}
	}
	return diffs
}

// modelFields maps each tag of a model to its field's type.
func modelFields(t reflect.Type) map[string]reflect.Type {
	out := map[string]reflect.Type{}
	for i := range t.NumField() {
		f := t.Field(i)
		tag, tagged := f.Tag.Lookup("tfsdk")
		switch {
		case f.Anonymous && !tagged:
			for k, v := range modelFields(f.Type) {
				out[k] = v
			}
		case tagged && tag != "-":
			out[tag] = f.Type
		}
	}
	return out
}

// nestedStruct is the struct a field's nested object is read into, or nil
// when the field holds a framework value (types.String, types.List,
// timeouts.Value, ...) or a plain Go value.
func nestedStruct(t reflect.Type) reflect.Type {
	if t.Implements(attrValue) {
		return nil
	}
	for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct || t.Implements(attrValue) || reflect.PointerTo(t).Implements(attrValue) {
		return nil
	}
	return t
}

// Diff reports the names only one of two sets has, naming the sets.
func Diff(a, b Names, aName, bName string) []string {
	var out []string
	for _, n := range a.Sorted() {
		if !b[n] {
			out = append(out, fmt.Sprintf("%s has %q, %s does not", aName, n, bName))
		}
	}
	for _, n := range b.Sorted() {
		if !a[n] {
			out = append(out, fmt.Sprintf("%s has %q, %s does not", bName, n, aName))
		}
	}
	return out
}

func where(at string) string {
	if at == "" {
		return "top level"
	}
	return at
}

func join(at, name string) string {
	if at == "" {
		return name
	}
	return at + "." + name
}
