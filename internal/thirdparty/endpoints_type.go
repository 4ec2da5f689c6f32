package thirdparty

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// planEndpointsType allows endpoints_type to be left out only where
// Terraform does not know it either: an imported component, whose type
// the API cannot read (the configuration terraform query generates has it
// null). A create needs it, and a component that has it in state keeps
// it: leaving it out would otherwise plan a replacement. It reports
// whether the plan may go on.
func planEndpointsType(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) bool {
	if req.Plan.Raw.IsNull() {
		return true
	}
	var planned, recorded types.String
	resp.Diagnostics.Append(req.Plan.GetAttribute(ctx, path.Root("endpoints_type"), &planned)...)
	if !req.State.Raw.IsNull() {
		resp.Diagnostics.Append(req.State.GetAttribute(ctx, path.Root("endpoints_type"), &recorded)...)
	}
	if resp.Diagnostics.HasError() || !planned.IsNull() {
		return !resp.Diagnostics.HasError()
	}
	switch {
	case req.State.Raw.IsNull():
		resp.Diagnostics.AddAttributeError(path.Root("endpoints_type"), "Missing endpoints_type",
			"Creating a third-party component needs its endpoints_type: \"static\" (with endpoints) or \"api\". "+
				"It may be left out only for a component imported from the platform, whose type the API cannot read.")
		return false
	case !recorded.IsNull():
		resp.Diagnostics.AddAttributeError(path.Root("endpoints_type"), "endpoints_type cannot be left out",
			fmt.Sprintf("This third-party component is %q in state, and the API cannot change the type: leaving it out would replace the component. Set endpoints_type = %q again.",
				recorded.ValueString(), recorded.ValueString()))
		return false
	}
	return true
}
