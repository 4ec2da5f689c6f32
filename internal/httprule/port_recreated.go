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

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
)

// portRecreated reports a rule adopted through its port (no rule_id
// configured) whose port a port resource of this walk plans to create.
func (r *ruleResource) portRecreated(ctx context.Context, cfg, state ruleModel) bool {
	return cfg.RuleID.IsNull() && r.portPlannedForCreate(ctx, state)
}

// portPlannedForCreate reports whether a port resource of this walk plans
// to create the port of the rule in state.
func (r *ruleResource) portPlannedForCreate(ctx context.Context, state ruleModel) bool {
	if r.ports == nil || state.ServiceID.IsNull() || state.ContainerPort.IsNull() {
		return false
	}
	ref := platform.ComponentRefOf(state.TeamID, state.RegionName, state.AppID, state.ServiceID)
	return r.ports.PlansCreate(ctx, ref, state.ContainerPort.ValueInt64())
}

// refuseDefaultRuleByIDOfNewPort fails the plan of a default rule named by
// rule_id whose port is created anew in this apply: the rule goes with the
// old port, and a rule_id cannot follow it, so the apply would end with
// this resource naming a rule that no longer exists.
func (r *ruleResource) refuseDefaultRuleByIDOfNewPort(ctx context.Context, cfg, state ruleModel, diags *diag.Diagnostics) bool {
	if cfg.RuleID.IsNull() || !isDefaultState(state) || !r.portPlannedForCreate(ctx, state) {
		return false
	}
	diags.AddAttributeError(path.Root("rule_id"), "HTTP rule deleted with its port",
		fmt.Sprintf("HTTP rule %s is the default rule of port %d of component %q, which this apply creates anew: the platform deletes the rule with the old port and makes the new port a default rule of another id. "+
			"A rule named by rule_id cannot follow it. Adopt the rule through its port instead: remove rule_id and set service_id and container_port (referring to the port resource).",
			state.RuleID.ValueString(), state.ContainerPort.ValueInt64(), state.ServiceID.ValueString()))
	return true
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
