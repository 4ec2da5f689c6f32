package platform

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"
	"time"
)

// gatedFetch is a list fetch that blocks until the test lets it finish;
// fetch number n returns the list {n}.
type gatedFetch struct {
	mu      sync.Mutex
	calls   int
	started chan int
	release chan error
}

func newGatedFetch() *gatedFetch {
	return &gatedFetch{started: make(chan int, 16), release: make(chan error)}
}

func (g *gatedFetch) fetch(ctx context.Context) ([]int, error) {
	g.mu.Lock()
	g.calls++
	n := g.calls
	g.mu.Unlock()
	g.started <- n
	select {
	case err := <-g.release:
		if err != nil {
			return nil, err
		}
		return []int{n}, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (g *gatedFetch) count() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.calls
}

// freshResult is what one freshList call returned.
type freshResult struct {
	list []int
	err  error
}

func goFresh(ctx context.Context, rc *readCache, g *gatedFetch) <-chan freshResult {
	out := make(chan freshResult, 1)
	go func() {
		l, err := freshList(ctx, rc, "k", g.fetch)
		out <- freshResult{l, err}
	}()
	return out
}

// waitingCallers is how many calls wait for the next list of scope k.
func waitingCallers(rc *readCache) int {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	if s := rc.fresh["k"]; s != nil && s.waiting != nil {
		return s.waiting.callers
	}
	return 0
}

func waitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting until %s", what)
		}
		time.Sleep(time.Millisecond)
	}
}

func expectList(t *testing.T, who string, ch <-chan freshResult, want ...int) {
	t.Helper()
	select {
	case r := <-ch:
		if r.err != nil || !slices.Equal(r.list, want) {
			t.Fatalf("%s got %v, %v; want %v", who, r.list, r.err, want)
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("%s got no list", who)
	}
}

// A call that arrives while a list is in flight may have written after that
// list began, so it never gets it: it gets the next list, which it shares
// with every call that arrived in the meantime.
func TestFreshListNeverServesAListThatBeganEarlier(t *testing.T) {
	rc := newReadCache(true)
	g := newGatedFetch()
	first := goFresh(context.Background(), rc, g)
	<-g.started // list 1 is in flight

	var later []<-chan freshResult
	for i := 0; i < 5; i++ {
		later = append(later, goFresh(context.Background(), rc, g))
	}
	waitUntil(t, "five calls wait for the next list", func() bool { return waitingCallers(rc) == 5 })
	if n := g.count(); n != 1 {
		t.Fatalf("a second list began while the first was in flight (%d lists)", n)
	}

	g.release <- nil
	expectList(t, "the first call", first, 1)
	if n := <-g.started; n != 2 {
		t.Fatalf("list %d began, want 2", n)
	}
	// One more call while list 2 is in flight: it waits for list 3.
	last := goFresh(context.Background(), rc, g)
	waitUntil(t, "the last call waits", func() bool { return waitingCallers(rc) == 1 })
	g.release <- nil
	for i, ch := range later {
		expectList(t, "later call "+string(rune('A'+i)), ch, 2)
	}
	<-g.started
	g.release <- nil
	expectList(t, "the last call", last, 3)
	if n := g.count(); n != 3 {
		t.Fatalf("lists = %d, want 3 for 7 calls", n)
	}
}

// A failed list fails every call that shared it.
func TestFreshListSharesAnError(t *testing.T) {
	rc := newReadCache(true)
	g := newGatedFetch()
	first := goFresh(context.Background(), rc, g)
	<-g.started
	a, b := goFresh(context.Background(), rc, g), goFresh(context.Background(), rc, g)
	waitUntil(t, "two calls wait", func() bool { return waitingCallers(rc) == 2 })
	g.release <- nil
	expectList(t, "the first call", first, 1)
	<-g.started
	boom := errors.New("HTTP 503")
	g.release <- boom
	// The server's answer is the answer: no call fetches the list again,
	// as it would after a cancelled leader.
	for _, ch := range []<-chan freshResult{a, b} {
		select {
		case r := <-ch:
			if !errors.Is(r.err, boom) {
				t.Fatalf("got %v, %v; want the list's error", r.list, r.err)
			}
		case n := <-g.started:
			t.Fatalf("a call fetched list %d after the shared list failed", n)
		case <-time.After(10 * time.Second):
			t.Fatal("a call got nothing after the shared list failed")
		}
	}
}

// The call that was to run the next list is cancelled while it waits: the
// calls that joined it are not failed by someone else's Ctrl-C or timeout,
// but get a list of their own.
func TestFreshListCancelledLeaderHandsOver(t *testing.T) {
	rc := newReadCache(true)
	g := newGatedFetch()
	first := goFresh(context.Background(), rc, g)
	<-g.started
	ctx, cancel := context.WithCancel(context.Background())
	leader := goFresh(ctx, rc, g)
	waitUntil(t, "the leader waits", func() bool { return waitingCallers(rc) == 1 })
	joiner := goFresh(context.Background(), rc, g)
	waitUntil(t, "the joiner waits", func() bool { return waitingCallers(rc) == 2 })

	cancel()
	if r := <-leader; !errors.Is(r.err, context.Canceled) {
		t.Fatalf("the cancelled call got %v, %v", r.list, r.err)
	}
	// The joiner now waits for a list that begins after list 1 ends; it
	// must not return the leader's cancellation as its own.
	waitUntil(t, "the joiner waits again", func() bool {
		select {
		case r := <-joiner:
			t.Fatalf("the joiner got %v, %v instead of waiting for a list of its own", r.list, r.err)
		default:
		}
		return waitingCallers(rc) == 1
	})
	g.release <- nil
	expectList(t, "the first call", first, 1)
	<-g.started
	g.release <- nil
	expectList(t, "the joiner", joiner, 2)
}

func TestFreshListWithoutCacheSharesNothing(t *testing.T) {
	rc := newReadCache(false)
	g := newGatedFetch()
	a, b := goFresh(context.Background(), rc, g), goFresh(context.Background(), rc, g)
	<-g.started
	<-g.started
	g.release <- nil
	g.release <- nil
	<-a
	<-b
	if n := g.count(); n != 2 {
		t.Fatalf("lists = %d, want one per call", n)
	}
}

// A leader cancelled during its own fetch, not only while it waits, hands
// over too: the calls that waited on its list fetch one of their own
// rather than share its cancellation.
func TestFreshListLeaderCancelledInItsFetchHandsOver(t *testing.T) {
	rc := newReadCache(true)
	g := newGatedFetch()
	first := goFresh(context.Background(), rc, g)
	<-g.started
	ctx, cancel := context.WithCancel(context.Background())
	leader := goFresh(ctx, rc, g)
	waitUntil(t, "the leader waits", func() bool { return waitingCallers(rc) == 1 })
	joiner := goFresh(context.Background(), rc, g)
	waitUntil(t, "the joiner waits", func() bool { return waitingCallers(rc) == 2 })

	g.release <- nil
	expectList(t, "the first call", first, 1)
	<-g.started // the leader's fetch, list 2
	cancel()
	if r := <-leader; !errors.Is(r.err, context.Canceled) {
		t.Fatalf("the cancelled call got %v, %v", r.list, r.err)
	}
	select {
	case <-g.started: // the joiner's own fetch, list 3
	case r := <-joiner:
		t.Fatalf("the joiner got %v, %v instead of a list of its own", r.list, r.err)
	case <-time.After(10 * time.Second):
		t.Fatal("the joiner fetched nothing")
	}
	g.release <- nil
	expectList(t, "the joiner", joiner, 3)
}
