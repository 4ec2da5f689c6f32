package component

// The delete: the platform refuses to delete a component that counts as
// running (409), so destroy stops it first and waits until its status
// leaves the running set; a dependant or a mounted volume (412) fails with
// the platform's reason, and force is sent only when the user set it.

import (
	"context"
	"fmt"
	"net/http"

	"github.com/hashicorp/terraform-plugin-framework/diag"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
)

func (r *componentResource) delete(ctx context.Context, state componentModel, diags *diag.Diagnostics) {
	ref := state.ref()
	c, err := r.api.FreshComponent(ctx, ref)
	if client.IsComponentGone(err) {
		return // only the component's own 404 says it is gone
	}
	if err != nil {
		platform.AddComponentReadError(diags, "Cannot read the component before deleting it", err, ref)
		return
	}
	stopped := false
	// The platform checks the status only of a component created in the
	// cluster; one that reports no create status is taken as created.
	if cs := platform.Deref(c.CreateStatus); platform.CountsAsRunning(platform.Deref(c.Status)) && (cs == "complete" || cs == "") {
		if _, err := r.operate(ctx, ref, state.label(), client.OperationStop); err != nil {
			addDeployError(diags, "Cannot stop the component to delete it", err, "Nothing was deleted.")
			return
		}
		stopped = true
	}
	force := state.Force.ValueBool()
	err = r.api.DeleteComponent(ctx, ref, force)
	switch {
	case err == nil, client.IsComponentGone(err):
		return
	case force:
		if _, rerr := r.api.FreshComponent(ctx, ref); client.IsComponentGone(rerr) {
			return // the forced delete ran; the platform still answers the refusal
		}
	}
	detail := platform.ErrorDetail(err, state.TeamID.ValueString(), state.RegionName.ValueString())
	if client.IsStatus(err, http.StatusPreconditionFailed) {
		detail += "\n\nAnother component depends on this one, or mounts one of its volumes. Remove that link first, or set force = true (and apply) to delete it anyway."
	}
	if stopped {
		detail += fmt.Sprintf("\n\n%s was stopped for the delete and stays stopped.", state.label())
	}
	diags.AddError("Cannot delete the component", detail)
}
