package componentports

import (
	"context"
	"fmt"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-go/tftypes"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/portplan"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// ModifyPlan claims every port the plan holds in the walk's PortClaims,
// which rainbond_component_port claims in too, so that one port in two
// resources of either form fails the plan; and it says, for every port the
// plan removes, which custom domains stop the apply and which go with it.
func (r *setResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if r.api == nil {
		return
	}
	var plan, state setModel
	var planned, held map[int64]portValue
	if !req.State.Raw.IsNull() {
		resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
		held = state.ports(ctx, &resp.Diagnostics)
	}
	if !req.Plan.Raw.IsNull() {
		resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
		if resp.Diagnostics.HasError() || plan.Ports.IsUnknown() || plan.TeamID.IsUnknown() || plan.RegionName.IsUnknown() ||
			plan.AppID.IsUnknown() || plan.ServiceID.IsUnknown() {
			return
		}
		planned = plan.ports(ctx, &resp.Diagnostics)
	}
	if resp.Diagnostics.HasError() {
		return
	}
	replaced, ok := r.planReplaces(ctx, req, &plan, &state, resp)
	if !ok {
		return
	}
	pass, token := replacePass(ctx, req, resp)
	r.claimPlanned(ctx, req, &plan, held, planned, replaced, pass, token, &resp.Diagnostics)
	// Not in the create pass of a replacement: the ports it replaces,
	// deleted first, may hold the aliases now.
	if !resp.Diagnostics.HasError() && (pass != tfid.PassCreate || token == "") {
		r.refuseHeldAliases(ctx, &plan, held, planned, &resp.Diagnostics)
	}
	if !resp.Diagnostics.HasError() {
		r.refuseSharedDefaultAlias(ctx, &plan, held, planned, &resp.Diagnostics)
	}
	removed := r.claimRemoved(ctx, req, &state, held, planned, replaced, &resp.Diagnostics)
	if len(removed) > 0 && !resp.Diagnostics.HasError() {
		r.warnOfDomains(ctx, &state, removed, &resp.Diagnostics)
	}
	if !replaced && !resp.Diagnostics.HasError() {
		keepUnchangedKnown(ctx, req, &plan, &state, held, planned, resp)
		refuseAliasRing(&plan, held, planned, &resp.Diagnostics)
		r.warnOfClosedRoutes(ctx, &state, held, planned, &resp.Diagnostics)
	}
}

// replacePass tells the pass of the plan. Terraform plans a replacement
// twice: with the prior state (the update pass), then as a create. The
// update pass leaves a token in the private data that only the create pass
// of the same resource receives, so that the two passes' claims are told
// from two resources'.
func replacePass(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) (tfid.ClaimPass, string) {
	switch {
	case !req.State.Raw.IsNull() && resp.Private != nil:
		return tfid.PassUpdate, tfid.NewReplaceToken(ctx, resp.Private, &resp.Diagnostics)
	case req.Private != nil:
		return tfid.PassCreate, tfid.ReplaceToken(ctx, req.Private)
	}
	return tfid.PassCreate, ""
}

// claimPlanned claims every planned port, and refuses alias moves the
// claims of the run show.
func (r *setResource) claimPlanned(ctx context.Context, req resource.ModifyPlanRequest, plan *setModel, held, planned map[int64]portValue, replaced bool, pass tfid.ClaimPass, token string, diags *diag.Diagnostics) {
	for _, n := range sortedPorts(planned) {
		c := tfid.PortClaim{Ref: plan.ref(), Port: n, Alias: knownString(planned[n].PortAlias), K8sName: knownString(plan.K8sServiceName),
			Pass: pass, Token: token, Config: req.Config.Raw, Defaulted: defaultedAlias(held, planned, n)}
		if h, ok := held[n]; ok && !replaced {
			c.From = knownString(h.PortAlias)
			c.Held = true
		}
		reportClashes(plan, n, c, r.claims.Claim(ctx, c), diags)
		for _, m := range r.claims.AliasMoves(ctx, c) {
			summary, detail := m.Explain(c, plan.portLabel(n))
			diags.AddAttributeError(path.Root("ports").AtMapKey(fmt.Sprint(n)).AtName("port_alias"), summary, detail)
		}
	}
}

// claimRemoved claims, as destroyed, every held port the plan removes, and
// answers them.
func (r *setResource) claimRemoved(ctx context.Context, req resource.ModifyPlanRequest, state *setModel, held, planned map[int64]portValue, replaced bool, diags *diag.Diagnostics) []int64 {
	var removed []int64
	for _, n := range sortedPorts(held) {
		if _, kept := planned[n]; !kept || replaced {
			removed = append(removed, n)
			// The state carries the form, so that a create of the port by
			// another resource names this one rightly (tfid.ClaimHolder).
			c := tfid.PortClaim{Ref: state.ref(), Port: n, Pass: tfid.PassDestroy, Config: req.State.Raw, Replaced: replaced}
			reportClashes(state, n, c, r.claims.Claim(ctx, c), diags)
		}
	}
	return removed
}

// keepUnchangedKnown plans a kept port whose configured settings do not
// change as it is in state, and an unset k8s_service_name as the state
// has it: the framework would show their computed values as known after
// apply on any change of the resource, which buries the real change. The
// apply writes nothing to such a port and keeps these values (unchanged).
func keepUnchangedKnown(ctx context.Context, req resource.ModifyPlanRequest, plan, state *setModel, held, planned map[int64]portValue, resp *resource.ModifyPlanResponse) {
	if held == nil || req.Plan.Raw.IsNull() {
		return
	}
	touched := false
	for n, v := range planned {
		if h, ok := held[n]; ok && !v.Equal(h) && unchangedPort(v, h) {
			planned[n] = h
			touched = true
		}
	}
	if plan.K8sServiceName.IsUnknown() && !state.K8sServiceName.IsNull() {
		var configured types.String
		resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("k8s_service_name"), &configured)...)
		if configured.IsNull() {
			plan.K8sServiceName = state.K8sServiceName
			touched = true
		}
	}
	if !touched || resp.Diagnostics.HasError() {
		return
	}
	plan.setPorts(planned, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.Plan.Set(ctx, plan)...)
}

