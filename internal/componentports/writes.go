package componentports

import (
	"fmt"

	"github.com/rainbond/terraform-provider-rainbond/internal/portengine"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// The writes themselves are the port engine's (internal/portengine),
// shared with rainbond_component_port; this file words their failures for
// this form.

// failureTitle names a port's failed step, for its error: "Cannot create
// port 8081 (...)", "Cannot open the inner service of port 8081 (...)".
func failureTitle(m *setModel, n int64, o portengine.Outcome) string {
	return fmt.Sprintf("Cannot %s %s", o.Title, m.portLabel(n))
}

// failureText is a port's error, in this form's words where the engine's
// create failure needs them.
func failureText(m *setModel, n int64, o portengine.Outcome) string {
	f, ok := o.Err.(*portengine.CreateFailure)
	if !ok {
		return o.Err.Error()
	}
	id := fmt.Sprintf("%s/%d", m.buildID(), n)
	switch {
	case f.Before:
		return "Nothing was sent for this port: " + existedBefore(m, n).Error()
	case f.Region != "":
		return fmt.Sprintf("The platform refused the port, so nothing was done. %s\n\nServer answer: %s", f.Region, f.Err)
	case f.Verdict == tfid.RefuseExisting || f.Verdict == tfid.RefuseClaimed:
		return fmt.Sprintf("%s\n\nServer answer: %s", existedBefore(m, n), f.Err)
	case f.Verdict == tfid.RefuseOther:
		return fmt.Sprintf("Creating the port failed (%s), and it now exists with protocol %q and alias %q, which this configuration did not ask for; it was probably created by someone else (its path: %s)",
			f.Err, f.Existing.Protocol, f.Existing.PortAlias, id)
	case f.Unknown:
		return fmt.Sprintf("The outcome is unknown: %s\n\nFor %s (twice request_timeout) the provider looked for the port and did not find it, and the platform may still create it. "+
			"Check the component's ports: if port %d is not there, apply again; if it is, take it over: %s", f.Err, f.Window, n, takeOver(m, n))
	case f.ListErr != nil:
		return fmt.Sprintf("%s; listing the ports to check whether it was created failed too: %s. Apply again once the platform answers.", f.Err, f.ListErr)
	}
	return f.Err.Error()
}

// existedBefore is the refusal of a port that the component had before
// this apply and the resource does not hold: Terraform never takes it over
// silently.
func existedBefore(m *setModel, n int64) error {
	return fmt.Errorf("port %d (%s/%d) is on the component already, and this create did not make it.\n\n%s\n\n"+
		"Otherwise the port existed before this apply, made outside Terraform, and Terraform will not take it over silently. Either remove it from ports, or %s",
		n, m.buildID(), n, portengine.OwnObjectHint(n), takeOver(m, n))
}

// takeOver says how to bring a port the resource does not hold under it.
func takeOver(m *setModel, n int64) string {
	id := fmt.Sprintf("%s/%d", m.buildID(), n)
	return fmt.Sprintf("import this resource with every port the component has (import { id = %q }; when it is in state already, forget it "+
		"first: a removed block with destroy = false, or terraform state rm), or manage the port on its own with a rainbond_component_port "+
		"imported from %q", m.buildID(), id)
}
