package certificate

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

var _ resource.ResourceWithIdentity = (*certificateResource)(nil)

// certificateIdentityDescriptions document the identity attributes, which
// users type into import blocks.
var certificateIdentityDescriptions = map[string]string{
	"team_id":        "Team of the certificate, as configured (id or name): the certificate's answers do not name its team.",
	"certificate_id": "The certificate's id.",
}

func (r *certificateResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = tfid.IdentitySchemaOf(certificateIDFormat, certificateIdentityDescriptions)
}

// recordIdentity sets the identity from the ID: the platform's answers
// give no other form of the team to make canonical.
func (r *certificateResource) recordIdentity(ctx context.Context, m *certificateModel, ident *tfsdk.ResourceIdentity, diags *diag.Diagnostics) {
	tfid.SetIdentityFromID(ctx, ident, certificateIDFormat, m.ID.ValueString(), diags)
}
