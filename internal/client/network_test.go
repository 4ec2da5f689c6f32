package client

import (
	"context"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// The settings of real networks, each against a real loopback server:
// mutual TLS, proxies from the environment, the request rate limit.

func mtlsServer(t *testing.T, h http.Handler) *httptest.Server {
	t.Helper()
	srv := httptest.NewUnstartedServer(h)
	srv.TLS = fixture.TestPKI().ServerTLS(true)
	srv.Config.ErrorLog = log.New(io.Discard, "", 0) // refused handshakes are the point
	srv.StartTLS()
	t.Cleanup(srv.Close)
	return srv
}

func TestMutualTLS(t *testing.T) {
	pki := fixture.TestPKI()
	var n atomic.Int32
	srv := mtlsServer(t, sequence(&n, ok(`[]`)))
	c, err := New(Config{BaseURL: srv.URL, Token: testToken, CACertPEM: pki.CA, ClientCertPEM: pki.ClientCert, ClientKeyPEM: pki.ClientKey})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.ListPorts(context.Background(), testComponent); err != nil {
		t.Fatalf("with the client certificate: %v", err)
	}
	without, err := New(Config{BaseURL: srv.URL, Token: testToken, CACertPEM: pki.CA})
	if err != nil {
		t.Fatal(err)
	}
	_, err = without.ListPorts(context.Background(), testComponent)
	if err == nil || !strings.Contains(err.Error(), "certificate") {
		t.Fatalf("without a client certificate: err = %v", err)
	}
	if n.Load() != 1 {
		t.Errorf("the server answered %d requests, want only the one with the certificate", n.Load())
	}
}

func TestClientCertificateMustMatchItsKey(t *testing.T) {
	pki, other := fixture.TestPKI(), fixture.PEMs()
	for name, pair := range map[string][2]string{
		"another key":  {pki.ClientCert, other.OtherKey},
		"no key":       {pki.ClientCert, ""},
		"no cert":      {"", pki.ClientKey},
		"key for cert": {pki.ClientKey, pki.ClientKey},
	} {
		_, err := New(Config{BaseURL: "https://rainbond.example.com", ClientCertPEM: pair[0], ClientKeyPEM: pair[1]})
		if err == nil {
			t.Errorf("%s: no error", name)
			continue
		}
		for _, secret := range []string{fixture.PEMMarker(t, other.OtherKey), fixture.PEMMarker(t, pki.ClientKey)} {
			if strings.Contains(err.Error(), secret) {
				t.Errorf("%s: the error quotes the key: %v", name, err)
			}
		}
	}
}

// base_url names a host that only the proxy resolves, so an answer proves
// that the request went through it.
func TestHTTPProxyFromEnvironment(t *testing.T) {
	backend := httptest.NewServer(ok(`[]`))
	t.Cleanup(backend.Close)
	proxy := fixture.NewProxy(t, backend.URL)
	t.Setenv("HTTP_PROXY", proxy.URL)
	t.Setenv("NO_PROXY", "")
	c, err := New(Config{BaseURL: "http://" + fixture.ProxiedHost, Token: testToken})
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if _, err := c.ListPorts(context.Background(), testComponent); err != nil {
			t.Fatalf("through the proxy: %v", err)
		}
	}
	if proxy.Carried() != 3 || len(proxy.Refused()) != 0 {
		t.Errorf("the proxy carried %d requests and refused %v, want 3 and none", proxy.Carried(), proxy.Refused())
	}
}

