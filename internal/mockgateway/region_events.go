package mockgateway

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
// The Go API, for every asynchronous operation of the mock (scaling now;
// builds, deploys, starts and stops can use the same):
//
//	ev, busy := g.st.beginEvent(comp, optType, now) // busy: answer the operation's 409; nothing changes
//	g.st.endEvent(ev, now)                          // refused after the busy check (400 or more)
//	g.st.settleEvent(ev, comp, now)                 // accepted: the event follows the pace
//
// and for tests: SetEventPace (when accepted events end), FinishEvents (end
// the open ones now), ComponentEvents (every event, oldest first). The
// admin API: PUT /_mock/region/events/pace, POST
// /_mock/region/events/{service}/finish, GET /_mock/region/events/{service}.
//
// The mock ends events, by default, at once (pace zero), so that a client
// that does not wait still works; a test that wants the busy window sets a
// pace.

import (
	"errors"
	"fmt"
	"net/http"
	"slices"
	"time"
)

// regionBusyWindow is how long an event without a final status keeps its
// component busy (api/util/events.go checkTimeout).
const regionBusyWindow = 3 * time.Minute

// The final statuses of an event (db/model/event.go), and the one the
// busy check writes.
var eventFinalStatuses = []string{"complete", "failure", "running", "empty", "emptycomplete", "timeout"}

// EventPace says when the mock's region ends an accepted asynchronous
// operation on a running component. The zero value ends it at once.
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

func (p EventPace) check() error {
	if p.FinishAfterReads < 0 {
		return errors.New("finish_after_reads must not be negative")
	}
	if p.FinalStatus != "" && !slices.Contains(eventFinalStatuses, p.FinalStatus) {
		return fmt.Errorf("final_status %q is none of %v", p.FinalStatus, eventFinalStatuses)
	}
	return nil
}

// openEvent is what the region keeps of an event that has no final status.
type openEvent struct {
	started time.Time
	reads   int // reads of the component's event list since it began
}

// regionEvent names one event of a component.
type regionEvent struct {
	serviceID string
	eventID   string
}

// beginEvent is the region's busy check and event create for an
// asynchronous operation on c. busy reports the 409 of a component whose
// last event is still open; nothing is recorded then.
func (s *store) beginEvent(c *Component, optType string, now time.Time) (ev regionEvent, busy bool) {
	if last := s.lastOpenEvent(c.ServiceID); last != nil && !isThirdParty(c) {
		if now.Sub(s.openEvents[last.EventID].started) <= regionBusyWindow {
			return regionEvent{}, true
		}
		s.closeEvent(c.ServiceID, last.EventID, "timeout", "failure", now)
	}
	if s.events == nil {
		s.events = map[string][]ComponentEvent{}
	}
	if s.openEvents == nil {
		s.openEvents = map[string]*openEvent{}
	}
	at := now.UTC().Format("2006-01-02 15:04:05")
	id := s.newHex("event")
	s.events[c.ServiceID] = append(s.events[c.ServiceID], ComponentEvent{
		EventID: id, UserName: "admin", StartTime: at, Target: "service",
		TargetID: c.ServiceID, OptType: optType, ServiceID: c.ServiceID, Status: "",
		FinalStatus: "", CreateTime: at, SynType: "0", TenantID: c.TenantID,
	})
	s.openEvents[id] = &openEvent{started: now}
	return regionEvent{serviceID: c.ServiceID, eventID: id}, false
}

// endEvent closes an event whose operation the region refused after the
// busy check (an answer of 400 or more): final "complete", status failure.
func (s *store) endEvent(ev regionEvent, now time.Time) {
	s.closeEvent(ev.serviceID, ev.eventID, "complete", "failure", now)
}

// settleEvent leaves an accepted operation's event to the pace: ended at
// once for a component that does not run (the worker has nothing to do)
// or under the zero pace, open otherwise.
func (s *store) settleEvent(ev regionEvent, c *Component, now time.Time) {
	p := s.eventPace
	if c.Status != "running" || (!p.Manual && p.FinishAfterReads == 0) {
		s.closeEvent(ev.serviceID, ev.eventID, p.final(), "success", now)
	}
}

