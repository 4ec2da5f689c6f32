package httpdomain

import (
	"context"
	"fmt"
	"regexp"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/schema/validator"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// Facts of a rule that the resource and the data source share.

// componentIDPattern is the form of a component id. A create needs the id
// (the server does not resolve aliases); a service_id of this form is
// taken as the id without a lookup.
var componentIDPattern = regexp.MustCompile(`^[0-9a-f]{32}$`)

// ruleOfComponent reports whether the rule is bound to the component
// written as service, by id or by alias (the rule's service_name).
func ruleOfComponent(r client.AppHTTPRule, service string) bool {
	return r.ServiceID == service || r.ServiceName == service
}

// checkDomainName is the check of a name the platform is to write (a
// valid name under IDNA 2008, and the region's lower-case DNS-1123 form),
// with
// the create's own limit: its serializer takes at most 128 characters
// (openapi/serializer/app_serializer.py), fewer than the 253 of an update.
func checkDomainName(s string) error {
	if len(s) > maxDomainName {
		return fmt.Errorf("%q has %d characters; the platform stores at most %d", s, len(s), maxDomainName)
	}
	if err := tfschema.CheckDomainName(s); err != nil {
		return err
	}
	// The region checks the name it is forwarded (rainbond
	// api/controller/gateway.go:230, addHTTPRule; 278-286 for an update),
	// and this name is always written: its error gives the form to write.
	return tfschema.CheckRegionDomain(s)
}

// maxDomainName is the create serializer's limit for the domain.
const maxDomainName = 128

func domainNameValidator() validator.String {
	return tfschema.StringCheck("a DNS name in lower case, at most 128 characters", "Invalid domain name", checkDomainName)
}

// describeRule names a rule for a message.
func describeRule(r client.AppHTTPRule) string {
	return fmt.Sprintf("%s (domain %q, path %q, component %s, port %d)", r.HTTPRuleID, r.DomainName, r.DomainPath, r.ServiceName, r.ContainerPort)
}

// unsetKeepsLive is the sentence of every setting that an update writes
// from the live rule when the configuration leaves it unset.
const unsetKeepsLive = "Left unset, it keeps the platform's value: an update writes the value the rule has at apply time, a change made in the console included."

// checkUntrimmed refuses a value with blanks around it: the platform's
// serializer strips them (Django REST framework's CharField trims by
// default; openapi/serializer/gateway_serializer.py), so the rule would
// differ from the configuration after every apply.
func checkUntrimmed(s string) error {
	if strings.TrimSpace(s) != s {
		return fmt.Errorf("%q has blanks at its start or end, which the platform strips: write %q", s, strings.TrimSpace(s))
	}
	return nil
}

func untrimmedValidator() validator.String {
	return tfschema.StringCheck("no blanks at the start or end (the platform strips them)", "Value the platform would change", checkUntrimmed)
}

// noSetHeaders refuses configuration.set_headers: the console forwards the
// headers as {key, value} items (openapi/serializer/gateway_serializer.py
// HTTPHeaderSerializer), and the region reads only item_key and
// item_value, skipping an item without a key (rainbond
// api/model/gateway_model.go SetHeader; api/handler/gateway_action.go
// RuleConfig), so no header is ever set.
type noSetHeaders struct{}

func (noSetHeaders) Description(context.Context) string {
	return "must be empty: the platform drops these headers"
}

func (v noSetHeaders) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }

func (noSetHeaders) ValidateMap(_ context.Context, req validator.MapRequest, resp *validator.MapResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() || len(req.ConfigValue.Elements()) == 0 {
		return
	}
	resp.Diagnostics.AddAttributeError(req.Path, "Headers the platform drops",
		"configuration.set_headers cannot be applied on this platform: the console passes the headers on as {key, value} items, "+
			"but the region reads only item_key and item_value and skips items without them, so no header would be set on the gateway "+
			"while the state said it was. Remove set_headers; nothing was sent.")
}
