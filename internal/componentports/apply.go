package componentports

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/portengine"
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
	r.apply(ctx, &plan, nil, true, &resp.State, &resp.Diagnostics)
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
	var name types.String
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("k8s_service_name"), &name)...)
	if resp.Diagnostics.HasError() {
		return
	}
	r.apply(ctx, &plan, priorPorts, !name.IsNull(), &resp.State, &resp.Diagnostics)
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
	r.apply(ctx, &empty, held, true, &resp.State, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	resp.State.RemoveResource(ctx)
}

// apply takes the platform from what it has to the plan, for the ports the
// plan and the prior state hold (prior is nil for a create), and saves as
// the state exactly the ports the platform has of those this resource
// held or made. The platform's ports are listed once, first: the removals
// close what it has, the changes converge from it, and a create learns
// from it whether its port was there before (the adoption rule's read).
// The order is the platform's: removals first (a removed port frees its
// alias), then the changes and creates, each port's actions in the
// planner's order, and the internal domain name last. The writes are the
// port engine's, shared with rainbond_component_port.
//
// nameConfigured is false when the configuration leaves k8s_service_name
// unset: the plan then holds the state's name (keepUnchangedKnown), which
// the state keeps, since no write of this apply changes it.
func (r *setResource) apply(ctx context.Context, plan *setModel, prior map[int64]portValue, nameConfigured bool, state *tfsdk.State, diags *diag.Diagnostics) {
	planned := plan.ports(ctx, diags)
	if diags.HasError() {
		return
	}
	removed := removedPorts(prior, planned)
	list, err := r.api.FreshPorts(ctx, plan.ref())
	if err != nil && !client.IsComponentGone(err) {
		diags.AddError("Cannot read the ports of "+plan.label(), platform.ErrorDetail(err, plan.TeamID.ValueString(), plan.RegionName.ValueString())+
			"\n\nNothing was changed.")
		if prior == nil {
			// A create that wrote nothing leaves no resource (not an
			// empty, tainted one).
			state.RemoveResource(ctx)
			return
		}
		r.save(ctx, plan, prior, state, diags)
		return
	}
	live := byNumber(list)
	// Custom domains still flagged outer block a removal before any write.
	if len(removed) > 0 && !r.checkRemovable(ctx, plan, removed, diags) {
		r.save(ctx, plan, heldOf(live, prior, nil), state, diags)
		return
	}
	engine := portengine.New(r.api, plan.ref())
	outcomes := portengine.Each(ctx, removed, func(ctx context.Context, n int64) portengine.Outcome {
		cur, there := live[n]
		if !there {
			return portengine.Outcome{}
		}
		// A port remade outside Terraform since the plan is not deleted;
		// the state keeps it as the platform has it (portsFromPlatform).
		if err := portplan.NotOurs(cur, knownString(prior[n].Protocol), knownString(prior[n].PortAlias)); err != nil {
			return portengine.Outcome{Err: err, Title: "delete", Known: &cur}
		}
		return engine.Remove(ctx, n, cur)
	})
	w := &portWriter{engine: engine, planned: planned, prior: prior, live: live, creations: map[int64]*portengine.Creation{}}
	creations := w.creations
	write := w.write
	// An alias that moves between ports is released before it is taken:
	// the ports are written in waves (one, unless aliases move).
	for _, wave := range aliasWaves(live, planned) {
		for n, o := range portengine.Each(ctx, wave, write) {
			outcomes[n] = o
		}
	}
	name := ""
	if nameConfigured {
		name = knownString(plan.K8sServiceName)
	}
	nameDone := r.applyName(ctx, plan, name, planned, outcomes, diags)

	r.saveState(ctx, plan, prior, planned, outcomes, creations, nameDone, nameConfigured, state, diags)
}

// unchanged reports whether port n is planned exactly as the prior state
// holds it: the plan changes nothing of it.
func unchanged(planned, prior map[int64]portValue, n int64) bool {
	h, held := prior[n]
	return held && planned[n].Equal(h)
}

// aliasWaves orders the planned ports so that an alias one port releases
// is taken by another only after (portplan.AliasWaves). A ring of moves,
// which the plan refuses, can only come from the console between the plan
// and the apply: its ports go last, and the platform refuses what it must.
func aliasWaves(live map[int64]client.Port, planned map[int64]portValue) [][]int64 {
	cur, want := map[int64]string{}, map[int64]string{}
	for n, v := range planned {
		cur[n], want[n] = live[n].PortAlias, v.wanted().Alias
	}
	waves, ring := portplan.AliasWaves(cur, want)
	if len(ring) > 0 {
		waves = append(waves, ring)
	}
	return waves
}

