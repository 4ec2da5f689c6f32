package platform

import (
	"context"
	"fmt"
	"strings"
	"sync"

	"golang.org/x/sync/singleflight"
)

// readCache lets the many reads of one Terraform run share list calls: a
// refresh of 1000 ports over 50 components then costs 50 list requests, not
// 1000. It lives as long as the configured provider, which is one terraform
// command. Entries are keyed by the list's scope (see the *Key functions).
//
// Correctness rules:
//   - every write through the provider invalidates the scopes it touches
//     (cachedAPI's write methods do this);
//   - a lookup that misses in a list served from the cache retries once with a
//     fresh list, so a stale entry never makes a live object look deleted.
type readCache struct {
	enabled bool
	flight  singleflight.Group

	mu      sync.Mutex
	entries map[string]any
	// gen counts invalidations per key, so that a fetch that started before an
	// invalidation does not store its (now stale) answer afterwards.
	gen map[string]uint64
	// fresh shares the lists that must be fetched after their callers asked
	// (readcache_fresh.go).
	fresh map[string]*freshScope
}

func newReadCache(enabled bool) *readCache {
	return &readCache{enabled: enabled, entries: map[string]any{}, gen: map[string]uint64{}, fresh: map[string]*freshScope{}}
}

// invalidate drops the given scopes.
func (rc *readCache) invalidate(keys ...string) {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	for _, k := range keys {
		delete(rc.entries, k)
		rc.gen[k]++
	}
}

// invalidatePrefix drops every scope whose key starts with prefix, including
// scopes being fetched right now.
func (rc *readCache) invalidatePrefix(prefix string) {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	for k := range rc.gen {
		if strings.HasPrefix(k, prefix) {
			delete(rc.entries, k)
			rc.gen[k]++
		}
	}
}

// cachedList returns the list of one scope. fresh reports whether the list
// was fetched by this call (or by a concurrent call it joined) rather than
// served from an earlier fetch.
func cachedList[T any](ctx context.Context, rc *readCache, key string, fetch func(context.Context) ([]T, error)) (list []T, fresh bool, err error) {
	if !rc.enabled {
		list, err = fetch(ctx)
		return list, true, err
	}
	rc.mu.Lock()
	if v, ok := rc.entries[key]; ok {
		rc.mu.Unlock()
		typed, ok := v.([]T)
		if !ok {
			return nil, false, fmt.Errorf("read cache: scope %q holds %T", key, v)
		}
		return typed, false, nil
	}
	startGen := rc.gen[key]
	rc.gen[key] = startGen // registers the scope for invalidatePrefix
	rc.mu.Unlock()

	// The generation is part of the flight key: a call made after an
	// invalidation must not join a fetch that started before it (and so may
	// miss the write that caused the invalidation).
	v, err, _ := rc.flight.Do(fmt.Sprintf("%s#%d", key, startGen), func() (any, error) {
		// A flight of the same generation may have finished and stored its
		// answer between our look-up above and this call: use it rather than
		// fetching the same list twice.
		rc.mu.Lock()
		if v, ok := rc.entries[key]; ok && rc.gen[key] == startGen {
			rc.mu.Unlock()
			return flightResult{list: v, fetched: false}, nil
		}
		rc.mu.Unlock()
		l, ferr := fetch(ctx)
		if ferr != nil {
			return nil, ferr
		}
		rc.mu.Lock()
		if rc.gen[key] == startGen {
			rc.entries[key] = l
		}
		rc.mu.Unlock()
		return flightResult{list: l, fetched: true}, nil
	})
	if err != nil {
		return nil, true, err
	}
	res, ok := v.(flightResult)
	if !ok {
		return nil, true, fmt.Errorf("read cache: scope %q flight returned %T", key, v)
	}
	typed, ok := res.list.([]T)
	if !ok {
		return nil, true, fmt.Errorf("read cache: scope %q fetched %T", key, res.list)
	}
	return typed, res.fetched, nil
}

// flightResult tells joiners of a flight whether its list came from the
// server just now or from an entry stored by an earlier flight.
type flightResult struct {
	list    any
	fetched bool
}

// findCached looks an object up in a scope's list. found is false only when a
// fresh list lacks it.
func findCached[T any](ctx context.Context, rc *readCache, key string, fetch func(context.Context) ([]T, error), match func(T) bool) (item T, found bool, err error) {
	list, fresh, err := cachedList(ctx, rc, key, fetch)
	if err != nil {
		return item, false, err
	}
	for _, it := range list {
		if match(it) {
			return it, true, nil
		}
	}
	if fresh {
		return item, false, nil
	}
	rc.invalidate(key)
	list, _, err = cachedList(ctx, rc, key, fetch)
	if err != nil {
		return item, false, err
	}
	for _, it := range list {
		if match(it) {
			return it, true, nil
		}
	}
	return item, false, nil
}

// cachedOne is cachedList for a scope that holds a single value.
func cachedOne[T any](ctx context.Context, rc *readCache, key string, fetch func(context.Context) (T, error)) (T, error) {
	list, _, err := cachedList(ctx, rc, key, func(ctx context.Context) ([]T, error) {
		v, err := fetch(ctx)
		if err != nil {
			return nil, err
		}
		return []T{v}, nil
	})
	if err != nil || len(list) != 1 {
		var zero T
		return zero, err
	}
	return list[0], nil
}

// peekList returns a scope's list only when it is cached, without fetching:
// for checks that are worth a look but not a request.
func peekList[T any](rc *readCache, key string) ([]T, bool) {
	if !rc.enabled {
		return nil, false
	}
	rc.mu.Lock()
	defer rc.mu.Unlock()
	typed, ok := rc.entries[key].([]T)
	return typed, ok
}
