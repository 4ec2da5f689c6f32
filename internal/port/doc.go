// Package port is the family of component ports: the resource
// rainbond_component_port, the data source rainbond_component_ports, and
// the planner that orders the platform's port actions.
package port
