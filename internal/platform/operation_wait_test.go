package platform

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// fakeWatch plays a component whose events and status change with each
// read of the events: step i shows events[i] and status[i] (the last one
// stays).
type fakeWatch struct {
	events [][]client.ComponentEvent
	status []string
	reads  int
}

func (f *fakeWatch) at(list []string) string {
	i := min(f.reads-1, len(list)-1)
	return list[max(i, 0)]
}

func (f *fakeWatch) ComponentEvents(context.Context, client.ComponentRef, int64, int64) (*client.ComponentEvents, error) {
	f.reads++
	i := min(f.reads-1, len(f.events)-1)
	return &client.ComponentEvents{Events: f.events[i]}, nil
}

func (f *fakeWatch) FreshComponent(context.Context, client.ComponentRef) (client.Component, error) {
	s := f.at(f.status)
	return client.Component{ServiceID: "c1", Status: &s}, nil
}

func fastPolls(t *testing.T) { t.Helper(); fastPoll(t) }

var waitRef = client.ComponentRef{TeamID: "t", RegionName: "r", AppID: 1, ServiceID: "c1"}

func TestWaitForOperationEndsWithTheEventAndTheStatus(t *testing.T) {
	fastPolls(t)
	old := client.ComponentEvent{EventID: "old", OptType: "build-service", FinalStatus: "complete", Status: "failure", Message: "an older failure"}
	running := client.ComponentEvent{EventID: "e1", OptType: "start-service"}
	done := running
	done.FinalStatus, done.Status = "complete", "success"
	f := &fakeWatch{
		events: [][]client.ComponentEvent{{old}, {running, old}, {done, old}},
		status: []string{"closed", "starting", "starting", "starting", "running"},
	}
	mark, err := WaitComponentIdle(context.Background(), f, waitRef, "the start")
	if err != nil {
		t.Fatal(err)
	}
	c, ev, err := WaitForOperation(context.Background(), f, waitRef, Wait{What: "the start", Mark: mark, OptTypes: []string{"start-service"}, Want: func(s string) bool { return s == "running" }})
	if err != nil || Deref(c.Status) != "running" || ev == nil || ev.EventID != "e1" {
		t.Fatalf("got %+v, %+v, %v; want running after event e1 (an older failure is not this operation's)", c, ev, err)
	}
}

func TestWaitForOperationReportsTheFailedEvent(t *testing.T) {
	fastPolls(t)
	failed := client.ComponentEvent{EventID: "b1", OptType: "build-service", FinalStatus: "complete", Status: "failure", Message: "pull failed"}
	f := &fakeWatch{events: [][]client.ComponentEvent{{{EventID: "b1", OptType: "build-service"}}, {failed}}, status: []string{"undeploy"}}
	_, _, err := WaitForOperation(context.Background(), f, waitRef, Wait{What: "the build", EventID: "b1", Want: func(s string) bool { return s == "running" }})
	failure, ok := IsOperationFailed(err)
	if !ok || failure.Event.Message != "pull failed" || !strings.Contains(err.Error(), "pull failed") {
		t.Fatalf("error %v, want the event's failure", err)
	}
}

func TestWaitForOperationStopsAtTheDeadline(t *testing.T) {
	fastPolls(t)
	f := &fakeWatch{events: [][]client.ComponentEvent{{{EventID: "u1", OptType: "upgrade-service", StartTime: time.Now().Format(time.RFC3339)}}}, status: []string{"running"}}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	_, _, err := WaitForOperation(ctx, f, waitRef, Wait{What: "the upgrade", OptTypes: []string{"upgrade-service"}})
	if !errors.Is(err, context.DeadlineExceeded) || !strings.Contains(err.Error(), `event u1 (upgrade-service) has final status ""`) {
		t.Fatalf("error %v, want the deadline with what was seen last", err)
	}
}

// The wait before an operation counts the busy window from the event's
// start_time: an event open for a minute is waited for, one open for four
// no longer blocks.
func TestWaitComponentIdleCountsTheBusyWindowFromTheStart(t *testing.T) {
	fastPolls(t)
	now := time.Now()
	open := client.ComponentEvent{EventID: "e", StartTime: now.Add(-time.Minute).Format(time.RFC3339)}
	ended := open
	ended.FinalStatus = "complete"
	f := &fakeWatch{events: [][]client.ComponentEvent{{open}, {open}, {ended}}}
	if _, err := WaitComponentIdle(context.Background(), f, waitRef, "x"); err != nil || f.reads != 3 {
		t.Fatalf("WaitComponentIdle: %v after %d reads, want the third read to end it", err, f.reads)
	}
	stale := client.ComponentEvent{EventID: "s", StartTime: now.Add(-4 * time.Minute).Format(time.RFC3339)}
	f = &fakeWatch{events: [][]client.ComponentEvent{{stale}}}
	if mark, err := WaitComponentIdle(context.Background(), f, waitRef, "x"); err != nil || f.reads != 1 || !mark.seen["s"] {
		t.Fatalf("WaitComponentIdle on an event past the busy window: %v after %d reads", err, f.reads)
	}
}

// With the zero mark (events unreadable before the operation), the wait
// follows only the newest event of its opt_types, never an older failure.
func TestWaitForOperationWithoutAMarkFollowsTheNewest(t *testing.T) {
	fastPolls(t)
	old := client.ComponentEvent{EventID: "old", OptType: "vertical-service", FinalStatus: "complete", Status: "failure", Message: "older"}
	mine := client.ComponentEvent{EventID: "new", OptType: "vertical-service", FinalStatus: "complete", Status: "success"}
	f := &fakeWatch{events: [][]client.ComponentEvent{{mine, old}}, status: []string{"running"}}
	_, ev, err := WaitForOperation(context.Background(), f, waitRef, Wait{What: "the scaling", OptTypes: []string{"vertical-service"}})
	if err != nil || ev == nil || ev.EventID != "new" {
		t.Fatalf("got %+v, %v; want the newest event, ended", ev, err)
	}
}
