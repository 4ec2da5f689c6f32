package portengine

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/portplan"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfschema"
)

// Attempts bounds the POSTs of one create. Each attempt after the first
// follows lists that showed the port absent for as long as the earlier
// attempt could still be at work (LookWindow), so it cannot duplicate; two
// were too few where a tenth of the POSTs lose their answer.
const Attempts = 5

// lookWindow is how many request_timeouts a create with a lost answer keeps
// listing the ports before it decides: the platform may still be at work.
const lookWindow = 2

// looksPerWindow is about how many lists one window makes.
const looksPerWindow = 8

// LookWindow is how long a create with a lost answer keeps looking.
func (e Engine) LookWindow() time.Duration { return lookWindow * e.api.RequestTimeout() }

// Creation is one port's create: its own record of the attempts, so that a
// port seen later (the read-back after the apply's writes) is judged by the
// same adoption rule.
type Creation struct {
	n        int64
	body     client.AddPortRequest
	attempts tfid.CreateAttempts
	// lastErr is the first error of an attempt whose outcome was not
	// known (a lost answer), else the last attempt's; uncertain is it,
	// once the create took the port it found after it.
	lastErr, uncertain error
}

// FoundAfterUncertain says, when the create took a port it found after an
// attempt whose outcome was not known (a lost answer, a 502), why the
// port is this create's, and that it may not be: a port made in the
// console meanwhile, with the same settings, cannot be told apart. Each
// form adds what to do then. It is "" otherwise, and for a nil Creation.
func (c *Creation) FoundAfterUncertain() string {
	if c == nil || c.uncertain == nil {
		return ""
	}
	return fmt.Sprintf("Creating port %d did not return a clear answer (%s); the component now has port %d with the settings asked for, "+
		"and did not have it before: Terraform manages it as the one it created. Had someone created that port in the console meanwhile, "+
		"with the same settings, it could not be told apart.", c.n, c.uncertain, c.n)
}

// FoundAfterUncertainTitle is the warning's title.
const FoundAfterUncertainTitle = "Port found after an uncertain create"

// adoptedAfter records that the port found after the last failed attempt
// is the create's own, so that FoundAfterUncertain says so.
func (c *Creation) adoptedAfter() {
	c.uncertain = c.lastErr
	if c.uncertain == nil {
		c.uncertain = fmt.Errorf("its answer was lost")
	}
}

// foundID is the port's Found.ID: its container port, one per component.
func foundID(n int64) string { return strconv.FormatInt(n, 10) }

// AdoptsLater reports whether p, seen after the create failed, is this
// create's own under the adoption rule: an attempt may have acted, the
// port was not there before the first one, and it has the settings asked
// for. A nil Creation (no create was tried) adopts nothing.
func (c *Creation) AdoptsLater(p client.Port) bool {
	if c == nil {
		return false
	}
	if c.attempts.Judge(tfid.Found{Exists: true, ID: foundID(c.n), Matches: portplan.SameCreateSettings(p, c.body)}) != tfid.Adopt {
		return false
	}
	c.adoptedAfter()
	return true
}

// CreateFailure is why a create left no port of this apply.
type CreateFailure struct {
	// Verdict is the adoption rule's refusal of a port in the way
	// (RefuseExisting, RefuseOther, RefuseClaimed), or NothingFound.
	Verdict tfid.Verdict
	// Before: the port was there before the first attempt, and nothing
	// was sent.
	Before bool
	// Unknown: the outcome stays unknown; the platform may still make the
	// port.
	Unknown bool
	// Region is the platform's refusal of the team or region, when that
	// is the cause.
	Region string
	// Err is the last create's error, ListErr the last look's.
	Err, ListErr error
	// Existing is the port found in the way.
	Existing client.Port
	// Window is how long the create looked for the port after a lost
	// answer.
	Window time.Duration
}

func (f *CreateFailure) Error() string {
	switch {
	case f.Before:
		return fmt.Sprintf("port %d existed before this apply", f.Existing.ContainerPort)
	case f.Unknown:
		return "the outcome of the create is unknown: " + f.Err.Error()
	case f.ListErr != nil:
		return fmt.Sprintf("%s; listing the ports to check whether it was created failed too: %s", f.Err, f.ListErr)
	}
	return f.Err.Error()
}

