package volume

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/int64planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// An imported volume has no stored_type: the API cannot read a volume's
// type, access mode, mode or file content, so the import knows none of
// them. The first apply after it takes them from the configuration without
// a replacement (which the old volume's name would block); for a volume
// this resource added, a change of them replaces it.

const unreadableDescription = "replaces the volume, unless it was imported and not yet applied (its unreadable settings are then taken from the configuration once)"

func imported(ctx context.Context, state tfsdk.State) bool {
	var stored types.String
	if state.Raw.IsNull() {
		return false
	}
	_ = state.GetAttribute(ctx, path.Root("stored_type"), &stored)
	return stored.IsNull()
}

func replaceUnlessImportedString() planmodifier.String {
	return stringplanmodifier.RequiresReplaceIf(func(ctx context.Context, req planmodifier.StringRequest, resp *stringplanmodifier.RequiresReplaceIfFuncResponse) {
		resp.RequiresReplace = !imported(ctx, req.State) && !req.ConfigValue.IsNull()
	}, unreadableDescription, unreadableDescription)
}

func replaceUnlessImportedInt64() planmodifier.Int64 {
	return int64planmodifier.RequiresReplaceIf(func(ctx context.Context, req planmodifier.Int64Request, resp *int64planmodifier.RequiresReplaceIfFuncResponse) {
		resp.RequiresReplace = !imported(ctx, req.State)
	}, unreadableDescription, unreadableDescription)
}

// driftOrReplace replaces the volume on a change of its capacity or path,
// except when that change is all the plan holds on the same volume name:
// the replacement could not be made (the old volume keeps its name), so
// the plan shows an update, ModifyPlan warns, and Update refuses it.
func driftOrReplaceString() planmodifier.String {
	return stringplanmodifier.RequiresReplaceIf(func(ctx context.Context, req planmodifier.StringRequest, resp *stringplanmodifier.RequiresReplaceIfFuncResponse) {
		resp.RequiresReplace = !onlyReadableDrift(ctx, req.Plan, req.State)
	}, driftDescription, driftDescription)
}

func driftOrReplaceInt64() planmodifier.Int64 {
	return int64planmodifier.RequiresReplaceIf(func(ctx context.Context, req planmodifier.Int64Request, resp *int64planmodifier.RequiresReplaceIfFuncResponse) {
		resp.RequiresReplace = !onlyReadableDrift(ctx, req.Plan, req.State)
	}, driftDescription, driftDescription)
}

const driftDescription = "replaces the volume, unless it is the only change on the same volume name (the API can then make none: the apply refuses it and says which value to set)"

func onlyReadableDrift(ctx context.Context, planned tfsdk.Plan, st tfsdk.State) bool {
	var plan, state volumeModel
	if planned.Get(ctx, &plan).HasError() || st.Get(ctx, &state).HasError() {
		return false
	}
	return readableDrift(ctx, plan, state, st) != ""
}
