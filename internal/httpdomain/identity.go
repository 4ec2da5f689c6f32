package httpdomain

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

var _ resource.ResourceWithIdentity = (*domainResource)(nil)

// domainIdentityDescriptions document the identity attributes, which users
// type into import blocks.
var domainIdentityDescriptions = map[string]string{
	"team_id":     "Team of the rule. Recorded as the team's tenant id, whichever form the configuration writes; an import block may also give the team's name.",
	"region_name": "Region of the rule.",
	"app_id":      "Id of the app the rule's component belongs to.",
	"rule_id":     "The rule's http_rule_id.",
}

func (r *domainResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = tfid.IdentitySchemaOf(domainIDFormat, domainIdentityDescriptions)
}

// canonicalID is the rule's ID with its team by tenant id, as the rule
// lists report it, so that the identity stays the same whichever form of
// the team the configuration writes.
func canonicalID(m *domainModel) string {
	tenant := m.TenantID
	if tenant == "" {
		tenant = m.TeamID.ValueString() // a list without tenant_id names the team one way
	}
	return domainIDFormat.Build(tenant, m.RegionName.ValueString(), m.AppID.ValueInt64(), m.RuleID.ValueString())
}

// recordIdentity sets the identity of a rule whose model was filled from
// the platform (setFrom), and keeps its canonical ID in private state for
// a refresh made before the provider is configured.
func (r *domainResource) recordIdentity(ctx context.Context, m *domainModel, priv tfid.PrivateStore, ident *tfsdk.ResourceIdentity, diags *diag.Diagnostics) {
	id := canonicalID(m)
	tfid.KeepCanonicalID(ctx, priv, m.ID.ValueString(), id)
	tfid.SetIdentityFromID(ctx, ident, domainIDFormat, id, diags)
}
