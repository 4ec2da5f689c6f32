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
// them. The first plan after it takes them from the configuration without
// a replacement (which the old volume's name would block); for a volume
// this resource added, a change of them replaces it.

const unreadableDescription = "replaces the volume, unless it was imported (its unreadable settings are then taken from the configuration)"

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
