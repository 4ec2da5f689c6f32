// Package console is the mock gateway's room for the console's answers:
// their shapes, the framework's refusals and language, the not-found
// bodies, the operation names, request decoding and the serializers'
// checks that stand apart from their handlers (README.md). It imports only
// the store room.
package console
