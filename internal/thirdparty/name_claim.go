package thirdparty

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// claimName records the name this resource plans in its app
// (tfid.NameClaims): a second resource of the configuration with the same
// component_name in the same app fails the plan, since the apply could
// make only one of them (see create) and would refuse the other at every
// apply. An app id is unique across teams, so the team's spelling does
// not matter; an unknown part is claimed at apply time, by create. It
// reports whether the plan may go on.
func (r *thirdPartyResource) claimName(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) bool {
	if r.nameClaims == nil || req.Plan.Raw.IsNull() {
		return true
	}
	var plan, state thirdPartyModel
	resp.Diagnostics.Append(resp.Plan.Get(ctx, &plan)...)
	if !req.State.Raw.IsNull() {
		resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	}
	if resp.Diagnostics.HasError() {
		return false
	}
	if plan.RegionName.IsUnknown() || plan.AppID.IsUnknown() || plan.ComponentName.IsUnknown() {
		return true
	}
	pass := tfid.ResourcePass{Pass: tfid.PassUpdate, Config: req.Config.Raw}
	if req.State.Raw.IsNull() {
		pass.Pass = tfid.PassCreate
		if req.Private != nil {
			pass.Token = tfid.ReplaceToken(ctx, req.Private)
		}
	} else {
		pass.ID = state.ID.ValueString()
		if resp.Private != nil {
			pass.Token = tfid.NewReplaceToken(ctx, resp.Private, &resp.Diagnostics)
		}
	}
	key := fmt.Sprintf("%s/%d/%s", plan.RegionName.ValueString(), plan.AppID.ValueInt64(), plan.ComponentName.ValueString())
	earlier, clash := r.nameClaims.Claim(key, pass)
	if !clash {
		return true
	}
	where := ""
	switch {
	case earlier.ID != "":
		where = fmt.Sprintf(" Its address is what\n  terraform state list -id=%s\nprints.", earlier.ID)
	case pass.ID != "":
		where = fmt.Sprintf(" This resource's address is what\n  terraform state list -id=%s\nprints.", pass.ID)
	}
	resp.Diagnostics.AddAttributeError(path.Root("component_name"), "Component name held by two resources",
		fmt.Sprintf("The component_name %q in app %d is also held by another rainbond_third_party_component of this configuration.%s "+
			"The platform keeps no component name unique, but two third-party components of one name could not be told apart, "+
			"so an apply would make one and refuse the other every time. Give each rainbond_third_party_component its own component_name.",
			plan.ComponentName.ValueString(), plan.AppID.ValueInt64(), where))
	return false
}
