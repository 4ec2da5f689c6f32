package provider

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// The platform refuses to delete a port while custom domains are bound to
// it (412), and says so only to the delete itself, which must come after
// the port's outer and inner service are closed: a refused destroy would
// leave a live port closed. So a destroy looks at the enterprise's HTTP
// rules before it changes anything, and a plan warns where it can see
// them without a request.

// domainsBlockingDelete returns the rules bound to the port that keep the
// platform from deleting it: every custom rule (type 1), and every rule
// when there is more than one. A single default rule goes with the port.
func domainsBlockingDelete(rules []client.HTTPRule, m componentPortModel) []client.HTTPRule {
	bound := rulesOfPort(rules, m.TeamID.ValueString(), m.RegionName.ValueString(), m.ServiceID.ValueString(), m.port())
	if len(bound) > 1 {
		return bound
	}
	var custom []client.HTTPRule
	for _, r := range bound {
		if deref(r.Type) == 1 {
			custom = append(custom, r)
		}
	}
	return custom
}

// domainsInTheWay lists the rules that would make the platform refuse to
// delete the port, from one list per run (see ruleBindingsKey). A refusal
// read from a cached list is confirmed with a fresh one, so that a domain
// unbound during the run does not block; a domain bound by hand during the
// run still meets the platform's own refusal.
func (r *componentPortResource) domainsInTheWay(ctx context.Context, m componentPortModel) ([]client.HTTPRule, error) {
	rules, fresh, err := r.api.RuleBindings(ctx)
	if err != nil {
		return nil, err
	}
	blocking := domainsBlockingDelete(rules, m)
	if len(blocking) == 0 || fresh {
		return blocking, nil
	}
	r.api.cache.invalidate(ruleBindingsKey)
	rules, _, err = r.api.RuleBindings(ctx)
	if err != nil {
		return nil, err
	}
	return domainsBlockingDelete(rules, m), nil
}

// checkDeletable adds an error and reports false when the port cannot be
// deleted; nothing has been written when it does.
func (r *componentPortResource) checkDeletable(ctx context.Context, m componentPortModel, diags *diag.Diagnostics) bool {
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
		fmt.Sprintf("The platform refuses to delete a port while custom domains are bound to it (it answers HTTP 412, custom domains still bound), "+
			"and would refuse only after the port's outer and inner service had been closed. So nothing was changed: the port keeps its services.\n\n"+
			"HTTP rules bound to port %d: %s.\n\n%s", m.port(), describeRules(blocking), unbindAdvice))
	return false
}

const unbindAdvice = "Delete or unbind these domains in the console (a rainbond_http_rule can move its rule to another port with container_port), then apply again."

// warnOfDomains warns, in a plan that destroys or replaces the port, that
// the platform will refuse: only from a rule list this run has already
// read, since a plan of many ports must not list the rules for each.
func (r *componentPortResource) warnOfDomains(m componentPortModel, what string, diags *diag.Diagnostics) {
	if r.data == nil {
		return
	}
	rules, cached := peekList[client.HTTPRule](r.api.cache, httpRulesKey)
	if !cached {
		if rules, cached = peekList[client.HTTPRule](r.api.cache, ruleBindingsKey); !cached {
			return
		}
	}
	if blocking := domainsBlockingDelete(rules, m); len(blocking) > 0 {
		diags.AddWarning(fmt.Sprintf("Port %d has custom domains bound", m.port()),
			fmt.Sprintf("This plan %s %s, but the platform refuses to delete a port while custom domains are bound to it, so the apply will stop before changing the port. "+
				"HTTP rules bound to it: %s. %s", what, m.label(), describeRules(blocking), unbindAdvice))
	}
}
