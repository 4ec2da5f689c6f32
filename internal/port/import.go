package port

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// checkImportPath makes an import fail, before any state is written, when
// the port's path does not hold together on the platform: the team, region,
// app and component of the ID must be the ones the component lives in.
// The error names the part that does not match.
func (r *portResource) checkImportPath(ctx context.Context, m portModel, diags *diag.Diagnostics) {
	ref := m.ref()
	_, err := r.api.Component(ctx, ref)
	if err == nil {
		return
	}
	diags.AddError(fmt.Sprintf("Cannot import %s", m.label()),
		fmt.Sprintf("%s\n\nThe platform answered: %s\n\nNothing was imported. Check the ID: team_id/region_name/app_id/service_id/container_port.",
			mismatchedPart(ctx, r, ref, err), err))
}

// mismatchedPart says which part of the path the platform does not find
// where the ID puts it. When the app answers, the component is not in it.
func mismatchedPart(ctx context.Context, r *portResource, ref client.ComponentRef, err error) string {
	switch {
	case client.IsConflict(err):
		return fmt.Sprintf("Team %q is not set up in region %q, so the port cannot be there.", ref.TeamID, ref.RegionName)
	case !client.IsNotFound(err):
		return fmt.Sprintf("The component %q could not be read.", ref.ServiceID)
	case client.Mentions(err, "region") || client.Mentions(err, "集群"):
		return fmt.Sprintf("Region %q does not exist.", ref.RegionName)
	case client.Mentions(err, "team") || client.Mentions(err, "团队"):
		return fmt.Sprintf("Team %q does not exist.", ref.TeamID)
	}
	if _, appErr := r.api.QueryMonitor(ctx, ref.App(), ""); client.IsNotFound(appErr) {
		return fmt.Sprintf("App %d is not an app of team %q in region %q.", ref.AppID, ref.TeamID, ref.RegionName)
	}
	return fmt.Sprintf("Component %q is not a component of app %d of team %q in region %q.", ref.ServiceID, ref.AppID, ref.TeamID, ref.RegionName)
}