// heldOf is the ports of held (the prior state) and of made that the
// platform's list live has, as it has them.
func heldOf(live map[int64]client.Port, held map[int64]portValue, made map[int64]bool) map[int64]portValue {
	ports := map[int64]portValue{}
	for n, p := range live {
		if _, ok := held[n]; ok || made[n] {
			ports[n] = valueOf(p)
		}
	}
	return ports
}

// save records ports as the state, with known values only: an internal
// domain name the plan left to the platform and nothing answered is null.
func (r *setResource) save(ctx context.Context, plan *setModel, ports map[int64]portValue, state *tfsdk.State, diags *diag.Diagnostics) {
	if plan.K8sServiceName.IsUnknown() {
		plan.K8sServiceName = types.StringNull()
	}
	plan.setPorts(ports, diags)
	diags.Append(state.Set(ctx, plan)...)
}

// applyName sets the component's internal domain name when it is
// configured and differs: the platform sets it on every port with one
// change_port_alias, sent through the lowest port that has an alias. It
// reports whether it wrote.
func (r *setResource) applyName(ctx context.Context, plan *setModel, name string, planned map[int64]portValue, outcomes map[int64]portengine.Outcome, diags *diag.Diagnostics) bool {
	if name == "" || len(planned) == 0 {
		return false
	}
	for _, n := range sortedPorts(planned) {
		o := outcomes[n]
		if o.Err != nil {
			continue
		}
		cur := o.Known
		if !o.Final {
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
// fresh list; it names every port that failed, and every way in which the
// result differs from the plan.
func (r *setResource) saveState(ctx context.Context, plan *setModel, prior, planned map[int64]portValue, outcomes map[int64]portengine.Outcome,
	creations map[int64]*portengine.Creation, nameDone, nameConfigured bool, state *tfsdk.State, diags *diag.Diagnostics) {
	wantName := ""
	if nameConfigured {
		wantName = knownString(plan.K8sServiceName)
	}
	failed := false
	for _, o := range outcomes {
		failed = failed || o.Err != nil
	}
	// A name the configuration leaves unset and the plan holds known is
	// the state's, which no write of this apply changes.
	keptName := types.StringNull()
	if !nameConfigured {
		keptName = plan.K8sServiceName
	}
	ports, allKnown := portsFromAnswers(plan, planned, prior, outcomes)
	var adoptedLate map[int64]bool
	if failed || nameDone || !allKnown {
		ports, adoptedLate = r.portsFromPlatform(ctx, plan, prior, outcomes, creations, diags)
	}
	if !keptName.IsUnknown() && !keptName.IsNull() {
		plan.K8sServiceName = keptName
	}
	failed = false
	for _, n := range sortedPorts(outcomes) {
		o := outcomes[n]
		switch {
		case o.Err == nil:
			if why := creations[n].FoundAfterUncertain(); why != "" {
				diags.AddWarning(portengine.FoundAfterUncertainTitle, why+" If so, keep it out of any plan that deletes it: "+
					"removing it from ports, or destroying this resource, deletes it.")
			}
		case adoptedLate[n]:
			diags.AddWarning("Port "+fmt.Sprint(n)+" was created after all",
				fmt.Sprintf("Creating %s looked failed (%s), but the component's ports now show it with the settings asked for, and it was not there "+
					"before this apply, so it is taken as this apply's own and the state holds it. Had someone created that port in the console "+
					"meanwhile, with the same settings, it could not be told apart: if so, keep it out of any plan that deletes it (removing it "+
					"from ports, or destroying this resource, deletes it).", plan.portLabel(n), o.Err))
		default:
			failed = true
			diags.AddError(failureTitle(plan, n, o), failureText(plan, n, o))
		}
	}
	changed := reportChangedSincePlan(plan, prior, planned, ports, diags)
	if !failed && !diags.HasError() {
		compareWithPlan(plan, wantName, changed, ports, diags)
	}
	if prior == nil && diags.HasError() && endFailedCreate(ctx, plan, ports, outcomes, adoptedLate, state, diags) {
		return
	}
	r.save(ctx, plan, ports, state, diags)
}

// portsFromAnswers is the planned ports as the writes answered them, and
// the component's internal domain name from them; ok is false when some
// planned port has no whole answer, so that only a fresh list tells.
func portsFromAnswers(plan *setModel, planned, prior map[int64]portValue, outcomes map[int64]portengine.Outcome) (map[int64]portValue, bool) {
	ports := map[int64]portValue{}
	for n := range planned {
		o := outcomes[n]
		if unchanged(planned, prior, n) && o.Known == nil {
			continue // deleted in the console since the plan
		}
		if !o.Final || o.Known == nil {
			return nil, false
		}
		ports[n] = valueOf(*o.Known)
	}
	for _, n := range sortedPorts(ports) {
		if o := outcomes[n]; o.Known != nil && o.Known.K8sServiceName != "" {
			name := o.Known.K8sServiceName
			plan.K8sServiceName = types.StringValue(name)
		}
	}
	return ports, true
}

// portsFromPlatform is the ports the resource held or made, as one fresh
// list shows them; a port this apply tried to create whose answer was
// lost is its own when the list shows it and the adoption rule says so.
// When the list cannot be read it keeps what is known: the held ports not
// removed, and the ports made, each as last seen.
func (r *setResource) portsFromPlatform(ctx context.Context, plan *setModel, prior map[int64]portValue, outcomes map[int64]portengine.Outcome,
	creations map[int64]*portengine.Creation, diags *diag.Diagnostics) (ports map[int64]portValue, adoptedLate map[int64]bool) {
	ctx, cancel := tfschema.WithFailedWriteReadTimeout(ctx)
	defer cancel()
	list, err := r.api.FreshPorts(ctx, plan.ref())
	if err != nil {
		diags.AddError("Cannot read the ports of "+plan.label()+" back", err.Error()+
			"\n\nThe state keeps every port as last seen; the next plan reads them again.")
		return lastKnown(prior, outcomes), nil
	}
	made, adoptedLate := map[int64]bool{}, map[int64]bool{}
	for _, p := range list {
		n := p.ContainerPort
		o := outcomes[n]
		adoptedLate[n] = !o.Made && o.Err != nil && creations[n].AdoptsLater(p)
		made[n] = o.Made || adoptedLate[n]
		if p.K8sServiceName != "" {
			plan.K8sServiceName = types.StringValue(p.K8sServiceName)
		}
	}
	return heldOf(byNumber(list), prior, made), adoptedLate
}

// lastKnown is the ports as last seen when no list tells: a held port
// whose removal went through is gone; a port with a write's whole answer
// has it; any other held port keeps its prior value, and a port made keeps
// the answer of its create or last write.
func lastKnown(prior map[int64]portValue, outcomes map[int64]portengine.Outcome) map[int64]portValue {
	ports := map[int64]portValue{}
	for n, v := range prior {
		o, written := outcomes[n]
		switch {
		case written && o.Known != nil:
			ports[n] = valueOf(*o.Known)
		case written && !o.Made && o.Err == nil:
			// Removed.
		default:
			ports[n] = v
		}
	}
	for n, o := range outcomes {
		if _, held := prior[n]; !held && o.Made && o.Known != nil {
			ports[n] = valueOf(*o.Known)
		}
	}
	return ports
}

// reportChangedSincePlan names, as errors, each port the plan left as it
// was that the platform no longer has as the state recorded it: deleted or
// changed in the console between the plan and this apply. The state takes
// the platform's word (the port is dropped, or saved as it is), and the
// error keeps Terraform from calling that inconsistent with the plan. It
// returns the planned ports this apply changed, for compareWithPlan.
func reportChangedSincePlan(plan *setModel, prior, planned, ports map[int64]portValue, diags *diag.Diagnostics) map[int64]portValue {
	changed := map[int64]portValue{}
	for _, n := range sortedPorts(planned) {
		if !unchanged(planned, prior, n) {
			changed[n] = planned[n]
			continue
		}
		got, ok := ports[n]
		if !ok {
			diags.AddError(fmt.Sprintf("Port %d was deleted outside Terraform after the plan", n),
				fmt.Sprintf("This plan left %s as it was, but it is no longer in the component's port list: it was deleted after the plan. "+
					"The state no longer holds it; run terraform plan again, and the next plan creates it again.", plan.portLabel(n)))
			continue
		}
		if !got.Equal(prior[n]) {
			m := portplan.Mismatches(got.wanted(), prior[n].wanted())
			if len(m) == 0 {
				m = []string{"other mapping ports"}
			}
			diags.AddError(fmt.Sprintf("Port %d was changed outside Terraform after the plan", n),
				fmt.Sprintf("This plan left %s as it was, but it was changed after the plan and now reports: %s. "+
					"The state records what the platform has; run terraform plan again to see what of it differs from the configuration.", plan.portLabel(n), strings.Join(m, "; ")))
		}
	}
	return changed
}

// compareWithPlan names, as errors, each way in which the ports saved
// differ from the plan's (wantName is the configured internal domain name,
// or ""), when every write succeeded: the platform accepted a change it did
// not make. Without the error Terraform would call the result inconsistent
// with the plan.
func compareWithPlan(plan *setModel, wantName string, planned, ports map[int64]portValue, diags *diag.Diagnostics) {
	if got := knownString(plan.K8sServiceName); wantName != "" && got != wantName {
		diags.AddError("The platform did not set the internal domain name of "+plan.label(),
			fmt.Sprintf("Every action succeeded, but the component's ports report k8s_service_name %q, not %q. The state records what the platform has; the next plan shows the difference again.", got, wantName))
	}
	for _, n := range sortedPorts(planned) {
		got, ok := ports[n]
		if !ok {
			diags.AddError("The platform did not keep "+plan.portLabel(n),
				"Every action succeeded, but the port is not in the component's port list. The next plan creates it again.")
			continue
		}
		if m := portplan.Mismatches(got.wanted(), planned[n].wanted()); len(m) > 0 {
			diags.AddError("The platform did not apply every change to "+plan.portLabel(n),
				fmt.Sprintf("Every action succeeded, but the port now reports: %s. The state records what the platform has; the next plan shows the difference again.", strings.Join(m, "; ")))
		}
	}
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
				"HTTP rules serving port %d: %s.\n\n%s", n, portplan.DescribeBlocking(blockingOf[n]), portplan.UnbindAdvice))
	}
	return len(blockingOf) == 0
}

