package tfschema

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/path"
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

// MapValueCheck validates the values of a map (with
// mapvalidator.ValueStringsAre) and starts each message with the map key,
// as `variable "MODE" `: Terraform's output does not show which element a
// diagnostic's path names, so two bad values would read the same.
func MapValueCheck(description, summary, what string, check func(string) error) validator.String {
	return mapValueCheck{stringCheck{description: description, summary: summary, check: check}, what}
}

type mapValueCheck struct {
	stringCheck
	what string // "variable", "note of variable"
}

func (v mapValueCheck) ValidateString(_ context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	if err := v.check(req.ConfigValue.ValueString()); err != nil {
		name := v.what
		if key, _ := req.Path.Steps().LastStep(); key != nil {
			if k, isKey := key.(path.PathStepElementKeyString); isKey {
				name = fmt.Sprintf("%s %q", v.what, string(k))
			}
		}
		resp.Diagnostics.AddAttributeError(req.Path, v.summary, fmt.Sprintf("The value of %s %s", name, err.Error()))
	}
}
