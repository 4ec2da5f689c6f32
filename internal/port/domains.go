package port

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/portplan"
)

// The custom-domain checks before a port's removal live in portplan,
// which both port forms share (see the policy there).

func domainsBlockingDelete(rules []client.HTTPRule, m portModel) []client.HTTPRule {
	return portplan.DomainsBlockingDelete(rules, m.portOf())
}

func dormantDomains(rules []client.HTTPRule, m portModel) []client.HTTPRule {
	return portplan.DormantDomains(rules, m.portOf())
}

func (m portModel) portOf() portplan.PortOf {
	return portplan.PortOf{Team: m.TeamID.ValueString(), Region: m.RegionName.ValueString(), Service: m.ServiceID.ValueString(), Port: m.port()}
}

// domainsInTheWay lists the rules that would make the platform refuse to
// delete the port, from one list per run (see PortAPI.SelectRulesBlockingPortDelete). A refusal
// read from a cached list is confirmed with a fresh one, so that a domain
// unbound during the run does not block; a domain bound by hand during the
// run still meets the platform's own refusal.
func (r *portResource) domainsInTheWay(ctx context.Context, m portModel) ([]client.HTTPRule, error) {
	return r.api.SelectRulesBlockingPortDelete(ctx, func(rules []client.HTTPRule) []client.HTTPRule { return domainsBlockingDelete(rules, m) })
}

// checkDeletable adds an error and reports false when the port cannot be
// deleted; nothing has been written when it does.
func (r *portResource) checkDeletable(ctx context.Context, m portModel, diags *diag.Diagnostics) bool {
	blocking, err := r.domainsInTheWay(ctx, m)
	if err != nil {
		diags.AddError("Cannot delete "+m.label(),
			"Before closing the port's services, the provider checks that no custom domain keeps the platform from deleting the port, and listing the HTTP rules failed: "+
				err.Error()+"\n\nNothing was changed.")
		return false
	}
	if len(blocking) == 0 {
		return true
	}
	diags.AddError("Cannot delete "+m.label(),
		fmt.Sprintf("Custom domains still serve this port (their rules are flagged outer). Deleting a port takes every HTTP rule of it, so the destroy "+
			"would take these domains down with it; the provider refuses before closing anything, and nothing was changed: the port keeps its services.\n\n"+
			"HTTP rules serving port %d: %s.\n\n%s", m.port(), portplan.DescribeBlocking(blocking), unbindAdvice))
	return false
}

const unbindAdvice = portplan.UnbindAdvice

// warnOfDomains says, in a plan that destroys or replaces the port, which
// custom domains stop the apply and which go with the port. It reads the
// rule list through the run's cache: one list per run, whatever the number
// of ports destroyed.
func (r *portResource) warnOfDomains(ctx context.Context, m portModel, what string, diags *diag.Diagnostics) {
	if r.api == nil {
		return
	}
	rules, err := r.api.HTTPRules(ctx)
	if err != nil {
		diags.AddWarning(fmt.Sprintf("Cannot check the custom domains of port %d", m.port()),
			fmt.Sprintf("This plan %s %s. Listing the HTTP rules to see which custom domains the platform deletes with it failed: %s. The apply checks again before changing the port.", what, m.label(), err))
		return
	}
	if blocking := domainsBlockingDelete(rules, m); len(blocking) > 0 {
		diags.AddWarning(fmt.Sprintf("Port %d has custom domains bound", m.port()),
			fmt.Sprintf("This plan %s %s, but custom domains still serve it, and deleting the port would delete them too. "+
				"When this apply deletes them first (a rainbond_http_domain of this configuration that refers to the port is destroyed before it), the port goes after them; "+
				"otherwise the apply stops before changing the port. HTTP rules bound to it: %s. %s", what, m.label(), portplan.DescribeBlocking(blocking), unbindAdvice))
		return
	}
	if dormant := dormantDomains(rules, m); len(dormant) > 0 {
		diags.AddWarning(fmt.Sprintf("Custom domains of port %d will be deleted with it", m.port()),
			fmt.Sprintf("This plan %s %s. The platform deletes every HTTP rule of a port with the port, and these custom domains, which no longer serve it "+
				"(its outer service is closed), go too: %s. Move them to another port first (a rainbond_http_rule can change its container_port) to keep them.",
				what, m.label(), platform.DescribeRules(dormant)))
	}
}

// warnOfClosedRoutes names, in the plan, the custom domains that an update
// takes down (a protocol change away from http, or the outer service
// closed), as a destroy's plan does. The rule list is read only for such
// a change, through the run's cache.
func (r *portResource) warnOfClosedRoutes(ctx context.Context, state, plan portModel, diags *diag.Diagnostics) {
	change := portplan.ClosesRoutes(state.wanted(), plan.wanted())
	if change == "" || r.api == nil {
		return
	}
	rules, err := r.api.HTTPRules(ctx)
	if err != nil {
		diags.AddWarning(fmt.Sprintf("Cannot check the custom domains of port %d", plan.port()),
			fmt.Sprintf("This plan %s %s. Listing the HTTP rules to see which custom domains stop serving it failed: %s.", change, plan.label(), err))
		return
	}
	if serving := portplan.ServingDomains(rules, state.portOf()); len(serving) > 0 {
		diags.AddWarning(portplan.RoutesWarning(change, plan.label(), serving))
	}
}