// HTTPS goes through the proxy's CONNECT tunnel, with the platform's
// certificate still checked against ca_cert_pem end to end.
func TestHTTPSProxyFromEnvironment(t *testing.T) {
	pki := fixture.TestPKI()
	backend := mtlsServer(t, ok(`[]`))
	proxy := fixture.NewProxy(t, backend.URL)
	t.Setenv("HTTPS_PROXY", proxy.URL)
	t.Setenv("NO_PROXY", "")
	c, err := New(Config{
		BaseURL: "https://" + fixture.ProxiedHost, Token: testToken,
		CACertPEM: pki.CA, ClientCertPEM: pki.ClientCert, ClientKeyPEM: pki.ClientKey,
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.ListPorts(context.Background(), testComponent); err != nil {
		t.Fatalf("through the tunnel: %v", err)
	}
	if proxy.Tunnels() != 1 {
		t.Errorf("the proxy opened %d tunnels, want 1", proxy.Tunnels())
	}
}

func TestNoProxyFromEnvironment(t *testing.T) {
	t.Setenv("HTTPS_PROXY", "http://127.0.0.1:3128")
	t.Setenv("HTTP_PROXY", "http://127.0.0.1:3128")
	t.Setenv("NO_PROXY", "internal.example.com")
	proxy := proxyFromEnvironment()
	for target, want := range map[string]string{
		"https://rainbond.example.com/openapi/v1":     "http://127.0.0.1:3128",
		"https://internal.example.com/openapi/v1":     "",
		"http://console.internal.example.com/openapi": "",
	} {
		u, _ := url.Parse(target)
		got, err := proxy(&http.Request{URL: u})
		if err != nil {
			t.Fatal(err)
		}
		if (got == nil && want != "") || (got != nil && got.String() != want) {
			t.Errorf("%s: proxy %v, want %q", target, got, want)
		}
	}
}

// No second of the server's clock sees more requests than the limit, even
// when many goroutines call at once through two clients of one platform
// (two aliases, or a provider configured again in one process), and the
// requests still all succeed.
func TestMaxRequestsPerSecond(t *testing.T) {
	const limit, calls = 20, 45
	var mu sync.Mutex
	var arrivals []mockgateway.RequestRecord
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		mu.Lock()
		arrivals = append(arrivals, mockgateway.RequestRecord{At: time.Now()})
		mu.Unlock()
		_, _ = io.WriteString(w, `[]`)
	}))
	t.Cleanup(srv.Close)
	var clients [2]*Client
	for i := range clients {
		c, err := New(Config{BaseURL: srv.URL, Token: testToken, MaxRequestsPerSecond: limit})
		if err != nil {
			t.Fatal(err)
		}
		clients[i] = c
	}
	var wg sync.WaitGroup
	for i := range calls {
		wg.Go(func() {
			if _, err := clients[i%2].ListPorts(context.Background(), testComponent); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if len(arrivals) != calls {
		t.Fatalf("%d requests arrived, want %d", len(arrivals), calls)
	}
	if most := mockgateway.BusiestSecond(arrivals); most > limit {
		t.Errorf("%d requests within one second, limit %d", most, limit)
	}
}

// A call the server refuses as too many, on every attempt, says what the
// caller gave as advice; other errors do not.
func TestRateLimitAdvice(t *testing.T) {
	const advice = "set a limit"
	for name, tc := range map[string]struct {
		status int
		body   string
		want   bool
	}{
		"429":                    {http.StatusTooManyRequests, `{"msg":"slow down"}`, true},
		"the console's 409":      {http.StatusConflict, `{"code":409,"msg":"wait a moment please","msg_show":"操作过于频繁，请稍后再试"}`, true},
		"a 409 that is conflict": {http.StatusConflict, `{"msg":"port already exists"}`, false},
		"500":                    {http.StatusInternalServerError, `{"msg":"boom"}`, false},
	} {
		var n atomic.Int32
		c := newTestClient(t, sequence(&n, respond(tc.status, tc.body, nil)), func(cfg *Config) { cfg.RateLimitAdvice = advice })
		_, err := c.ListPorts(context.Background(), testComponent)
		if got := err != nil && strings.Contains(err.Error(), advice); got != tc.want {
			t.Errorf("%s: advice shown %v, want %v: %v", name, got, tc.want, err)
		}
		if tc.want && (n.Load() != 4 || !strings.Contains(err.Error(), "after 4 attempts")) {
			t.Errorf("%s: %d attempts, want the retries to run out first: %v", name, n.Load(), err)
		}
	}
}
