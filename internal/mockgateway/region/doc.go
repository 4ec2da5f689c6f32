// Package region is the mock gateway's room for what the Go region
// decides: the components' events and their pace, the component
// operations and the routes of the region's API gateway (README.md). It
// imports only the store room.
package region
