package region

// The region's events: its record of the asynchronous operations on a
// component, and the busy window they open.
//
// What the region does (rainbond v6.9.8-release):
//   - Every request to an asynchronous operation on a component (build,
//     start, restart, upgrade, rollback, pause, vertical and horizontal
//     scaling) passes WrapEL (api/middleware/middleware.go:337-430). It
//     first asks CanDoEvent (api/util/events.go:32-50): when the
//     component's last asynchronous event has no final status (""), the
//     request is refused with 409 "操作过于频繁，请稍后再试"
//     (middleware.go:383-386), unless that event began more than 3 minutes
//     ago: then checkTimeout marks it "timeout" and lets the request through
//     (events.go:52-77). Third-party components are never refused.
//   - Otherwise it creates an event with no final status (events.go
//     CreateEvent) and runs the operation. An answer of 400 or more closes
//     the event at once: final_status "complete", status "failure"
//     (middleware.go WrapEL, events.go UpdateEvent). An accepted operation
//     leaves the event open until the worker ends it; the worker ends it at
//     once for a closed component ("service is closed, no need handle",
//     worker/handle/manager.go verticalScalingExec), and after the rolling
//     work for a running one.
//   - final_status is one of "", complete, failure, running, empty,
//     emptycomplete (db/model/event.go:49-62), or timeout.
//
// The console passes the 409 on as each operation's own 409: scaling
// answers it in 4.16 and 4.17 (console/services/app_actions/app_manage.py
// vertical_upgrade, horizontal_upgrade).
//
// This file is the mock's one model of them: every asynchronous operation
// of the mock (scaling in the front door's scaling.go; builds, deploys,
// starts, stops and upgrades in operations.go) opens its event here, ends
// it here, and follows the one pace below. The Go API:
//
//	ev, busy := g.st.BeginEvent(comp, optType, now) // busy: answer the operation's 409; nothing changes
//	g.st.EndEvent(ev, now)                          // refused after the busy check (400 or more)
//	g.st.SettleEvent(ev, comp, optType, now)        // accepted: the event follows the pace
//	g.st.StartOperation(comp, optType, during, after, now) // 4.30: no busy check (service_batch_operation.go createEvents)
//
// and for tests, the front door's hooks (region_hooks.go): SetEventPace
// (when accepted events end), FinishEvents (end the open ones now),
// OpenEvents (how many are open), ComponentEvents (every event, oldest
// first). The admin API: PUT /_mock/region/events/pace,
// POST /_mock/region/events/{service}/finish, GET /_mock/region/events/{service}.
//
// The pace. By default (the zero pace) the mock ends an accepted event at
// once, with its effect on the component (a build's "running"): a client
// that does not wait still works, every test that sets no pace sees the
// same answers whatever its timing, and the quickstart never waits. A test
// of the waits sets {"finish_after_reads": n}: the event ends at the n-th
// read of its component's event list (4.32), so how long it runs is
// counted in the waiter's own polls, never in time, and repeats exactly;
// {"manual": true} leaves events open until the finish call (or the busy
// window's end).

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway/store"
)

// ComponentEvent is one event of a component (AppServiceEventsSerializer):
// every field a string. Scalings record "vertical-service" and
// "horizontal-service" (the region's names, api/api_routers/version2);
// the region opens and ends them (events.go). The client declares
// the same fields on its own: the mock reads the API independently of it.
type ComponentEvent struct {
	EventID     string `json:"event_id"`
	UserName    string `json:"user_name"`
	StartTime   string `json:"start_time"`
	EndTime     string `json:"end_time"`
	Target      string `json:"target"`
	TargetID    string `json:"target_id"`
	OptType     string `json:"opt_type"`
	ServiceID   string `json:"service_id"`
	Status      string `json:"status"`
	FinalStatus string `json:"final_status"`
	RequestBody string `json:"request_body"`
	CreateTime  string `json:"create_time"`
	SynType     string `json:"syn_type"`
	Message     string `json:"message"`
	TenantID    string `json:"tenant_id"`
}

