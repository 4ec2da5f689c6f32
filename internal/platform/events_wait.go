package platform

// Waiting for a component's previous asynchronous operation.
//
// The region refuses an asynchronous operation on a component (build,
// start, restart, upgrade, rollback, vertical or horizontal scaling) with
// 409 "操作过于频繁，请稍后再试" while the component's last event has no final
// status, for up to 3 minutes; after that the next operation marks the
// event "timeout" and goes through (rainbond api/util/events.go:32-77,
// api/middleware/middleware.go:383-386). A rolling upgrade of a running
// component keeps its event open for as long as it takes, so the second of
// two operations sent back to back is likely refused. The waiter reads the
// component's events (4.32, newest first) until the last one has a final
// status, within the caller's context (the resource's timeouts).

import (
	"context"
	"fmt"
	"time"

	"github.com/hashicorp/terraform-plugin-log/tflog"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// EventLister reads a component's events.
type EventLister interface {
	ComponentEvents(ctx context.Context, ref client.ComponentRef, page, pageSize int64) (*client.ComponentEvents, error)
}

// regionBusyWindow is how long an event without a final status keeps a
// component busy; after it the region lets the next operation through.
const regionBusyWindow = 3 * time.Minute

// EventPoll is the pause between two reads of the events while waiting:
// the first pause, doubled up to the longest. Tests may shorten it.
var EventPoll = struct{ First, Longest time.Duration }{First: 500 * time.Millisecond, Longest: 5 * time.Second}

// WaitComponentIdle returns once the component's last event has a final
// status (or it has none), so that the asynchronous operation named next
// will not be refused as too frequent. An event still open after the
// region's busy window no longer blocks, and the wait ends. When the
// events cannot be read the wait ends too, with a warning in the log: the
// operation itself then tells. The error is the context's end, said in
// words.
func WaitComponentIdle(ctx context.Context, api EventLister, ref client.ComponentRef, next string) error {
	pause := EventPoll.First
	var waitingOn string
	var since time.Time
	for {
		open, err := lastOpenEvent(ctx, api, ref)
		switch {
		case err != nil:
			tflog.Warn(ctx, "Cannot read the component's events before an operation; sending it without waiting", map[string]any{
				"service_id": ref.ServiceID, "operation": next, "error": err.Error(),
			})
			return nil
		case open == nil:
			if waitingOn != "" {
				tflog.Info(ctx, "The component's previous operation has ended", map[string]any{
					"service_id": ref.ServiceID, "event_id": waitingOn, "waited": time.Since(since).Round(time.Millisecond).String(), "operation": next,
				})
			}
			return nil
		}
		if open.EventID != waitingOn {
			waitingOn, since = open.EventID, time.Now()
		}
		if time.Since(since) > regionBusyWindow {
			tflog.Warn(ctx, "The component's previous operation has not ended within the platform's busy window; the platform lets the next one through", map[string]any{
				"service_id": ref.ServiceID, "event_id": open.EventID, "opt_type": open.OptType, "operation": next,
			})
			return nil
		}
		tflog.Info(ctx, "Waiting for the component's previous operation to end before the next one (the platform refuses an operation while the last one runs)", map[string]any{
			"service_id": ref.ServiceID, "event_id": open.EventID, "opt_type": open.OptType, "started": open.StartTime,
			"waited": time.Since(since).Round(time.Millisecond).String(), "operation": next,
		})
		select {
		case <-ctx.Done():
			return fmt.Errorf("the component's previous operation (%s, event %s, started %s) had not ended when the time allowed ran out (%w); "+
				"the platform refuses %s until it ends, for up to 3 minutes. Apply again later, or raise the resource's timeouts",
				open.OptType, open.EventID, open.StartTime, ctx.Err(), next)
		case <-time.After(pause):
		}
		pause = min(pause*2, EventPoll.Longest)
	}
}

// lastOpenEvent is the component's newest event when it has no final
// status, else nil.
func lastOpenEvent(ctx context.Context, api EventLister, ref client.ComponentRef) (*client.ComponentEvent, error) {
	page, err := api.ComponentEvents(ctx, ref, 1, 1)
	if err != nil || page == nil || len(page.Events) == 0 || page.Events[0].FinalStatus != "" {
		return nil, err
	}
	return &page.Events[0], nil
}

// WhenComponentIdle runs an asynchronous operation on the component once
// its previous one has ended, and again, after another wait, for as long
// as the platform answers that the component is busy (client.IsComponentBusy):
// a refusal that changed nothing. Any other outcome is op's.
func WhenComponentIdle(ctx context.Context, api EventLister, ref client.ComponentRef, name string, op func() error) error {
	for {
		if err := WaitComponentIdle(ctx, api, ref, name); err != nil {
			return err
		}
		err := op()
		if !client.IsComponentBusy(err) || ctx.Err() != nil {
			return err
		}
		tflog.Info(ctx, "The platform answered that the component is busy; waiting for its last operation to end", map[string]any{
			"service_id": ref.ServiceID, "operation": name, "answer": err.Error(),
		})
		// The busy answer may come before the event is listed; pause once
		// so that a component whose events all look ended is not asked
		// again at once.
		select {
		case <-ctx.Done():
			return err
		case <-time.After(EventPoll.First):
		}
	}
}
