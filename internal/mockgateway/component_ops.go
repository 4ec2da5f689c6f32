package mockgateway

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
// region's one model in region_events.go; this file says only what each
// operation does to the component.

// Event opt_types of the region (api/model/batch_service.go, model.go
// OpType).
const (
	OptBuild   = "build-service"
	OptStart   = "start-service"
	OptStop    = "stop-service"
	OptUpgrade = "upgrade-service"
)

// deployRoom holds the variables and the test knobs of the component
// operations.
type deployRoom struct {
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

// deploys returns the room, made on first use.
func (s *store) deploys() *deployRoom {
	if s.deploy == nil {
		s.deploy = &deployRoom{failNext: map[string]string{}, envs: map[string][]ComponentEnv{},
			dependants: map[string]string{}, mounts: map[string]string{}}
	}
	return s.deploy
}

// startOperation is one component's part of a batch operation (4.30,
// and the first deploy of 4.22): the region creates its event without the
// busy check (api/handler/service_batch_operation.go createEvents). The
// mock ends the component's running events first, as the worker would
// have before it took the next, so that the new event is the last one.
func (s *store) startOperation(c *Component, optType, during, after string, now time.Time) {
	for _, id := range s.openEventsOf(c.ServiceID) {
		s.finishEvent(id, s.eventPace.final(), now)
	}
	ev := s.createEvent(c, optType, now)
	s.operate(c, ev, optType, during, after, now)
}

// operate runs an accepted operation under its event: c's status while it
// runs, and what it becomes when the event ends (a failure a test asked
// for through FailNextOperation included).
func (s *store) operate(c *Component, ev regionEvent, optType, during, after string, now time.Time) {
	effect := s.effectOf(c, optType, after)
	if during != "" {
		c.Status = during
	}
	s.followPace(ev, effect, now)
}

// effectOf is what an operation of optType on c does when its event ends:
// c's status becomes after, unless a test asked, through
// FailNextOperation, for this operation to fail.
func (s *store) effectOf(c *Component, optType, after string) eventEffect {
	effect := eventEffect{after: after}
	room := s.deploys()
	for _, key := range []string{c.ServiceID + "/" + optType, "*/" + optType} {
		if msg, fail := room.failNext[key]; fail {
			delete(room.failNext, key)
			effect.failMessage, effect.failed = msg, failedStatusOf(optType, c.Status)
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

// build starts a build of c as part of a batch (4.22's first deploy, 4.30
// deploy).
func (s *store) build(c *Component, now time.Time) {
	during, after := buildStatuses(c)
	s.startOperation(c, OptBuild, during, after, now)
}

// buildAlone is 4.20's build: it passes the region's busy check (WrapEL),
// so a component whose last event runs gets busy instead.
func (s *store) buildAlone(c *Component, now time.Time) (eventID string, busy bool) {
	ev, busy := s.beginEvent(c, OptBuild, now)
	if busy {
		return "", true
	}
	during, after := buildStatuses(c)
	s.operate(c, ev, OptBuild, during, after, now)
	return ev.eventID, false
}

// ---- Test hooks ----

// FailNextOperation makes the next operation of optType (OptBuild,
// OptStart, ...) on the component fail with message, as the region's
// event reports it; service "*" is any component, one made later too.
func (g *Gateway) FailNextOperation(service, optType, message string) error {
	return g.locked(func(s *store) error {
		if service == "*" {
			s.deploys().failNext["*/"+optType] = message
			return nil
		}
		c := s.Component("", service)
		if c == nil {
			return notFoundErr("component %q", service)
		}
		s.deploys().failNext[c.ServiceID+"/"+optType] = message
		return nil
	})
}

// SetComponentCreateFailure makes the next component create (4.22) fail
// after its record is saved, answering a 500 that is not JSON:
// "cluster" leaves the component with create_status "creating" (the
// region create failed), "build" leaves it created but never built (the
// first deploy was refused). "build-400" and "cluster-400" fail the
// same way but answer what the view means to send when the exception
// encodes: 400 code 20800 (ErrComponentBuildFailed), and 400 "call cloud
// api failure". "" clears it.
func (g *Gateway) SetComponentCreateFailure(stage string) {
	_ = g.locked(func(s *store) error { s.deploys().createFailure = stage; return nil })
}

// SetComponentDependant makes a delete of the component refuse with 412
// because the component named dependant depends on it ("" clears it).
func (g *Gateway) SetComponentDependant(service, dependant string) error {
	return g.locked(func(s *store) error {
		c := s.Component("", service)
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
