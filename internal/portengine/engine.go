package portengine

import (
	"context"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// API is what the engine calls: the port writes and fresh reads of
// platform.PortAPI.
type API interface {
	FreshPort(ctx context.Context, ref client.ComponentRef, number int64) (client.Port, bool, error)
	RequestTimeout() time.Duration
	AddPort(ctx context.Context, ref client.ComponentRef, req client.AddPortRequest) (*client.Port, error)
	UpdatePort(ctx context.Context, ref client.ComponentRef, number int64, req client.UpdatePortRequest) (*client.Port, error)
	DeletePort(ctx context.Context, ref client.ComponentRef, number int64) (*client.Port, error)
	ComponentEnvs(ctx context.Context, ref client.ComponentRef) ([]client.ComponentEnv, error)
	// Component reads the component (once a run): its alias names the
	// alias the platform gives a port created without one.
	Component(ctx context.Context, ref client.ComponentRef) (client.Component, error)
}

// Engine writes the ports of one component, named as its resource names
// it (the team and component may be names or ids).
type Engine struct {
	api API
	ref client.ComponentRef
}

// New returns the engine for the ports of the component ref.
func New(api API, ref client.ComponentRef) Engine { return Engine{api: api, ref: ref} }

// Outcome is what the writes did to one port.
type Outcome struct {
	// Made: this apply created the port (or adopted it through the
	// adoption rule), so the state may hold it.
	Made bool
	// Known is the port as last seen whole: the port before the writes,
	// or a write's whole answer; nil when it was never seen. A port made
	// whose later writes failed is kept in state with these settings when
	// it cannot be read back.
	Known *client.Port
	// Final: Known is the port after every write and shows all they
	// changed, so it needs no read back. With Err, it means nothing was
	// written (the planner refused the change).
	Final bool
	// Err is the failure, and Title the step that failed ("create",
	// "open the inner service of", ...).
	Err   error
	Title string
}

// wholePort returns a write's answer when it is the whole port asked for.
func wholePort(answer *client.Port, number int64) (*client.Port, bool) {
	if answer == nil || !answer.Complete() || answer.ContainerPort != number {
		return nil, false
	}
	return answer, true
}
