package app

// The guarded destroy: the platform deletes an app's closed components
// with the app, so a destroy first looks at the components, and writes
// nothing while there are any, unless force_destroy says otherwise.

import (
	"context"
	"fmt"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/diag"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
)

// maxNamedComponents bounds the components an error names.
const maxNamedComponents = 10

func (r *appResource) delete(ctx context.Context, state appModel, diags *diag.Diagnostics) {
	team, region := state.TeamID.ValueString(), state.RegionName.ValueString()
	comps, err := r.api.AppComponents(ctx, state.ref())
	if client.NotFoundOf(err) == client.NotFoundApp {
		return // already gone: only the platform's own 404 for the app says so
	}
	if err != nil {
		diags.AddError("Cannot list the app's components before deleting it", platform.ErrorDetail(err, team, region))
		return
	}
	if len(comps) > 0 && !state.ForceDestroy.ValueBool() {
		diags.AddError("App still has components",
			fmt.Sprintf("%s has %d component(s): %s. Deleting the app would make the platform delete its closed components with it, so Terraform changed nothing. "+
				"Delete or move the components first, or set force_destroy = true (and apply) to delete them with the app.",
				state.label(), len(comps), componentNames(comps)))
		return
	}
	if err := r.api.DeleteApp(ctx, state.ref()); err != nil && client.NotFoundOf(err) != client.NotFoundApp {
		if results, ok := client.AppDeleteResults(err); ok {
			diags.AddError("Cannot delete the app: components were not deleted", componentsNotDeleted(state, results))
			return
		}
		diags.AddError("Cannot delete the app", platform.ErrorDetail(err, team, region))
		return
	}
	if thirdParty := thirdPartyNames(comps); thirdParty != "" {
		diags.AddWarning("Third-party components left without an app",
			fmt.Sprintf("The platform does not delete third-party components with their app: %s remain, without an app. Delete them in the console.", thirdParty))
	}
}

func componentNames(comps []client.Component) string {
	parts := make([]string, 0, min(len(comps), maxNamedComponents)+1)
	for i, c := range comps {
		if i == maxNamedComponents {
			parts = append(parts, fmt.Sprintf("and %d more", len(comps)-maxNamedComponents))
			break
		}
		parts = append(parts, fmt.Sprintf("%q (%s, %s)", platform.Deref(c.ServiceCname), c.ServiceAlias, statusOf(c)))
	}
	return strings.Join(parts, ", ")
}

func thirdPartyNames(comps []client.Component) string {
	var parts []string
	for _, c := range comps {
		if platform.Deref(c.ServiceSource) == "third_party" {
			parts = append(parts, fmt.Sprintf("%q (%s)", platform.Deref(c.ServiceCname), c.ServiceAlias))
		}
	}
	return strings.Join(parts, ", ")
}

func statusOf(c client.Component) string {
	if s := platform.Deref(c.Status); s != "" {
		return s
	}
	return "status unknown"
}

// componentsNotDeleted explains a failed app delete from the platform's list:
// which components it could not delete and why, and which it deleted before
// it stopped. The app itself is kept.
func componentsNotDeleted(state appModel, results []client.ComponentDeleteResult) string {
	var failed, deleted []string
	for _, r := range results {
		name := fmt.Sprintf("%q (%s)", r.ServiceCname, r.ServiceID)
		if r.Deleted() {
			deleted = append(deleted, name)
			continue
		}
		failed = append(failed, fmt.Sprintf("%s: HTTP %d, %s", name, r.Status, r.Msg))
	}
	msg := fmt.Sprintf("The platform kept %s because it could not delete these components:\n  - %s",
		state.label(), strings.Join(failed, "\n  - "))
	if len(deleted) > 0 {
		msg += fmt.Sprintf("\nIt deleted the others before it stopped: %s.", strings.Join(deleted, ", "))
	}
	return msg + "\nThe app stays in state. Remove the cause (delete those components in the console, for example), then destroy again."
}
