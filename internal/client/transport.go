package client

import (
	"crypto/tls"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"net/url"

	"golang.org/x/net/http/httpproxy"
)

// newHTTPClient builds the http.Client behind every attempt: TLS from the
// config, the proxy from the environment, a per-attempt timeout, no
// redirects (a redirect would turn a POST into a GET and could carry the
// token elsewhere), the request rate limit and the attempt tracker.
func newHTTPClient(cfg Config, p *pacer) (*http.Client, error) {
	var hc http.Client
	if cfg.HTTPClient != nil {
		hc = *cfg.HTTPClient
	}
	rt := hc.Transport
	if cfg.HTTPClient == nil || rt == nil {
		t, err := defaultTransport(cfg)
		if err != nil {
			return nil, err
		}
		rt = t
	} else if cfg.needsTLS() {
		t, ok := rt.(*http.Transport)
		if !ok {
			return nil, errors.New("client: TLS settings need the HTTP client's transport to be an *http.Transport")
		}
		t = t.Clone()
		tc, err := tlsConfig(t.TLSClientConfig, cfg)
		if err != nil {
			return nil, err
		}
		t.TLSClientConfig = tc
		rt = t
	}
	hc.Transport = &attemptTracker{next: rt, pacer: p}
	if cfg.RequestTimeout > 0 || hc.Timeout == 0 {
		hc.Timeout = orDefault(cfg.RequestTimeout, DefaultRequestTimeout)
	}
	hc.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	return &hc, nil
}

// defaultTransport is net/http's default transport with the config's TLS
// and the proxy of the environment as it is now.
func defaultTransport(cfg Config) (*http.Transport, error) {
	t := &http.Transport{ForceAttemptHTTP2: true}
	if dt, ok := http.DefaultTransport.(*http.Transport); ok {
		t = dt.Clone()
	}
	t.Proxy = proxyFromEnvironment()
	tc, err := tlsConfig(t.TLSClientConfig, cfg)
	if err != nil {
		return nil, err
	}
	t.TLSClientConfig = tc
	return t, nil
}

// proxyFromEnvironment is http.ProxyFromEnvironment (HTTPS_PROXY,
// HTTP_PROXY, NO_PROXY and their lower-case forms), read when the client is
// built rather than once per process: net/http keeps the first reading for
// good, so a provider configured again in the same process (as in tests,
// or with a later change of the variables) would miss the change.
func proxyFromEnvironment() func(*http.Request) (*url.URL, error) {
	proxy := httpproxy.FromEnvironment().ProxyFunc()
	return func(r *http.Request) (*url.URL, error) { return proxy(r.URL) }
}

func (cfg Config) needsTLS() bool {
	return cfg.Insecure || strings.TrimSpace(cfg.CACertPEM) != "" || cfg.ClientCertPEM != "" || cfg.ClientKeyPEM != ""
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
	if cfg.ClientCertPEM != "" || cfg.ClientKeyPEM != "" {
		pair, err := ClientCertificate(cfg.ClientCertPEM, cfg.ClientKeyPEM)
		if err != nil {
			return nil, fmt.Errorf("client: %w", err)
		}
		tc.Certificates = []tls.Certificate{pair}
	}
	if cfg.Insecure {
		tc.InsecureSkipVerify = true // explicit opt-in by the user
	}
	return tc, nil
}

// ClientCertificate is the certificate and key the client presents to a
// server that asks for one (mutual TLS). It fails when either is missing or
// not PEM, or when the key is not the certificate's; the error never
// quotes the key.
func ClientCertificate(certPEM, keyPEM string) (tls.Certificate, error) {
	switch {
	case strings.TrimSpace(certPEM) == "":
		return tls.Certificate{}, errors.New("a client key needs its client certificate")
	case strings.TrimSpace(keyPEM) == "":
		return tls.Certificate{}, errors.New("a client certificate needs its private key")
	}
	pair, err := tls.X509KeyPair([]byte(certPEM), []byte(keyPEM))
	if err != nil {
		// crypto/tls says which of the two it could not read, or that the
		// key does not match the certificate, and never the key itself.
		return tls.Certificate{}, fmt.Errorf("the client certificate and key do not make a pair: %w", err)
	}
	return pair, nil
}

// CheckCABundle reports why bundle cannot be Config.CACertPEM, so that a
// caller can check it before building a client.
func CheckCABundle(bundle string) error {
	_, err := parseCABundle(bundle)
	return err
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
