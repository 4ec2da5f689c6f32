// Package portplan holds the pure logic of component ports that both port
// forms share (rainbond_component_port, one port per resource, and
// rainbond_component_ports, all of a component's ports in one): the planner
// that orders the platform's port actions, the compare of a create with a
// port found in its way, and the custom-domain checks before a port's
// removal. It makes no request; the families do.
package portplan
