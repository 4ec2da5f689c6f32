package mockgateway

import (
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
)

// AdminPrefix is where the admin API lives.
const AdminPrefix = "/_mock/"

// NewServerHandler serves the gateway and, under AdminPrefix, its admin
// API. The admin API needs no token and answers only loopback clients.
func NewServerHandler(g *Gateway) http.Handler {
	admin := g.adminMux()
	return g.behindIngress(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(r.URL.Path, AdminPrefix) {
			g.ServeHTTP(w, r)
			return
		}
		if !isLoopback(r.RemoteAddr) {
			writeReply(w, reply{Status: http.StatusForbidden, Body: map[string]any{"error": "the admin API answers loopback clients only"}})
			return
		}
		admin.ServeHTTP(w, r)
	}))
}

func isLoopback(remoteAddr string) bool {
	host, _, err := net.SplitHostPort(remoteAddr)
	if err != nil {
		host = remoteAddr
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// adminFunc answers a value (200), or an error: ErrNotFound gives 404,
// anything else 400.
type adminFunc func(r *http.Request, body []byte) (any, error)

// adminRoutes registers one admin endpoint.
type adminRoutes func(pattern string, fn adminFunc)

func (g *Gateway) adminMux() *http.ServeMux {
	mux := http.NewServeMux()
	route := func(pattern string, fn adminFunc) {
		mux.HandleFunc(pattern, func(w http.ResponseWriter, r *http.Request) {
			body, _ := io.ReadAll(io.LimitReader(r.Body, 64<<20))
			v, err := fn(r, body)
			switch {
			case errors.Is(err, ErrNotFound):
				writeReply(w, reply{Status: http.StatusNotFound, Body: map[string]any{"error": err.Error()}})
			case err != nil:
				writeReply(w, reply{Status: http.StatusBadRequest, Body: map[string]any{"error": err.Error()}})
			case v == nil:
				writeReply(w, ok(map[string]any{"ok": true}))
			default:
				writeReply(w, ok(v))
			}
		})
	}
	mux.HandleFunc(AdminPrefix, func(w http.ResponseWriter, r *http.Request) {
		writeReply(w, reply{Status: http.StatusNotFound, Body: map[string]any{"error": "no admin endpoint " + r.Method + " " + r.URL.Path}})
	})
	route("GET /_mock/health", func(*http.Request, []byte) (any, error) { return nil, nil })
	g.modelRoutes(route)
	g.portAndRuleRoutes(route)
	g.apiRouteRoutes(route)
	g.regionAndTeamRoutes(route)
	g.appAndComponentRoutes(route)
	g.tenantRoutes(route)
	g.controlRoutes(route)
	g.regionEventRoutes(route)
	g.componentDeleteRoutes(route)
	g.regionRuleRoutes(route)
	return mux
}

// strictJSON decodes into v (merging into what v holds), rejecting unknown
// fields so a typo in a drift request does not pass silently.
func strictJSON(b []byte, v any) error {
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}

// The shapes most object endpoints share.

// found answers an object a look-up found, or ErrNotFound naming it.
func found[T any](v T, ok bool, format string, args ...any) (any, error) {
	if !ok {
		return nil, notFoundErr(format, args...)
	}
	return v, nil
}

// put decodes a whole object from the body and stores it with a Put operation.
func put[T any](b []byte, store func(T) (T, error)) (any, error) {
	var v T
	if err := strictJSON(b, &v); err != nil {
		return nil, err
	}
	return store(v)
}

// patch merges the body into an object through an Edit operation, and answers
// the object as stored when read back is given. A body that does not decode
// changes nothing: the decoder goes on past an unknown field or a wrong type
// and sets the fields around it, so the body is merged into a trial copy
// that the operation gets only when the whole body decoded.
func patch[T any](b []byte, edit func(func(*T)) error, readBack func() (T, bool)) (any, error) {
	var decodeErr error
	err := edit(func(v *T) {
		trial := deepCopy(*v)
		if decodeErr = strictJSON(b, &trial); decodeErr == nil {
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

// intPathValue reads an integer path parameter.
func intPathValue(r *http.Request, name, what string) (int64, error) {
	n, err := strconv.ParseInt(r.PathValue(name), 10, 64)
	if err != nil {
		return 0, errors.New(what + " must be an integer")
	}
	return n, nil
}
