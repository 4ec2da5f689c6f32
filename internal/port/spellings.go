package port

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// portSpellings are the path parts of a port that have two accepted spellings;
// portFixedParts have one, and force a replacement through their own plan
// modifiers.
var (
	portSpellings  = []string{"team_id", "service_id"}
	portFixedParts = []string{"region_name", "app_id", "container_port"}
)

// planPathSpellings replaces the port when team_id or service_id now name
// another team or component, and otherwise plans the new written form as
// an update that changes nothing else. It reports whether the plan
// replaces the port, for whatever reason.
func (r *portResource) planPathSpellings(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) (replaced bool) {
	fixed, diags := tfid.ChangedAttributes(req, portFixedParts...)
	resp.Diagnostics.Append(diags...)
	changed, diags := tfid.ChangedAttributes(req, portSpellings...)
	resp.Diagnostics.Append(diags...)
	if len(fixed) > 0 || resp.Diagnostics.HasError() {
		return len(fixed) > 0
	}
	if len(changed) == 0 {
		return false
	}
	var plan, state portModel
	resp.Diagnostics.Append(resp.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if r.api == nil || plan.TeamID.IsUnknown() || plan.ServiceID.IsUnknown() {
		// Known only at apply, or no client to ask: another port, for all
		// the plan can tell.
		resp.RequiresReplace.Append(changed...)
		return true
	}
	same, err := r.api.SameComponent(ctx, plan.ref(), state.ref())
	if err != nil {
		resp.Diagnostics.AddError("Cannot tell whether "+plan.label()+" is the port in state",
			fmt.Sprintf("The configuration names the port's team or component differently from the state (%s/%s, state %s/%s), and looking up which team and component they name failed: %s",
				plan.TeamID.ValueString(), plan.ServiceID.ValueString(), state.TeamID.ValueString(), state.ServiceID.ValueString(), err))
		return false
	}
	if !same {
		resp.RequiresReplace.Append(changed...)
		return true
	}
	if only, err := tfid.OnlySpellingsChange(req, portSpellings, []string{"id"}); err != nil {
		resp.Diagnostics.AddError("Cannot read the plan", err.Error())
		return false
	} else if only {
		if err := tfid.KeepPriorComputed(req, resp); err != nil {
			resp.Diagnostics.AddError("Cannot read the plan", err.Error())
			return false
		}
	}
	// The id follows the written form, as it would after a create.
	resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, path.Root("id"), types.StringValue(plan.buildID()))...)
	return false
}
