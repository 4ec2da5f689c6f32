package platform

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// AppComponentLister lists an app's components.
type AppComponentLister interface {
	AppComponents(ctx context.Context, ref client.AppRef) ([]client.Component, error)
}

// RequireComponentInApp checks, with one list of the app's components,
// that the component a path names (by id or alias) is one of the app's,
// and reports false, with an error naming the id, when it is not or the
// list fails. The server checks membership only when the app has
// components (console openapi/views/base.py, `if gsr:`): under an empty
// app, a component of another app of the team would be written to. Call
// it before the first write under a component path; what names the
// operation, such as "Cannot set the component's variables".
func RequireComponentInApp(ctx context.Context, api AppComponentLister, ref client.ComponentRef, what string, diags *diag.Diagnostics) bool {
	comps, err := api.AppComponents(ctx, ref.App())
	if err != nil {
		AddAppReadError(diags, what+": listing the app's components failed", err, ref.App())
		return false
	}
	for _, c := range comps {
		if c.ServiceID == ref.ServiceID || c.ServiceAlias == ref.ServiceID {
			return true
		}
	}
	diags.AddError(what,
		fmt.Sprintf("Component %q is not a component of app %d of team %q in region %q: it belongs to another app or team, or to none. "+
			"The platform may act on it wherever it is, so nothing was sent. Set service_id to a component of this app, or app_id to the component's app.",
			ref.ServiceID, ref.AppID, ref.TeamID, ref.RegionName))
	return false
}
