// Package componentports is the family of rainbond_component_ports: all the
// ports of one component that a configuration manages, as one resource
// (a map keyed by the container port number). It makes the same requests
// as rainbond_component_port, planned by the same planner (portplan), and
// claims its ports in the same tfid.PortClaims, so that one port is never
// managed by two resources of either form.
package componentports
