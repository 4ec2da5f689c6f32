package port

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// claimPort records the port this resource plans (see tfid.PortClaims): a
// second resource for the same port is an error, and a second port of the
// component with the same configured port_alias a warning, since the
// platform refuses an alias another port of the component has.
func (r *portResource) claimPort(ctx context.Context, req resource.ModifyPlanRequest, diags *diag.Diagnostics) {
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
	pass := tfid.PassUpdate
	if req.State.Raw.IsNull() {
		pass = tfid.PassCreate
	}
	clashes := r.claims.Claim(ctx, tfid.PortClaim{Ref: plan.ref(), Port: plan.port(), Alias: alias.ValueString(), K8sName: name.ValueString(),
		Pass: pass, Config: req.Config.Raw})
	reportClashes(plan, name, clashes, diags)
}

// claimDestroy records that the plan destroys the port: a create of the
// same port in the same plan is a renamed resource, which would lose it.
func (r *portResource) claimDestroy(ctx context.Context, state portModel, diags *diag.Diagnostics) {
	if r.api == nil {
		return
	}
	reportClashes(state, types.StringNull(), r.claims.Claim(ctx, tfid.PortClaim{Ref: state.ref(), Port: state.port(), Pass: tfid.PassDestroy}), diags)
}

func reportClashes(plan portModel, name types.String, clashes []tfid.ClaimClash, diags *diag.Diagnostics) {
	for _, c := range clashes {
		switch {
		case c.Renamed:
			diags.AddError(fmt.Sprintf("Port %d is destroyed and created in one plan", plan.port()),
				fmt.Sprintf("This plan destroys %s under one resource address and creates it under another (a renamed resource or for_each key). "+
					"Terraform would run both at once: the create fails because the port exists, while the destroy deletes it, so the platform "+
					"would end without the port. Tell Terraform the resource moved, with a block naming the old and the new address "+
					"(Terraform shows them with this error, one per address):\n\n"+
					"moved {\n  from = <address of the port resource being destroyed>\n  to   = <address of the port resource being created>\n}\n\n"+
					"To really delete the port and create it again, apply the removal first, then the addition.", plan.label()))
		case c.SamePort:
			diags.AddError(fmt.Sprintf("Port %d is declared twice", plan.port()),
				fmt.Sprintf("%s is also declared by %s of this configuration. "+
					"Two resources for one port would each change it back to their own settings, and the second create would fail at apply. Keep one of them.",
					plan.label(), tfid.ClaimHolder(c.Earlier)))
		case c.OtherName:
			diags.AddAttributeError(path.Root("k8s_service_name"), "Two internal domain names for one component",
				fmt.Sprintf("k8s_service_name %q of %s differs from %q, configured for port %d of the same component. The platform holds one internal domain name per component, "+
					"shared by all its ports, so the two would set it back and forth on every apply. Set it on one port of the component (or the same value on each).",
					name.ValueString(), plan.label(), c.Earlier.K8sName, c.Earlier.Port))
		case c.SameAlias:
			diags.AddAttributeWarning(path.Root("port_alias"), "Port alias used twice in one component",
				fmt.Sprintf("port_alias %q of %s is also configured for port %d of the same component. The platform refuses an alias that another port of the component has, so one of the two will fail at apply. Give each port its own alias.",
					c.Earlier.Alias, plan.label(), c.Earlier.Port))
		}
	}
}