// removedPorts are the ports of prior that the plan no longer holds, in
// order.
func removedPorts[V any](prior map[int64]portValue, planned map[int64]V) []int64 {
	var removed []int64
	for _, n := range sortedPorts(prior) {
		if _, kept := planned[n]; !kept {
			removed = append(removed, n)
		}
	}
	return removed
}

// portWriter writes the ports an apply changes or creates, one call of
// write per port (portengine.Each runs them in parallel).
type portWriter struct {
	engine    portengine.Engine
	planned   map[int64]portValue
	prior     map[int64]portValue
	live      map[int64]client.Port
	mu        sync.Mutex
	creations map[int64]*portengine.Creation
}

// mine reports whether the resource holds or plans port n: its alias is
// the resource's to order.
func (w *portWriter) mine(n int64) bool {
	_, held := w.prior[n]
	_, planned := w.planned[n]
	return held || planned
}

func (w *portWriter) write(ctx context.Context, n int64) portengine.Outcome {
	if unchanged(w.planned, w.prior, n) {
		// Planned as it is in state (keepUnchangedKnown): no write.
		// The state takes it as the list read above shows it, and
		// drops it if the console deleted it since the plan
		// (reportChangedSincePlan says so).
		cur, there := w.live[n]
		if !there {
			return portengine.Outcome{Final: true}
		}
		return portengine.Outcome{Made: true, Known: &cur, Final: true}
	}
	seen, held := w.prior[n]
	cur, there := w.live[n]
	if held && !there {
		// The plan showed an update of it, not a create: as in
		// rainbond_component_port, the apply does not make it again.
		return portengine.Outcome{Err: portplan.GoneSincePlan(n), Title: "update", Final: true}
	}
	if held {
		// A port the console changed or made again since the plan is
		// not written over (as the delete above); the state takes it
		// as the platform has it (portsFromPlatform).
		if err := portplan.NotOursToUpdate(cur, seen.wanted(), w.planned[n].wanted()); err != nil {
			return portengine.Outcome{Err: err, Title: "update", Known: &cur, Final: true}
		}
		o := w.engine.Converge(ctx, n, cur, w.planned[n].wanted())
		o.Made = true
		return o
	}
	// New to the resource: the plan creates it. A port the component
	// has and the resource never held predates this apply: the engine
	// refuses it with no POST.
	var before *client.Port
	if there {
		before = &cur
	} else if alias, err := w.engine.CreateAlias(ctx, n, w.planned[n].wanted().Alias); err != nil {
		return portengine.Outcome{Err: err, Title: "create", Final: true}
	} else if err := portplan.CreateTakesAlias(slices.Collect(maps.Values(w.live)), alias, n, w.mine); err != nil {
		// The platform would make the port beside the holder (the plan
		// refuses this when its lists show the holder). The resource's
		// own ports give their aliases up in earlier waves.
		return portengine.Outcome{Err: fmt.Errorf("port alias held by another port, so nothing was sent: %w", err), Title: "create", Final: true}
	}
	o, c := w.engine.CreateAndConverge(ctx, n, w.planned[n].wanted(), before)
	w.mu.Lock()
	w.creations[n] = c
	w.mu.Unlock()
	return o
}
