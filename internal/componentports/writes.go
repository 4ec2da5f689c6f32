package componentports

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/portplan"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// parallelPorts bounds the ports of one resource written at once. The
// client's limiter (max_requests_per_second) still paces every request;
// the bound keeps one component's burst from holding every slot.
const parallelPorts = 8

// createAttempts bounds the POSTs of one port's create, as for
// rainbond_component_port.
const createAttempts = 5

// portOutcome is what the writes did to one port.
type portOutcome struct {
	// made: this apply created (or adopted through the adoption rule) the
	// port, so the state may hold it.
	made bool
	// last is the port as the last write answered it, when the answer was
	// the whole port and tells everything the writes changed.
	last *client.Port
	err  error
	// title is the failed step, for the error summary.
	title string
}

// eachPort runs do for every port number, at most parallelPorts at once,
// and returns the outcomes by number.
func eachPort(ctx context.Context, numbers []int64, do func(context.Context, int64) portOutcome) map[int64]portOutcome {
	out := make(map[int64]portOutcome, len(numbers))
	var mu sync.Mutex
	var wg sync.WaitGroup
	slots := make(chan struct{}, parallelPorts)
	for _, n := range numbers {
		wg.Add(1)
		slots <- struct{}{}
		go func(n int64) {
			defer wg.Done()
			defer func() { <-slots }()
			o := do(ctx, n)
			mu.Lock()
			out[n] = o
			mu.Unlock()
		}(n)
	}
	wg.Wait()
	return out
}

// createPort posts one port under the adoption rule: a port found in the
// create's way is kept only when an earlier attempt of this create may have
// made it and it has the settings asked for.
func (r *setResource) createPort(ctx context.Context, m *setModel, n int64, body client.AddPortRequest) (*client.Port, error) {
	var attempts tfid.CreateAttempts
	id := fmt.Sprintf("%s/%d", m.buildID(), n)
	for attempts.Count() < createAttempts {
		created, err := r.api.AddPort(ctx, m.ref(), body)
		if err == nil {
			return created, nil
		}
		attempts.Failed(err)
		if why := platform.RegionRefusal(err, m.TeamID.ValueString(), m.RegionName.ValueString()); why != "" {
			return nil, fmt.Errorf("the platform refused the port, so nothing was done. %s\n\nServer answer: %w", why, err)
		}
		if !client.IsOutcomeUnknown(err) && !client.IsConflict(err) {
			return nil, err
		}
		existing, found, lerr := r.lookForPort(ctx, m, n, client.IsOutcomeUnknown(err))
		if lerr != nil {
			return nil, fmt.Errorf("%w; listing the ports to check whether it was created failed too: %v. If the port exists, add it with an import of this resource (terraform import <address> %s)", err, lerr, m.buildID())
		}
		switch attempts.Judge(tfid.Found{Exists: found, Matches: found && portplan.SameCreateSettings(existing, body)}) {
		case tfid.Adopt:
			return &existing, nil
		case tfid.RefuseExisting, tfid.RefuseClaimed:
			return nil, fmt.Errorf("%w\n\nServer answer: %w", existedBefore(m, n), err)
		case tfid.RefuseOther:
			return nil, fmt.Errorf("creating the port failed (%w), and it now exists with protocol %q and alias %q, which this configuration did not ask for; it was probably created by someone else (its path: %s)", err, existing.Protocol, existing.PortAlias, id)
		}
		if !client.IsOutcomeUnknown(err) || ctx.Err() != nil {
			return nil, err
		}
	}
	return nil, fmt.Errorf("creating the port has an unknown outcome after %d attempts; check the component's ports, and import the resource if port %d is there", createAttempts, n)
}

