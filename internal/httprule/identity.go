package httprule

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"

	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

var _ resource.ResourceWithIdentity = (*ruleResource)(nil)

func (r *ruleResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = tfid.IdentitySchemaOf(ruleIDFormat, tfid.HTTPRuleIdentityDescriptions)
}

// ruleCanonicalID is the rule's ID with its team by tenant id, as the rule
// list reports it.
func ruleCanonicalID(m *ruleModel) string {
	return tfid.HTTPRuleCanonicalID(m.TenantID.ValueString(), m.TeamID.ValueString(), m.RegionName.ValueString(), m.AppID.ValueInt64(), m.RuleID.ValueString())
}

// recordIdentity sets the identity of a rule whose model was filled from
// the rule list (setRuleState), which carries every canonical part.
func (r *ruleResource) recordIdentity(ctx context.Context, m *ruleModel, priv tfid.PrivateStore, ident *tfsdk.ResourceIdentity, diags *diag.Diagnostics) {
	tfid.RecordHTTPRuleIdentity(ctx, m.ID.ValueString(), ruleCanonicalID(m), priv, ident, diags)
}
