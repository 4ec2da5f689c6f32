package thirdparty

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/listplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// An imported component has no endpoints_type: the API cannot read a
// third-party component's endpoints or their type, so the import knows
// neither. The first plan after it takes them from the configuration
// without a replacement; for a component this resource created, a change
// of them replaces it.

const unreadableDescription = "replaces the component, unless it was imported (the endpoints are then taken from the configuration)"

func imported(ctx context.Context, state tfsdk.State) bool {
	if state.Raw.IsNull() {
		return false
	}
	var kind types.String
	_ = state.GetAttribute(ctx, path.Root("endpoints_type"), &kind)
	return kind.IsNull()
}

func replaceUnlessImported() planmodifier.String {
	return stringplanmodifier.RequiresReplaceIf(func(ctx context.Context, req planmodifier.StringRequest, resp *stringplanmodifier.RequiresReplaceIfFuncResponse) {
		resp.RequiresReplace = !imported(ctx, req.State)
	}, unreadableDescription, unreadableDescription)
}

func replaceListUnlessImported() planmodifier.List {
	return listplanmodifier.RequiresReplaceIf(func(ctx context.Context, req planmodifier.ListRequest, resp *listplanmodifier.RequiresReplaceIfFuncResponse) {
		resp.RequiresReplace = !imported(ctx, req.State)
	}, unreadableDescription, unreadableDescription)
}
