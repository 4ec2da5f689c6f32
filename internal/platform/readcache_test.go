package platform

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestReadCacheSharesOneFetchPerScope(t *testing.T) {
	rc := newReadCache(true)
	var calls atomic.Int32
	fetch := func(context.Context) ([]int, error) {
		calls.Add(1)
		return []int{1, 2, 3}, nil
	}
	var wg sync.WaitGroup
	for i := 0; i < 20; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, found, err := findCached(context.Background(), rc, "k", fetch, func(v int) bool { return v == 2 }); err != nil || !found {
				t.Errorf("found=%v err=%v", found, err)
			}
		}()
	}
	wg.Wait()
	if got := calls.Load(); got != 1 {
		t.Fatalf("fetches = %d, want 1", got)
	}
}

func TestReadCacheMissRefetchesOnce(t *testing.T) {
	rc := newReadCache(true)
	lists := [][]int{{1}, {1, 2}, {1, 2}}
	var calls int
	fetch := func(context.Context) ([]int, error) {
		l := lists[calls]
		calls++
		return l, nil
	}
	if _, _, err := cachedList(context.Background(), rc, "k", fetch); err != nil {
		t.Fatal(err)
	}
	// 2 was created by someone else after the list was cached: the stale
	// entry must not make it look deleted.
	if _, found, _ := findCached(context.Background(), rc, "k", fetch, func(v int) bool { return v == 2 }); !found {
		t.Fatal("live object reported missing from a stale cache entry")
	}
	if calls != 2 {
		t.Fatalf("fetches = %d, want 2", calls)
	}
	// A miss on a fresh list is final: no third fetch.
	rc.invalidate("k")
	if _, found, _ := findCached(context.Background(), rc, "k", fetch, func(v int) bool { return v == 9 }); found {
		t.Fatal("found an object that does not exist")
	}
	if calls != 3 {
		t.Fatalf("fetches = %d, want 3", calls)
	}
}

func TestReadCacheOffAlwaysFetches(t *testing.T) {
	rc := newReadCache(false)
	var calls int
	fetch := func(context.Context) ([]int, error) { calls++; return []int{1}, nil }
	for i := 0; i < 3; i++ {
		if _, _, err := cachedList(context.Background(), rc, "k", fetch); err != nil {
			t.Fatal(err)
		}
	}
	if calls != 3 {
		t.Fatalf("fetches = %d, want 3", calls)
	}
}

func TestReadCacheInvalidateDuringFetchDoesNotStoreStale(t *testing.T) {
	rc := newReadCache(true)
	var calls int
	fetch := func(context.Context) ([]int, error) {
		calls++
		if calls == 1 {
			rc.invalidate("k") // a write lands while the first list is in flight
		}
		return []int{calls}, nil
	}
	if _, _, err := cachedList(context.Background(), rc, "k", fetch); err != nil {
		t.Fatal(err)
	}
	l, fresh, _ := cachedList(context.Background(), rc, "k", fetch)
	if !fresh || l[0] != 2 {
		t.Fatalf("got %v fresh=%v, want a refetch after the invalidation", l, fresh)
	}
}

func TestReadCacheCallAfterInvalidateDoesNotJoinOlderFetch(t *testing.T) {
	rc := newReadCache(true)
	started, release := make(chan struct{}), make(chan struct{})
	var calls atomic.Int32
	fetch := func(context.Context) ([]int, error) {
		n := calls.Add(1)
		if n == 1 {
			close(started)
			<-release // the first list is still in flight when the write lands
		}
		return []int{int(n)}, nil
	}
	first := make(chan struct{})
	go func() {
		defer close(first)
		_, _, _ = cachedList(context.Background(), rc, "k", fetch)
	}()
	<-started
	rc.invalidate("k")
	type result struct {
		l   []int
		err error
	}
	second := make(chan result, 1)
	go func() {
		l, _, err := cachedList(context.Background(), rc, "k", fetch)
		second <- result{l, err}
	}()
	select {
	case r := <-second:
		close(release)
		<-first
		if r.err != nil || r.l[0] != 2 {
			t.Fatalf("got %v (err %v), want the list of a fetch started after the invalidation", r.l, r.err)
		}
	case <-time.After(5 * time.Second):
		close(release)
		<-first
		t.Fatal("a list requested after an invalidation waited for a fetch that started before it")
	}
}

func TestReadCacheInvalidatePrefix(t *testing.T) {
	rc := newReadCache(true)
	var calls int
	fetch := func(context.Context) ([]int, error) { calls++; return []int{calls}, nil }
	for _, k := range []string{"regions/a", "regions/b", "http_rules"} {
		if _, _, err := cachedList(context.Background(), rc, k, fetch); err != nil {
			t.Fatal(err)
		}
	}
	rc.invalidatePrefix("regions/")
	for k, wantFresh := range map[string]bool{"regions/a": true, "regions/b": true, "http_rules": false} {
		if _, fresh, _ := cachedList(context.Background(), rc, k, fetch); fresh != wantFresh {
			t.Errorf("%s: fresh = %v, want %v", k, fresh, wantFresh)
		}
	}
}

// A call that missed the cache just before a flight stored its list uses the
// stored list instead of fetching it again. The window is a race no test can
// hold open, so the test runs many bursts of calls released at once: with
// the check gone, some burst costs a second fetch.
func TestReadCacheLateCallerUsesTheStoredList(t *testing.T) {
	var calls atomic.Int32
	fetch := func(context.Context) ([]int, error) {
		calls.Add(1)
		time.Sleep(time.Microsecond)
		return []int{1}, nil
	}
	const bursts, callers = 2000, 8
	for range bursts {
		rc := newReadCache(true)
		start := make(chan struct{})
		var wg sync.WaitGroup
		for range callers {
			wg.Go(func() {
				<-start
				if _, _, err := cachedList(context.Background(), rc, "k", fetch); err != nil {
					t.Error(err)
				}
			})
		}
		close(start)
		wg.Wait()
	}
	if got := calls.Load(); got != bursts {
		t.Fatalf("fetches = %d over %d bursts, want one per burst", got, bursts)
	}
}
