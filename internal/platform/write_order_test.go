package platform

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Port adds sent at once through both spellings of one component (team name
// and alias, tenant id and component id) reach a console that refuses
// overlapping writes of a component one after the other; adds of two
// components go side by side.
func TestWritesOfOneComponentTakeTurns(t *testing.T) {
	ctx := context.Background()
	ts := mockgateway.NewTestServer(t, fixture.Standard())
	const hold = 40 * time.Millisecond
	ts.SetSQLiteLocks(hold)
	c, err := client.New(client.Config{BaseURL: ts.URL, Token: ts.Token, MaxRetries: 0})
	if err != nil {
		t.Fatal(err)
	}
	ports := NewProviderData(c, true).Ports
	ref := func(team, service string) client.ComponentRef {
		return client.ComponentRef{TeamID: team, RegionName: fixture.Region, AppID: fixture.AppID, ServiceID: service}
	}
	refs := []client.ComponentRef{
		ref(fixture.Team, fixture.Component), ref(fixture.TenantID, fixture.ServiceID),
		ref(fixture.Team, fixture.Component), ref(fixture.TenantID, fixture.ServiceID),
	}
	var wg sync.WaitGroup
	errs := make([]error, len(refs))
	for i, r := range refs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = ports.AddPort(ctx, r, client.AddPortRequest{Port: int64(39000 + i), Protocol: "tcp"})
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("add %d through %v: %v", i, refs[i], err)
		}
	}
	for _, r := range ts.Requests() {
		if r.Status == http.StatusInternalServerError {
			t.Errorf("%s %s refused: two writes of one component overlapped", r.Method, r.Path)
		}
	}

	// Two components: both adds must be in flight together. A proxy in
	// front of the mock holds each add until the other has arrived too; if
	// the adds waited for each other, the first would meet the proxy's
	// deadline instead (a guard against a hang, not a measure of speed).
	barrier := newArrivals(2)
	target, err := url.Parse(ts.URL)
	if err != nil {
		t.Fatal(err)
	}
	upstream := httputil.NewSingleHostReverseProxy(target)
	proxy := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost && strings.HasSuffix(r.URL.Path, "/ports") && !barrier.arrive(30*time.Second) {
			http.Error(w, "the other component's add never arrived while this one was in flight", http.StatusGatewayTimeout)
			return
		}
		upstream.ServeHTTP(w, r)
	}))
	t.Cleanup(proxy.Close)
	pc, err := client.New(client.Config{BaseURL: proxy.URL, Token: ts.Token, MaxRetries: 0})
	if err != nil {
		t.Fatal(err)
	}
	ports = NewProviderData(pc, true).Ports
	for i, s := range []string{fixture.Component, fixture.ComponentB} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = ports.AddPort(ctx, ref(fixture.Team, s), client.AddPortRequest{Port: 39010, Protocol: "tcp"})
		}()
	}
	wg.Wait()
	if errs[0] != nil || errs[1] != nil {
		t.Fatalf("adds to two components did not go side by side: %v, %v", errs[0], errs[1])
	}
}

// arrivals lets each caller go on once n callers have arrived, or tells it
// that they did not within the deadline.
type arrivals struct {
	mu   sync.Mutex
	left int
	all  chan struct{}
}

func newArrivals(n int) *arrivals { return &arrivals{left: n, all: make(chan struct{})} }

func (a *arrivals) arrive(deadline time.Duration) bool {
	a.mu.Lock()
	if a.left--; a.left == 0 {
		close(a.all)
	}
	a.mu.Unlock()
	select {
	case <-a.all:
		return true
	case <-time.After(deadline):
		return false
	}
}
