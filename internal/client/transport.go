package client

import (
	"crypto/tls"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"fmt"
	"net/http"
	"strings"
)

// newHTTPClient builds the http.Client behind every attempt: TLS from the
// config, a per-attempt timeout, no redirects (a redirect would turn a POST
// into a GET and could carry the token elsewhere), and the attempt tracker.
func newHTTPClient(cfg Config) (*http.Client, error) {
	var hc http.Client
	if cfg.HTTPClient != nil {
		hc = *cfg.HTTPClient
	}
	rt := hc.Transport
	if rt == nil {
		if dt, ok := http.DefaultTransport.(*http.Transport); ok {
			rt = dt.Clone()
		} else {
			rt = &http.Transport{Proxy: http.ProxyFromEnvironment, ForceAttemptHTTP2: true}
		}
	}
	if cfg.Insecure || strings.TrimSpace(cfg.CACertPEM) != "" || cfg.HTTPClient == nil {
		t, ok := rt.(*http.Transport)
		if !ok {
			return nil, errors.New("client: TLS settings need the HTTP client's transport to be an *http.Transport")
		}
		if cfg.HTTPClient != nil {
			t = t.Clone()
		}
		tc, err := tlsConfig(t.TLSClientConfig, cfg)
		if err != nil {
			return nil, err
		}
		t.TLSClientConfig = tc
		rt = t
	}
	hc.Transport = &attemptTracker{next: rt}
	if cfg.RequestTimeout > 0 || hc.Timeout == 0 {
		hc.Timeout = orDefault(cfg.RequestTimeout, DefaultRequestTimeout)
	}
	hc.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	return &hc, nil
}

func tlsConfig(base *tls.Config, cfg Config) (*tls.Config, error) {
	tc := &tls.Config{}
	if base != nil {
		tc = base.Clone()
	}
	if tc.MinVersion == 0 {
		tc.MinVersion = tls.VersionTLS12
	}
	if strings.TrimSpace(cfg.CACertPEM) != "" {
		certs, err := parseCABundle(cfg.CACertPEM)
		if err != nil {
			return nil, err
		}
		pool, err := x509.SystemCertPool()
		if err != nil || pool == nil {
			pool = x509.NewCertPool()
		}
		for _, c := range certs {
			pool.AddCert(c)
		}
		tc.RootCAs = pool
	}
	if cfg.Insecure {
		tc.InsecureSkipVerify = true // explicit opt-in by the user
	}
	return tc, nil
}

// parseCABundle is strict: a bundle with one good certificate and one broken
// block would otherwise pass silently and fail later with a confusing
// "unknown authority".
func parseCABundle(bundle string) ([]*x509.Certificate, error) {
	rest := []byte(bundle)
	var certs []*x509.Certificate
	for n := 1; ; n++ {
		var block *pem.Block
		block, rest = pem.Decode(rest)
		if block == nil {
			break
		}
		if block.Type != "CERTIFICATE" {
			return nil, fmt.Errorf("client: CA bundle block %d is a %q, not a CERTIFICATE", n, block.Type)
		}
		c, err := x509.ParseCertificate(block.Bytes)
		if err != nil {
			return nil, fmt.Errorf("client: CA bundle block %d: %w", n, err)
		}
		certs = append(certs, c)
	}
	if strings.TrimSpace(string(rest)) != "" {
		return nil, errors.New("client: the CA bundle has text that is not a PEM block")
	}
	if len(certs) == 0 {
		return nil, errors.New("client: the CA bundle holds no PEM certificate")
	}
	return certs, nil
}
