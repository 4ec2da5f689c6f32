// Package tcprule is the family of TCP access rules: the resource
// rainbond_tcp_rule (an end point of the region's gateway forwarded to a
// port of a component) and its list resource. The platform's API creates
// and lists them; it cannot change or delete one.
package tcprule
