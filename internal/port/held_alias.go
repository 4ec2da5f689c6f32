package port

import (
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"

	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/portplan"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// refuseHeldAlias fails the plan when the alias it sets (from, the
// state's, for an update) is held by another port of the component: the
// platform refuses the change, and a create would share the alias. It
// reads the component's ports only as this run's refresh listed them, so
// the check costs no request; without a refresh (-refresh=false, or a
// component no refreshed resource holds) it is left to the apply, whose
// error names the holder too for a change.
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

// refuseAliasOfAnotherPort fails a create whose alias another port of the
// component has, before anything is sent, from the list the create's own
// look for the port has just read (the run's cached one: no request of its
// own; a concurrent write of the component that dropped it skips the
// check). The platform would accept the port and let the two share the
// alias, the new one taking the other's connection variables; the plan
// refuses that only when its refresh read the ports (a first apply has
// not). It reports whether it refused.
func (r *portResource) refuseAliasOfAnotherPort(m *portModel, alias string, diags *diag.Diagnostics) bool {
	if alias == "" {
		return false
	}
	ports, ok := platform.PortsReadThisRun(r.api, m.ref())
	if !ok {
		return false
	}
	holder, held := portplan.AliasHolder(ports, alias, m.port(), nil)
	if held {
		diags.AddAttributeError(path.Root("port_alias"), "Port alias held by another port",
			"Cannot create "+m.label()+" with its alias, and nothing was sent. "+portplan.AliasHeldAdvice(alias, holder.ContainerPort, m.port()))
	}
	return held
}
