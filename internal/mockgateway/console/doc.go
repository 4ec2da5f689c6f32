// Package console is the mock gateway's room for the console's answers:
// their shapes, the framework's refusals and language, the not-found
// bodies and the operation names (README.md). It imports no other room.
package console