func (p EventPace) final() string {
	if p.FinalStatus == "" {
		return "complete"
	}
	return p.FinalStatus
}

// lastOpenEvent is the component's newest event when it has no final
// status, else nil.
func (s *store) lastOpenEvent(serviceID string) *ComponentEvent {
	all := s.events[serviceID]
	if len(all) == 0 || all[len(all)-1].FinalStatus != "" {
		return nil
	}
	return &all[len(all)-1]
}

func (s *store) closeEvent(serviceID, eventID, final, status string, now time.Time) {
	all := s.events[serviceID]
	for i := range all {
		if all[i].EventID == eventID && all[i].FinalStatus == "" {
			all[i].FinalStatus, all[i].Status = final, status
			all[i].EndTime = now.UTC().Format("2006-01-02 15:04:05")
		}
	}
	delete(s.openEvents, eventID)
}

// readEvents counts a read of the component's event list, ending the open
// events whose pace is reached.
func (s *store) readEvents(serviceID string, now time.Time) {
	p := s.eventPace
	for _, e := range s.events[serviceID] {
		o := s.openEvents[e.EventID]
		if o == nil {
			continue
		}
		o.reads++
		if !p.Manual && p.FinishAfterReads > 0 && o.reads >= p.FinishAfterReads {
			s.closeEvent(serviceID, e.EventID, p.final(), "success", now)
		}
	}
}

// SetEventPace sets when the region ends accepted operations on running
// components, from now on; events already open follow it too. A reset of
// the model restores the zero pace.
func (g *Gateway) SetEventPace(p EventPace) error {
	if err := p.check(); err != nil {
		return err
	}
	return g.locked(func(s *store) error {
		s.eventPace = p
		return nil
	})
}

// FinishEvents ends the component's open events with final (complete when
// empty) and reports how many it ended.
func (g *Gateway) FinishEvents(service, final string) (int, error) {
	if final == "" {
		final = "complete"
	}
	if !slices.Contains(eventFinalStatuses, final) {
		return 0, fmt.Errorf("final_status %q is none of %v", final, eventFinalStatuses)
	}
	n := 0
	err := g.locked(func(s *store) error {
		c := s.component("", service)
		if c == nil {
			return notFoundErr("component %q", service)
		}
		status := "success"
		if final == "failure" || final == "timeout" {
			status = "failure"
		}
		for _, e := range s.events[c.ServiceID] {
			if e.FinalStatus == "" {
				s.closeEvent(c.ServiceID, e.EventID, final, status, g.clock())
				n++
			}
		}
		return nil
	})
	return n, err
}

// regionBusy is the console's answer to the region's 409 for an operation
// that catches it itself (4.16, 4.17): msg is the operation's own.
func regionBusy(msg string) reply {
	return businessError(http.StatusConflict, msg, "操作过于频繁，请稍后再试")
}

func (g *Gateway) regionEventRoutes(route adminRoutes) {
	route("PUT /_mock/region/events/pace", func(_ *http.Request, b []byte) (any, error) {
		var p EventPace
		if err := strictJSON(b, &p); err != nil {
			return nil, err
		}
		return nil, g.SetEventPace(p)
	})
	route("POST /_mock/region/events/{service}/finish", func(r *http.Request, b []byte) (any, error) {
		var body struct {
			FinalStatus string `json:"final_status"`
		}
		if len(b) > 0 {
			if err := strictJSON(b, &body); err != nil {
				return nil, err
			}
		}
		n, err := g.FinishEvents(r.PathValue("service"), body.FinalStatus)
		if err != nil {
			return nil, err
		}
		return map[string]int{"finished": n}, nil
	})
	route("GET /_mock/region/events/{service}", func(r *http.Request, _ []byte) (any, error) {
		if _, found := g.Component(r.PathValue("service")); !found {
			return nil, notFoundErr("component %q", r.PathValue("service"))
		}
		return g.ComponentEvents(r.PathValue("service")), nil
	})
}
