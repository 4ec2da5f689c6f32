package platform

import (
	"context"
	"strings"
	"sync"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// writeOrder lets one write to a component be in flight at a time, while
// writes to different components run side by side.
//
// A console on SQLite (the console's default database, and the all-in-one
// installation's) runs most writes of a component in one transaction that
// reads, calls the region, then writes; a second transaction that reaches
// its first write while another holds the write lock fails at once with 500
// "database is locked", after its own region call (mockgateway/FACTS.md,
// "SQLite consoles"). Terraform applies up to ten resources at once, and the
// port, variable, rule and scaling resources of one component are the ones
// that meet, so the provider sends a component's writes one after the other.
type writeOrder struct {
	mu    sync.Mutex
	turns map[string]chan struct{} // one token per component; holding it is the turn
	ids   map[string]string        // a component path as written -> its canonical key
	off   bool
}

func newWriteOrder(on bool) *writeOrder {
	return &writeOrder{turns: map[string]chan struct{}{}, ids: map[string]string{}, off: !on}
}

// take waits for the component's turn and returns the call that gives it
// back. A cancelled context stops the wait with its error.
func (o *writeOrder) take(ctx context.Context, key string) (func(), error) {
	if o == nil || o.off {
		return func() {}, nil
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
		return func() { <-turn }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
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

// inTurn runs write in the component's turn.
func inTurn[T any](ctx context.Context, a cachedAPI, ref client.ComponentRef, write func() (T, error)) (T, error) {
	done, err := a.componentTurn(ctx, ref)
	if err != nil {
		var zero T
		return zero, err
	}
	defer done()
	return write()
}

// ruleTurn waits for the turn of the component an HTTP rule belongs to,
// found in the rule lists this run has read (the rule's update or delete
// names only the rule). A rule none of them holds is written without
// waiting: its component is not known without a read the write does not
// need.
func (a cachedAPI) ruleTurn(ctx context.Context, app client.AppRef, ruleID string) (func(), error) {
	if a.order == nil || a.order.off {
		return func() {}, nil
	}
	if tenant, service, ok := a.ruleComponent(app, ruleID); ok {
		return a.order.take(ctx, idKey(tenant, service))
	}
	return func() {}, nil
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
func inTurnErr(ctx context.Context, a cachedAPI, ref client.ComponentRef, write func() error) error {
	_, err := inTurn(ctx, a, ref, func() (struct{}, error) { return struct{}{}, write() })
	return err
}
