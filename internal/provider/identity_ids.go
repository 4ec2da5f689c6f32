package provider

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
// idFormat describes the ID, the identity and the way between them, and an
// import by identity becomes an import by ID of the same object: both run the
// same code and end in the same state.
//
// The identity Terraform keeps is canonical: a team by its tenant id and a
// component by its component id, as the platform reports them, whichever form
// the configuration or the import block uses. See canonicalIdentity.

// identitySchemaOf is the identity schema of an ID format. Parts named in
// optional may be left out of an import block; every other part is needed.
func identitySchemaOf(f idFormat, descriptions map[string]string, optional ...string) identityschema.Schema {
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

// identityParts reads the parts of f from an identity, as the strings they
// are in an ID; a part the identity leaves null is "".
func identityParts(ctx context.Context, f idFormat, ident *tfsdk.ResourceIdentity) ([]string, diag.Diagnostics) {
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
		if strings.Contains(s, idSeparator) {
			diags.AddAttributeError(path.Root(part.Name), "Invalid import identity",
				fmt.Sprintf("%s %q must not contain %q.", part.Name, s, idSeparator))
		}
		out[i] = s
	}
	return out, diags
}

// importID is the import ID of a request: the ID itself, or the one the
// identity of an import block stands for.
func importID(ctx context.Context, f idFormat, req resource.ImportStateRequest) (string, diag.Diagnostics) {
	if req.ID != "" {
		return req.ID, nil
	}
	parts, diags := identityParts(ctx, f, req.Identity)
	return strings.Join(parts, idSeparator), diags
}

// importErrorTitle names what an import got wrong: its ID or its identity.
func importErrorTitle(req resource.ImportStateRequest) string {
	if req.ID == "" {
		return "Invalid import identity"
	}
	return "Invalid import ID"
}

// setIdentity writes values, in the order of f, into an identity; a nil
// value leaves that part null.
func setIdentity(ctx context.Context, ident *tfsdk.ResourceIdentity, f idFormat, values ...any) diag.Diagnostics {
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
