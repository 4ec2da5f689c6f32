package platform

// The provider's one waiter for a component's asynchronous operations
// (builds, deploys, starts, stops, upgrades, vertical and horizontal
// scaling), used by every family:
//
//  1. WaitComponentIdle: before an operation, wait for the component's
//     previous event to end. The region refuses an asynchronous operation
//     with 409 "操作过于频繁，请稍后再试" while the component's last event has
//     no final status, for up to 3 minutes; after that the next operation
//     marks the event "timeout" and goes through (rainbond
//     api/util/events.go:32-77, api/middleware/middleware.go:383-386).
//  2. WhenComponentIdle: send the operation then, and treat the busy 409
//     (client.IsComponentBusy), which changed nothing, as one more wait.
//  3. WaitForOperation (operation_wait.go): follow the operation's own
//     event to its final status (db/model/event.go:49-62), and return the
//     event's message when it failed.
//
// Every wait reads the component's events (4.32, newest first), logs its
// progress with tflog, and ends with the caller's context: the resource's
// timeouts.

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

// BusyWindow is how long an event without a final status keeps a
// component busy; after it the region lets the next operation through
// (api/util/events.go checkTimeout; beyond-interface A.2).
const BusyWindow = 3 * time.Minute

// EventPoll is the pause between two reads of the events while waiting:
// the first pause, growing by half up to the longest. The first is short,
// so that a short operation ends a wait soon. Tests may shorten both.
var EventPoll = struct{ First, Longest time.Duration }{First: 200 * time.Millisecond, Longest: 5 * time.Second}

// eventsPage is how many of the newest events a wait reads per poll.
const eventsPage = 20

// EventMark is the set of a component's events before an operation, so
// that the wait after it follows only the events the operation opened.
// The zero mark (events unreadable before) knows none: the wait then
// follows only the newest event of the operation's opt_types.
type EventMark struct{ seen map[string]bool }

func markOf(events []client.ComponentEvent) EventMark {
	m := EventMark{seen: map[string]bool{}}
	for _, e := range events {
		m.seen[e.EventID] = true
	}
	return m
}

// WaitComponentIdle returns once the component's last event has a final
// status (or it has none), so that the asynchronous operation named next
// will not be refused as too frequent, with the mark of the events then.
// An event still open after the region's busy window (counted from its
// start_time, or from when the wait first saw it) no longer blocks. When
// the events cannot be read the wait ends too, with a warning in the log
// and the zero mark: the operation itself then tells. The error is the
// context's end, said in words.
func WaitComponentIdle(ctx context.Context, api EventLister, ref client.ComponentRef, next string) (EventMark, error) {
	pause := EventPoll.First
	var waitingOn string
	var since time.Time
	for {
		page, err := api.ComponentEvents(ctx, ref, 1, eventsPage)
		if err != nil {
			tflog.Warn(ctx, "Cannot read the component's events before an operation; sending it without waiting", map[string]any{
				"service_id": ref.ServiceID, "operation": next, "error": err.Error(),
			})
			return EventMark{}, nil //nolint:nilerr // an unreadable event list is no reason to fail: the operation itself then tells
		}
		var open *client.ComponentEvent
		if page != nil && len(page.Events) > 0 && page.Events[0].FinalStatus == "" {
			open = &page.Events[0]
		}
		if open == nil {
			if waitingOn != "" {
				tflog.Info(ctx, "The component's previous operation has ended", map[string]any{
					"service_id": ref.ServiceID, "event_id": waitingOn, "waited": time.Since(since).Round(time.Millisecond).String(), "operation": next,
				})
			}
			if page == nil {
				return markOf(nil), nil
			}
			return markOf(page.Events), nil
		}
		if open.EventID != waitingOn {
			waitingOn, since = open.EventID, time.Now()
		}
		if eventStart(*open, since).Add(BusyWindow).Before(time.Now()) {
			tflog.Warn(ctx, "The component's previous operation has not ended within the platform's busy window; the platform lets the next one through", map[string]any{
				"service_id": ref.ServiceID, "event_id": open.EventID, "opt_type": open.OptType, "operation": next,
			})
			return markOf(page.Events), nil
		}
		tflog.Info(ctx, "Waiting for the component's previous operation to end before the next one (the platform refuses an operation while the last one runs)", map[string]any{
			"service_id": ref.ServiceID, "event_id": open.EventID, "opt_type": open.OptType, "started": open.StartTime,
			"waited": time.Since(since).Round(time.Millisecond).String(), "operation": next,
		})
		if err := pauseFor(ctx, pause); err != nil {
			return EventMark{}, fmt.Errorf("the component's previous operation (%s, event %s, started %s) had not ended when the time allowed ran out (%w); "+
				"the platform refuses %s until it ends, for up to 3 minutes. Apply again later, or raise the resource's timeouts",
				open.OptType, open.EventID, open.StartTime, err, next)
		}
		pause = nextPause(pause)
	}
}

// eventStart is when an event began: its start_time (RFC 3339, the
// region's format; older consoles show "2006-01-02 15:04:05"), or seen
// when that cannot be read.
func eventStart(e client.ComponentEvent, seen time.Time) time.Time {
	for _, layout := range []string{time.RFC3339, "2006-01-02 15:04:05", "2006-01-02T15:04:05"} {
		if t, err := time.Parse(layout, e.StartTime); err == nil {
			return t
		}
	}
	return seen
}

// WhenComponentIdle runs an asynchronous operation on the component once
// its previous one has ended, and again, after another wait, for as long
// as the platform answers that the component is busy (client.IsComponentBusy):
// a refusal that changed nothing. Any other outcome is op's. The mark is
// that of the events just before the operation was sent.
func WhenComponentIdle(ctx context.Context, api EventLister, ref client.ComponentRef, name string, op func() error) (EventMark, error) {
	for {
		mark, err := WaitComponentIdle(ctx, api, ref, name)
		if err != nil {
			return mark, err
		}
		err = op()
		if !client.IsComponentBusy(err) || ctx.Err() != nil {
			return mark, err
		}
		tflog.Info(ctx, "The platform answered that the component is busy; waiting for its last operation to end", map[string]any{
			"service_id": ref.ServiceID, "operation": name, "answer": err.Error(),
		})
		// The busy answer may come before the event is listed; pause once
		// so that a component whose events all look ended is not asked
		// again at once.
		if pauseFor(ctx, EventPoll.First) != nil {
			return mark, err
		}
	}
}

// pauseFor waits d, or returns the context's error when it ends first.
func pauseFor(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

func nextPause(d time.Duration) time.Duration { return min(d*3/2, EventPoll.Longest) }
