package port

import (
	"context"
	"fmt"
	"slices"

	"github.com/hashicorp/terraform-plugin-framework/diag"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/portengine"
	"github.com/rainbond/terraform-provider-rainbond/internal/portplan"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// createPort creates the port through the port engine, which
// rainbond_component_ports shares: it never creates a second port and never
// claims a port this apply did not create. Before the first attempt it
// reads the component's port list (the run's cached one, which a refresh
// has read already) to learn whether the port is there: one that is was
// not made by this apply, and is refused with the import hint and no POST.
// An alias another port of the component has is refused there too: the
// platform's create does not check it (portplan.CreateTakesAlias).
func (r *portResource) createPort(ctx context.Context, m *portModel, body client.AddPortRequest) (*client.Port, diag.Diagnostics) {
	var diags diag.Diagnostics
	list, err := r.api.Ports(ctx, m.ref())
	if err != nil {
		diags.AddError("Cannot create "+m.label(),
			"Before creating a port the provider reads the component's ports, to know whether the port is already there, and the list failed: "+
				platform.ErrorDetail(err, m.TeamID.ValueString(), m.RegionName.ValueString())+"\n\nNothing was changed; apply again once the platform answers.")
		return nil, diags
	}
	engine := portengine.New(r.api, m.ref())
	var seen *client.Port
	if i := slices.IndexFunc(list, func(p client.Port) bool { return p.ContainerPort == m.port() }); i >= 0 {
		seen = &list[i]
	} else if alias, err := engine.CreateAlias(ctx, m.port(), body.PortAlias); err != nil {
		diags.AddError("Cannot create "+m.label(), err.Error()+".")
		return nil, diags
	} else if err := portplan.CreateTakesAlias(list, alias, m.port(), nil); err != nil {
		// The platform would make the port beside the holder; the plan
		// refuses this when its lists show the holder (refuseHeldAlias).
		diags.AddError("Cannot create "+m.label(), "Port alias held by another port, so nothing was sent: "+err.Error()+".")
		return nil, diags
	}
	created, c, err := engine.Create(ctx, m.port(), body, seen)
	if err == nil {
		if why := c.FoundAfterUncertain(); why != "" {
			diags.AddWarning(portengine.FoundAfterUncertainTitle, why+" If so, stop managing it without deleting it: "+
				"terraform state rm <this resource's address>, then remove its block (or replace the block with a removed block whose lifecycle has destroy = false).")
		}
		return created, diags
	}
	f, ok := err.(*portengine.CreateFailure)
	if !ok {
		diags.AddError("Cannot create "+m.label(), err.Error())
		return nil, diags
	}
	switch {
	case f.Region != "":
		diags.AddError("Cannot create "+m.label(), "The platform refused the port, so nothing was done. "+f.Region+"\n\nServer answer: "+f.Err.Error())
	case f.Before:
		diags.AddError(fmt.Sprintf("Port %d already exists", m.port()),
			fmt.Sprintf("%s is on the component already, so nothing was sent.\n\n%s\n\nOtherwise the port existed before this apply, made outside Terraform, "+
				"and Terraform will not take it over silently. Bring it under management with:\n  terraform import <resource address> %s",
				m.label(), portengine.OwnObjectHint(m.port()), m.ID.ValueString()))
	case f.Unknown:
		diags.AddError("Creating "+m.label()+" has an unknown outcome", unknownCreateText(m, f.Err, f.ListErr, f.Window))
	case f.ListErr != nil:
		diags.AddError("Cannot tell whether "+m.label()+" was created",
			fmt.Sprintf("Creating the port failed: %s\nListing the ports to check failed too: %s\n\nIf the port exists, bring it under management with:\n  terraform import <resource address> %s", f.Err, f.ListErr, m.ID.ValueString()))
	case f.Verdict == tfid.RefuseExisting || f.Verdict == tfid.RefuseClaimed:
		// No request of this apply can have created it: the port
		// predates the apply.
		diags.AddError(fmt.Sprintf("Port %d already exists", m.port()),
			fmt.Sprintf("%s existed before this apply, so Terraform will not take it over silently. Bring it under management with:\n  terraform import <resource address> %s\n\nServer answer: %s", m.label(), m.ID.ValueString(), f.Err))
	case f.Verdict == tfid.RefuseOther:
		diags.AddError(fmt.Sprintf("Port %d exists with other settings", m.port()),
			fmt.Sprintf("Creating %s failed (%s), and the port now exists with protocol %q and alias %q, which this configuration did not ask for; it was probably created by someone else. Import it with:\n  terraform import <resource address> %s",
				m.label(), f.Err, f.Existing.Protocol, f.Existing.PortAlias, m.ID.ValueString()))
	default:
		diags.AddError("Cannot create "+m.label(), f.Err.Error())
	}
	return nil, diags
}
