package mockgateway

import (
	"time"
)

// The region's asynchronous operations on components, as this family's
// operations need them: a build (4.20, and the deploy of 4.22 and of 4.30
// deploy), a start, a stop and an upgrade (4.30) each open an event whose
// final_status is "" while it runs, and end it "complete" with status
// "success" or "failure" and a message (beyond-interface 4.32; region
// api/eventlog/store/handle_message_store.go, the callback that sets
// status, final_status and message together). The component's status
// follows (region worker/appm/types/v1/status.go).
//
// The pace is counted in requests, not in time, so that tests repeat: an
// operation ends once the mock has served OperationSteps further API
// requests (any operation; every poll of the provider counts). This room
// is kept apart from any other model of region events, so that the two
// can be unified later.

// defaultOperationSteps is the pace of a fresh mock: an operation is seen
// running by at least one poll before it ends.
const defaultOperationSteps = 2

// Event opt_types of the region (api/model/batch_service.go, model.go
// OpType).
const (
	OptBuild   = "build-service"
	OptStart   = "start-service"
	OptStop    = "stop-service"
	OptUpgrade = "upgrade-service"
)

// busyWindow is how long an open asynchronous event refuses the next
// asynchronous operation (region api/util/events.go checkTimeout).
const busyWindow = 3 * time.Minute

// deployRoom holds the pending operations, the variables and the test
// knobs of the component operations.
type deployRoom struct {
	steps   int  // requests an operation takes; see SetOperationSteps
	hold    bool // operations never end until FinishOperations
	pending []*componentOp
	// failNext makes the next operation of an opt_type on a component
	// fail with a message: "service_id/opt_type" -> message.
	failNext map[string]string
	// envs are the components' variables by service_id, in creation order.
	envs map[string][]ComponentEnv
	// createFailure makes the next component create fail after its record
	// was saved: "cluster" or "build" (see SetComponentCreateFailure).
	createFailure string
	// dependants and mounts make a delete refuse (412): service_id -> the
	// cname of the component that depends on it or mounts its volume.
	dependants, mounts map[string]string
}

// componentOp is one running operation.
type componentOp struct {
	serviceID, eventID, optType string
	remaining                   int
	// after is the component's status once the operation succeeded; fail
	// the status after a failure ("" keeps the status it had before).
	after, failedStatus string
	failMessage         string // set: the operation fails with it
}

// deploys returns the room, made on first use.
func (s *store) deploys() *deployRoom {
	if s.deploy == nil {
		s.deploy = &deployRoom{steps: defaultOperationSteps, failNext: map[string]string{}, envs: map[string][]ComponentEnv{},
			dependants: map[string]string{}, mounts: map[string]string{}}
	}
	return s.deploy
}

// eventTime is the event time format of the region (time.RFC3339,
// api/util/events.go CreateEvent).
func eventTime(t time.Time) string { return t.Format(time.RFC3339) }

// startOperation opens an event for an asynchronous operation on c and
// sets c's status while it runs. A pending operation of c ends first, as
// it would have before the region took the next.
func (s *store) startOperation(c *Component, optType, during, after string, now time.Time) string {
	room := s.deploys()
	for _, op := range room.pending {
		if op.serviceID == c.ServiceID {
			s.finishOperation(op, now)
		}
	}
	at := eventTime(now)
	id := s.newHex("event")
	if s.events == nil {
		s.events = map[string][]ComponentEvent{}
	}
	s.events[c.ServiceID] = append(s.events[c.ServiceID], ComponentEvent{
		EventID: id, UserName: "admin", StartTime: at, Target: "service", TargetID: c.ServiceID,
		OptType: optType, ServiceID: c.ServiceID, CreateTime: at, SynType: "0", TenantID: c.TenantID,
	})
	// The region's own model of events (region_events.go) keeps every
	// open event, for its busy check.
	if s.openEvents == nil {
		s.openEvents = map[string]*openEvent{}
	}
	s.openEvents[id] = &openEvent{started: now}
	op := &componentOp{serviceID: c.ServiceID, eventID: id, optType: optType, remaining: room.steps, after: after}
	for _, key := range []string{c.ServiceID + "/" + optType, "*/" + optType} {
		if msg, fail := room.failNext[key]; fail {
			delete(room.failNext, key)
			op.failMessage = msg
			op.failedStatus = failedStatusOf(optType, c.Status)
			break
		}
	}
	if during != "" {
		c.Status = during
	}
	room.pending = append(room.pending, op)
	if room.steps <= 0 && !room.hold {
		s.finishOperation(op, now)
	}
	return id
}

// failedStatusOf is the status a component is left in when an operation
// fails: a failed build keeps what ran before (a component never built
// stays "undeploy": the region counts only successful versions, db/mysql/dao/version.go
// GetVersionByServiceID), a failed start leaves it closed.
func failedStatusOf(optType, before string) string {
	switch optType {
	case OptStart:
		return "closed"
	case OptStop:
		return "running"
	}
	return before
}

