package port

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-log/tflog"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/portplan"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// createAttempts bounds the POSTs of one create. Each attempt after the
// first follows lists that showed the port absent for as long as the
// earlier attempt could still be at work (see awaitPort), so it cannot
// duplicate; two were too few where a tenth of the POSTs lose their answer.
const createAttempts = 5

// createPort posts the port. It never creates a second port and never
// claims a port this apply did not create: when the outcome of the request
// is unknown it looks before it tries again.
func (r *portResource) createPort(ctx context.Context, m *portModel, body client.AddPortRequest) (*client.Port, diag.Diagnostics) {
	var diags diag.Diagnostics
	var attempts tfid.CreateAttempts
	for attempt := 1; attempt <= createAttempts; attempt++ {
		created, err := r.api.AddPort(ctx, m.ref(), body)
		if err == nil {
			return created, nil
		}
		attempts.Failed(err)
		if why := platform.RegionRefusal(err, m.TeamID.ValueString(), m.RegionName.ValueString()); why != "" {
			diags.AddError("Cannot create "+m.label(), "The platform refused the port, so nothing was done. "+why+"\n\nServer answer: "+err.Error())
			return nil, diags
		}
		if !client.IsOutcomeUnknown(err) && !client.IsConflict(err) {
			diags.AddError("Cannot create "+m.label(), err.Error())
			return nil, diags
		}
		// Either the request may have acted, or the server says the port is
		// in the way (409 also means other conflicts): look at what exists.
		// A request that may still be at work gets a while to show.
		var existing client.Port
		var found bool
		var lerr error
		if client.IsOutcomeUnknown(err) {
			existing, found, lerr = r.awaitPort(ctx, m)
		} else {
			lookCtx, cancel := tfschema.WithFailedWriteReadTimeout(ctx)
			existing, found, lerr = r.freshPort(lookCtx, m)
			cancel()
		}
		switch {
		case !found && (lerr != nil || attempt == createAttempts || ctx.Err() != nil) && client.IsOutcomeUnknown(err):
			diags.AddError("Creating "+m.label()+" has an unknown outcome", unknownCreateText(m, err, lerr, r.createWindow()))
			return nil, diags
		case lerr != nil:
			diags.AddError("Cannot tell whether "+m.label()+" was created",
				fmt.Sprintf("Creating the port failed: %s\nListing the ports to check failed too: %s\n\nIf the port exists, bring it under management with:\n  terraform import <resource address> %s", err, lerr, m.ID.ValueString()))
			return nil, diags
		}
		// The one adoption rule decides what a port found is. No ClaimedBy:
		// ports are claimed at plan time, where two resources for one port
		// fail the plan (claims.go).
		switch attempts.Judge(tfid.Found{Exists: found, Matches: found && portplan.SameCreateSettings(existing, body)}) {
		case tfid.Adopt:
			tflog.Info(ctx, "adopting a port whose create had an unknown outcome", map[string]any{"port": m.label(), "error": err.Error()})
			return &existing, nil
		case tfid.RefuseExisting:
			// No request of this apply can have created it: the port
			// predates the apply.
			diags.AddError(fmt.Sprintf("Port %d already exists", m.port()),
				fmt.Sprintf("%s existed before this apply, so Terraform will not take it over silently. Bring it under management with:\n  terraform import <resource address> %s\n\nServer answer: %s", m.label(), m.ID.ValueString(), err))
			return nil, diags
		case tfid.RefuseOther:
			diags.AddError(fmt.Sprintf("Port %d exists with other settings", m.port()),
				fmt.Sprintf("Creating %s failed (%s), and the port now exists with protocol %q and alias %q, which this configuration did not ask for; it was probably created by someone else. Import it with:\n  terraform import <resource address> %s",
					m.label(), err, existing.Protocol, existing.PortAlias, m.ID.ValueString()))
			return nil, diags
		}
		if attempt < createAttempts && client.IsOutcomeUnknown(err) && ctx.Err() == nil {
			tflog.Info(ctx, "retrying a port create that did not take", map[string]any{"port": m.label(), "error": err.Error()})
			continue
		}
		diags.AddError("Cannot create "+m.label(), err.Error())
		return nil, diags
	}
	return nil, diags
}
