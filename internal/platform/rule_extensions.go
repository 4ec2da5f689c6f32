package platform

import (
	"fmt"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// A rule's extensions, which rainbond_http_rule and rainbond_http_domain
// read and write alike. The enterprise's rule list reports them as one raw
// "key:value,key:value" string (the only read that shows them), while a
// create and an update take a list of {key, value} objects, which the
// platform stores joined with commas (platform facts, "Updating a rule").
// Both resources show a list of "key:value" items and convert at the edges.

// ParseRuleExtensions splits the rule list's raw string. Empty items (the
// server may leave a trailing comma) and surrounding blanks are dropped;
// order is kept so that a configured list reads back unchanged.
func ParseRuleExtensions(raw string) []string {
	out := []string{}
	for _, item := range strings.Split(raw, ",") {
		if item = strings.TrimSpace(item); item != "" {
			out = append(out, item)
		}
	}
	return out
}

// CheckRuleExtension accepts "key:value" with a non-empty key and value, no
// comma (it would split the item when read back) and no surrounding blanks
// (they would be lost when read back).
func CheckRuleExtension(s string) error {
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

// RuleExtensionValidator checks one element of rule_extensions.
func RuleExtensionValidator() validator.String {
	return tfschema.StringCheck("each item must be a single key:value pair without commas", "Invalid rule extension", CheckRuleExtension)
}

// RuleExtensionObjects turns the items into the {key, value} objects that
// a create and an update send; each item passed CheckRuleExtension, so it
// has a colon, and a value may hold more (split at the first).
func RuleExtensionObjects(items []string) []client.RuleExtension {
	out := make([]client.RuleExtension, 0, len(items))
	for _, item := range items {
		key, value, _ := strings.Cut(item, ":")
		out = append(out, client.RuleExtension{Key: key, Value: value})
	}
	return out
}

// RuleExtensionItems is the inverse of RuleExtensionObjects: the items as
// the resources show them.
func RuleExtensionItems(objs []client.RuleExtension) []string {
	out := make([]string, 0, len(objs))
	for _, o := range objs {
		out = append(out, o.Key+":"+o.Value)
	}
	return out
}

// ClearsExtensions reports a configured rule_extensions = []: known, and
// empty.
func ClearsExtensions(configured types.List) bool {
	return !configured.IsNull() && !configured.IsUnknown() && len(configured.Elements()) == 0
}

// CheckExtensionsKept refuses, before any write, an update that would
// remove the last extensions of rule ruleID, which has the extensions
// have: the console drops a rule update's empty extension list before it
// forwards the update (rainbond-console
// console/services/app_config/domain_service.py:472-474), and the region
// replaces a rule's extensions only when the list it gets is not empty
// (rainbond api/handler/gateway_action.go:958-977), so the console's copy
// would be cleared while the gateway goes on applying them.
func CheckExtensionsKept(configured types.List, ruleID string, have []string, diags *diag.Diagnostics) {
	if !ClearsExtensions(configured) || len(have) == 0 {
		return
	}
	diags.AddAttributeError(path.Root("rule_extensions"), "The last rule extension cannot be removed",
		fmt.Sprintf("HTTP rule %s has the extensions %q. The platform's update removes extensions only by replacing them with a list that is not empty: "+
			"rule_extensions = [] would clear the console's copy while the gateway keeps applying them. Nothing was sent. "+
			"Remove them in the console, or leave rule_extensions unset to keep them.", ruleID, have))
}
