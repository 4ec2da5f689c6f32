// Package store is the mock gateway's bottom room: the model the console
// keeps in its database, as the mock keeps it in memory, and the fixture
// that loads it (README.md). It imports no other room and no net/http.
package store
