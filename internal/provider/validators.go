package provider

import (
	"fmt"
	"time"

	"github.com/hashicorp/terraform-plugin-framework/schema/validator"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// baseURLValidator applies the client's own check, so that an address the
// client would refuse fails the plan instead of Configure.
func baseURLValidator() validator.String {
	return tfschema.StringCheck("must be an absolute http or https URL with a host, without a query", "Invalid URL", client.CheckBaseURL)
}

// durationValidator accepts what parseRequestTimeout accepts.
func durationValidator() validator.String {
	return tfschema.StringCheck("must be a positive Go duration such as 30s or 2m", "Invalid duration",
		func(s string) error { _, err := parseRequestTimeout(s); return err })
}

// parseRequestTimeout reads request_timeout: a positive Go duration.
func parseRequestTimeout(s string) (time.Duration, error) {
	d, err := time.ParseDuration(s)
	if err != nil || d <= 0 {
		return 0, fmt.Errorf("%q is not a positive Go duration such as 30s or 2m", s)
	}
	return d, nil
}
