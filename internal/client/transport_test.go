package client

import (
	"context"
	"encoding/pem"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
)

func tlsServer(t *testing.T, n *atomic.Int32) (*httptest.Server, string) {
	t.Helper()
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		n.Add(1)
		_, _ = w.Write([]byte(`[]`))
	}))
	// The refused handshake of the untrusted case is expected, not news.
	srv.Config.ErrorLog = log.New(io.Discard, "", 0)
	srv.StartTLS()
	t.Cleanup(srv.Close)
	ca := pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: srv.Certificate().Raw})
	return srv, string(ca)
}

func TestTLSWithCABundle(t *testing.T) {
	var n atomic.Int32
	srv, ca := tlsServer(t, &n)
	c, err := New(Config{BaseURL: srv.URL, Token: testToken, CACertPEM: ca})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.ListPorts(context.Background(), testComponent); err != nil {
		t.Fatalf("trusted bundle: %v", err)
	}
}

func TestTLSUntrustedNotRetried(t *testing.T) {
	var n atomic.Int32
	srv, _ := tlsServer(t, &n)
	c, err := New(Config{BaseURL: srv.URL, Token: testToken, MaxRetries: 3})
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.ListPorts(context.Background(), testComponent)
	if err == nil || !strings.Contains(err.Error(), "certificate") {
		t.Fatalf("err = %v", err)
	}
	var re *RequestError
	if ok := asRequestError(err, &re); !ok || re.Attempts != 1 {
		t.Errorf("an untrusted certificate is not retried: %v", err)
	}
}

func TestTLSInsecure(t *testing.T) {
	var n atomic.Int32
	srv, _ := tlsServer(t, &n)
	c, err := New(Config{BaseURL: srv.URL, Token: testToken, Insecure: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.ListPorts(context.Background(), testComponent); err != nil {
		t.Fatalf("insecure: %v", err)
	}
}

func TestNewRejectsBadConfig(t *testing.T) {
	valid := "-----BEGIN CERTIFICATE-----\n" // truncated on purpose below
	for name, cfg := range map[string]Config{
		"empty base URL":   {},
		"no scheme":        {BaseURL: "rainbond.example.com"},
		"ftp":              {BaseURL: "ftp://rainbond.example.com"},
		"credentials":      {BaseURL: "https://u:p@rainbond.example.com"},
		"query":            {BaseURL: "https://rainbond.example.com/?x=1"},
		"garbage PEM":      {BaseURL: "https://rainbond.example.com", CACertPEM: "not a certificate"},
		"broken PEM block": {BaseURL: "https://rainbond.example.com", CACertPEM: valid + "AAAA\n-----END CERTIFICATE-----\n"},
		"private key PEM":  {BaseURL: "https://rainbond.example.com", CACertPEM: "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n"},
	} {
		if _, err := New(cfg); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestCheckBaseURL(t *testing.T) {
	for _, ok := range []string{"http://127.0.0.1:8080", "https://rainbond.example.com/", " https://h/console "} {
		if err := CheckBaseURL(ok); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
	for bad, why := range map[string]string{
		"":                           "empty",
		"rainbond.example.com":       "not an http(s) URL",
		"ftp://x":                    "not an http(s) URL",
		"http://":                    "not an http(s) URL",
		"https://h/?x=1":             "query",
		"https://h/#top":             "fragment",
		"https://u:p@h":              "credentials",
		"https://h:bad-port/console": "not an http(s) URL",
	} {
		if err := CheckBaseURL(bad); err == nil || !strings.Contains(err.Error(), why) {
			t.Errorf("%q: %v, want an error about %s", bad, err, why)
		}
	}
}

func TestBaseURLForms(t *testing.T) {
	for _, base := range []string{"http://h:1", "http://h:1/", "http://h:1/openapi/v1", "http://h:1/openapi/v1/"} {
		u, err := parseBaseURL(base)
		if err != nil || u.String() != "http://h:1" {
			t.Errorf("%s: %v, %v", base, u, err)
		}
	}
	u, err := parseBaseURL("https://h/console/")
	if err != nil || u.String() != "https://h/console" {
		t.Errorf("prefix: %v, %v", u, err)
	}
}

func TestRedirectNotFollowed(t *testing.T) {
	var n atomic.Int32
	c := newTestClient(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n.Add(1)
		http.Redirect(w, r, "http://127.0.0.1:1/elsewhere", http.StatusFound)
	}))
	_, err := c.AddPort(context.Background(), testComponent, AddPortRequest{Port: 80, Protocol: "http"})
	if !IsStatus(err, http.StatusFound) || n.Load() != 1 {
		t.Fatalf("err = %v after %d requests", err, n.Load())
	}
}
