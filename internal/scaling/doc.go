// Package scaling is the family of component scaling: the resource
// rainbond_component_scaling, which adopts a component's memory, CPU, GPU
// and instance count and manages them, and the data source
// rainbond_component_events, where the platform reports what a scaling did.
package scaling
