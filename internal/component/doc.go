// Package component is the family of components made from a container
// image: the resource rainbond_component, which creates, deploys, starts,
// stops and deletes one, its list resource, and the actions that build a
// component and operate an app's components.
package component