func (f *CreateFailure) Unwrap() error { return f.Err }

// Create posts port n with body under the adoption rule. before is the
// port as the list read before the first attempt shows it (nil when the
// component does not have it): a port already there is refused at once,
// with no POST, as is one whose connection variables the component has
// (refuseTakingVariables); the caller refuses an alias another port has. After a failed attempt the create looks, and keeps a port
// only when the rule adopts it; a lost answer gets LookWindow to show,
// then another attempt. The error is a *CreateFailure, which the form
// words; the Creation judges a port seen later.
func (e Engine) Create(ctx context.Context, n int64, body client.AddPortRequest, before *client.Port) (*client.Port, *Creation, error) {
	c := &Creation{n: n, body: body}
	if before != nil {
		c.attempts.Before(tfid.Found{Exists: true, ID: foundID(n)})
		return nil, c, &CreateFailure{Verdict: tfid.RefuseExisting, Before: true, Existing: *before}
	}
	c.attempts.Before(tfid.Found{})
	if err := e.refuseTakingVariables(ctx, n, body); err != nil {
		return nil, c, &CreateFailure{Err: err}
	}
	for attempt := 1; attempt <= Attempts; attempt++ {
		created, err := e.api.AddPort(ctx, e.ref, body)
		if err == nil {
			return created, c, nil
		}
		c.attempts.Failed(err)
		if c.lastErr == nil || !client.IsOutcomeUnknown(c.lastErr) {
			c.lastErr = err
		}
		if why := platform.RegionRefusal(err, e.ref.TeamID, e.ref.RegionName); why != "" {
			return nil, c, &CreateFailure{Region: why, Err: err}
		}
		unknown := client.IsOutcomeUnknown(err)
		if !unknown && !client.IsConflict(err) {
			return nil, c, &CreateFailure{Err: err}
		}
		// Either the request may have acted, or the server says the port
		// is in the way (409 also means other conflicts): look at what
		// exists.
		existing, found, lerr := e.look(ctx, n, unknown)
		switch {
		case !found && unknown && (lerr != nil || attempt == Attempts || ctx.Err() != nil):
			return nil, c, &CreateFailure{Unknown: true, Err: err, ListErr: lerr, Window: e.LookWindow()}
		case lerr != nil:
			return nil, c, &CreateFailure{Err: err, ListErr: lerr}
		}
		// No ClaimedBy: ports are claimed at plan time, where two
		// resources for one port fail the plan.
		switch v := c.attempts.Judge(tfid.Found{Exists: found, ID: foundID(n), Matches: found && portplan.SameCreateSettings(existing, body)}); v {
		case tfid.Adopt:
			c.adoptedAfter()
			return &existing, c, nil
		case tfid.RefuseExisting, tfid.RefuseOther, tfid.RefuseClaimed:
			return nil, c, &CreateFailure{Verdict: v, Err: err, Existing: existing}
		}
		if !unknown || ctx.Err() != nil {
			return nil, c, &CreateFailure{Err: err}
		}
	}
	// Not reached: the last attempt returns.
	return nil, c, &CreateFailure{Unknown: true, Err: fmt.Errorf("no answer after %d attempts", Attempts), Window: e.LookWindow()}
}

// look reads the port fresh; after a lost answer it lists until the port
// appears or LookWindow has passed, and once the operation's own time is
// up it looks one last time. The error is that of the last list, when it
// failed: the port may have appeared meanwhile.
func (e Engine) look(ctx context.Context, n int64, wait bool) (client.Port, bool, error) {
	window := e.LookWindow()
	deadline := time.Now().Add(window)
	interval := min(max(window/looksPerWindow, 100*time.Millisecond), 5*time.Second)
	for {
		lookCtx, cancel := tfschema.WithFailedWriteReadTimeout(ctx)
		p, found, err := e.api.FreshPort(lookCtx, e.ref, n)
		cancel()
		if found {
			return p, true, nil
		}
		left := time.Until(deadline)
		if !wait || ctx.Err() != nil || left <= 0 {
			return client.Port{}, false, err
		}
		t := time.NewTimer(min(interval, left))
		select {
		case <-ctx.Done():
		case <-t.C:
		}
		t.Stop()
	}
}