// unchangedPort reports whether a planned port changes none of the
// settings the state holds: each known planned setting equals the state's.
func unchangedPort(v, h portValue) bool {
	same := func(a, b attr.Value) bool { return a.IsUnknown() || a.Equal(b) }
	return same(v.Protocol, h.Protocol) && same(v.PortAlias, h.PortAlias) && same(v.IsInnerService, h.IsInnerService) &&
		same(v.IsOuterService, h.IsOuterService) && same(v.MappingPort, h.MappingPort) && same(v.LBMappingPort, h.LBMappingPort)
}

// refuseAliasRing fails the plan when ports swap aliases (or move them in
// a ring): the platform refuses an alias another port has, so no order of
// the changes gets there in one apply.
func refuseAliasRing(m *setModel, held, planned map[int64]portValue, diags *diag.Diagnostics) {
	cur, want := map[int64]string{}, map[int64]string{}
	for n, v := range planned {
		want[n] = knownString(v.PortAlias)
		if h, ok := held[n]; ok {
			cur[n] = knownString(h.PortAlias)
		}
	}
	_, ring := portplan.AliasWaves(cur, want)
	if len(ring) == 0 {
		return
	}
	var moves []string
	for _, n := range ring {
		moves = append(moves, fmt.Sprintf("port %d %q -> %q", n, cur[n], want[n]))
	}
	diags.AddAttributeError(path.Root("ports"), "Ports swap aliases",
		fmt.Sprintf("This plan moves aliases of %s in a ring (%s). The platform refuses an alias that another port of the component has, so no order "+
			"of the changes gets there in one apply. Do it in two: first give one of these ports a temporary alias (for example %q) and apply, then set the aliases wanted and apply again.",
			m.label(), strings.Join(moves, ", "), want[ring[0]]+"_TMP")+tfid.BeforeDestroy)
}

