package tfschema

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

// StringCheck is a validator that runs check on a configured string and
// reports its error as an attribute error with the given summary. Values
// not known yet are checked when they are. Most checks mirror one the
// platform makes only at apply time, so that a mistake fails the plan.
func StringCheck(description, summary string, check func(string) error) validator.String {
	return stringCheck{description: description, summary: summary, check: check}
}

type stringCheck struct {
	description string
	summary     string
	check       func(string) error
}

func (v stringCheck) Description(context.Context) string { return v.description }

func (v stringCheck) MarkdownDescription(context.Context) string { return v.description }

func (v stringCheck) ValidateString(_ context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	if err := v.check(req.ConfigValue.ValueString()); err != nil {
		resp.Diagnostics.AddAttributeError(req.Path, v.summary, err.Error())
	}
}