// advanceOperations counts one served request against every pending
// operation and ends those that are due.
func (s *store) advanceOperations(now time.Time) {
	if s.deploy == nil || s.deploy.hold {
		return
	}
	for _, op := range append([]*componentOp(nil), s.deploy.pending...) {
		op.remaining--
		if op.remaining <= 0 {
			s.finishOperation(op, now)
		}
	}
}

// finishOperation ends an operation: its event gets its final status and
// message, and the component its status.
func (s *store) finishOperation(op *componentOp, now time.Time) {
	room := s.deploys()
	for i, p := range room.pending {
		if p == op {
			room.pending = append(room.pending[:i], room.pending[i+1:]...)
			break
		}
	}
	status, message := "success", ""
	if op.failMessage != "" {
		status, message = "failure", op.failMessage
	}
	delete(s.openEvents, op.eventID)
	events := s.events[op.serviceID]
	for i := range events {
		// An event the region's busy window already ended keeps its end.
		if events[i].EventID == op.eventID && events[i].FinalStatus == "" {
			events[i].FinalStatus, events[i].Status, events[i].Message = "complete", status, message
			events[i].EndTime = eventTime(now)
		}
	}
	c := s.compByID[op.serviceID]
	if c == nil {
		return
	}
	switch {
	case op.failMessage != "":
		c.Status = op.failedStatus
	case op.after != "":
		c.Status = op.after
	}
}

// busy reports whether c's last event is open and younger than the busy
// window: the region then refuses a build (409).
func (s *store) busy(c *Component, now time.Time) bool {
	events := s.events[c.ServiceID]
	if len(events) == 0 {
		return false
	}
	last := &events[len(events)-1]
	if last.FinalStatus != "" {
		return false
	}
	start, err := time.Parse(time.RFC3339, last.StartTime)
	if err == nil && now.Sub(start) > busyWindow {
		last.FinalStatus = "timeout"
		return false
	}
	return true
}

// build starts a build of c: the stored image is built and deployed, and
// the component runs when it succeeds.
func (s *store) build(c *Component, now time.Time) string {
	during := c.Status
	if during == "closed" {
		during = "starting"
	}
	return s.startOperation(c, OptBuild, during, "running", now)
}

// ---- Test hooks ----

// SetOperationSteps sets how many further API requests an asynchronous
// operation of a component takes to end (default 2); 0 ends it at once.
func (g *Gateway) SetOperationSteps(n int) {
	_ = g.locked(func(s *store) error { s.deploys().steps = n; return nil })
}

// HoldOperations keeps every asynchronous operation running until
// FinishOperations (or HoldOperations(false)).
func (g *Gateway) HoldOperations(hold bool) {
	_ = g.locked(func(s *store) error { s.deploys().hold = hold; return nil })
}

// FinishOperations ends every pending operation now.
func (g *Gateway) FinishOperations() {
	_ = g.locked(func(s *store) error {
		for _, op := range append([]*componentOp(nil), s.deploys().pending...) {
			s.finishOperation(op, g.clock())
		}
		return nil
	})
}

// FailNextOperation makes the next operation of optType (OptBuild,
// OptStart, ...) on the component fail with message, as the region's
// event reports it; service "*" is any component, one made later too.
func (g *Gateway) FailNextOperation(service, optType, message string) error {
	return g.locked(func(s *store) error {
		if service == "*" {
			s.deploys().failNext["*/"+optType] = message
			return nil
		}
		c := s.component("", service)
		if c == nil {
			return notFoundErr("component %q", service)
		}
		s.deploys().failNext[c.ServiceID+"/"+optType] = message
		return nil
	})
}

// PendingOperations is the number of asynchronous operations not ended.
func (g *Gateway) PendingOperations() int {
	n := 0
	_ = g.locked(func(s *store) error { n = len(s.deploys().pending); return nil })
	return n
}

// SetComponentCreateFailure makes the next component create (4.22) fail
// after its record is saved, answering a 500 that is not JSON:
// "cluster" leaves the component with create_status "creating" (the
// region create failed), "build" leaves it created but never built (the
// first deploy was refused). "" clears it.
func (g *Gateway) SetComponentCreateFailure(stage string) {
	_ = g.locked(func(s *store) error { s.deploys().createFailure = stage; return nil })
}

// SetComponentDependant makes a delete of the component refuse with 412
// because the component named dependant depends on it ("" clears it).
func (g *Gateway) SetComponentDependant(service, dependant string) error {
	return g.locked(func(s *store) error {
		c := s.component("", service)
		if c == nil {
			return notFoundErr("component %q", service)
		}
		if dependant == "" {
			delete(s.deploys().dependants, c.ServiceID)
		} else {
			s.deploys().dependants[c.ServiceID] = dependant
		}
		return nil
	})
}
