package mockgateway

import (
	"net"
	"net/http/httptest"
	"testing"
)

// TestServer is a Gateway served on 127.0.0.1 for one test.
type TestServer struct {
	*Gateway
	// URL is the base URL, without /openapi/v1 (e.g. http://127.0.0.1:41234),
	// with the prefix of WithIngress when there is one.
	URL string
	// Token is the admin token; UserToken a non-admin one.
	Token     string
	UserToken string
	// Server is the underlying httptest server.
	Server *httptest.Server
}

// NewTestServer starts a Gateway seeded with f on a loopback port and
// closes it when the test ends. The admin API (/_mock/...) is served too.
func NewTestServer(t testing.TB, f Fixture, opts ...Option) *TestServer {
	t.Helper()
	g, err := New(f, opts...)
	if err != nil {
		t.Fatalf("mockgateway: %v", err)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("mockgateway: listen: %v", err)
	}
	srv := httptest.NewUnstartedServer(NewServerHandler(g))
	_ = srv.Listener.Close()
	srv.Listener = l
	srv.Start()
	t.Cleanup(srv.Close)
	g.mu.Lock()
	admin, user, prefix := g.admin, g.user, g.ingress
	g.mu.Unlock()
	return &TestServer{Gateway: g, URL: srv.URL + prefix, Token: admin, UserToken: user, Server: srv}
}
