package platform

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-log/tflog"
)

// Fresh lists are the reads that writes depend on: the state of a port
// before its actions are planned, or after they are made. Each caller needs
// a list that began after it asked (so that it shows the caller's own
// writes), which a cached list or a list already in flight cannot promise.
// Callers of one scope still share: one that arrives while a list is in
// flight waits for the next one, which starts as soon as the one in flight
// ends and serves every caller that arrived in between. So a burst of
// read-backs in one component costs two lists, not one per port.

// freshFlight is one list of a scope, shared by the callers that joined it.
type freshFlight struct {
	done    chan struct{}
	list    any
	err     error
	callers int // how many calls it serves, counted as they join
	// abandoned is set when the list failed because its leader's context
	// ended (Ctrl-C or the leader's own timeout): it says nothing about the
	// server, and joiners whose contexts are live try again.
	abandoned bool
}

// freshScope is the state of one scope's fresh lists: the one in flight,
// and the next one, which collects callers until the first ends.
type freshScope struct {
	running *freshFlight
	waiting *freshFlight
}

// freshList returns the list of one scope, fetched after this call began.
// Without the cache (RAINBOND_READ_CACHE=false) nothing is shared.
func freshList[T any](ctx context.Context, rc *readCache, key string, fetch func(context.Context) ([]T, error)) ([]T, error) {
	if !rc.enabled {
		return fetch(ctx)
	}
	for {
		f, lead, prev := rc.joinFresh(key)
		if lead {
			rc.leadFresh(ctx, key, f, prev, func(ctx context.Context) (any, error) { return fetch(ctx) })
		} else {
			select {
			case <-f.done:
			case <-ctx.Done():
				return nil, ctx.Err()
			}
		}
		if f.abandoned && !lead && ctx.Err() == nil {
			continue
		}
		if f.err != nil {
			return nil, f.err
		}
		list, ok := f.list.([]T)
		if !ok {
			return nil, fmt.Errorf("read cache: fresh list of scope %q holds %T", key, f.list)
		}
		return list, nil
	}
}

// joinFresh returns the flight the caller gets its list from. lead is true
// when the caller must run it: at once when prev is nil, else once prev
// (which began before the caller asked) has ended.
func (rc *readCache) joinFresh(key string) (f *freshFlight, lead bool, prev *freshFlight) {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	s := rc.fresh[key]
	if s == nil {
		s = &freshScope{}
		rc.fresh[key] = s
	}
	if s.waiting != nil {
		s.waiting.callers++
		return s.waiting, false, nil
	}
	f = &freshFlight{done: make(chan struct{}), callers: 1}
	if s.running == nil {
		s.running = f
		return f, true, nil
	}
	s.waiting = f
	return f, true, s.running
}

// leadFresh waits for prev to end, then runs f.
func (rc *readCache) leadFresh(ctx context.Context, key string, f, prev *freshFlight, fetch func(context.Context) (any, error)) {
	defer close(f.done)
	if prev != nil {
		select {
		case <-prev.done:
		case <-ctx.Done():
		}
		rc.mu.Lock()
		s := rc.fresh[key]
		s.waiting = nil
		if ctx.Err() != nil {
			rc.mu.Unlock()
			f.err, f.abandoned = ctx.Err(), true
			return
		}
		s.running = f
		rc.mu.Unlock()
	}
	f.list, f.err = fetch(ctx)
	f.abandoned = f.err != nil && ctx.Err() != nil
	rc.mu.Lock()
	if s := rc.fresh[key]; s.running == f {
		s.running = nil
	}
	callers := f.callers
	rc.mu.Unlock()
	tflog.Debug(ctx, "fresh list", map[string]any{"scope": key, "callers": callers})
}
