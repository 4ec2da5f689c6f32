// Package componentenv is the family of a component's environment
// variables: the resource rainbond_component_env, which sets the names it
// holds and leaves every other variable alone, and the data source
// rainbond_component_envs.
package componentenv
