package client

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/hashicorp/go-retryablehttp"
)

// Defaults applied by New to zero values of Config.
const (
	DefaultRequestTimeout = 30 * time.Second
	DefaultRetryWaitMin   = 500 * time.Millisecond
	DefaultRetryWaitMax   = 10 * time.Second
	DefaultMaxRetryAfter  = 2 * time.Minute
)

// DefaultMaxRetries is the number of retries a caller should ask for when
// its user did not choose one. (A zero Config.MaxRetries means none.)
const DefaultMaxRetries = 4

// apiPrefix is the path prefix of every operation.
const apiPrefix = "/openapi/v1"

// Config configures a Client.
type Config struct {
	BaseURL        string        // e.g. https://console.example.com (without /openapi/v1)
	Token          string        // sent raw in the Authorization header
	UserAgent      string        // full user agent string
	Insecure       bool          // skip TLS verification (explicit opt-in)
	CACertPEM      string        // extra CA bundle, PEM
	ClientCertPEM  string        // client certificate for mutual TLS, PEM; with ClientKeyPEM
	ClientKeyPEM   string        // its private key, PEM
	RequestTimeout time.Duration // per attempt; 0 means DefaultRequestTimeout
	MaxRetries     int           // retries after the first attempt; 0 means none
	RetryWaitMin   time.Duration // 0 means DefaultRetryWaitMin
	RetryWaitMax   time.Duration // 0 means DefaultRetryWaitMax
	HTTPClient     *http.Client  // optional, for tests; copied, never modified

	// MaxRequestsPerSecond spaces the attempts so that no second sees more
	// of them; 0 means no limit. Clients of one process with the same
	// limit toward the same scheme and host share it.
	MaxRequestsPerSecond int
	// RateLimitAdvice is added to the error of a call whose attempts the
	// server all refused as too many (429, or the platform's rate-limit
	// 409): the caller's words for how its user sets the limit.
	RateLimitAdvice string

	// MaxRetryAfter is the longest Retry-After the client waits for; a
	// server asking for more gets its answer returned as the error instead
	// of a hung apply. 0 means DefaultMaxRetryAfter.
	MaxRetryAfter time.Duration
}

// Client calls the gateway API. It is safe for concurrent use.
type Client struct {
	base      *url.URL // scheme, host and any path prefix, without a trailing slash
	token     string
	userAgent string
	// rateLimitAdvice is Config.RateLimitAdvice.
	rateLimitAdvice string
	maxRetryAfter   time.Duration
	timeout         time.Duration // of one attempt
	rc              *retryablehttp.Client

	onBackoff func(time.Duration) // tests observe the waits here
}

// New builds a Client.
func New(cfg Config) (*Client, error) {
	base, err := parseBaseURL(cfg.BaseURL)
	if err != nil {
		return nil, err
	}
	hc, err := newHTTPClient(cfg, pacerFor(base, cfg.MaxRequestsPerSecond))
	if err != nil {
		return nil, err
	}
	c := &Client{
		base:            base,
		token:           cfg.Token,
		userAgent:       cfg.UserAgent,
		rateLimitAdvice: cfg.RateLimitAdvice,
		maxRetryAfter:   orDefault(cfg.MaxRetryAfter, DefaultMaxRetryAfter),
		timeout:         hc.Timeout,
	}
	c.rc = &retryablehttp.Client{
		HTTPClient:   hc,
		Logger:       nil, // the client logs through tflog itself
		RetryWaitMin: orDefault(cfg.RetryWaitMin, DefaultRetryWaitMin),
		RetryWaitMax: orDefault(cfg.RetryWaitMax, DefaultRetryWaitMax),
		RetryMax:     max(cfg.MaxRetries, 0),
		CheckRetry:   c.checkRetry,
		Backoff:      c.backoff,
		// Keeps the last answer, so that its error body reaches APIError.
		ErrorHandler: retryablehttp.PassthroughErrorHandler,
	}
	if c.rc.RetryWaitMax < c.rc.RetryWaitMin {
		c.rc.RetryWaitMax = c.rc.RetryWaitMin
	}
	return c, nil
}

// CheckBaseURL reports why raw cannot be a Config.BaseURL: it must be an
// http(s) URL with a host and without a query, a fragment or credentials.
// Callers that take the address from a user check it with this before they
// build a client, so that both accept the same addresses.
func CheckBaseURL(raw string) error {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return errors.New("the base URL is empty")
	}
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("%q is not an http(s) URL with a host, such as https://rainbond.example.com", raw)
	}
	if u.RawQuery != "" || u.Fragment != "" {
		return fmt.Errorf("%q must not carry a query or fragment", raw)
	}
	if u.User != nil {
		return errors.New("the base URL must not carry credentials; the token authenticates")
	}
	return nil
}

// parseBaseURL accepts the console address with or without a trailing slash
// or a trailing /openapi/v1, and keeps any path prefix of a reverse proxy.
func parseBaseURL(raw string) (*url.URL, error) {
	if err := CheckBaseURL(raw); err != nil {
		return nil, fmt.Errorf("client: %w", err)
	}
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return nil, fmt.Errorf("client: %w", err)
	}
	p := strings.TrimRight(u.Path, "/")
	p = strings.TrimSuffix(p, apiPrefix)
	u.Path = strings.TrimRight(p, "/")
	u.RawPath = ""
	return u, nil
}

func orDefault(d, def time.Duration) time.Duration {
	if d <= 0 {
		return def
	}
	return d
}

// RequestTimeout is the time limit of one attempt: a write that got no
// answer within it may still be at work on the server.
func (c *Client) RequestTimeout() time.Duration { return c.timeout }
