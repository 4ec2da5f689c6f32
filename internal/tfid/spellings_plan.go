package tfid

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// PathParts are the path parts of a resource's ID, by how a change of them
// is planned.
type PathParts struct {
	// Spelled have two accepted spellings (team_id, service_id): a change
	// that names the same object is an update of the state alone.
	Spelled []string
	// Fixed have one: any change replaces the resource, through their own
	// plan modifiers.
	Fixed []string
}

// SameObjectJudge tells whether the planned path parts name the object in
// state, and returns the id the plan records when they do. ok is false when
// it could not tell and has said why in the response's diagnostics.
type SameObjectJudge func(ctx context.Context) (id string, same, ok bool)

// PlanSpellings plans a change of the spelled path parts: a replacement
// when judge finds another object, and otherwise an update that changes
// nothing but the written form and the id. It reports whether the plan
// replaces the resource, for whatever reason. How a family judges differs
// (a port asks the platform, a rule compares the identities its state
// holds), so the judgement is the family's; the plan around it is one.
func PlanSpellings(ctx context.Context, parts PathParts, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse, judge SameObjectJudge) (replaced bool) {
	fixed, diags := ChangedAttributes(req, parts.Fixed...)
	resp.Diagnostics.Append(diags...)
	changed, diags := ChangedAttributes(req, parts.Spelled...)
	resp.Diagnostics.Append(diags...)
	if len(fixed) > 0 || len(changed) == 0 || resp.Diagnostics.HasError() {
		return len(fixed) > 0
	}
	id, same, ok := judge(ctx)
	if !ok {
		return false
	}
	if !same {
		resp.RequiresReplace.Append(changed...)
		return true
	}
	if only, err := OnlySpellingsChange(req, parts.Spelled, []string{"id"}); err != nil {
		resp.Diagnostics.AddError("Cannot read the plan", err.Error())
		return false
	} else if only {
		if err := KeepPriorComputed(req, resp); err != nil {
			resp.Diagnostics.AddError("Cannot read the plan", err.Error())
			return false
		}
	}
	// The id follows the written form, as it would after a create.
	resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, path.Root("id"), types.StringValue(id))...)
	return false
}
