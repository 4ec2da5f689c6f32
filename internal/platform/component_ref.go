package platform

import (
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// AppRefOf is the path of an app as every app-scoped type writes it:
// team_id, region_name and app_id, in whichever form the configuration
// uses.
func AppRefOf(team, region types.String, app types.Int64) client.AppRef {
	return client.AppRef{TeamID: team.ValueString(), RegionName: region.ValueString(), AppID: app.ValueInt64()}
}

// AddAppReadError reports a failed read under an app, naming the three path
// attributes, then the other arguments of the read as name and value pairs.
func AddAppReadError(diags *diag.Diagnostics, summary string, err error, ref client.AppRef, params ...any) {
	tfschema.AddReadError(diags, summary, err,
		append([]any{"team_id", ref.TeamID, "region_name", ref.RegionName, "app_id", ref.AppID}, params...)...)
}

// ComponentRefOf is the path of a component as every component-scoped type
// writes it: team_id, region_name, app_id and service_id, in whichever form
// the configuration uses.
func ComponentRefOf(team, region types.String, app types.Int64, service types.String) client.ComponentRef {
	return client.ComponentRef{
		TeamID:     team.ValueString(),
		RegionName: region.ValueString(),
		AppID:      app.ValueInt64(),
		ServiceID:  service.ValueString(),
	}
}

// AddComponentReadError reports a failed read under a component, naming the
// four path attributes so that a user sees which one the server refused.
func AddComponentReadError(diags *diag.Diagnostics, summary string, err error, ref client.ComponentRef) {
	AddAppReadError(diags, summary, err, ref.App(), "service_id", ref.ServiceID)
}