// lookForPort reads the port fresh; after a lost answer it looks for twice
// request_timeout, as the create may still be at work on the server.
func (r *setResource) lookForPort(ctx context.Context, m *setModel, n int64, wait bool) (client.Port, bool, error) {
	deadline := time.Now().Add(2 * r.api.RequestTimeout())
	for {
		lookCtx, cancel := tfschema.WithFailedWriteReadTimeout(ctx)
		p, found, err := r.api.FreshPort(lookCtx, m.ref(), n)
		cancel()
		if found || !wait || ctx.Err() != nil || time.Now().After(deadline) {
			return p, found, err
		}
		select {
		case <-ctx.Done():
		case <-time.After(min(max(r.api.RequestTimeout()/4, 100*time.Millisecond), 5*time.Second)):
		}
	}
}

// converge applies the actions that take port n from cur to want, in the
// platform's order.
func (r *setResource) converge(ctx context.Context, m *setModel, n int64, cur client.Port, want portplan.Settings, o *portOutcome) {
	actions, err := portplan.PlanUpdate(portplan.SettingsOf(cur), want)
	if err != nil {
		o.err, o.title = err, "update"
		return
	}
	last := &cur
	for _, a := range actions {
		answer, err := r.api.UpdatePort(ctx, m.ref(), n, a)
		if err != nil {
			o.err, o.title, o.last = err, portplan.ActionTitle(a), nil
			return
		}
		last = nil
		if answer != nil && answer.Complete() && answer.ContainerPort == n && a.Action != client.ActionChangePortAlias {
			last = answer
		}
	}
	o.last = last
}

// createAndConverge creates port n with the planned settings and opens what
// the create does not.
func (r *setResource) createAndConverge(ctx context.Context, m *setModel, n int64, v portValue) portOutcome {
	want := v.wanted()
	created, err := r.createPort(ctx, m, n, client.AddPortRequest{Port: n, Protocol: want.Protocol, PortAlias: want.Alias, IsInnerService: want.Inner})
	if err != nil {
		return portOutcome{err: err, title: "create"}
	}
	o := portOutcome{made: true}
	cur := created
	if cur == nil || !cur.Complete() || cur.ContainerPort != n {
		p, found, err := r.api.FreshPort(ctx, m.ref(), n)
		if err != nil || !found {
			o.err, o.title = fmt.Errorf("the platform accepted the create, but the port could not be read back: %v", err), "read back"
			return o
		}
		cur = &p
	}
	r.converge(ctx, m, n, *cur, want, &o)
	return o
}

// removePort closes the port's services, outer before inner, then deletes
// it; the platform deletes only a port whose services are both closed.
func (r *setResource) removePort(ctx context.Context, m *setModel, n int64, cur client.Port) portOutcome {
	for _, a := range portplan.PlanRelease(portplan.SettingsOf(cur)) {
		if _, err := r.api.UpdatePort(ctx, m.ref(), n, a); err != nil {
			return portOutcome{err: err, title: portplan.ActionTitle(a)}
		}
	}
	if _, err := r.api.DeletePort(ctx, m.ref(), n); err != nil && !client.IsPortGone(err) {
		if client.IsStatus(err, 412) {
			err = fmt.Errorf("%w\n\nThe platform keeps a port while custom domains still serve it (flagged outer): unbind them first", err)
		}
		return portOutcome{err: err, title: "delete"}
	}
	return portOutcome{}
}

// failureTitle names a port's failed step, for its error: "Cannot create
// port 8081 (...)", "Cannot open the inner service of port 8081 (...)".
func failureTitle(m *setModel, n int64, o portOutcome) string {
	return fmt.Sprintf("Cannot %s %s", o.title, m.portLabel(n))
}

// existedBefore is the refusal of a port that the component had before
// this apply and the resource does not hold: Terraform never takes it over
// silently.
func existedBefore(m *setModel, n int64) error {
	id := fmt.Sprintf("%s/%d", m.buildID(), n)
	return fmt.Errorf("port %d (%s) existed before this apply, so Terraform will not take it over silently. Either remove it from ports, "+
		"or take it over: forget this resource (a removed block with destroy = false, or terraform state rm) and import it again with every port "+
		"the component has (import { id = %q }), or manage the port on its own with a rainbond_component_port imported from %q",
		n, id, m.buildID(), id)
}
