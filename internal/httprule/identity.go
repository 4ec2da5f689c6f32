package httprule

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

var _ resource.ResourceWithIdentity = (*ruleResource)(nil)

// ruleIdentityDescriptions document the identity attributes, which users
// type into import blocks.
var ruleIdentityDescriptions = map[string]string{
	"team_id":     "Team of the rule. Recorded as the team's tenant id; an import block may also give the team's name.",
	"region_name": "Region of the rule.",
	"app_id":      "Id of the app the rule's component belongs to.",
	"rule_id":     "The rule's http_rule_id.",
}

func (r *ruleResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = tfid.IdentitySchemaOf(ruleIDFormat, ruleIdentityDescriptions)
}

// ruleCanonicalID is the rule's ID with its team by tenant id, as the rule
// list reports it.
func ruleCanonicalID(m *ruleModel) string {
	tenant := m.TenantID.ValueString()
	if tenant == "" {
		// A list that leaves tenant_id out names the team only one way.
		tenant = m.TeamID.ValueString()
	}
	return ruleIDFormat.Build(tenant, m.RegionName.ValueString(), m.AppID.ValueInt64(), m.RuleID.ValueString())
}

// recordIdentity sets the identity of a rule whose model was filled from
// the rule list (setRuleState), which carries every canonical part.
func (r *ruleResource) recordIdentity(ctx context.Context, m *ruleModel, priv tfid.PrivateStore, ident *tfsdk.ResourceIdentity, diags *diag.Diagnostics) {
	id := ruleCanonicalID(m)
	tfid.KeepCanonicalID(ctx, priv, m.ID.ValueString(), id)
	tfid.SetIdentityFromID(ctx, ident, ruleIDFormat, id, diags)
}
