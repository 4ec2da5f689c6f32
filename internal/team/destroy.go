package team

import (
	"context"
	"fmt"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/resource"
)

var _ resource.ResourceWithModifyPlan = (*teamResource)(nil)

// ModifyPlan warns at plan time what a destroy takes with the team: the
// platform deletes every app and component still in it, including those
// made in the console, which this configuration does not know.
func (r *teamResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if req.State.Raw.IsNull() || !req.Plan.Raw.IsNull() || r.api == nil {
		return
	}
	var state teamModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	var regions []string
	resp.Diagnostics.Append(state.Regions.ElementsAs(ctx, &regions, false)...)
	var apps []string
	for _, region := range regions {
		list, err := r.api.Apps(ctx, state.ID.ValueString(), region)
		if err != nil {
			resp.Diagnostics.AddWarning("Destroying the team may delete apps",
				fmt.Sprintf("Listing the apps of %s in region %q failed, so the plan cannot say what the destroy deletes with the team: %s. "+
					"Destroying the team deletes every app and component still in it, including those made in the console.", state.label(), region, err))
			return
		}
		for _, a := range list {
			apps = append(apps, fmt.Sprintf("%q (id %d, region %s)", a.GroupName, a.ID, region))
		}
	}
	if len(apps) == 0 {
		return
	}
	resp.Diagnostics.AddWarning("Destroying the team deletes its apps",
		fmt.Sprintf("%s holds %d app(s): %s. The platform deletes them with the team, with every component in them, including those made in the console and not in this configuration. "+
			"Move or back up what should stay before applying this destroy.", state.label(), len(apps), strings.Join(apps, ", ")))
}
