package port

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"

	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/portplan"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// refuseHeldAlias fails the plan when the alias it sets (from, the
// state's, for an update) is held by another port of the component, which
// the platform refuses, or, for a create, accepts while taking the
// holder's connection variables (portplan.CreateTakesAlias). An update
// reads the component's ports only as this run's refresh listed them, so
// the check costs no request; without a refresh (-refresh=false) it is
// left to the apply, whose error names the holder too. A create reads them
// through the run's cache (platform.PortsForPlan).
func (r *portResource) refuseHeldAlias(ctx context.Context, plan portModel, alias, from string, create bool, diags *diag.Diagnostics) {
	if alias == "" || alias == from {
		return
	}
	ports, ok := platform.PortsForPlan(ctx, r.api, plan.ref(), create)
	if !ok {
		return
	}
	if create {
		if err := portplan.CreateTakesAlias(ports, alias, plan.port(), nil); err != nil {
			diags.AddAttributeError(path.Root("port_alias"), "Port alias held by another port", "Cannot create "+plan.label()+": "+err.Error()+"."+tfid.BeforeDestroy)
		}
		return
	}
	if holder, held := portplan.AliasHolder(ports, alias, plan.port(), nil); held {
		diags.AddAttributeError(path.Root("port_alias"), "Port alias held by another port",
			"Cannot give "+plan.label()+" its alias. "+portplan.AliasHeldAdvice(alias, holder.ContainerPort, plan.port())+tfid.BeforeDestroy)
	}
}
