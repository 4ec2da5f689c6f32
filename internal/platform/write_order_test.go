package platform

import (
	"context"
	"net/http"
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

	// Two components: both adds are in flight together, so the pair takes
	// about one hold, not two.
	start := time.Now()
	for i, s := range []string{fixture.Component, fixture.ComponentB} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = ports.AddPort(ctx, ref(fixture.Team, s), client.AddPortRequest{Port: 39010, Protocol: "tcp"})
		}()
	}
	wg.Wait()
	if errs[0] != nil || errs[1] != nil {
		t.Fatalf("adds to two components: %v, %v", errs[0], errs[1])
	}
	if took := time.Since(start); took >= 2*hold {
		t.Errorf("adds to two components took %v: they waited for each other", took)
	}
}
