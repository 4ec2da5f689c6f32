package port

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

var _ resource.ResourceWithIdentity = (*portResource)(nil)

// portIdentityDescriptions document the identity attributes, which users
// type into import blocks.
var portIdentityDescriptions = map[string]string{
	"team_id":        "Team that owns the app. Recorded as the team's tenant id; an import block may also give the team's name.",
	"region_name":    "Region (cluster) the component runs in.",
	"app_id":         "Id of the app that holds the component.",
	"service_id":     "Component that owns the port. Recorded as the component id; an import block may also give its alias (service_alias).",
	"container_port": "Port number inside the container.",
}

func (r *portResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = tfid.IdentitySchemaOf(portIDFormat, portIdentityDescriptions)
}

// canonicalPortID is the port's ID with its team and component in canonical
// form (tenant id, component id).
func (r *portResource) canonicalPortID(ctx context.Context, m *portModel) (string, error) {
	c, err := r.api.Component(ctx, m.ref())
	if err != nil {
		return "", err
	}
	return portIDFormat.Build(c.TenantID, m.RegionName.ValueString(), m.AppID.ValueInt64(), c.ServiceID, m.port()), nil
}

// recordIdentity sets the port's identity: the canonical form kept in
// private state for the port's ID as configured, else the one the platform
// reports now, which it then keeps. It reports false, with an error that
// names the action, when the component cannot be read.
func (r *portResource) recordIdentity(ctx context.Context, action string, m *portModel, priv tfid.PrivateStore, ident *tfsdk.ResourceIdentity, diags *diag.Diagnostics) bool {
	id, err := tfid.CanonicalID(ctx, priv, m.buildID(), func(ctx context.Context) (string, error) { return r.canonicalPortID(ctx, m) })
	if err != nil {
		detail := "Reading the port's component failed; its tenant id and component id make the port's resource identity: " + err.Error()
		if why := platform.RegionRefusal(err, m.TeamID.ValueString(), m.RegionName.ValueString()); why != "" {
			detail = "The platform refused to read the port's component, so nothing was done. " + why + "\n\nServer answer: " + err.Error()
		}
		diags.AddError("Cannot "+action+" "+m.label(), detail)
		return false
	}
	return tfid.SetIdentityFromID(ctx, ident, portIDFormat, id, diags)
}
