package platform

import (
	"context"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

func (a cachedAPI) Ports(ctx context.Context, ref client.ComponentRef) ([]client.Port, error) {
	list, _, err := cachedList(ctx, a.cache, portsKey(ref), a.listPorts(ref))
	return list, err
}

func (a cachedAPI) FindPort(ctx context.Context, ref client.ComponentRef, number int64) (client.Port, bool, error) {
	return findCached(ctx, a.cache, portsKey(ref), a.listPorts(ref), portNumbered(number))
}

// FreshPort finds the port in a list that began after the call did, so it
// shows every write the caller made before. Concurrent callers of one
// component share lists (freshList): a burst of read-backs after creates
// in one component costs two lists, not one per port.
func (a cachedAPI) FreshPort(ctx context.Context, ref client.ComponentRef, number int64) (client.Port, bool, error) {
	ports, err := freshList(ctx, a.cache, portsKey(ref), a.listPorts(ref))
	if err != nil {
		return client.Port{}, false, err
	}
	for _, p := range ports {
		if p.ContainerPort == number {
			return p, true, nil
		}
	}
	return client.Port{}, false, nil
}

func (a cachedAPI) RequestTimeout() time.Duration { return a.client.RequestTimeout() }

func (a cachedAPI) listPorts(ref client.ComponentRef) func(context.Context) ([]client.Port, error) {
	return func(ctx context.Context) ([]client.Port, error) { return a.client.ListPorts(ctx, ref) }
}

func portNumbered(number int64) func(client.Port) bool {
	return func(p client.Port) bool { return p.ContainerPort == number }
}

// AddPort invalidates the component's port list.
func (a cachedAPI) AddPort(ctx context.Context, ref client.ComponentRef, req client.AddPortRequest) (*client.Port, error) {
	defer a.cache.invalidate(portsKey(ref))
	return inTurn(ctx, a, ref, func(ctx context.Context) (*client.Port, error) { return a.client.AddPort(ctx, ref, req) })
}

// UpdatePort invalidates the component's port list, because an alias
// change touches every port of the component, and the rule list, because
// opening the outer service of an http port creates a rule.
func (a cachedAPI) UpdatePort(ctx context.Context, ref client.ComponentRef, number int64, req client.UpdatePortRequest) (*client.Port, error) {
	defer a.cache.invalidate(portsKey(ref), httpRulesKey)
	defer a.cache.invalidatePrefix(domainsKeyPrefix) // the team and app may be written another way there
	return inTurn(ctx, a, ref, func(ctx context.Context) (*client.Port, error) { return a.client.UpdatePort(ctx, ref, number, req) })
}

// DeletePort invalidates the component's port list and the rule list: the
// platform deletes a port's rules with it.
func (a cachedAPI) DeletePort(ctx context.Context, ref client.ComponentRef, number int64) (*client.Port, error) {
	defer a.cache.invalidate(portsKey(ref), httpRulesKey)
	defer a.cache.invalidatePrefix(domainsKeyPrefix) // the team and app may be written another way there
	return inTurn(ctx, a, ref, func(ctx context.Context) (*client.Port, error) { return a.client.DeletePort(ctx, ref, number) })
}

// PeekPorts returns a component's ports when this run has read them
// already (a refresh lists them once per component), without a request.
func (a cachedAPI) PeekPorts(ref client.ComponentRef) ([]client.Port, bool) {
	return peekList[client.Port](a.cache, portsKey(ref))
}

// PortsReadThisRun is api's PeekPorts, for a check that is worth no
// request of its own: ok is false when the run has not listed the
// component's ports (a plan with -refresh=false, or a component no
// refreshed resource holds), and for an API without a read cache.
func PortsReadThisRun(api any, ref client.ComponentRef) ([]client.Port, bool) {
	if p, ok := api.(interface {
		PeekPorts(client.ComponentRef) ([]client.Port, bool)
	}); ok {
		return p.PeekPorts(ref)
	}
	return nil, false
}

// PortsForPlan is PortsReadThisRun for a plan's check, except for a
// resource the plan creates (create): Terraform plans a new resource
// without waiting for the refresh of any other, so the refresh's list is
// seldom there yet, and the check would never fire. A create then lists
// the component through the run's cache, which any refresh of the
// component shares: one list per component and run at most. A failed
// list leaves the check to the apply (ok false).
func PortsForPlan(ctx context.Context, api PortAPI, ref client.ComponentRef, create bool) ([]client.Port, bool) {
	if ports, ok := PortsReadThisRun(api, ref); ok || !create {
		return ports, ok
	}
	ports, err := api.Ports(ctx, ref)
	return ports, err == nil
}