// warnOfClosedRoutes names, in the plan, the custom domains that a change
// of a kept port takes down (a protocol change away from http, or the
// outer service closed), as a removal's plan does. The rule list is read
// once per run, and only when such a change is planned.
func (r *setResource) warnOfClosedRoutes(ctx context.Context, m *setModel, held, planned map[int64]portValue, diags *diag.Diagnostics) {
	var rules []client.HTTPRule
	read := false
	for _, n := range sortedPorts(planned) {
		prior, kept := held[n]
		if !kept {
			continue
		}
		change := portplan.ClosesRoutes(prior.wanted(), planned[n].wanted())
		if change == "" {
			continue
		}
		if !read {
			var err error
			if rules, err = r.api.HTTPRules(ctx); err != nil {
				diags.AddWarning("Cannot check the custom domains of the ports changed",
					fmt.Sprintf("This plan %s %s. Listing the HTTP rules to see which custom domains stop serving it failed: %s.", change, m.portLabel(n), err))
				return
			}
			read = true
		}
		if serving := portplan.ServingDomains(rules, m.portOf(n)); len(serving) > 0 {
			summary, detail := portplan.RoutesWarning(change, m.portLabel(n), serving)
			diags.AddAttributeWarning(path.Root("ports").AtMapKey(fmt.Sprint(n)), summary, detail)
		}
	}
}

// planReplaces reports whether the plan replaces the resource: another
// region, app or component. Another spelling of the same component (its
// alias or id, the team's name or id) is an update of the state alone. ok
// is false, with an error, when the platform cannot tell.
func (r *setResource) planReplaces(ctx context.Context, req resource.ModifyPlanRequest, plan, state *setModel, resp *resource.ModifyPlanResponse) (replaced, ok bool) {
	if req.State.Raw.IsNull() || req.Plan.Raw.IsNull() {
		return false, true
	}
	if !plan.RegionName.Equal(state.RegionName) || !plan.AppID.Equal(state.AppID) {
		return true, true
	}
	if plan.ServiceID.Equal(state.ServiceID) && plan.TeamID.Equal(state.TeamID) {
		return false, true
	}
	same, err := r.api.SameComponent(ctx, plan.ref(), state.ref())
	if err != nil {
		resp.Diagnostics.AddError("Cannot tell whether "+plan.label()+" is "+state.label(), err.Error())
		return false, false
	}
	if !same {
		resp.RequiresReplace = append(resp.RequiresReplace, path.Root("service_id"))
		return true, true
	}
	// The same component written another way: the id follows the new
	// spelling, as the apply writes it (the id is the written path).
	plan.ID = types.StringValue(plan.buildID())
	resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, path.Root("id"), plan.ID)...)
	return false, true
}

// reportClashes fails the plan for a port that another resource of this
// configuration holds too, naming that resource; Terraform names this one.
func reportClashes(m *setModel, n int64, current tfid.PortClaim, clashes []tfid.ClaimClash, diags *diag.Diagnostics) {
	at := path.Root("ports").AtMapKey(fmt.Sprint(n))
	// A destroy claim carries the state, not the configuration, and a
	// destroy has no alias of its own to compare.
	config := current.Config
	if current.Pass == tfid.PassDestroy {
		config = tftypes.Value{}
	}
	for _, c := range clashes {
		switch {
		case c.DeletesKept:
			summary, detail := tfid.ExplainDeletesKept(current, c.Earlier, m.portLabel(n))
			diags.AddAttributeError(at, summary, detail)
		case c.Renamed && tfid.ClaimForm(c.Earlier) == "rainbond_component_ports":
			// Both sides are of this form: a renamed resource or for_each
			// key, which a moved block carries over; or two objects of one
			// resource, which the provider cannot tell apart from that
			// (Terraform plans a tainted object's replacement as a new
			// resource, with no prior state): a deposed one that a failed
			// create_before_destroy replacement left, and the current one.
			diags.AddAttributeError(at, fmt.Sprintf("Port %d is destroyed and created in one plan", n),
				fmt.Sprintf("This plan removes %s from one rainbond_component_ports object and creates it in another (%s).\n\n"+
					"If Terraform shows both under one address, one of them a \"deposed object\" (left over from a create_before_destroy replacement that failed), "+
					"they are objects of this same resource: Terraform creates or updates its current object before it destroys the deposed one, and the platform "+
					"refuses a port that exists, so no apply would get past it. Destroy the resource's objects, then create it again, with create_before_destroy "+
					"left off:\n  terraform destroy -refresh=false -target=<address of this resource>\n  terraform apply\n\n"+
					"Otherwise it is a renamed resource or for_each key. Terraform would run both at once, and the platform could end without the port. "+
					"Tell Terraform the resource moved, with a block naming the old and the new address "+
					"(Terraform shows them with this error):\n\nmoved {\n  from = <address of the rainbond_component_ports being destroyed>\n  to   = <address of the one being created>\n}", m.portLabel(n), tfid.ClaimHolder(c.Earlier)))
		case c.Renamed:
			diags.AddAttributeError(at, fmt.Sprintf("Port %d is destroyed and created in one plan", n),
				fmt.Sprintf("This plan removes %s from one resource and creates it in another (%s). Terraform would run both at once, and the platform "+
					"could end without the port. Move it in two applies: remove it from the first resource with a removed block (lifecycle { destroy = false }) "+
					"or a terraform state command, then import it into the second.", m.portLabel(n), tfid.ClaimHolder(c.Earlier)))
		case c.SamePort:
			diags.AddAttributeError(at, fmt.Sprintf("Port %d is managed by two resources", n),
				fmt.Sprintf("%s is also declared by %s of this configuration. Two resources for one port would each change it back to their own settings, "+
					"and the second create would fail at apply. Keep it in one of them: Terraform shows this resource's address with this error; the other is the %s whose "+
					"team_id and service_id name the same component.", m.portLabel(n), tfid.ClaimHolder(c.Earlier), tfid.ClaimForm(c.Earlier)))
		case c.OtherName:
			diags.AddAttributeError(path.Root("k8s_service_name"), "Two internal domain names for one component",
				fmt.Sprintf("k8s_service_name of %s differs from %q, configured for port %d of the same component by %s. The platform holds one internal domain name per component.",
					m.label(), c.Earlier.K8sName, c.Earlier.Port, tfid.ClaimHolder(c.Earlier))+tfid.BeforeDestroy)
		case c.SameAlias && c.Earlier.Config.Equal(config):
			// Two ports of this resource: its validation says so already.
		case c.SameAlias:
			// An error, as inside one resource: an alias change would fail
			// on every run (this resource, tainted, deleted and made again
			// each time), and two creates would share the alias.
			diags.AddAttributeError(at.AtName("port_alias"), "Port alias used twice in one component",
				fmt.Sprintf("port_alias %q of %s is also configured for port %d of the same component, by %s. %s Give each port its own alias.",
					c.Earlier.Alias, m.portLabel(n), c.Earlier.Port, tfid.ClaimHolder(c.Earlier), portplan.AliasSharedFacts)+c.DefaultAliasNote()+tfid.BeforeDestroy)
		}
	}
}

