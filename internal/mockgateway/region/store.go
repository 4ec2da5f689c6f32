package region

import "github.com/rainbond/terraform-provider-rainbond/internal/mockgateway/store"

// Store is the model as the region sees it: the store room's objects, and
// the records the region keeps that no fixture holds. A new Store (a
// reset, a Load) starts with none of them.
type Store struct {
	*store.Store
	// Events are the components' events by service_id, oldest first; the
	// fixture does not hold them.
	Events map[string][]ComponentEvent
	// OpenEvents and Pace are the region's events without a final
	// status, by event_id, and when it ends them (events.go).
	OpenEvents map[string]*runningEvent
	Pace       EventPace
	// Deploy holds the component operations' knobs and variables
	// (operations.go); made on first use.
	Deploy *DeployRoom
	// APIRoutes are the routes of the region's API gateway (api_routes.go).
	APIRoutes []*APIRoute
	// DeleteRefusals are the components whose delete the region refuses,
	// with its message (the front door's app_delete.go).
	DeleteRefusals map[string]string
	// Instances are the instance counts the cluster runs, by service_id,
	// where they differ from min_node (scaled outside the console).
	Instances map[string]int64
	// EnvResends counts, per component, the times change_port_alias re-sent
	// its port environment variables to the region.
	EnvResends map[string]int
}

// New is the region's view of a model.
func New(s *store.Store) *Store { return &Store{Store: s} }

// RecordEnvResend counts a re-send of the component's port variables to
// the region.
func (s *Store) RecordEnvResend(serviceID string) {
	if s.EnvResends == nil {
		s.EnvResends = map[string]int{}
	}
	s.EnvResends[serviceID]++
}

// The model types the region's files name.
type (
	Component     = store.Component
	ComponentEnv  = store.ComponentEnv
	Port          = store.Port
	Rule          = store.Rule
	GatewayRoute  = store.GatewayRoute
	MonitorSeries = store.MonitorSeries
)
