package provider

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
)

var _ resource.ResourceWithIdentity = (*componentPortResource)(nil)

// portIdentityDescriptions document the identity attributes, which users
// type into import blocks.
var portIdentityDescriptions = map[string]string{
	"team_id":        "Team that owns the app. Recorded as the team's tenant id; an import block may also give the team's name.",
	"region_name":    "Region (cluster) the component runs in.",
	"app_id":         "Id of the app that holds the component.",
	"service_id":     "Component that owns the port. Recorded as the component id; an import block may also give its alias (service_alias).",
	"container_port": "Port number inside the container.",
}

func (r *componentPortResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = identitySchemaOf(componentPortID, portIdentityDescriptions)
}

// canonicalPortID is the port's ID with its team and component in canonical
// form (tenant id, component id).
func (r *componentPortResource) canonicalPortID(ctx context.Context, m *componentPortModel) (string, error) {
	c, err := r.data.ids.Component(ctx, m.ref())
	if err != nil {
		return "", err
	}
	return componentPortID.Build(c.Team.TenantID, m.RegionName.ValueString(), m.AppID.ValueInt64(), c.ServiceID, m.port()), nil
}

// recordIdentity sets the port's identity: the canonical form kept in
// private state for the port's ID as configured, else the one the platform
// reports now, which it then keeps. It reports false, with an error that
// names the action, when the component cannot be read.
func (r *componentPortResource) recordIdentity(ctx context.Context, action string, m *componentPortModel, priv privateStore, ident *tfsdk.ResourceIdentity, diags *diag.Diagnostics) bool {
	from := m.buildID()
	id, ok := keptCanonicalID(ctx, priv, from)
	if !ok {
		var err error
		if id, err = r.canonicalPortID(ctx, m); err != nil {
			detail := "Reading the port's component failed; its tenant id and component id make the port's resource identity: " + err.Error()
			if why := regionRefusal(err, m.TeamID.ValueString(), m.RegionName.ValueString()); why != "" {
				detail = "The platform refused to read the port's component, so nothing was done. " + why + "\n\nServer answer: " + err.Error()
			}
			diags.AddError("Cannot "+action+" "+m.label(), detail)
			return false
		}
		keepCanonicalID(ctx, priv, from, id)
	}
	return setIdentityFromID(ctx, ident, componentPortID, id, diags)
}

// setIdentityFromID writes the parts of a (canonical) ID into an identity.
func setIdentityFromID(ctx context.Context, ident *tfsdk.ResourceIdentity, f idFormat, id string, diags *diag.Diagnostics) bool {
	parsed, err := f.Parse(id)
	if err != nil {
		diags.AddError("Cannot set the resource identity", err.Error()+". This is a bug in the provider.")
		return false
	}
	values := make([]any, len(f))
	for i, part := range f {
		values[i] = parsed.value(part)
	}
	diags.Append(setIdentity(ctx, ident, f, values...)...)
	return !diags.HasError()
}
