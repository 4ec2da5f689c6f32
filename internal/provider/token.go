package provider

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"unicode"

	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

// cleanToken is the token as sent: without the whitespace around it, which
// a token read with file() or $(cat token) brings along (a trailing
// newline), and which no token of the console has.
func cleanToken(raw string) string { return strings.TrimSpace(raw) }

// checkToken refuses a token that no HTTP header can carry: a control
// character inside it. The error says where, never what the token is.
func checkToken(raw string) error {
	token := cleanToken(raw)
	for i, r := range []rune(token) {
		if unicode.IsControl(r) {
			return fmt.Errorf("the token has a control character (%U) at character %d of %d, after the whitespace around it is removed; "+
				"an access token is one line of printable characters: check how it is read (a file with two lines, or a copy from a terminal)",
				r, i+1, len([]rune(token)))
		}
	}
	return nil
}

// errTokenEmpty reports a token of whitespace only.
var errTokenEmpty = errors.New("the token is only whitespace")

// tokenValidator applies checkToken at plan time. Its error names the
// attribute in words but is not attached to it: terraform would show the
// configuration line, and with it a token written there.
type tokenValidator struct{}

func (tokenValidator) Description(context.Context) string {
	return "must be an access token: one line of printable characters"
}

func (v tokenValidator) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }

func (tokenValidator) ValidateString(_ context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	s := req.ConfigValue.ValueString()
	err := checkToken(s)
	if s != "" && cleanToken(s) == "" {
		err = errTokenEmpty
	}
	if err != nil {
		resp.Diagnostics.AddError("Invalid access token", "The provider attribute \"token\": "+err.Error())
	}
}