// warnOfDomains names, in the plan, the custom domains of the ports it
// removes: those that stop the apply, and the dormant ones that go with the
// port. The rule list is read once per run.
func (r *setResource) warnOfDomains(ctx context.Context, m *setModel, removed []int64, diags *diag.Diagnostics) {
	rules, err := r.api.HTTPRules(ctx)
	if err != nil {
		diags.AddWarning("Cannot check the custom domains of the ports removed",
			fmt.Sprintf("This plan removes ports %v of %s. Listing the HTTP rules to see which custom domains the platform deletes with them failed: %s. The apply checks again before changing a port.", removed, m.label(), err))
		return
	}
	for _, n := range removed {
		if blocking := portplan.DomainsBlockingDelete(rules, m.portOf(n)); len(blocking) > 0 {
			diags.AddWarning(fmt.Sprintf("Port %d has custom domains bound", n),
				fmt.Sprintf("This plan removes %s, but custom domains still serve it, and deleting the port would delete them too, so the apply will stop before changing any port. "+
					"HTTP rules bound to it: %s. %s", m.portLabel(n), portplan.DescribeBlocking(blocking), portplan.UnbindAdvice))
			continue
		}
		if dormant := portplan.DormantDomains(rules, m.portOf(n)); len(dormant) > 0 {
			diags.AddWarning(fmt.Sprintf("Custom domains of port %d will be deleted with it", n),
				fmt.Sprintf("This plan removes %s. The platform deletes every HTTP rule of a port with the port, and these custom domains, which no longer serve it "+
					"(its outer service is closed), go too: %s. Move them to another port first (a rainbond_http_rule can change its container_port) to keep them.",
					m.portLabel(n), platform.DescribeRules(dormant)))
		}
	}
}

// defaultedAlias reports a port the resource creates without an alias,
// which the platform names (tfid.DefaultPortAlias).
func defaultedAlias(held, planned map[int64]portValue, n int64) bool {
	_, ok := held[n]
	return !ok && knownString(planned[n].PortAlias) == "" && (planned[n].PortAlias.IsUnknown() || planned[n].PortAlias.IsNull())
}
