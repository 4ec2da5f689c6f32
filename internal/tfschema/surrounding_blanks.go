package tfschema

import (
	"context"
	"strings"
	"unicode"

	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

// PythonStrip is Python's str.strip() with no argument: what the console's
// serializers do to every CharField value before storing it (Django REST
// framework's CharField, trim_whitespace on by default). It strips Unicode
// white space and the separators U+001C..U+001F.
func PythonStrip(s string) string {
	return strings.TrimFunc(s, func(r rune) bool { return unicode.IsSpace(r) || (r >= 0x1c && r <= 0x1f) })
}

// RefuseSurroundingBlanks refuses a value that begins or ends with a blank
// the platform trims: the platform would store it trimmed, and the apply
// would report an inconsistent result and plan the change again each run.
func RefuseSurroundingBlanks() validator.String { return surroundingBlanks{} }

type surroundingBlanks struct{}

func (surroundingBlanks) Description(context.Context) string {
	return "must not begin or end with a blank, which the platform trims"
}

func (v surroundingBlanks) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }

func (surroundingBlanks) ValidateString(_ context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	if v := req.ConfigValue.ValueString(); PythonStrip(v) != v {
		resp.Diagnostics.AddAttributeError(req.Path, "Surrounding blanks are not kept",
			"The platform removes blanks (spaces, tabs, newlines) at the beginning and end of this value before it stores it, "+
				"so Terraform could never read back what is configured. Remove them from the configuration (for example with trimspace()).")
	}
}
