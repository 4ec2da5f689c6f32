// Package region is the mock gateway's room for what the Go region
// decides: the components' events and their pace, the component
// operations, the routes of the region's API gateway, the HTTP rule table,
// what the cluster runs and the metrics system's series (README.md). It
// imports only the store room.
package region
