package httprule

// A port that is replaced (`terraform apply -replace`, or a change that
// forces it) is deleted with its default rule, then created with a new
// default rule of another id (the platform deletes a port's rules with the
// port, and open_outer makes a new one). A rule adopted through that port
// appears in the plan with no change of its own when its configuration
// names only what the port's configuration holds, and would keep the id
// of a deleted rule after an apply that reports success. So it follows
// the port: when the port resources of this walk plan a create of its
// port, it is replaced too, and its create, which runs after the port's,
// adopts the new default rule.

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
)

// portRecreated reports a rule adopted through its port (no rule_id
// configured) whose port a port resource of this walk plans to create.
func (r *ruleResource) portRecreated(ctx context.Context, cfg, state ruleModel) bool {
	if r.ports == nil || !cfg.RuleID.IsNull() || state.ServiceID.IsNull() || state.ContainerPort.IsNull() {
		return false
	}
	ref := platform.ComponentRefOf(state.TeamID, state.RegionName, state.AppID, state.ServiceID)
	return r.ports.PlansCreate(ctx, ref, state.ContainerPort.ValueInt64())
}

// readoptAfterPortCreate plans the replacement: rule_id becomes unknown
// (the new default rule's id is known only once the port exists), which
// Terraform takes as a change that forces it.
func readoptAfterPortCreate(ctx context.Context, state ruleModel, resp *resource.ModifyPlanResponse) {
	resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, path.Root("rule_id"), types.StringUnknown())...)
	resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, path.Root("id"), types.StringUnknown())...)
	resp.RequiresReplace.Append(path.Root("rule_id"))
	resp.Diagnostics.AddWarning("HTTP rule follows its port",
		fmt.Sprintf("Port %d of component %q is created anew in this apply, which deletes its default HTTP rule %s with the old port. "+
			"Terraform forgets that rule and adopts the new port's default rule once the port exists.",
			state.ContainerPort.ValueInt64(), state.ServiceID.ValueString(), state.RuleID.ValueString()))
}
