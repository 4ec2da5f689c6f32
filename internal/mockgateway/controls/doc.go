// Package controls is the mock gateway's room for the test controls:
// faults, chaos, latency, late commits, the request log, the recorder in
// front of a real console (upstream), the ingress in front of the console,
// the SQLite console's locks, and the admin API's plumbing and its
// endpoints for these knobs (README.md). The platform has nothing like
// them. It imports the store and console rooms; only the front door
// imports it.
package controls