// regionBusyWindow is how long an event without a final status keeps its
// component busy (api/util/events.go checkTimeout).
const regionBusyWindow = 3 * time.Minute

// The final statuses of an event (db/model/event.go:49-62), and the one
// the busy check writes (events.go checkTimeout).
var EventFinalStatuses = []string{"complete", "failure", "running", "empty", "emptycomplete", "timeout"}

// EventPace says when the mock's region ends an accepted asynchronous
// operation (a scaling of a running component, a build, deploy, start,
// stop or upgrade). The zero value, the default, ends it at once.
type EventPace struct {
	// FinishAfterReads ends an event at the n-th read of its component's
	// event list after it began (that read already shows it ended); 0 ends
	// it at once.
	FinishAfterReads int `json:"finish_after_reads"`
	// Manual leaves events open until FinishEvents (or the busy window's
	// end); it wins over FinishAfterReads.
	Manual bool `json:"manual"`
	// FinalStatus is the final status the event ends with: "complete"
	// when empty.
	FinalStatus string `json:"final_status"`
}

func (p EventPace) Check() error {
	if p.FinishAfterReads < 0 {
		return errors.New("finish_after_reads must not be negative")
	}
	if p.FinalStatus != "" && !slices.Contains(EventFinalStatuses, p.FinalStatus) {
		return fmt.Errorf("final_status %q is none of %v", p.FinalStatus, EventFinalStatuses)
	}
	return nil
}

// runningEvent is what the region keeps of an event that has no final
// status, with what its operation does to the component when it ends.
type runningEvent struct {
	serviceID string
	started   time.Time
	reads     int // reads of the component's event list since it began
	effect    EventEffect
}

// EventEffect is what an operation does to its component when its event
// ends: after is the status once it succeeded, failed the status after a
// failure ("" keeps the status either way); failMessage set: the
// operation fails with it, as the region's event reports it.
type EventEffect struct {
	After, Failed, FailMessage string
}

// RegionEvent names one event of a component.
type RegionEvent struct {
	ServiceID string
	EventID   string
}

// eventTime is the event time format of the region (time.RFC3339,
// api/util/events.go CreateEvent).
func eventTime(t time.Time) string { return t.Format(time.RFC3339) }

// BeginEvent is the region's busy check and event create for an
// asynchronous operation on c (WrapEL). busy reports the 409 of a
// component whose last event is still open; nothing is recorded then.
func (s *Store) BeginEvent(c *Component, optType string, now time.Time) (ev RegionEvent, busy bool) {
	if last := s.LastOpenEvent(c.ServiceID); last != nil && !store.IsThirdParty(c) {
		if o := s.OpenEvents[last.EventID]; o != nil && now.Sub(o.started) <= regionBusyWindow {
			return RegionEvent{}, true
		}
		s.CloseEvent(c.ServiceID, last.EventID, "timeout", last.Status, "", now) // checkTimeout sets final_status only (region api/util/events.go)
	}
	return s.CreateEvent(c, optType, now), false
}

// CreateEvent records a new event with no final status (events.go
// CreateEvent), without the busy check.
func (s *Store) CreateEvent(c *Component, optType string, now time.Time) RegionEvent {
	if s.Events == nil {
		s.Events = map[string][]ComponentEvent{}
	}
	if s.OpenEvents == nil {
		s.OpenEvents = map[string]*runningEvent{}
	}
	at := eventTime(now)
	id := s.NewHex("event")
	s.Events[c.ServiceID] = append(s.Events[c.ServiceID], ComponentEvent{
		EventID: id, UserName: "admin", StartTime: at, Target: "service",
		TargetID: c.ServiceID, OptType: optType, ServiceID: c.ServiceID, Status: "",
		FinalStatus: "", CreateTime: at, SynType: "0", TenantID: c.TenantID,
	})
	s.OpenEvents[id] = &runningEvent{serviceID: c.ServiceID, started: now}
	return RegionEvent{ServiceID: c.ServiceID, EventID: id}
}

