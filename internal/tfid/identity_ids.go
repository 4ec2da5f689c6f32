package tfid

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/identityschema"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// A resource identity (Terraform 1.12 and later) has the parts of the
// resource's composite ID as its attributes, under the same names. So one
// IDFormat describes the ID, the identity and the way between them, and an
// import by identity becomes an import by ID of the same object: both run the
// same code and end in the same state.
//
// The identity Terraform keeps is canonical: a team by its tenant id and a
// component by its component id, as the platform reports them, whichever form
// the configuration or the import block uses. See canonicalIdentity.

// IdentitySchemaOf is the identity schema of an ID format. Parts named in
// optional may be left out of an import block; every other part is needed.
func IdentitySchemaOf(f IDFormat, descriptions map[string]string, optional ...string) identityschema.Schema {
	attrs := make(map[string]identityschema.Attribute, len(f))
	for _, part := range f {
		opt := slices.Contains(optional, part.Name)
		desc := descriptions[part.Name]
		if part.Int {
			attrs[part.Name] = identityschema.Int64Attribute{RequiredForImport: !opt, OptionalForImport: opt, Description: desc}
		} else {
			attrs[part.Name] = identityschema.StringAttribute{RequiredForImport: !opt, OptionalForImport: opt, Description: desc}
		}
	}
	return identityschema.Schema{Attributes: attrs}
}

// IdentityParts reads the parts of f from an identity, as the strings they
// are in an ID; a part the identity leaves null is "".
func IdentityParts(ctx context.Context, f IDFormat, ident *tfsdk.ResourceIdentity) ([]string, diag.Diagnostics) {
	var diags diag.Diagnostics
	out := make([]string, len(f))
	if ident == nil {
		diags.AddError("No identity to import", "The import block has neither an id nor an identity.")
		return nil, diags
	}
	for i, part := range f {
		if part.Int {
			var v types.Int64
			diags.Append(ident.GetAttribute(ctx, path.Root(part.Name), &v)...)
			if !v.IsNull() && !v.IsUnknown() {
				out[i] = strconv.FormatInt(v.ValueInt64(), 10)
			}
			continue
		}
		var v types.String
		diags.Append(ident.GetAttribute(ctx, path.Root(part.Name), &v)...)
		s := v.ValueString()
		if strings.Contains(s, IDSeparator) {
			diags.AddAttributeError(path.Root(part.Name), "Invalid import identity",
				fmt.Sprintf("%s %q must not contain %q.", part.Name, s, IDSeparator))
		}
		out[i] = s
	}
	return out, diags
}

// ImportID is the import ID of a request: the ID itself, or the one the
// identity of an import block stands for.
func ImportID(ctx context.Context, f IDFormat, req resource.ImportStateRequest) (string, diag.Diagnostics) {
	if req.ID != "" {
		return req.ID, nil
	}
	parts, diags := IdentityParts(ctx, f, req.Identity)
	return strings.Join(parts, IDSeparator), diags
}

// ImportErrorTitle names what an import got wrong: its ID or its identity.
func ImportErrorTitle(req resource.ImportStateRequest) string {
	if req.ID == "" {
		return "Invalid import identity"
	}
	return "Invalid import ID"
}

// SetIdentity writes values, in the order of f, into an identity; a nil
// value leaves that part null.
func SetIdentity(ctx context.Context, ident *tfsdk.ResourceIdentity, f IDFormat, values ...any) diag.Diagnostics {
	var diags diag.Diagnostics
	if ident == nil {
		// The framework hands no identity only to a resource without an
		// identity schema.
		return diags
	}
	for i, part := range f {
		var v any
		switch x := values[i].(type) {
		case nil:
			if part.Int {
				v = types.Int64Null()
			} else {
				v = types.StringNull()
			}
		case int64:
			v = types.Int64Value(x)
		case string:
			v = types.StringValue(x)
		default:
			diags.AddError("Cannot set the resource identity", fmt.Sprintf("Part %s has a value of type %T. This is a bug in the provider.", part.Name, x))
			continue
		}
		diags.Append(ident.SetAttribute(ctx, path.Root(part.Name), v)...)
	}
	return diags
}

// SetIdentityFromID writes the parts of a (canonical) ID into an identity.
func SetIdentityFromID(ctx context.Context, ident *tfsdk.ResourceIdentity, f IDFormat, id string, diags *diag.Diagnostics) bool {
	parsed, err := f.Parse(id)
	if err != nil {
		diags.AddError("Cannot set the resource identity", err.Error()+". This is a bug in the provider.")
		return false
	}
	values := make([]any, len(f))
	for i, part := range f {
		values[i] = parsed.value(part)
	}
	diags.Append(SetIdentity(ctx, ident, f, values...)...)
	return !diags.HasError()
}
