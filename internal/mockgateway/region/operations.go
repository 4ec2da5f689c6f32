package region

import "time"

// The region's asynchronous operations on components, as this family's
// operations need them: a build (4.20, and the deploy of 4.22 and of 4.30
// deploy), a start, a stop and an upgrade (4.30) each open an event whose
// final_status is "" while it runs, and end it "complete" with status
// "success" or "failure" and a message (beyond-interface 4.32; region
// api/eventlog/store/handle_message_store.go, the callback that sets
// status, final_status and message together). The component's status
// follows (region worker/appm/types/v1/status.go).
//
// The events themselves, their busy window and their pace are the
// region's one model in events.go; this file says only what each
// operation does to the component.

// Event opt_types of the region (api/model/batch_service.go, model.go
// OpType).
const (
	OptBuild   = "build-service"
	OptStart   = "start-service"
	OptStop    = "stop-service"
	OptUpgrade = "upgrade-service"
)

// DeployRoom holds the test knobs of the component operations (the
// components' variables are the store's: a fixture holds them).
type DeployRoom struct {
	// failNext makes the next operation of an opt_type on a component
	// fail with a message: "service_id/opt_type" -> message.
	FailNext map[string]string
	// createFailure makes the next component create fail after its record
	// was saved: "cluster" or "build" (see SetComponentCreateFailure).
	CreateFailure string
	// dependants and mounts make a delete refuse (412): service_id -> the
	// cname of the component that depends on it or mounts its volume.
	Dependants, Mounts map[string]string
}

// Deploys returns the room, made on first use.
func (s *Store) Deploys() *DeployRoom {
	if s.Deploy == nil {
		s.Deploy = &DeployRoom{FailNext: map[string]string{},
			Dependants: map[string]string{}, Mounts: map[string]string{}}
	}
	return s.Deploy
}

// StartOperation is one component's part of a batch operation (4.30,
// and the first deploy of 4.22): the region creates its event without the
// busy check (api/handler/service_batch_operation.go createEvents). The
// mock ends the component's running events first, as the worker would
// have before it took the next, so that the new event is the last one.
func (s *Store) StartOperation(c *Component, optType, during, after string, now time.Time) {
	for _, id := range s.OpenEventsOf(c.ServiceID) {
		s.FinishEvent(id, s.Pace.Final(), now)
	}
	ev := s.CreateEvent(c, optType, now)
	s.Operate(c, ev, optType, during, after, now)
}

// Operate runs an accepted operation under its event: c's status while it
// runs, and what it becomes when the event ends (a failure a test asked
// for through FailNextOperation included).
func (s *Store) Operate(c *Component, ev RegionEvent, optType, during, after string, now time.Time) {
	effect := s.EffectOf(c, optType, after)
	if during != "" {
		c.Status = during
	}
	s.FollowPace(ev, effect, now)
}

// EffectOf is what an operation of optType on c does when its event ends:
// c's status becomes after, unless a test asked, through
// FailNextOperation, for this operation to fail.
func (s *Store) EffectOf(c *Component, optType, after string) EventEffect {
	effect := EventEffect{After: after}
	room := s.Deploys()
	for _, key := range []string{c.ServiceID + "/" + optType, "*/" + optType} {
		if msg, fail := room.FailNext[key]; fail {
			delete(room.FailNext, key)
			effect.FailMessage, effect.Failed = msg, failedStatusOf(optType, c.Status)
			break
		}
	}
	return effect
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

// buildStatuses are c's status while a build runs and once it succeeded:
// the stored image is built and deployed, and the component runs.
func buildStatuses(c *Component) (during, after string) {
	during = c.Status
	if during == "closed" {
		during = "starting"
	}
	return during, "running"
}

// Build starts a build of c as part of a batch (4.22's first deploy, 4.30
// deploy).
func (s *Store) Build(c *Component, now time.Time) {
	during, after := buildStatuses(c)
	s.StartOperation(c, OptBuild, during, after, now)
}

// BuildAlone is 4.20's build: it passes the region's busy check (WrapEL),
// so a component whose last event runs gets busy instead.
func (s *Store) BuildAlone(c *Component, now time.Time) (eventID string, busy bool) {
	ev, busy := s.BeginEvent(c, OptBuild, now)
	if busy {
		return "", true
	}
	during, after := buildStatuses(c)
	s.Operate(c, ev, OptBuild, during, after, now)
	return ev.EventID, false
}