// EndEvent closes an event whose operation the region refused after the
// busy check (an answer of 400 or more): final "complete", status failure.
func (s *Store) EndEvent(ev RegionEvent, now time.Time) {
	s.CloseEvent(ev.ServiceID, ev.EventID, "complete", "failure", "", now)
}

// SettleEvent leaves an accepted scaling's event to the pace, but ends it
// at once for a component that does not run: the worker has nothing to do
// (worker/handle/manager.go verticalScalingExec).
func (s *Store) SettleEvent(ev RegionEvent, c *Component, optType string, now time.Time) {
	s.FollowPace(ev, s.EffectOf(c, optType, ""), now)
	if c.Status != "running" {
		s.FinishEvent(ev.EventID, s.Pace.Final(), now)
	}
}

// FollowPace gives an accepted operation's event its effect and ends it
// now under the zero pace; otherwise reads of the event list (or the
// finish call) end it.
func (s *Store) FollowPace(ev RegionEvent, effect EventEffect, now time.Time) {
	if o := s.OpenEvents[ev.EventID]; o != nil {
		o.effect = effect
	}
	if p := s.Pace; !p.Manual && p.FinishAfterReads == 0 {
		s.FinishEvent(ev.EventID, p.Final(), now)
	}
}

func (p EventPace) Final() string {
	if p.FinalStatus == "" {
		return "complete"
	}
	return p.FinalStatus
}

// FinishEvent ends a running event as the worker does, in one write
// (api/eventlog/store/handle_message_store.go, the callback): final status
// final, status failure when the operation failed (or final says so),
// success otherwise, its message; the component takes the effect's status.
func (s *Store) FinishEvent(eventID, final string, now time.Time) {
	o := s.OpenEvents[eventID]
	if o == nil {
		return
	}
	failed := o.effect.FailMessage != "" || final == "failure" || final == "timeout"
	status, next := "success", o.effect.After
	if failed {
		status, next = "failure", o.effect.Failed
	}
	s.CloseEvent(o.serviceID, eventID, final, status, o.effect.FailMessage, now)
	if c := s.CompByID[o.serviceID]; c != nil && next != "" {
		c.Status = next
	}
}

// LastOpenEvent is the component's newest event when it has no final
// status, else nil.
func (s *Store) LastOpenEvent(serviceID string) *ComponentEvent {
	all := s.Events[serviceID]
	if len(all) == 0 || all[len(all)-1].FinalStatus != "" {
		return nil
	}
	return &all[len(all)-1]
}

// CloseEvent writes an event's end; an event already ended keeps its end.
func (s *Store) CloseEvent(serviceID, eventID, final, status, message string, now time.Time) {
	all := s.Events[serviceID]
	for i := range all {
		if all[i].EventID == eventID && all[i].FinalStatus == "" {
			all[i].FinalStatus, all[i].Status, all[i].Message = final, status, message
			all[i].EndTime = eventTime(now)
		}
	}
	delete(s.OpenEvents, eventID)
}

// OpenEventsOf are the ids of the component's running events, oldest first.
func (s *Store) OpenEventsOf(serviceID string) []string {
	var ids []string
	for _, e := range s.Events[serviceID] {
		if s.OpenEvents[e.EventID] != nil {
			ids = append(ids, e.EventID)
		}
	}
	return ids
}

// ReadEvents counts a read of the component's event list, ending the open
// events whose pace is reached.
func (s *Store) ReadEvents(serviceID string, now time.Time) {
	p := s.Pace
	for _, id := range s.OpenEventsOf(serviceID) {
		o := s.OpenEvents[id]
		o.reads++
		if !p.Manual && o.reads >= p.FinishAfterReads {
			s.FinishEvent(id, p.Final(), now)
		}
	}
}
