package controls

import (
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway/console"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway/store"
)

// The admin API's plumbing (README.md, "Admin API"): how an endpoint
// answers, and the shapes most object endpoints share. The front door
// (admin.go) registers the endpoints that need the whole gateway.

// AdminPrefix is where the admin API lives.
const AdminPrefix = "/_mock/"

// IsLoopback says whether a request came from this machine: the admin API
// answers no one else.
func IsLoopback(remoteAddr string) bool {
	host, _, err := net.SplitHostPort(remoteAddr)
	if err != nil {
		host = remoteAddr
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// AdminFunc answers a value (200), or an error: store.ErrNotFound gives
// 404, anything else 400.
type AdminFunc func(r *http.Request, body []byte) (any, error)

// AdminRoutes registers one admin endpoint.
type AdminRoutes func(pattern string, fn AdminFunc)

// NewAdminMux is the admin API's mux, with its health check and its answer
// to an unknown endpoint, and the call that registers an endpoint on it.
func NewAdminMux() (*http.ServeMux, AdminRoutes) {
	mux := http.NewServeMux()
	route := func(pattern string, fn AdminFunc) {
		mux.HandleFunc(pattern, func(w http.ResponseWriter, r *http.Request) {
			body, _ := io.ReadAll(io.LimitReader(r.Body, 64<<20))
			v, err := fn(r, body)
			switch {
			case errors.Is(err, store.ErrNotFound):
				console.WriteReply(w, console.Reply{Status: http.StatusNotFound, Body: map[string]any{"error": err.Error()}})
			case err != nil:
				console.WriteReply(w, console.Reply{Status: http.StatusBadRequest, Body: map[string]any{"error": err.Error()}})
			case v == nil:
				console.WriteReply(w, console.OK(map[string]any{"ok": true}))
			default:
				console.WriteReply(w, console.OK(v))
			}
		})
	}
	mux.HandleFunc(AdminPrefix, func(w http.ResponseWriter, r *http.Request) {
		console.WriteReply(w, console.Reply{Status: http.StatusNotFound, Body: map[string]any{"error": "no admin endpoint " + r.Method + " " + r.URL.Path}})
	})
	route("GET /_mock/health", func(*http.Request, []byte) (any, error) { return nil, nil })
	return mux, route
}

// StrictJSON decodes into v (merging into what v holds), rejecting unknown
// fields so a typo in a drift request does not pass silently.
func StrictJSON(b []byte, v any) error {
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}

// The shapes most object endpoints share.

// Found answers an object a look-up found, or ErrNotFound naming it.
func Found[T any](v T, ok bool, format string, args ...any) (any, error) {
	if !ok {
		return nil, store.NotFoundErr(format, args...)
	}
	return v, nil
}

// Put decodes a whole object from the body and stores it with a Put operation.
func Put[T any](b []byte, store func(T) (T, error)) (any, error) {
	var v T
	if err := StrictJSON(b, &v); err != nil {
		return nil, err
	}
	return store(v)
}

// Patch merges the body into an object through an Edit operation, and answers
// the object as stored when read back is given. A body that does not decode
// changes nothing: the decoder goes on past an unknown field or a wrong type
// and sets the fields around it, so the body is merged into a trial copy
// that the operation gets only when the whole body decoded.
func Patch[T any](b []byte, edit func(func(*T)) error, readBack func() (T, bool)) (any, error) {
	var decodeErr error
	err := edit(func(v *T) {
		trial := store.DeepCopy(*v)
		if decodeErr = StrictJSON(b, &trial); decodeErr == nil {
			*v = trial
		}
	})
	if err != nil {
		return nil, err
	}
	if decodeErr != nil || readBack == nil {
		return nil, decodeErr
	}
	v, _ := readBack()
	return v, nil
}

// IntPathValue reads an integer path parameter.
func IntPathValue(r *http.Request, name, what string) (int64, error) {
	n, err := strconv.ParseInt(r.PathValue(name), 10, 64)
	if err != nil {
		return 0, errors.New(what + " must be an integer")
	}
	return n, nil
}
