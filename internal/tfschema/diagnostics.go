package tfschema

import (
	"fmt"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/diag"
)

// AddReadError reports a failed API call with the arguments that located the
// object, so that a 404 says which team, region, app or component it was.
// params alternate name and value; empty strings (arguments left out) are
// not shown.
func AddReadError(diags *diag.Diagnostics, summary string, err error, params ...any) {
	var b strings.Builder
	for i := 0; i+1 < len(params); i += 2 {
		v := params[i+1]
		if s, ok := v.(string); ok && s == "" {
			continue // an argument left out
		}
		if b.Len() > 0 {
			b.WriteString(", ")
		}
		if s, ok := v.(string); ok {
			fmt.Fprintf(&b, "%v = %q", params[i], s)
		} else {
			fmt.Fprintf(&b, "%v = %v", params[i], v)
		}
	}
	detail := err.Error()
	if b.Len() > 0 {
		detail = "For " + b.String() + ": " + detail
	}
	diags.AddError(summary, detail)
}

// UnconfiguredDetail explains why there is no API: Configure leaves the
// provider data nil while the provider's own configuration has values known
// only after apply.
const UnconfiguredDetail = "The provider configuration has values that are known only after apply " +
	"(for example a base_url or token taken from another resource), so the provider cannot call the platform yet. " +
	"Apply the resources it depends on first (terraform apply -target=...), or set the configuration from known values."
