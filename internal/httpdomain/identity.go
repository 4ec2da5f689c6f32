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
	"team_id":     "Team of the rule, as configured (id or name).",
	"region_name": "Region of the rule.",
	"app_id":      "Id of the app the rule's component belongs to.",
	"rule_id":     "The rule's http_rule_id.",
}

func (r *domainResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = tfid.IdentitySchemaOf(domainIDFormat, domainIdentityDescriptions)
}

func (r *domainResource) recordIdentity(ctx context.Context, m *domainModel, ident *tfsdk.ResourceIdentity, diags *diag.Diagnostics) {
	tfid.SetIdentityFromID(ctx, ident, domainIDFormat, m.ID.ValueString(), diags)
}
