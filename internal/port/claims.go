package port

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/rainbond/terraform-provider-rainbond/internal/portplan"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// claimPort records the port this resource plans (see tfid.PortClaims): a
// second resource for the same port is an error, and a second port of the
// component with the same configured port_alias an error too: the
// platform refuses one alias change and lets two creates share the alias,
// the second taking the first's connection variables.
func (r *portResource) claimPort(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	diags := &resp.Diagnostics
	if r.api == nil {
		return
	}
	// Every port of every plan passes here: read the few attributes
	// without the framework's conversion of the whole plan.
	plan, err := portAttributes(req.Plan.Raw)
	if err != nil {
		diags.AddError("Cannot read the plan of a port", err.Error())
		return
	}
	config, err := portAttributes(req.Config.Raw)
	if err != nil {
		diags.AddError("Cannot read the configuration of a port", err.Error())
		return
	}
	alias := config.PortAlias
	if plan.TeamID.IsUnknown() || plan.RegionName.IsUnknown() || plan.AppID.IsUnknown() ||
		plan.ServiceID.IsUnknown() || plan.ContainerPort.IsUnknown() {
		return
	}
	name := config.K8sServiceName
	if name.IsUnknown() {
		name = types.StringNull()
	}
	claim := tfid.PortClaim{Ref: plan.ref(), Port: plan.port(), Alias: alias.ValueString(), K8sName: name.ValueString(),
		Pass: tfid.PassUpdate, Config: req.Config.Raw}
	if req.State.Raw.IsNull() {
		claim.Pass = tfid.PassCreate
		// The platform names it (tfid.DefaultPortAlias), and that alias
		// clashes as a configured one does.
		claim.Defaulted = alias.IsNull()
		if req.Private != nil {
			claim.Token = tfid.ReplaceToken(ctx, req.Private)
		}
	} else {
		claim.ID = plan.ID.ValueString()
		if state, err := portAttributes(req.State.Raw); err == nil {
			if !state.PortAlias.IsUnknown() {
				claim.From = state.PortAlias.ValueString()
			}
			claim.Held = state.ContainerPort.Equal(plan.ContainerPort)
		}
		if resp.Private != nil {
			claim.Token = tfid.NewReplaceToken(ctx, resp.Private, diags)
		}
	}
	reportClashes(plan, name, claim, r.claims.Claim(ctx, claim), diags)
	moves := r.claims.AliasMoves(ctx, claim)
	for _, m := range moves {
		summary, detail := m.Explain(claim, plan.label())
		diags.AddAttributeError(path.Root("port_alias"), summary, detail)
	}
	// The create pass of a replacement: the port it replaces, deleted
	// first, may hold the alias now.
	replacing := claim.Pass == tfid.PassCreate && claim.Token != ""
	if len(moves) == 0 && !alias.IsUnknown() && !replacing {
		r.refuseHeldAlias(ctx, plan, alias.ValueString(), claim.From, claim.Pass == tfid.PassCreate, diags)
	}
}

// claimDestroy records that the plan destroys the port: a create of the
// same port in the same plan is a renamed resource, which would lose it.
func (r *portResource) claimDestroy(ctx context.Context, state portModel, diags *diag.Diagnostics) {
	if r.api == nil {
		return
	}
	claim := tfid.PortClaim{Ref: state.ref(), Port: state.port(), Pass: tfid.PassDestroy, ID: state.ID.ValueString()}
	reportClashes(state, types.StringNull(), claim, r.claims.Claim(ctx, claim), diags)
}

func reportClashes(plan portModel, name types.String, current tfid.PortClaim, clashes []tfid.ClaimClash, diags *diag.Diagnostics) {
	for _, c := range clashes {
		switch {
		case c.DeletesKept:
			summary, detail := tfid.ExplainDeletesKept(current, c.Earlier, plan.label())
			diags.AddError(summary, detail)
		case c.Renamed:
			diags.AddError(fmt.Sprintf("Port %d is destroyed and created in one plan", plan.port()),
				fmt.Sprintf("This plan destroys %s under one resource address and creates it under another (a renamed resource or for_each key). "+
					"Terraform would run both at once: the create fails because the port exists, while the destroy deletes it, so the platform "+
					"would end without the port. Tell Terraform the resource moved, with a block naming the old and the new address "+
					"(Terraform shows them with this error, one per address):\n\n"+
					"moved {\n  from = <address of the port resource being destroyed>\n  to   = <address of the port resource being created>\n}\n\n"+
					"To really delete the port and create it again, apply the removal first, then the addition.", plan.label()))
		case c.SamePort && inStateAndNew(c.Earlier, current):
			// The provider never sees resource addresses: Terraform
			// prints the one this error is reported for, and the state's
			// id finds the other.
			where := "(`terraform state list` shows its address)"
			if id := c.Earlier.ID + current.ID; id != "" {
				where = fmt.Sprintf("(its address is what\n  terraform state list -id=%s\nprints)", id)
			}
			diags.AddError(fmt.Sprintf("Port %d is declared twice", plan.port()),
				fmt.Sprintf("One rainbond_component_port resource of this configuration has %s already in state %s, and another, new resource declares the same port again. "+
					"Terraform would keep the first and create the second, which the platform refuses because the port exists. Terraform shows this error with the address of one of the two. "+
					"Keep one of them; if the new block is to take over the port, move the state with a moved block (from the address in state to the new one) instead of adding a second block.",
					plan.label(), where))
		case c.SamePort:
			diags.AddError(fmt.Sprintf("Port %d is declared twice", plan.port()),
				fmt.Sprintf("%s is also declared by %s of this configuration. "+
					"Two resources for one port would each change it back to their own settings, and the second create would fail at apply. Keep one of them.",
					plan.label(), tfid.ClaimHolder(c.Earlier)))
		case c.OtherName:
			diags.AddAttributeError(path.Root("k8s_service_name"), "Two internal domain names for one component",
				fmt.Sprintf("k8s_service_name %q of %s differs from %q, configured for port %d of the same component. The platform holds one internal domain name per component, "+
					"shared by all its ports, so the two would set it back and forth on every apply. Set it on one port of the component (or the same value on each).",
					name.ValueString(), plan.label(), c.Earlier.K8sName, c.Earlier.Port)+tfid.BeforeDestroy)
		case c.SameAlias:
			// An error, as inside one rainbond_component_ports: an alias
			// change would fail on every run, and two creates would leave
			// the ports sharing the alias and its variables.
			diags.AddAttributeError(path.Root("port_alias"), "Port alias used twice in one component",
				fmt.Sprintf("port_alias %q of %s is also configured for port %d of the same component, by %s. %s Give each port its own alias.",
					c.Earlier.Alias, plan.label(), c.Earlier.Port, tfid.ClaimHolder(c.Earlier), portplan.AliasSharedFacts)+c.DefaultAliasNote()+tfid.BeforeDestroy)
		}
	}
}

// inStateAndNew reports a clash between a resource in state (its update
// pass) and a new resource (a create pass) on one port.
func inStateAndNew(a, b tfid.PortClaim) bool {
	return (a.Pass == tfid.PassUpdate && b.Pass == tfid.PassCreate) || (a.Pass == tfid.PassCreate && b.Pass == tfid.PassUpdate)
}
