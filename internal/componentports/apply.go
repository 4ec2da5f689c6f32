package componentports

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/portplan"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

func (r *setResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "create the ports of a component") {
		return
	}
	var plan setModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "create", plan.Timeouts.Create, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	plan.ID = types.StringValue(plan.buildID())
	// The identity first: a component that cannot be read fails the create
	// before a port exists.
	if !r.recordIdentity(ctx, "create the ports of", &plan, resp.Private, resp.Identity, &resp.Diagnostics) {
		return
	}
	r.apply(ctx, &plan, nil, &resp.State, &resp.Diagnostics)
}

func (r *setResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "update the ports of a component") {
		return
	}
	var plan, prior setModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &prior)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "update", plan.Timeouts.Update, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	plan.ID = types.StringValue(plan.buildID())
	r.recordIdentity(ctx, "update the ports of", &plan, resp.Private, resp.Identity, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	priorPorts := prior.ports(ctx, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	r.apply(ctx, &plan, priorPorts, &resp.State, &resp.Diagnostics)
}

func (r *setResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	if platform.NotConfigured(r.api != nil, &resp.Diagnostics, "delete the ports of a component") {
		return
	}
	var state setModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	ctx, done := tfschema.WithOperationTimeout(ctx, "delete", state.Timeouts.Delete, tfschema.DefaultWriteTimeout, &resp.Diagnostics)
	defer done()
	held := state.ports(ctx, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	// The whole plan is the removal of every port held: apply it with an
	// empty map, and keep in state what the platform still has.
	empty := state
	empty.setPorts(map[int64]portValue{}, &resp.Diagnostics)
	r.apply(ctx, &empty, held, &resp.State, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	resp.State.RemoveResource(ctx)
}

// apply takes the platform from what it has to the plan, for the ports the
// plan and the prior state hold (prior is nil for a create), and saves as
// the state exactly the ports the platform has of those this resource
// held or made. The order is the platform's: removals first (a removed
// port frees its alias), then the changes and creates, each port's actions
// in the planner's order, and the internal domain name last.
func (r *setResource) apply(ctx context.Context, plan *setModel, prior map[int64]portValue, state *tfsdk.State, diags *diag.Diagnostics) {
	planned := plan.ports(ctx, diags)
	if diags.HasError() {
		return
	}
	var removed []int64
	for _, n := range sortedPorts(prior) {
		if _, kept := planned[n]; !kept {
			removed = append(removed, n)
		}
	}
	// Custom domains still flagged outer block a removal before any write.
	if len(removed) > 0 && !r.checkRemovable(ctx, plan, removed, diags) {
		plan.setPorts(prior, diags)
		diags.Append(state.Set(ctx, plan)...)
		return
	}
	// The platform's ports now, for the ports this resource held: a create
	// needs none (its answer is the port).
	var live map[int64]client.Port
	if prior != nil {
		list, err := r.api.FreshPorts(ctx, plan.ref())
		if err != nil && !client.IsComponentGone(err) {
			diags.AddError("Cannot read the ports of "+plan.label(), platform.ErrorDetail(err, plan.TeamID.ValueString(), plan.RegionName.ValueString()))
			plan.setPorts(prior, diags)
			diags.Append(state.Set(ctx, plan)...)
			return
		}
		live = byNumber(list)
	}
	outcomes := eachPort(ctx, removed, func(ctx context.Context, n int64) portOutcome {
		cur, there := live[n]
		if !there {
			return portOutcome{}
		}
		return r.removePort(ctx, plan, n, cur)
	})
	changed := eachPort(ctx, sortedPorts(planned), func(ctx context.Context, n int64) portOutcome {
		v := planned[n]
		_, held := prior[n]
		cur, there := live[n]
		if !held && there {
			// The component has the port and the resource never held it:
			// it predates this apply, and no create is sent, since a lost
			// answer to one would let the adoption rule take the port.
			return portOutcome{err: existedBefore(plan, n), title: "create"}
		}
		if !there {
			// New to the resource, or deleted outside Terraform since: the
			// plan creates it.
			return r.createAndConverge(ctx, plan, n, v)
		}
		o := portOutcome{made: true}
		r.converge(ctx, plan, n, cur, v.wanted(), &o)
		return o
	})
	for n, o := range changed {
		outcomes[n] = o
	}
	name := knownString(plan.K8sServiceName)
	nameDone := r.applyName(ctx, plan, name, planned, outcomes, diags)

	r.saveState(ctx, plan, prior, planned, outcomes, nameDone, state, diags)
}

// applyName sets the component's internal domain name when it is
// configured and differs: the platform sets it on every port with one
// change_port_alias, sent through the lowest port that has an alias. It
// reports whether it wrote.
func (r *setResource) applyName(ctx context.Context, plan *setModel, name string, planned map[int64]portValue, outcomes map[int64]portOutcome, diags *diag.Diagnostics) bool {
	if name == "" || len(planned) == 0 {
		return false
	}
	for _, n := range sortedPorts(planned) {
		o := outcomes[n]
		if o.err != nil {
			continue
		}
		cur := o.last
		if cur == nil {
			p, found, err := r.api.FreshPort(ctx, plan.ref(), n)
			if err != nil || !found {
				continue
			}
			cur = &p
		}
		if cur.K8sServiceName == name {
			return false
		}
		if cur.PortAlias == "" {
			continue
		}
		a := client.UpdatePortRequest{Action: client.ActionChangePortAlias, PortAlias: cur.PortAlias, K8sServiceName: name}
		if _, err := r.api.UpdatePort(ctx, plan.ref(), n, a); err != nil {
			diags.AddError(fmt.Sprintf("Cannot %s %s", portplan.ActionTitle(a), plan.portLabel(n)), err.Error())
		}
		return true
	}
	return false
}

// saveState records the ports the platform has of those the resource held
// or made, from the writes' answers when they tell all, else from one
// fresh list; and it names every port that failed.
func (r *setResource) saveState(ctx context.Context, plan *setModel, prior, planned map[int64]portValue, outcomes map[int64]portOutcome, nameDone bool, state *tfsdk.State, diags *diag.Diagnostics) {
	failed := false
	for _, n := range sortedPorts(outcomes) {
		if o := outcomes[n]; o.err != nil {
			failed = true
			diags.AddError(failureTitle(plan, n, o), o.err.Error())
		}
	}
	ports, allKnown := portsFromAnswers(plan, planned, outcomes)
	if failed || nameDone || !allKnown {
		ports = r.portsFromPlatform(ctx, plan, prior, outcomes, diags)
	}
	if plan.K8sServiceName.IsUnknown() {
		plan.K8sServiceName = types.StringNull()
	}
	plan.setPorts(ports, diags)
	diags.Append(state.Set(ctx, plan)...)
}

// portsFromAnswers is the planned ports as the writes answered them, and
// the component's internal domain name from them; ok is false when some
// planned port has no whole answer, so that only a fresh list tells.
func portsFromAnswers(plan *setModel, planned map[int64]portValue, outcomes map[int64]portOutcome) (map[int64]portValue, bool) {
	ports := map[int64]portValue{}
	for n := range planned {
		o := outcomes[n]
		if o.last == nil {
			return nil, false
		}
		ports[n] = valueOf(*o.last)
	}
	for _, n := range sortedPorts(ports) {
		if name := outcomes[n].last.K8sServiceName; name != "" {
			plan.K8sServiceName = types.StringValue(name)
		}
	}
	return ports, true
}

// portsFromPlatform is the ports the resource held or made, as one fresh
// list shows them. When the list cannot be read it keeps what is known:
// the prior ports, and the ports made whose last answer is whole.
func (r *setResource) portsFromPlatform(ctx context.Context, plan *setModel, prior map[int64]portValue, outcomes map[int64]portOutcome, diags *diag.Diagnostics) map[int64]portValue {
	ctx, cancel := tfschema.WithFailedWriteReadTimeout(ctx)
	defer cancel()
	ports := map[int64]portValue{}
	list, err := r.api.FreshPorts(ctx, plan.ref())
	if err != nil {
		diags.AddError("Cannot read the ports of "+plan.label()+" back", err.Error())
		for n, v := range prior {
			ports[n] = v
		}
		for n, o := range outcomes {
			if o.made && o.last != nil {
				ports[n] = valueOf(*o.last)
			}
		}
		return ports
	}
	for _, p := range list {
		_, held := prior[p.ContainerPort]
		if held || outcomes[p.ContainerPort].made {
			ports[p.ContainerPort] = valueOf(p)
		}
		if p.K8sServiceName != "" {
			plan.K8sServiceName = types.StringValue(p.K8sServiceName)
		}
	}
	return ports
}

// checkRemovable adds an error and reports false when a port to remove has
// custom domains that still serve it; nothing has been written then. The
// rule list is read once per run (confirmed fresh when it blocks).
func (r *setResource) checkRemovable(ctx context.Context, m *setModel, removed []int64, diags *diag.Diagnostics) bool {
	blockingOf := map[int64][]client.HTTPRule{}
	_, err := r.api.SelectRulesBlockingPortDelete(ctx, func(rules []client.HTTPRule) []client.HTTPRule {
		var all []client.HTTPRule
		clear(blockingOf)
		for _, n := range removed {
			if b := portplan.DomainsBlockingDelete(rules, m.portOf(n)); len(b) > 0 {
				blockingOf[n] = b
				all = append(all, b...)
			}
		}
		return all
	})
	if err != nil {
		diags.AddError("Cannot remove ports of "+m.label(),
			"Before closing a port's services, the provider checks that no custom domain keeps the platform from deleting the port, and listing the HTTP rules failed: "+
				err.Error()+"\n\nNothing was changed.")
		return false
	}
	for _, n := range sortedPorts(blockingOf) {
		diags.AddError("Cannot remove "+m.portLabel(n),
			fmt.Sprintf("Custom domains still serve this port (their rules are flagged outer). Deleting a port takes every HTTP rule of it, so the removal "+
				"would take these domains down with it; the provider refuses before closing anything, and nothing was changed.\n\n"+
				"HTTP rules serving port %d: %s.\n\n%s", n, platform.DescribeRules(blockingOf[n]), portplan.UnbindAdvice))
	}
	return len(blockingOf) == 0
}
