package httprule

import (
	"fmt"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/schema/validator"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// The rule list reports rule_extensions as one raw "key:value,key:value"
// string while the update takes a list of {key, value} objects. The
// resource shows a list of "key:value" items and converts at the edges.

// parseRuleExtensions splits the raw string of the rule list. Empty items
// (the server may leave a trailing comma) and surrounding blanks are dropped;
// order is kept so that a configured list reads back unchanged.
func parseRuleExtensions(raw string) []string {
	out := []string{}
	for _, item := range strings.Split(raw, ",") {
		if item = strings.TrimSpace(item); item != "" {
			out = append(out, item)
		}
	}
	return out
}

// checkRuleExtension accepts "key:value" with a non-empty key, no comma (it
// would split the item when read back) and no surrounding blanks (they would
// be lost when read back).
func checkRuleExtension(s string) error {
	if strings.TrimSpace(s) != s {
		return fmt.Errorf("%q has leading or trailing blanks, which the platform does not keep", s)
	}
	if strings.Contains(s, ",") {
		return fmt.Errorf("%q contains a comma; the platform stores extensions as one comma-separated string, so each item must be a single key:value pair", s)
	}
	key, value, ok := strings.Cut(s, ":")
	if !ok || strings.TrimSpace(key) == "" || value == "" {
		return fmt.Errorf("%q is not of the form key:value with a key and a value, for example lb-type:round-robin", s)
	}
	return nil
}

// ruleExtensionValidator checks one element of rule_extensions.
func ruleExtensionValidator() validator.String {
	return tfschema.StringCheck("each item must be a single key:value pair without commas", "Invalid rule extension", checkRuleExtension)
}

// extensionObjects turns the items into the update's {key, value}
// objects; each item passed checkRuleExtension, so it has a colon.
func extensionObjects(items []string) []client.RuleExtension {
	out := make([]client.RuleExtension, 0, len(items))
	for _, item := range items {
		key, value, _ := strings.Cut(item, ":")
		out = append(out, client.RuleExtension{Key: key, Value: value})
	}
	return out
}
