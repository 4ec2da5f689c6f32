package httprule

// What a configuration asks of a rule, and what the platform's update can
// give it. The update writes over the rule as it is at apply time: a
// setting the configuration leaves unset carries the live value, so that
// a change made in the console between plan and apply survives.

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// wantedRuleValues lays the configured values over the rule's live ones.
// cfg is the configuration: null (or, before apply, unknown) is unset.
func wantedRuleValues(ctx context.Context, cfg ruleModel, live ruleValues) (ruleValues, diag.Diagnostics) {
	var diags diag.Diagnostics
	w := live
	setStr := func(v types.String, dst *string) {
		if !v.IsNull() && !v.IsUnknown() {
			*dst = v.ValueString()
		}
	}
	setInt := func(v types.Int64, dst *int64) {
		if !v.IsNull() && !v.IsUnknown() {
			*dst = v.ValueInt64()
		}
	}
	setInt(cfg.ContainerPort, &w.ContainerPort)
	setStr(cfg.DomainName, &w.DomainName)
	setStr(cfg.DomainPath, &w.DomainPath)
	setStr(cfg.DomainCookie, &w.DomainCookie)
	setInt(cfg.TheWeight, &w.TheWeight)
	setInt(cfg.CertificateID, &w.CertificateID)
	if !cfg.AutoSSL.IsNull() && !cfg.AutoSSL.IsUnknown() {
		w.AutoSSL = cfg.AutoSSL.ValueBool()
	}
	if !cfg.AutoSSLConfig.IsNull() && !cfg.AutoSSLConfig.IsUnknown() {
		s := cfg.AutoSSLConfig.ValueString()
		w.AutoSSLConfig = &s
	}
	if !cfg.RuleExtensions.IsNull() && !cfg.RuleExtensions.IsUnknown() {
		var ext []string
		diags.Append(cfg.RuleExtensions.ElementsAs(ctx, &ext, false)...)
		w.RuleExtensions = ext
	}
	return w, diags
}

// checkWritable refuses what the configuration asks and the update cannot
// do to a rule that has the settings have: clear a cookie, or give a
// domain the platform does not take. Plans check it against the state or
// the rule to adopt, applies against the rule as it is then.
func checkWritable(cfg ruleModel, have ruleValues, diags *diag.Diagnostics) {
	if v := cfg.DomainCookie; !v.IsNull() && !v.IsUnknown() && v.ValueString() == "" && have.DomainCookie != "" {
		diags.AddAttributeError(path.Root("domain_cookie"), "The cookie condition cannot be cleared",
			fmt.Sprintf("The rule has the cookie condition %q, and the platform's rule update cannot remove a cookie once set (it refuses an empty one). "+
				"Remove it in the console, or leave domain_cookie unset to keep it.", have.DomainCookie))
	}
	if v := cfg.DomainName; !v.IsNull() && !v.IsUnknown() && v.ValueString() != have.DomainName {
		if err := tfschema.CheckNewDomainName(v.ValueString()); err != nil {
			diags.AddAttributeError(path.Root("domain_name"), "Domain name not accepted by the platform", err.Error())
		}
	}
}

// samePathPlan plans the state's path when the configuration writes the
// same route the other way ("" for "/" or back), so that a default rule's
// empty path, which any update turns into "/", never shows a difference.
type samePathPlan struct{}

func (samePathPlan) Description(context.Context) string {
	return `"" and "/" are the same path: the state's form is kept`
}

func (m samePathPlan) MarkdownDescription(ctx context.Context) string { return m.Description(ctx) }

func (samePathPlan) PlanModifyString(_ context.Context, req planmodifier.StringRequest, resp *planmodifier.StringResponse) {
	cfg, state := req.ConfigValue, req.StateValue
	if cfg.IsNull() || cfg.IsUnknown() || state.IsNull() || state.IsUnknown() {
		return
	}
	if cfg.ValueString() != state.ValueString() && samePath(cfg.ValueString(), state.ValueString()) {
		resp.PlanValue = state
	}
}
