package client

import (
	"context"
	"crypto/tls"
	"net/http"
	"sync/atomic"
	"testing"
	"time"
)

// A caller's HTTP client keeps its timeout unless RequestTimeout is set;
// without either, the default applies.
func TestHTTPClientTimeout(t *testing.T) {
	for _, tt := range []struct {
		own, request, want time.Duration
	}{
		{0, 0, DefaultRequestTimeout},
		{7 * time.Second, 0, 7 * time.Second},
		{7 * time.Second, 3 * time.Second, 3 * time.Second},
		{0, 3 * time.Second, 3 * time.Second},
	} {
		hc, err := newHTTPClient(Config{HTTPClient: &http.Client{Timeout: tt.own, Transport: &http.Transport{}}, RequestTimeout: tt.request}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if hc.Timeout != tt.want {
			t.Errorf("own %v, RequestTimeout %v: timeout %v, want %v", tt.own, tt.request, hc.Timeout, tt.want)
		}
	}
}

// TLS settings given with the caller's HTTP client are applied to a clone
// of its transport: the caller's own transport is left as it was.
func TestCABundleWithTheCallersHTTPClient(t *testing.T) {
	var n atomic.Int32
	srv, ca := tlsServer(t, &n)
	own := &http.Transport{}
	c, err := New(Config{BaseURL: srv.URL, Token: testToken, CACertPEM: ca, HTTPClient: &http.Client{Transport: own}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.ListPorts(context.Background(), testComponent); err != nil {
		t.Fatalf("trusted bundle: %v", err)
	}
	// (Cloning a transport sets up its HTTP/2 protocols, nothing more.)
	if tc := own.TLSClientConfig; tc != nil && (tc.RootCAs != nil || tc.MinVersion != 0) {
		t.Errorf("the caller's transport got the client's TLS settings: %+v", tc)
	}
	insecure, err := New(Config{BaseURL: srv.URL, Token: testToken, Insecure: true, HTTPClient: &http.Client{Transport: &http.Transport{}}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := insecure.ListPorts(context.Background(), testComponent); err != nil {
		t.Fatalf("insecure: %v", err)
	}
}

// TLS 1.2 is the least accepted unless the caller's settings ask for more;
// the caller's other settings are kept.
func TestTLSConfigKeepsTheCallersSettings(t *testing.T) {
	tc, err := tlsConfig(nil, Config{})
	if err != nil || tc.MinVersion != tls.VersionTLS12 || tc.InsecureSkipVerify {
		t.Fatalf("default: %+v, %v", tc, err)
	}
	base := &tls.Config{MinVersion: tls.VersionTLS13, ServerName: "api.example.com"}
	tc, err = tlsConfig(base, Config{Insecure: true})
	if err != nil || tc.MinVersion != tls.VersionTLS13 || tc.ServerName != "api.example.com" || !tc.InsecureSkipVerify {
		t.Fatalf("from the caller's: %+v, %v", tc, err)
	}
	if base.InsecureSkipVerify {
		t.Error("the caller's settings were changed")
	}
}
