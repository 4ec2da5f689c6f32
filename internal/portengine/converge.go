package portengine

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-log/tflog"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/portplan"
)

// Converge sends the actions that take port n from cur (the platform's
// port, read fresh or answered whole) to want, in the planner's order, and
// stops at the first that fails.
func (e Engine) Converge(ctx context.Context, n int64, cur client.Port, want portplan.Settings) Outcome {
	known := &cur
	actions, err := portplan.PlanUpdate(portplan.SettingsOf(cur), want)
	if err != nil {
		return Outcome{Known: known, Final: true, Err: err, Title: "update"}
	}
	var answer *client.Port
	for _, a := range actions {
		tflog.Debug(ctx, "port action", map[string]any{"port": n, "action": a.Action})
		if answer, err = e.api.UpdatePort(ctx, e.ref, n, a); err != nil {
			return Outcome{Known: known, Err: e.explainAliasRefusal(ctx, n, a, err), Title: portplan.ActionTitle(a)}
		}
		if p, whole := wholePort(answer, n); whole {
			known = p
		}
	}
	// The last action's answer is the port after every action when it is
	// whole and says all the actions could change; with no action, cur is.
	_, whole := wholePort(answer, n)
	final := len(actions) == 0 || (whole && answerTellsAll(actions))
	return Outcome{Known: known, Final: final}
}

// answerTellsAll reports whether the answer to the last of the actions
// shows all they changed. An alias change can set the internal domain name
// of every port of the component, which the answer need not show, so it is
// always read back.
func answerTellsAll(actions []client.UpdatePortRequest) bool {
	for _, a := range actions {
		if a.Action == client.ActionChangePortAlias {
			return false
		}
	}
	return true
}

// CreateAndConverge creates port n with the wanted settings (before is the
// port as the list read before the first attempt shows it, nil when absent)
// and opens what the create does not. A create whose answer is not the
// whole port reads it back before converging.
func (e Engine) CreateAndConverge(ctx context.Context, n int64, want portplan.Settings, before *client.Port) (Outcome, *Creation) {
	created, c, err := e.Create(ctx, n, client.AddPortRequest{Port: n, Protocol: want.Protocol, PortAlias: want.Alias, IsInnerService: want.Inner}, before)
	if err != nil {
		return Outcome{Err: err, Title: "create"}, c
	}
	cur, whole := wholePort(created, n)
	if !whole {
		p, found, err := e.api.FreshPort(ctx, e.ref, n)
		if err != nil || !found {
			if err == nil {
				err = fmt.Errorf("the port is not in the component's port list")
			}
			return Outcome{Made: true, Err: fmt.Errorf("the platform accepted the create, but the port could not be read back: %w", err), Title: "read back"}, c
		}
		cur = &p
	}
	o := e.Converge(ctx, n, *cur, want)
	o.Made = true
	return o, c
}

// Remove closes the port's services, outer before inner, then deletes it:
// the platform deletes only a port whose services are both closed. A port
// already gone counts as removed.
func (e Engine) Remove(ctx context.Context, n int64, cur client.Port) Outcome {
	for _, a := range portplan.PlanRelease(portplan.SettingsOf(cur)) {
		if _, err := e.api.UpdatePort(ctx, e.ref, n, a); err != nil {
			return Outcome{Err: err, Title: portplan.ActionTitle(a)}
		}
	}
	if _, err := e.api.DeletePort(ctx, e.ref, n); err != nil && !client.IsPortGone(err) {
		if client.IsStatus(err, 412) {
			err = fmt.Errorf("%w\n\nThe platform keeps a port while custom domains still serve it (flagged outer): unbind them first", err)
		}
		return Outcome{Err: err, Title: "delete"}
	}
	return Outcome{}
}
