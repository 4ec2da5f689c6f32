package region

import (
	"context"
	"encoding/json"

	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
)

var _ resource.ResourceWithUpgradeState = (*regionResource)(nil)

// regionSchemaVersion 1 has no token: a region token is a credential for
// the region's API, and state is readable by whoever reads the backend.
// Version 0 stored it.
const regionSchemaVersion = 1

// UpgradeState drops the token that a version 0 state holds. Every command
// that reads the state upgrades it, -refresh=false included, so the token
// leaves the state file at the next apply or refresh whether or not the
// region can be read (without team_id it never is).
func (r *regionResource) UpgradeState(context.Context) map[int64]resource.StateUpgrader {
	return map[int64]resource.StateUpgrader{
		0: {StateUpgrader: dropToken},
	}
}

// dropToken rewrites the raw version 0 state without its token; every
// other attribute of version 0 is in version 1 unchanged.
func dropToken(_ context.Context, req resource.UpgradeStateRequest, resp *resource.UpgradeStateResponse) {
	if req.RawState == nil || req.RawState.JSON == nil {
		resp.Diagnostics.AddError("Cannot upgrade the region's state", "The state of version 0 has no JSON form to upgrade.")
		return
	}
	var attrs map[string]json.RawMessage
	if err := json.Unmarshal(req.RawState.JSON, &attrs); err != nil {
		resp.Diagnostics.AddError("Cannot upgrade the region's state", "The state of version 0 is not a JSON object: "+err.Error())
		return
	}
	delete(attrs, "token")
	b, err := json.Marshal(attrs)
	if err != nil {
		resp.Diagnostics.AddError("Cannot upgrade the region's state", err.Error())
		return
	}
	resp.DynamicValue = &tfprotov6.DynamicValue{JSON: b}
}
