package platform

// Waiting for a component's asynchronous operations (builds, starts,
// stops, upgrades): the platform answers at once and reports the outcome
// in the component's events (beyond-interface 4.32): an event's
// final_status is "" while it runs, then "complete" (or "timeout",
// "emptycomplete", ...), with status "success" or "failure" and a message.
// These helpers are kept apart from any other event waiter of the
// provider, so that the two can be unified.

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/hashicorp/terraform-plugin-log/tflog"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// Poll intervals: the first polls come quickly, so that a short operation
// ends a wait soon; later ones are spaced out.
var (
	firstPoll = 200 * time.Millisecond
	maxPoll   = 5 * time.Second
)

// eventsPage is how many of the newest events a wait reads per poll.
const eventsPage = 20

// BusyWindow is how long the region refuses the next asynchronous
// operation while a component's last event has no final status
// (beyond-interface A.2, "Busy component").
const BusyWindow = 3 * time.Minute

// EventMark is the set of a component's events before an operation, so
// that the wait follows only the events the operation opened.
type EventMark struct{ seen map[string]bool }

// MarkEvents records the component's current events.
func MarkEvents(ctx context.Context, api ComponentWatchAPI, ref client.ComponentRef) (EventMark, error) {
	page, err := api.ComponentEvents(ctx, ref, 1, eventsPage)
	if err != nil {
		return EventMark{}, err
	}
	m := EventMark{seen: map[string]bool{}}
	for _, e := range page.Events {
		m.seen[e.EventID] = true
	}
	return m, nil
}

// Wait says what a wait follows and when it ends.
type Wait struct {
	// What names the operation in messages, e.g. `the build of component "web"`.
	What string
	// EventID follows that event; otherwise the new events (not in Mark)
	// of the OptTypes (every opt_type when empty).
	EventID  string
	Mark     EventMark
	OptTypes []string
	// Want reports the component status that ends the wait, once the
	// events ended; nil ends it with the events. WantText names it.
	Want     func(status string) bool
	WantText string
	// Progress, when set, also receives each progress line (an action
	// reports them to Terraform).
	Progress func(msg string)
}

// OperationFailedError is an operation whose event ended in failure.
type OperationFailedError struct {
	What  string
	Event client.ComponentEvent
}

func (e *OperationFailedError) Error() string {
	msg := e.Event.Message
	if msg == "" {
		msg = "the platform gave no message"
	}
	return fmt.Sprintf("%s failed: event %s (%s) ended with status %q: %s", e.What, e.Event.EventID, e.Event.OptType, e.Event.Status, msg)
}

// IsOperationFailed reports an operation whose event ended in failure.
func IsOperationFailed(err error) (*OperationFailedError, bool) {
	var f *OperationFailedError
	ok := errors.As(err, &f)
	return f, ok
}

// WaitForOperation polls the component's events and status until the
// operation's events ended and the component reached the wanted status, an
// event failed, or ctx ends. It returns the component as last read and the
// operation's newest event, when one was seen.
func WaitForOperation(ctx context.Context, api ComponentWatchAPI, ref client.ComponentRef, w Wait) (client.Component, *client.ComponentEvent, error) {
	interval := firstPoll
	var last client.Component
	var event *client.ComponentEvent
	for polls := 1; ; polls++ {
		events, open, err := w.follow(ctx, api, ref)
		if err != nil {
			return last, event, err
		}
		if len(events) > 0 {
			event = &events[0]
		}
		if failed := failedEvent(events); failed != nil {
			return last, failed, &OperationFailedError{What: w.What, Event: *failed}
		}
		if !open {
			if last, err = api.FreshComponent(ctx, ref); err != nil {
				return last, event, err
			}
			if w.Want == nil || w.Want(Deref(last.Status)) {
				tflog.Info(ctx, "Operation finished", map[string]any{"operation": w.What, "status": Deref(last.Status), "polls": polls})
				if w.Progress != nil {
					w.Progress(fmt.Sprintf("%s finished: %s", w.What, progressText(Wait{}, event, last)))
				}
				return last, event, nil
			}
		}
		tflog.Info(ctx, "Waiting for the platform", progressFields(w, event, open, last))
		if w.Progress != nil {
			w.Progress(fmt.Sprintf("Waiting for %s: %s", w.What, progressText(w, event, last)))
		}
		t := time.NewTimer(interval)
		select {
		case <-ctx.Done():
			t.Stop()
			return last, event, fmt.Errorf("%s did not finish in time: %s (%w)", w.What, progressText(w, event, last), ctx.Err())
		case <-t.C:
		}
		interval = min(interval*3/2, maxPoll)
	}
}

