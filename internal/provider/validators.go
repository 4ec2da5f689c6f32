package provider

import (
	"context"
	"fmt"
	"time"

	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

// httpURLValidator accepts absolute http(s) URLs with a host. The platform
// rejects anything else only at apply time, so catching it here saves a
// failed apply.
type httpURLValidator struct{}

func (httpURLValidator) Description(context.Context) string {
	return "must be an absolute http or https URL with a host"
}

func (v httpURLValidator) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }

func (httpURLValidator) ValidateString(_ context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	if err := checkHTTPURL(req.ConfigValue.ValueString()); err != nil {
		resp.Diagnostics.AddAttributeError(req.Path, "Invalid URL", err.Error())
	}
}

// durationValidator accepts positive Go durations such as "30s".
type durationValidator struct{}

func (durationValidator) Description(context.Context) string {
	return "must be a positive Go duration such as 30s or 2m"
}

func (v durationValidator) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }

func (durationValidator) ValidateString(_ context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	s := req.ConfigValue.ValueString()
	if d, err := time.ParseDuration(s); err != nil || d <= 0 {
		resp.Diagnostics.AddAttributeError(req.Path, "Invalid duration", fmt.Sprintf("%q is not a positive Go duration such as 30s or 2m.", s))
	}
}
