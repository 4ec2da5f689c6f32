package tfid

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// IDSeparator joins the parts of a composite ID. No part may contain it: team
// names, region names, component ids and aliases, rule ids and numbers never
// do, and the path attributes reject it at plan time.
const IDSeparator = "/"

// IDPart is one part of a composite ID. Its Name is also the name of the
// resource attribute that holds it, so that import can fill the attribute.
type IDPart struct {
	Name string
	// Int parts are decimal integers within [Min, Max] and stored in Int64
	// attributes; the others are non-empty strings stored in String attributes.
	Int      bool
	Min, Max int64
}

func StringPart(name string) IDPart { return IDPart{Name: name} }

// IntPart is a positive integer part: every numeric path parameter of the
// API (app ids, port numbers) starts at 1.
func IntPart(name string, maxValue int64) IDPart {
	return IDPart{Name: name, Int: true, Min: 1, Max: maxValue}
}

// IDFormat describes a composite ID: the resource's path parameters in the
// order in which they appear in the API path, joined by "/". Every resource
// that is imported declares one and uses it for both building and parsing, so
// the ID a resource writes is always one its import accepts.
type IDFormat []IDPart

// String is the form shown in messages, e.g. "team_id/region_name/app_id".
func (f IDFormat) String() string {
	names := make([]string, len(f))
	for i, p := range f {
		names[i] = p.Name
	}
	return strings.Join(names, IDSeparator)
}

// Build joins values (strings or integers) into an ID.
func (f IDFormat) Build(values ...any) string {
	parts := make([]string, len(values))
	for i, v := range values {
		parts[i] = fmt.Sprint(v)
	}
	return strings.Join(parts, IDSeparator)
}

// ParsedID holds the parts of a parsed ID by name.
type ParsedID struct {
	strs map[string]string
	ints map[string]int64
}

// Str returns a string part; the name must belong to the format.
func (p ParsedID) Str(name string) string { return p.strs[name] }

// Int returns an integer part; the name must belong to the format.
func (p ParsedID) Int(name string) int64 { return p.ints[name] }

func (p ParsedID) value(part IDPart) any {
	if part.Int {
		return p.ints[part.Name]
	}
	return p.strs[part.Name]
}

// Parse splits id and checks every part. The error shows the expected form
// and says which part is wrong, because users type these IDs by hand.
func (f IDFormat) Parse(id string) (ParsedID, error) {
	out := ParsedID{strs: map[string]string{}, ints: map[string]int64{}}
	raw := strings.Split(id, IDSeparator)
	if len(raw) != len(f) {
		return out, fmt.Errorf("expected an ID of the form %q (%d parts joined by %q), got %q with %d part(s)",
			f.String(), len(f), IDSeparator, id, len(raw))
	}
	for i, part := range f {
		s := raw[i]
		if strings.TrimSpace(s) == "" {
			return out, fmt.Errorf("part %d (%s) of ID %q is empty; expected the form %q", i+1, part.Name, id, f.String())
		}
		if !part.Int {
			out.strs[part.Name] = s
			continue
		}
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return out, fmt.Errorf("part %d (%s) of ID %q must be an integer, got %q; expected the form %q", i+1, part.Name, id, s, f.String())
		}
		if n < part.Min || n > part.Max {
			return out, fmt.Errorf("part %d (%s) of ID %q must be between %d and %d, got %d; expected the form %q", i+1, part.Name, id, part.Min, part.Max, n, f.String())
		}
		out.ints[part.Name] = n
	}
	return out, nil
}

// ImportCompositeID is the whole ImportState of a resource whose attributes
// are its ID parts plus "id": it parses the ID, or the identity of an import
// block, and fills those attributes; Read then fills the rest.
func ImportCompositeID(ctx context.Context, f IDFormat, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	id, diags := ImportID(ctx, f, req)
	resp.Diagnostics.Append(diags...)
	if resp.Diagnostics.HasError() {
		return
	}
	parsed, err := f.Parse(id)
	if err != nil {
		resp.Diagnostics.AddError(ImportErrorTitle(req), err.Error())
		return
	}
	values := make([]any, len(f))
	for i, part := range f {
		var d diag.Diagnostics
		values[i] = parsed.value(part)
		if part.Int {
			d = resp.State.SetAttribute(ctx, path.Root(part.Name), types.Int64Value(parsed.Int(part.Name)))
		} else {
			d = resp.State.SetAttribute(ctx, path.Root(part.Name), types.StringValue(parsed.Str(part.Name)))
		}
		resp.Diagnostics.Append(d...)
	}
	// The canonical form, so that "08080" and "8080" import the same object
	// under the ID the resource itself would write.
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("id"), types.StringValue(f.Build(values...)))...)
}

// IDPathPartValidators belong on every String attribute that is part of a
// composite ID: a "/" inside a part would make the ID ambiguous.
func IDPathPartValidators() []validator.String {
	return []validator.String{
		stringvalidator.LengthAtLeast(1),
		stringvalidator.RegexMatches(regexp.MustCompile(`^[^/]+$`), "must not contain \"/\""),
	}
}
