package provider

import (
	"context"
	"fmt"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

// The limits of a DNS name (RFC 1035, RFC 1123), which the platform's
// domain_name column also holds to (253 characters).
const (
	maxDomainLen = 253
	maxLabelLen  = 63
)

// checkDomainName accepts a host name such as shop.example.com, or a
// wildcard whose first label is "*" (*.example.com). Each error names the
// rule broken, since users often paste a URL.
func checkDomainName(s string) error {
	switch {
	case s == "":
		return fmt.Errorf("must not be empty")
	case strings.Contains(s, "://"):
		return fmt.Errorf("%q has a scheme: give the host name alone, such as shop.example.com", s)
	case strings.ContainsAny(s, " \t\r\n"):
		return fmt.Errorf("%q contains white space", s)
	case strings.Contains(s, "/"):
		return fmt.Errorf("%q has a path: set the path in domain_path and give the host name alone here", s)
	case strings.Contains(s, ":"):
		return fmt.Errorf("%q has a port: give the host name alone; the rule serves the gateway's HTTP and HTTPS ports", s)
	case len(s) > maxDomainLen:
		return fmt.Errorf("is %d characters long, more than the %d a domain name may have", len(s), maxDomainLen)
	}
	labels := strings.Split(s, ".")
	for i, l := range labels {
		if l == "*" && i == 0 && len(labels) > 1 {
			continue
		}
		if err := checkLabel(l); err != nil {
			return fmt.Errorf("%q: label %d %s", s, i+1, err)
		}
	}
	return nil
}

func checkLabel(l string) error {
	switch {
	case l == "":
		return fmt.Errorf("is empty (two dots in a row, or a dot at the start or end)")
	case strings.Contains(l, "*"):
		return fmt.Errorf("%q has a wildcard; only a whole first label may be *, as in *.example.com", l)
	case len(l) > maxLabelLen:
		return fmt.Errorf("is %d characters long, more than %d", len(l), maxLabelLen)
	case strings.HasPrefix(l, "-") || strings.HasSuffix(l, "-"):
		return fmt.Errorf("%q starts or ends with a hyphen", l)
	}
	for _, r := range l {
		if !labelRune(r) {
			return fmt.Errorf("%q has %q; labels take letters, digits and hyphens", l, r)
		}
	}
	return nil
}

func labelRune(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-'
}

// domainNameValidator applies checkDomainName at plan time.
type domainNameValidator struct{}

func (domainNameValidator) Description(context.Context) string {
	return "must be a host name such as shop.example.com or a wildcard such as *.example.com: at most 253 characters, " +
		"labels of 1 to 63 letters, digits and hyphens, not starting or ending with a hyphen; no scheme, path, port or spaces"
}

func (v domainNameValidator) MarkdownDescription(ctx context.Context) string {
	return v.Description(ctx)
}

func (domainNameValidator) ValidateString(_ context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	if err := checkDomainName(req.ConfigValue.ValueString()); err != nil {
		resp.Diagnostics.AddAttributeError(req.Path, "Invalid domain name", req.Path.String()+" "+err.Error()+".")
	}
}
