package store

// The console's table of components gives every component an instance count
// and a memory size: min_node defaults to 1 and min_memory to 256 (MB)
// (console: www/models/main.py:294,297, class TenantServiceInfo, at
// v6.9.8-release). No platform reports a component with 0 of either, so a
// fixture that omits them gets these, as a component the console made.
const (
	defaultMinNode   = 1
	defaultMinMemory = 256
)

// fillComponentDefaults gives a new fixture component the platform's
// defaults for what the fixture leaves at zero.
func fillComponentDefaults(c *Component) {
	if c.MinNode == 0 {
		c.MinNode = defaultMinNode
	}
	if c.MinMemory == 0 {
		c.MinMemory = defaultMinMemory
	}
}
