package thirdparty

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// claimKind is the claim under which a resource of the run holds its
// component (its id).
var claimKind = tfid.ObjectClaim("third_party_component")

// nameClaimKind is the claim a create takes on its app and component_name
// for the run.
const nameClaimKind = "third-party-component-name"

// create makes the component. The platform keeps no name unique (its
// k8s_component_name is the generated alias), so the name in the app is
// this resource's key: a third-party component of it already there is
// refused before any write, and after an attempt whose answer was lost
// only one of it that the look before did not see is this create's
// (tfid.CreateAttempts).
func (r *thirdPartyResource) create(ctx context.Context, m *thirdPartyModel, diags *diag.Diagnostics) (client.ThirdComponent, bool) {
	var none client.ThirdComponent
	var attempts tfid.CreateAttempts
	// Two creates of this run for one app and name: the later one is
	// refused before it reads or sends anything, whatever order their
	// writes reach the platform (the other one holds the component's id
	// only once its create returned). App ids are unique across teams, so
	// the team's spelling does not matter.
	if r.claims != nil && !r.claims.Take(nameClaimKind, fmt.Sprintf("%s/%d/%s", m.RegionName.ValueString(), m.AppID.ValueInt64(), m.ComponentName.ValueString())) {
		diags.AddError("Component name held by another resource",
			fmt.Sprintf("The %s cannot be created: another rainbond_third_party_component of this configuration creates one of that name in this apply. "+
				"Two of one name could not be told apart, and nothing was sent. Give each rainbond_third_party_component its own component_name.", m.label()))
		return none, false
	}
	before, err := r.api.AppComponents(ctx, m.app())
	if err != nil {
		platform.AddAppReadError(diags, "Cannot create "+m.label()+": listing the app's components failed", err, m.app())
		return none, false
	}
	f, found := r.foundIn(before, nil, m)
	if f.Exists && r.claims.DeletedInThisRun(ctx, claimKind, f.ID, tfid.DeleteGrace) {
		// A destroy of this apply deletes it (a renamed for_each key):
		// wait for it, then look again.
		if !r.claims.WaitForDelete(ctx, claimKind, f.ID) {
			diags.AddError("Cannot create "+m.label(),
				fmt.Sprintf("This apply destroys the third-party component of that name (id %s), and its delete failed or did not end in time. Fix the delete's error (reported for the other resource) and apply again.", f.ID))
			return none, false
		}
		if before, err = r.api.AppComponents(ctx, m.app()); err != nil {
			platform.AddAppReadError(diags, "Cannot create "+m.label()+": listing the app's components failed", err, m.app())
			return none, false
		}
		f, found = r.foundIn(before, nil, m)
	}
	if v := attempts.Before(f); v != tfid.NothingFound {
		r.refuse(v, m, found, nil, diags)
		return none, false
	}
	body := client.CreateThirdComponentRequest{ComponentName: m.ComponentName.ValueString(), EndpointsType: m.EndpointsType.ValueString()}
	if !m.Endpoints.IsNull() {
		diags.Append(m.Endpoints.ElementsAs(ctx, &body.Endpoints, false)...)
	}
	made, err := r.api.CreateThirdComponent(ctx, m.app(), body)
	if err == nil {
		r.claims.Hold(claimKind, made.ServiceID)
		return *made, true
	}
	attempts.Failed(err)
	if !attempts.MayHaveActed() {
		platform.AddAppReadError(diags, "Cannot create "+m.label(), err, m.app())
		return none, false
	}
	lookCtx, cancel := tfschema.WithFailedWriteReadTimeout(ctx)
	defer cancel()
	after, ferr := r.api.AppComponents(lookCtx, m.app())
	if ferr != nil {
		diags.AddError("Cannot tell whether "+m.label()+" was created",
			fmt.Sprintf("Creating it failed: %s\nListing the app's components to find out failed too: %s\nLook for it in the console: import it if it is there, or apply again if it is not.", err, ferr))
		return none, false
	}
	f, found = r.foundIn(after, before, m)
	switch v := attempts.Judge(f); v {
	case tfid.Adopt:
		r.claims.Hold(claimKind, found.ServiceID)
		diags.AddWarning("Third-party component found after an uncertain create",
			fmt.Sprintf("Creating %s did not return a clear answer (%s); the app now has a third-party component of that name (id %s) that was not there before: Terraform manages it. "+
				"The answer was lost, so api_service_key and api_url are unknown (null): read them in the console.", m.label(), err, found.ServiceID))
		return client.ThirdComponent{Component: found}, true
	case tfid.NothingFound:
		// The look says the attempt made nothing; the next apply creates
		// the component, and should the console make it after the look
		// all the same, that apply's look before its POST finds it and
		// refuses it with the import command.
		platform.AddAppReadError(diags, "Cannot create "+m.label(), fmt.Errorf("%w\n\nA look at the app's components after this failure found no third-party component named %q: nothing was made. "+
			"Apply again to create it (should the console still make it after the look, that apply finds it and says how to import it)", err, m.ComponentName.ValueString()), m.app())
	default:
		r.refuse(v, m, found, err, diags)
	}
	return none, false
}

// foundIn is what the adoption rule learns of the third-party component
// of the planned name among comps: after an attempt, the one that the
// look before (before) did not list, if any.
func (r *thirdPartyResource) foundIn(comps, before []client.Component, m *thirdPartyModel) (tfid.Found, client.Component) {
	old := map[string]bool{}
	for _, c := range before {
		old[c.ServiceID] = true
	}
	var pick *client.Component
	for i := range comps {
		c := comps[i]
		if !isThirdParty(c) || platform.Deref(c.ServiceCname) != m.ComponentName.ValueString() {
			continue
		}
		if pick == nil || (old[pick.ServiceID] && !old[c.ServiceID]) {
			pick = &comps[i]
		}
	}
	if pick == nil {
		return tfid.Found{}, client.Component{}
	}
	return tfid.Found{Exists: true, ID: pick.ServiceID, Matches: true,
		ClaimedBy: r.claims.HeldBy(claimKind, pick.ServiceID, "another rainbond_third_party_component of this apply")}, *pick
}

func (r *thirdPartyResource) refuse(v tfid.Verdict, m *thirdPartyModel, found client.Component, cause error, diags *diag.Diagnostics) {
	answer := ""
	if cause != nil {
		answer = "\n\nServer answer: " + cause.Error()
	}
	if v == tfid.RefuseClaimed {
		diags.AddError("Component name already taken",
			fmt.Sprintf("The third-party component %q of app %d is held by another rainbond_third_party_component of this apply; give this one another component_name.%s",
				m.ComponentName.ValueString(), m.AppID.ValueInt64(), answer))
		return
	}
	id := *m
	id.ServiceID = types.StringValue(found.ServiceID)
	id.buildID()
	diags.AddError("Component name already taken",
		fmt.Sprintf("App %d already has a third-party component named %q (id %s), which this apply did not create. The platform would make a second one of the same name, "+
			"which neither the console nor Terraform could tell apart. Choose another component_name, or bring it under management with:\n  terraform import <resource address> %s\n"+
			"When this is a replacement with create_before_destroy, the old component still holds the name until the new one exists: change component_name with the replacement, or drop create_before_destroy.%s",
			m.AppID.ValueInt64(), m.ComponentName.ValueString(), found.ServiceID, id.ID.ValueString(), answer))
}