// failedEvent is the first of the events that ended in failure, or nil.
func failedEvent(events []client.ComponentEvent) *client.ComponentEvent {
	for i := range events {
		if events[i].FinalStatus != "" && events[i].Status == "failure" {
			return &events[i]
		}
	}
	return nil
}

// follow returns the operation's events, newest first, and whether one of
// them has no final status yet.
func (w Wait) follow(ctx context.Context, api ComponentWatchAPI, ref client.ComponentRef) ([]client.ComponentEvent, bool, error) {
	page, err := api.ComponentEvents(ctx, ref, 1, eventsPage)
	if err != nil {
		return nil, false, err
	}
	var out []client.ComponentEvent
	open := false
	for _, e := range page.Events {
		mine := e.EventID == w.EventID
		if w.EventID == "" {
			mine = !w.Mark.seen[e.EventID] && (len(w.OptTypes) == 0 || slices.Contains(w.OptTypes, e.OptType))
		}
		if mine {
			out = append(out, e)
			open = open || e.FinalStatus == ""
		}
	}
	return out, open, nil
}

func progressFields(w Wait, event *client.ComponentEvent, open bool, c client.Component) map[string]any {
	f := map[string]any{"operation": w.What, "event_running": open}
	if event != nil {
		f["event_id"], f["event_status"], f["event_final_status"] = event.EventID, event.Status, event.FinalStatus
	}
	if c.ServiceID != "" {
		f["component_status"] = Deref(c.Status)
	}
	if w.WantText != "" {
		f["waiting_for"] = w.WantText
	}
	return f
}

func progressText(w Wait, event *client.ComponentEvent, c client.Component) string {
	s := "no event of it was seen yet"
	if event != nil {
		s = fmt.Sprintf("its event %s (%s) has final status %q", event.EventID, event.OptType, event.FinalStatus)
	}
	if c.ServiceID != "" {
		s += fmt.Sprintf(", and the component's status is %q", Deref(c.Status))
	}
	if w.WantText != "" {
		s += fmt.Sprintf(" (waiting for %s)", w.WantText)
	}
	return s
}

// AwaitIdle waits until the component's last event has a final status, or
// began more than BusyWindow ago: the region refuses an asynchronous
// operation before then (409 "操作过于频繁，请稍后再试").
func AwaitIdle(ctx context.Context, api ComponentWatchAPI, ref client.ComponentRef, now func() time.Time) error {
	interval := firstPoll
	for {
		page, err := api.ComponentEvents(ctx, ref, 1, 1)
		if err != nil {
			return err
		}
		if len(page.Events) == 0 || !stillOpen(page.Events[0], now()) {
			return nil
		}
		e := page.Events[0]
		tflog.Info(ctx, "Waiting for the component's previous operation to end", map[string]any{"event_id": e.EventID, "opt_type": e.OptType, "start_time": e.StartTime})
		t := time.NewTimer(interval)
		select {
		case <-ctx.Done():
			t.Stop()
			return fmt.Errorf("the component's previous operation (event %s, %s, started %s) did not end in time (%w)", e.EventID, e.OptType, e.StartTime, ctx.Err())
		case <-t.C:
		}
		interval = min(interval*3/2, maxPoll)
	}
}

// stillOpen reports an event without a final status that began less than
// BusyWindow ago (or whose start time cannot be read).
func stillOpen(e client.ComponentEvent, now time.Time) bool {
	if e.FinalStatus != "" {
		return false
	}
	for _, layout := range []string{time.RFC3339, "2006-01-02 15:04:05", "2006-01-02T15:04:05"} {
		if t, err := time.Parse(layout, e.StartTime); err == nil {
			return now.Sub(t) < BusyWindow
		}
	}
	return true
}

// Component statuses (region worker/appm/types/v1/status.go), and the
// ones the platform counts as running for a delete (console
// app_manage.py __is_service_running).
var runningForDelete = []string{"running", "starting", "restoring", "stopping", "failure", "unKnow", "unusual", "abnormal", "some_abnormal"}

// CountsAsRunning reports a status in which the platform refuses to
// delete the component.
func CountsAsRunning(status string) bool { return slices.Contains(runningForDelete, status) }
