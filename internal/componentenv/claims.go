package componentenv

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// claimVariables records the variables this resource plans (see
// tfid.VariableClaims): a second resource holding one of them on the same
// component, however it writes the component and the team, fails the
// plan, since the two would set it back and forth at every apply.
func (r *envResource) claimVariables(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse, plan envModel) {
	if r.claims == nil || plan.Variables.IsUnknown() || plan.TeamID.IsUnknown() || plan.RegionName.IsUnknown() ||
		plan.AppID.IsUnknown() || plan.ServiceID.IsUnknown() {
		return // an unknown part is claimed when the apply plans it again, known
	}
	var names []string
	for name := range mapKeys(plan.Variables) {
		names = append(names, name)
	}
	if len(names) == 0 {
		return
	}
	slices.Sort(names)
	claim := tfid.VariableClaim{Ref: plan.ref(), Names: names, ResourcePass: tfid.ResourcePass{Pass: tfid.PassUpdate, Config: req.Config.Raw}}
	if req.State.Raw.IsNull() {
		claim.Pass = tfid.PassCreate
		if req.Private != nil {
			claim.Token = tfid.ReplaceToken(ctx, req.Private)
		}
	} else {
		claim.ID = plan.ID.ValueString()
		if resp.Private != nil {
			claim.Token = tfid.NewReplaceToken(ctx, resp.Private, &resp.Diagnostics)
		}
	}
	for _, c := range r.claims.Claim(ctx, claim) {
		addHeldTwice(&resp.Diagnostics, plan, claim, c)
	}
}

// addHeldTwice reports variables that an earlier resource of the plan
// holds too. The provider never sees resource addresses: Terraform
// prints the one this error is reported for, and a state id finds the
// other.
func addHeldTwice(diags *diag.Diagnostics, plan envModel, current tfid.VariableClaim, c tfid.VariableClash) {
	noun, verb := "variable", "is"
	if len(c.Names) > 1 {
		noun, verb = "variables", "are"
	}
	where := ""
	switch {
	case c.Earlier.ID != "":
		where = fmt.Sprintf(" (its address is what\n  terraform state list -id=%s\nprints)", c.Earlier.ID)
	case current.ID != "":
		where = fmt.Sprintf(" (this resource is in state: its address is what\n  terraform state list -id=%s\nprints)", current.ID)
	}
	diags.AddAttributeError(path.Root("variables"), "Variable held by two resources",
		fmt.Sprintf("The %s %s of component %q of team %q (app %d) %s also held by another rainbond_component_env resource of this configuration, "+
			"which names the component %q of team %q%s. The two would each set it back to their own value, and upgrade the component, at every apply. "+
			"Keep each variable in one resource: remove it from the variables of one of them.",
			noun, strings.Join(c.Names, ", "), plan.ServiceID.ValueString(), plan.TeamID.ValueString(), plan.AppID.ValueInt64(), verb,
			c.Earlier.Ref.ServiceID, c.Earlier.Ref.TeamID, where))
}
