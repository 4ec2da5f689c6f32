// Package volume is the family of component volumes: the resource
// rainbond_component_volume and its list resource. The platform's API adds
// a volume and, through the MCP component detail, lists a component's
// volumes by name, path and capacity; it cannot change or delete one.
package volume
