package httprule

// What the region, the half of the platform that the console forwards
// every rule update to, lets this resource change (rainbond-console and
// rainbond at v6.9.8-release):
//
//   - A port's default rule made by opening the port on a running
//     component lives only in the console and its API gateway: the region
//     has no record of it, and refuses every update, so nothing of it can
//     be changed (console console/services/app_config/port_service.py:765-784;
//     rainbond api/handler/gateway_action.go:911-919, api/controller/gateway.go:288-294).
//     The plan warns (a default rule made before the component was first
//     deployed does have a record, and the provider cannot tell which it
//     is); the apply explains the refusal.
//   - The region checks the domain the rule ends up with, the stored one
//     when the update sets none, as a lower-case DNS-1123 name
//     (domain_service.py:447-461; gateway.go:91-102,278-286): a rule stored
//     with another form cannot be updated without a valid new name.
//   - It replaces a rule's extensions only with a list that is not empty,
//     so removing the last one would clear the console's copy only
//     (domain_service.py:472-481; gateway_action.go:958-977).

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// checkRegionTakes refuses, before any write, what the region would refuse
// or ignore in the update that takes the rule from have to want.
func checkRegionTakes(cfg ruleModel, ruleID string, have, want ruleValues, diags *diag.Diagnostics) {
	platform.CheckExtensionsKept(cfg.RuleExtensions, ruleID, have.RuleExtensions, diags)
	if want.equal(have) {
		return
	}
	if v := cfg.DomainName; !v.IsNull() && !v.IsUnknown() && v.ValueString() != have.DomainName {
		return // a new name: checkWritable checks it
	}
	if err := tfschema.CheckRegionDomain(want.DomainName); err != nil {
		diags.AddAttributeError(path.Root("domain_name"), "The HTTP rule cannot be updated with its stored domain",
			fmt.Sprintf("HTTP rule %s is stored with the domain %q. Every update sends the rule's domain to the region, and %s, so the platform refuses any update of this rule. "+
				"Nothing was sent. Set domain_name to a valid name to update it, or change the name in the console first.", ruleID, want.DomainName, err))
	}
}

// warnDefaultRuleChange warns of a write planned on a port's default rule;
// subject names the rule.
func warnDefaultRuleChange(subject string, port int64, diags *diag.Diagnostics) {
	which := fmt.Sprintf("port %d", port)
	if port == 0 { // not known until the apply
		which = "its port"
	}
	diags.AddWarning("A port's default HTTP rule likely cannot be changed",
		fmt.Sprintf("%s is the default rule of %s. On this platform version a default rule made by opening the port of a running component "+
			"is kept only in the console and its gateway, not in the region's rule table, and the region refuses every update of it: "+
			"this change will fail and leave the rule as it is (it succeeds only for a default rule made before the component was first deployed). "+
			"To serve the port with your own settings, create a domain of your own with rainbond_http_domain; "+
			"leave this resource's settings unset to keep it as a read of the default rule.", subject, which))
}

// notInRegionError explains the region's refusal of an update of a rule it
// holds no record of, naming the rule for what it is: a port's default
// rule (type 0), which this platform version keeps out of the region when
// it opens the port of a running component, or a custom domain that the
// region has no record of either. Nothing was changed.
func notInRegionError(rule client.HTTPRule, err error) string {
	if rule.Type == nil || *rule.Type == 0 {
		return fmt.Sprintf("HTTP rule %s is a port's default rule, which the platform keeps only in the console and its gateway: the region has no record of it "+
			"and refuses every update, so nothing was changed. A default rule cannot be changed on this platform version. "+
			"Serve the port under your own domain with rainbond_http_domain, and leave the settings of this rainbond_http_rule unset "+
			"(it then only reads the default rule). Server answer: %v", rule.HTTPRuleID, err)
	}
	return fmt.Sprintf("HTTP rule %s is the custom domain %q, which the console and its gateway have but the region has no record of, so the region refuses every update of it "+
		"and nothing was changed. Make the domain again so that the region records it: delete it in the console and create it with rainbond_http_domain "+
		"(then drop this rainbond_http_rule, or point it at the new rule). Until then, leave the settings of this rainbond_http_rule unset (it then only reads the rule). Server answer: %v",
		rule.HTTPRuleID, rule.DomainName, err)
}

// isDefaultState reports a managed rule that is a port's default rule.
func isDefaultState(m ruleModel) bool {
	return !m.Type.IsNull() && !m.Type.IsUnknown() && m.Type.ValueInt64() == 0
}

// planRegionLimits checks, at plan time, a write of cfg over the rule's
// values have, and warns when the rule is a port's default rule.
func planRegionLimits(ctx context.Context, cfg ruleModel, ruleID string, have ruleValues, isDefault bool, diags *diag.Diagnostics) {
	want, d := wantedRuleValues(ctx, cfg, have)
	if d.HasError() {
		return
	}
	checkRegionTakes(cfg, ruleID, have, want, diags)
	if isDefault && !diags.HasError() && !want.equal(have) {
		warnDefaultRuleChange("HTTP rule "+ruleID, have.ContainerPort, diags)
	}
}

// configuresSettings reports a configuration that sets any of the settings
// an update writes.
func configuresSettings(cfg ruleModel) bool {
	for _, v := range []attr.Value{cfg.DomainName, cfg.DomainPath, cfg.DomainCookie, cfg.TheWeight, cfg.CertificateID,
		cfg.RuleExtensions, cfg.AutoSSL, cfg.AutoSSLConfig} {
		if !v.IsNull() {
			return true
		}
	}
	return false
}
