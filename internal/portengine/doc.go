// Package portengine makes the platform's port writes for both port forms
// (rainbond_component_port, one port per resource, and
// rainbond_component_ports, all of a component's ports in one): a create
// under the adoption rule, with its lost-answer handling; the actions that
// converge a port on its wanted settings, in the planner's order; and a
// removal. Each write reports an Outcome, which the form turns into its
// state and its errors in its own words. The pure rules (the action order,
// the compare of a port with the wanted settings, the custom-domain checks)
// are in portplan.
//
// The engine writes one component's ports in parallel (Each) but never
// relies on two writes to one component overlapping: a platform that
// serialises them (SQLite consoles answer 500 "database is locked" to
// overlapping writes of one component, so the client may hold a lock per
// component) changes only how long an apply takes. Where an order matters
// across ports (an alias one port frees and another takes), the caller runs
// the releasing writes first, as a separate Each.
package portengine
