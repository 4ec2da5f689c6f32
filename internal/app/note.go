package app

import (
	"context"
	"fmt"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/schema/validator"

	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// strippedNoteValidator refuses a note with whitespace at either end. The
// platform would store it stripped, the state would then differ from the
// configuration ("inconsistent result after apply"), and since a note
// cannot be updated, every apply would replace the app. A heredoc ends
// with a newline: chomp() removes it.
type strippedNoteValidator struct{}

func (strippedNoteValidator) Description(context.Context) string {
	return "must not begin or end with whitespace, which the platform removes"
}

func (v strippedNoteValidator) MarkdownDescription(ctx context.Context) string {
	return v.Description(ctx)
}

func (strippedNoteValidator) ValidateString(_ context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	note := req.ConfigValue.ValueString()
	stripped := tfschema.PythonStrip(note) // what the console's CharField stores (AppPostInfoSerializer)
	if stripped == note {
		return
	}
	var where string
	switch {
	case strings.HasPrefix(note, stripped) && strings.HasSuffix(note, "\n"):
		where = "ends with a newline (as a heredoc does) or other whitespace, which"
	case strings.HasPrefix(note, stripped):
		where = "ends with whitespace, which"
	case strings.HasSuffix(note, stripped):
		where = "begins with whitespace, which"
	default:
		where = "begins and ends with whitespace, which"
	}
	resp.Diagnostics.AddAttributeError(req.Path, "Note the platform would change",
		fmt.Sprintf("The note %s the platform removes before it stores the note. Terraform would then find another note than the one configured, "+
			"and, since a note cannot be changed in place, replace the app at every apply. "+
			"Remove the whitespace: wrap a heredoc in chomp(...), or any value in trimspace(...).", where))
}
