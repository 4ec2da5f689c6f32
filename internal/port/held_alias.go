package port

import (
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"

	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/portplan"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// refuseHeldAlias fails the plan when the alias it sets (from, the
// state's, for an update) is held by another port of the component, which
// the platform refuses. It reads the component's ports only as this run's
// refresh listed them, so the check costs no request; without a refresh
// (-refresh=false, or a component no refreshed resource holds) it is left
// to the apply, whose error names the holder too.
func (r *portResource) refuseHeldAlias(plan portModel, alias, from string, diags *diag.Diagnostics) {
	if alias == "" || alias == from {
		return
	}
	ports, ok := platform.PortsReadThisRun(r.api, plan.ref())
	if !ok {
		return
	}
	if holder, held := portplan.AliasHolder(ports, alias, plan.port(), nil); held {
		diags.AddAttributeError(path.Root("port_alias"), "Port alias held by another port",
			"Cannot give "+plan.label()+" its alias. "+portplan.AliasHeldAdvice(alias, holder.ContainerPort, plan.port())+tfid.BeforeDestroy)
	}
}
