package platform

import (
	"context"
	"strings"
	"sync"
	"sync/atomic"

	"golang.org/x/sync/semaphore"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// writeOrder lets one write to a component be in flight at a time, while
// writes to different components run side by side, until the console
// refuses a write as "database is locked": from then on, for the rest of
// the run, one write at a time in all.
//
// A console on SQLite (the console's default database, and the all-in-one
// installation's) runs most writes of a component in one transaction that
// reads, calls the region, then writes; a second transaction that reaches
// its first write while another holds the write lock fails at once with 500
// "database is locked", after its own region call (mockgateway/FACTS.md,
// "SQLite consoles"). Terraform applies up to ten resources at once, and the
// port, variable, rule and scaling resources of one component are the ones
// that meet, so the provider sends a component's writes one after the other.
// The lock is the whole database's, so writes of two components meet too;
// the API does not say which database a console has, so the first refusal
// tells, and a console on MySQL, which never answers it, keeps the writes
// of different components side by side.
type writeOrder struct {
	mu    sync.Mutex
	turns map[string]chan struct{} // one token per component; holding it is the turn
	ids   map[string]string        // a component path as written -> its canonical key
	off   bool
	// gate is held by every write: a share while writes go side by side,
	// all of it once serial is set, so that a write then waits for the
	// writes in flight and goes alone.
	gate   *semaphore.Weighted
	serial atomic.Bool
}

// gateAll is the whole gate: more writes than can ever be in flight.
const gateAll = 1 << 30

func newWriteOrder(on bool) *writeOrder {
	return &writeOrder{turns: map[string]chan struct{}{}, ids: map[string]string{}, off: !on, gate: semaphore.NewWeighted(gateAll)}
}

// take waits for the turn of the component key ("" for a write whose
// component is not known), then for the gate, and returns the call that
// gives both back. A cancelled context stops the wait with its error.
//
// The turn comes first and the gate after: a write waiting for its turn
// holds nothing, so that once the writes go one at a time a write that
// waits for the whole gate waits only for writes in flight, never for one
// queued behind it.
func (o *writeOrder) take(ctx context.Context, key string) (func(), error) {
	if o == nil || o.off {
		return func() {}, nil
	}
	if key == "" || o.serial.Load() {
		// Alone once the writes go one at a time: no component turn is
		// needed.
		return o.takeGate(ctx)
	}
	o.mu.Lock()
	turn, ok := o.turns[key]
	if !ok {
		turn = make(chan struct{}, 1)
		o.turns[key] = turn
	}
	o.mu.Unlock()
	select {
	case turn <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	release, err := o.takeGate(ctx)
	if err != nil {
		<-turn
		return nil, err
	}
	return func() { release(); <-turn }, nil
}

// takeGate takes a share of the gate while writes go side by side, and all
// of it once they go one at a time. serial is read again once the share is
// held: a refusal that came while this write waited for its turn makes it
// wait for the writes in flight and go alone.
func (o *writeOrder) takeGate(ctx context.Context) (func(), error) {
	if !o.serial.Load() {
		if err := o.gate.Acquire(ctx, 1); err != nil {
			return nil, err
		}
		if !o.serial.Load() {
			return func() { o.gate.Release(1) }, nil
		}
		o.gate.Release(1)
	}
	if err := o.gate.Acquire(ctx, gateAll); err != nil {
		return nil, err
	}
	return func() { o.gate.Release(gateAll) }, nil
}

// refused reports SQLite's refusal of a write, and makes every later write
// of the run go alone.
func (o *writeOrder) refused(err error) bool {
	if o == nil || o.off || !client.IsDatabaseLocked(err) {
		return false
	}
	o.serial.Store(true)
	return true
}

// ordered runs write in the turn that turn waits for. When the console
// refuses it as "database is locked", the writes of the run go one at a
// time from then on, and write is sent once more, alone, where the
// console's code makes that safe (client.LockRefusalRepeatable); any other
// refusal is returned, with the client's words on what the next apply
// does. The first attempt's context tells the client to report a refusal
// rather than repeat the write itself beside the writes of other
// components; the repeat, alone, may be repeated by the client as it
// would be.
func ordered[T any](ctx context.Context, o *writeOrder, turn func(context.Context) (func(), error), write func(context.Context) (T, error)) (T, error) {
	done, err := turn(ctx)
	if err != nil {
		var zero T
		return zero, err
	}
	v, err := write(client.CallerRepeatsLockRefusals(ctx))
	done()
	if !o.refused(err) || !client.LockRefusalRepeatable(err) {
		return v, err
	}
	done, terr := turn(ctx)
	if terr != nil {
		return v, err
	}
	defer done()
	return write(ctx)
}

// spelledKey is a component path as it is written: the key until the
// component's id is known.
func spelledKey(ref client.ComponentRef) string {
	return strings.ToLower(ref.TeamID) + "/" + ref.RegionName + "/" + ref.ServiceID
}

// idKey is the key of a component by its tenant id and component id, the
// one spelling every path of it shares.
func idKey(tenantID, serviceID string) string {
	return "id/" + tenantID + "/" + serviceID
}

// remembered returns the canonical key learnt for a path.
func (o *writeOrder) remembered(ref client.ComponentRef) (string, bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	k, ok := o.ids[spelledKey(ref)]
	return k, ok
}

func (o *writeOrder) remember(ref client.ComponentRef, key string) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.ids[spelledKey(ref)] = key
}

// componentTurn waits for the turn of the component ref names, whatever
// spelling (alias or id, team name or tenant id) the path uses: the
// component's ids come from its details, read once per path and run. When
// they cannot be read, the path as written is the key, and the write
// itself reports what is wrong.
func (a cachedAPI) componentTurn(ctx context.Context, ref client.ComponentRef) (func(), error) {
	if a.order == nil || a.order.off {
		return func() {}, nil
	}
	key, ok := a.order.remembered(ref)
	if !ok {
		key = spelledKey(ref)
		if c, err := a.Component(ctx, ref); err == nil && c.ServiceID != "" {
			key = idKey(c.TenantID, c.ServiceID)
			a.order.remember(ref, key)
		}
	}
	return a.order.take(ctx, key)
}

// componentIDTurn waits for the turn of a component known by its id in a
// team, as a custom domain's create names it.
func (a cachedAPI) componentIDTurn(ctx context.Context, app client.AppRef, serviceID string) (func(), error) {
	ref := client.ComponentRef{TeamID: app.TeamID, RegionName: app.RegionName, AppID: app.AppID, ServiceID: serviceID}
	return a.componentTurn(ctx, ref)
}

// inTurn runs write in the component's turn (see ordered).
func inTurn[T any](ctx context.Context, a cachedAPI, ref client.ComponentRef, write func(context.Context) (T, error)) (T, error) {
	return ordered(ctx, a.order, func(ctx context.Context) (func(), error) { return a.componentTurn(ctx, ref) }, write)
}

// ruleTurn waits for the turn of the component an HTTP rule belongs to,
// found in the rule lists this run has read (the rule's update or delete
// names only the rule). A rule none of them holds is written without
// waiting for a component (its component is not known without a read the
// write does not need), but still alone once the writes go one at a time.
func (a cachedAPI) ruleTurn(ctx context.Context, app client.AppRef, ruleID string) (func(), error) {
	if a.order == nil || a.order.off {
		return func() {}, nil
	}
	if tenant, service, ok := a.ruleComponent(app, ruleID); ok {
		return a.order.take(ctx, idKey(tenant, service))
	}
	return a.order.take(ctx, "")
}

func (a cachedAPI) ruleComponent(app client.AppRef, ruleID string) (tenant, service string, ok bool) {
	for _, key := range []string{httpRulesKey, ruleBindingsKey} {
		rules, _ := peekList[client.HTTPRule](a.cache, key)
		for _, r := range rules {
			if r.HTTPRuleID == ruleID && r.ServiceID != "" && r.TenantID != "" {
				return r.TenantID, r.ServiceID, true
			}
		}
	}
	domains, _ := peekList[client.AppHTTPRule](a.cache, domainsKey(app))
	for _, r := range domains {
		if r.HTTPRuleID == ruleID && r.ServiceID != "" && r.TenantID != "" {
			return r.TenantID, r.ServiceID, true
		}
	}
	return "", "", false
}

// inTurnErr is inTurn for a write that answers only an error.
func inTurnErr(ctx context.Context, a cachedAPI, ref client.ComponentRef, write func(context.Context) error) error {
	_, err := inTurn(ctx, a, ref, func(ctx context.Context) (struct{}, error) { return struct{}{}, write(ctx) })
	return err
}
