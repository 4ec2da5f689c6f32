package httpdomain

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"

	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

var _ resource.ResourceWithIdentity = (*domainResource)(nil)

func (r *domainResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = tfid.IdentitySchemaOf(domainIDFormat, tfid.HTTPRuleIdentityDescriptions)
}

// canonicalID is the rule's ID with its team by tenant id.
func canonicalID(m *domainModel) string {
	return tfid.HTTPRuleCanonicalID(m.TenantID, m.TeamID.ValueString(), m.RegionName.ValueString(), m.AppID.ValueInt64(), m.RuleID.ValueString())
}

// recordIdentity sets the identity of a rule whose model was filled from
// the platform (setFrom).
func (r *domainResource) recordIdentity(ctx context.Context, m *domainModel, priv tfid.PrivateStore, ident *tfsdk.ResourceIdentity, diags *diag.Diagnostics) {
	tfid.RecordHTTPRuleIdentity(ctx, m.ID.ValueString(), canonicalID(m), priv, ident, diags)
}
