package client

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

const testToken = "0123456789abcdef0123456789abcdef01234567"

// newTestClient serves h on a loopback server and returns a client for it
// with short waits, so retry tests stay fast.
func newTestClient(t *testing.T, h http.Handler, edit ...func(*Config)) *Client {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	cfg := Config{
		BaseURL:      srv.URL,
		Token:        testToken,
		UserAgent:    "terraform-provider-rainbond/test (+terraform 1.11.0)",
		MaxRetries:   3,
		RetryWaitMin: time.Millisecond,
		RetryWaitMax: 5 * time.Millisecond,
	}
	for _, e := range edit {
		e(&cfg)
	}
	c, err := New(cfg)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return c
}

// recorded is what a handler saw of one request.
type recorded struct {
	Method, Path, RawQuery, Auth, UserAgent, ContentType string
	Body                                                 string
}

func record(r *http.Request) recorded {
	b, _ := io.ReadAll(r.Body)
	return recorded{
		Method: r.Method, Path: r.URL.EscapedPath(), RawQuery: r.URL.RawQuery,
		Auth: r.Header.Get("Authorization"), UserAgent: r.Header.Get("User-Agent"),
		ContentType: r.Header.Get("Content-Type"), Body: string(b),
	}
}

// respond replies with a fixed status and JSON body and records the request.
func respond(status int, body string, seen *[]recorded) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if seen != nil {
			*seen = append(*seen, record(r))
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_, _ = io.WriteString(w, body)
	}
}

var testComponent = ComponentRef{TeamID: "t", RegionName: "r", AppID: 1, ServiceID: "s"}

func asRequestError(err error, target **RequestError) bool { return errors.As(err, target) }

func fmtV(v any, verb string) string { return fmt.Sprintf(verb, v) }
