package app

import (
	"context"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// The note check refuses exactly what the platform's strip would change,
// Python's whitespace included (an ideographic space, U+001F).
func TestStrippedNoteValidator(t *testing.T) {
	for note, want := range map[string]string{
		"ok":              "",
		"two\nlines":      "",
		"":                "",
		"heredoc\n":       "ends with a newline",
		"tail ":           "ends with whitespace",
		"\u3000lead":      "begins with whitespace",
		"\x1fboth\x1c":    "begins and ends",
		"\u00a0nbsp only": "begins with whitespace",
	} {
		var resp validator.StringResponse
		strippedNoteValidator{}.ValidateString(context.Background(), validator.StringRequest{Path: path.Root("note"), ConfigValue: types.StringValue(note)}, &resp)
		got := ""
		if resp.Diagnostics.HasError() {
			got = resp.Diagnostics[0].Detail()
		}
		if (want == "") != (got == "") || !strings.Contains(got, want) {
			t.Errorf("%q: %q, want %q", note, got, want)
		}
	}
}
