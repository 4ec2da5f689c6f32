package certificate

import (
	"context"
	"strings"
	"unicode"

	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

// pyStrip is what the platform does to every text field of a certificate
// before it stores it: the request serializer's CharField trims (Python's
// str.strip: Unicode white space and U+001C..U+001F), and the views store
// the serializer's data (openapi/views/team_view.py, post and put).
func pyStrip(s string) string {
	return strings.TrimFunc(s, func(r rune) bool { return unicode.IsSpace(r) || (r >= 0x1c && r <= 0x1f) })
}

// untrimmedValidator refuses a value with surrounding blanks: the platform
// would store it trimmed, and the apply would then report an inconsistent
// result and plan the change again on every run.
type untrimmedValidator struct{}

func (untrimmedValidator) Description(context.Context) string {
	return "must not begin or end with a blank, which the platform trims"
}

func (v untrimmedValidator) MarkdownDescription(ctx context.Context) string {
	return v.Description(ctx)
}

func (untrimmedValidator) ValidateString(_ context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	if v := req.ConfigValue.ValueString(); pyStrip(v) != v {
		resp.Diagnostics.AddAttributeError(req.Path, "Surrounding blanks are not kept",
			"The platform removes blanks (spaces, tabs, newlines) at the beginning and end of this value before it stores it, "+
				"so Terraform could never read back what is configured. Remove them from the configuration (for example with trimspace()).")
	}
}
