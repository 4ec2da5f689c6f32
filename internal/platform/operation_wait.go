package platform

// Waiting for an asynchronous operation's own event (step 3 of the waiter
// in events_wait.go): the platform answers at once and reports the outcome
// in the component's events (beyond-interface 4.32): an event's
// final_status is "" while it runs, then "complete" (or "timeout",
// "emptycomplete", ...), with status "success" or "failure" and a message
// (region api/eventlog/store/handle_message_store.go).

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/hashicorp/terraform-plugin-log/tflog"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// Wait says what a wait follows and when it ends.
type Wait struct {
	// What names the operation in messages, e.g. `the build of component "web"`.
	What string
	// EventID follows that event; otherwise the new events (not in Mark,
	// from WaitComponentIdle or WhenComponentIdle) of the OptTypes (every
	// opt_type when empty).
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
	interval := EventPoll.First
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
		if err := pauseFor(ctx, interval); err != nil {
			return last, event, fmt.Errorf("%s did not finish in time: %s (%w)", w.What, progressText(w, event, last), err)
		}
		interval = nextPause(interval)
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
			if w.EventID == "" && w.Mark.seen == nil {
				break // the zero mark: only the newest is surely this operation's
			}
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
