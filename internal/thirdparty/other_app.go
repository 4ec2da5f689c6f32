package thirdparty

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// movedAway is the advice for the console's 404 "component not belong to
// this app" (openapi/views/base.py): the component is still there, under
// another app (moved in the console), so it is not gone, and a delete
// through this app's path deleted nothing.
func movedAway(m *thirdPartyModel, err error) string {
	return fmt.Sprintf("%s\n\n%s is now under another app than app_id %d (moved in the console); it is still on the platform, and Terraform keeps it in state. "+
		"Move it back to app %d in the console, or manage it under its new app: run terraform state rm on this resource, set app_id to that app, "+
		"and import it with terraform import <resource address> %s/%s/<app id>/%s.",
		err, m.label(), m.AppID.ValueInt64(), m.AppID.ValueInt64(), m.TeamID.ValueString(), m.RegionName.ValueString(), m.ServiceID.ValueString())
}

// notInApp is the error of an import whose app_id is not the component's
// app (the same 404 "component not belong to this app"): nothing moved and
// nothing is in state, so it says where the component is, from the team's
// apps in the region, and the ID to import instead.
func (r *thirdPartyResource) notInApp(ctx context.Context, m *thirdPartyModel, err error) string {
	where := "It is in no app of the team in this region that the API lists: check the team, region and service id."
	if home, found, lerr := r.homeApp(ctx, m); lerr != nil {
		where = "Finding its app failed too: " + lerr.Error() + ". Look for the component in the console."
	} else if found {
		id := *m
		id.AppID = types.Int64Value(home.ID)
		id.buildID()
		where = fmt.Sprintf("It is in app %d (%q). Set app_id = %d in the configuration and import it with:\n  terraform import <resource address> %s",
			home.ID, home.GroupName, home.ID, id.ID.ValueString())
	}
	return fmt.Sprintf("Component %s is not a component of app %d of team %q in region %q. %s\n\nNothing was imported.\n\nServer answer: %s",
		m.ServiceID.ValueString(), m.AppID.ValueInt64(), m.TeamID.ValueString(), m.RegionName.ValueString(), where, err)
}

// homeApp finds the app of the team in the region that lists the
// component, one app list and one component list per app at most.
func (r *thirdPartyResource) homeApp(ctx context.Context, m *thirdPartyModel) (client.App, bool, error) {
	apps, err := r.api.Apps(ctx, m.TeamID.ValueString(), m.RegionName.ValueString())
	if err != nil {
		return client.App{}, false, err
	}
	for _, app := range apps {
		if app.ID == m.AppID.ValueInt64() {
			continue
		}
		ref := m.app()
		ref.AppID = app.ID
		comps, err := r.api.AppComponents(ctx, ref)
		if err != nil {
			return client.App{}, false, err
		}
		for _, c := range comps {
			if c.ServiceID == m.ServiceID.ValueString() || c.ServiceAlias == m.ServiceID.ValueString() {
				return app, true, nil
			}
		}
	}
	return client.App{}, false, nil
}
