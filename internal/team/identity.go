package team

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

var _ resource.ResourceWithIdentity = (*teamResource)(nil)

func (r *teamResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = tfid.IdentitySchemaOf(teamIDFormat, map[string]string{
		"team_id": "The team's tenant id (an import may give the team's name, which is turned into it).",
	})
}
