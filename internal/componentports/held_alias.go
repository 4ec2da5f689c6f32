package componentports

import (
	"context"
	"fmt"
	"maps"
	"slices"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"

	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/portplan"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// refuseHeldAliases fails the plan when an alias it sets is held by a
// port of the component that this resource neither holds nor plans (its
// own ports' aliases it orders itself), which the platform refuses. It
// reads the component's ports as this run's refresh listed them, so the
// check costs no request; without a refresh (-refresh=false) it is left
// to the apply, whose error names the holder too. A new resource (held is
// nil) has no refresh of its own: it reads them through the run's cache
// (platform.PortsForPlan).
func (r *setResource) refuseHeldAliases(ctx context.Context, m *setModel, held, planned map[int64]portValue, diags *diag.Diagnostics) {
	ports, ok := platform.PortsForPlan(ctx, r.api, m.ref(), held == nil)
	if !ok {
		return
	}
	mine := func(n int64) bool {
		_, h := held[n]
		_, p := planned[n]
		return h || p
	}
	for _, n := range sortedPorts(planned) {
		alias := knownString(planned[n].PortAlias)
		if h, ok := held[n]; alias == "" || (ok && knownString(h.PortAlias) == alias) {
			continue
		}
		if _, ok := held[n]; !ok {
			if err := portplan.CreateTakesAlias(ports, alias, n, mine); err != nil {
				diags.AddAttributeError(path.Root("ports").AtMapKey(fmt.Sprint(n)).AtName("port_alias"), "Port alias held by another port",
					"Cannot create "+m.portLabel(n)+": "+err.Error()+"."+tfid.BeforeDestroy)
			}
			continue
		}
		if holder, found := portplan.AliasHolder(ports, alias, n, mine); found {
			diags.AddAttributeError(path.Root("ports").AtMapKey(fmt.Sprint(n)).AtName("port_alias"), "Port alias held by another port",
				"Cannot give "+m.portLabel(n)+" its alias. "+portplan.AliasHeldAdvice(alias, holder.ContainerPort, n)+tfid.BeforeDestroy)
		}
	}
}

// refuseSharedDefaultAlias fails the plan when a port the resource creates
// without port_alias would get, as the platform's default
// (tfid.DefaultPortAlias), the alias another of its ports names: the
// platform would give both the alias, and the second port the first one's
// connection variables. Only a named alias that ends with such a port's
// number can be its default, so the component is read (once a run) only
// then. Two configured aliases are ValidateConfig's.
func (r *setResource) refuseSharedDefaultAlias(ctx context.Context, m *setModel, held, planned map[int64]portValue, diags *diag.Diagnostics) {
	named := map[string]int64{}
	for _, n := range sortedPorts(planned) {
		if alias := knownString(planned[n].PortAlias); alias != "" {
			named[alias] = n
		}
	}
	for _, n := range sortedPorts(planned) {
		if !defaultedAlias(held, planned, n) || !slices.ContainsFunc(slices.Collect(maps.Keys(named)), func(a string) bool { return tfid.MayBeDefaultAlias(a, n) }) {
			continue
		}
		alias := portplan.PlannedAlias(ctx, r.api, m.ref(), n, "")
		if other, ok := named[alias]; ok && alias != "" {
			diags.AddAttributeError(path.Root("ports").AtMapKey(fmt.Sprint(n)).AtName("port_alias"), "Port alias on two ports",
				fmt.Sprintf("Port %d has no port_alias, so the platform gives it %q, the component's alias and the port number, which port %d of "+
					"this resource names too. The platform would make both ports with that alias and move port %d's connection variables to port "+
					"%d. Give port %d an alias of its own, or port %d another one.", n, alias, other, other, n, n, other))
		}
	}
}
