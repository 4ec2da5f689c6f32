package client

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// sequence answers the n-th request with steps[n] and repeats the last step.
func sequence(count *atomic.Int32, steps ...http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		n := int(count.Add(1)) - 1
		steps[min(n, len(steps)-1)](w, r)
	}
}

func status(code int, retryAfter string) http.HandlerFunc {
	return func(w http.ResponseWriter, _ *http.Request) {
		if retryAfter != "" {
			w.Header().Set("Retry-After", retryAfter)
		}
		w.WriteHeader(code)
		_, _ = io.WriteString(w, `{"msg":"`+http.StatusText(code)+`"}`)
	}
}

const portJSON = `{"container_port":80,"protocol":"http","port_alias":"WEB80","is_inner_service":false,"is_outer_service":false,"k8s_service_name":"web-80"}`

func ok(body string) http.HandlerFunc {
	return func(w http.ResponseWriter, _ *http.Request) { _, _ = io.WriteString(w, body) }
}

// dropConnection closes the connection without an answer.
func dropConnection(w http.ResponseWriter, _ *http.Request) {
	conn, _, err := http.NewResponseController(w).Hijack()
	if err != nil {
		panic(err)
	}
	_ = conn.Close()
}

func TestRetryAfterOn429(t *testing.T) {
	var n atomic.Int32
	c := newTestClient(t, sequence(&n, status(429, "1"), ok("["+portJSON+"]")))
	waits := RecordWaits(c)
	ports, err := c.ListPorts(context.Background(), testComponent)
	if err != nil || len(ports) != 1 {
		t.Fatalf("ports = %v, %v", ports, err)
	}
	if n.Load() != 2 {
		t.Errorf("%d requests, want 2", n.Load())
	}
	// The header, not the millisecond backoff of the test client, set the wait.
	if w := waits.Waits(); len(w) != 1 || w[0] != time.Second {
		t.Errorf("waits = %v, want the 1s of Retry-After", w)
	}
}

func TestPostRetriedOn429(t *testing.T) {
	var n atomic.Int32
	c := newTestClient(t, sequence(&n, status(429, "0"), ok(portJSON)))
	if _, err := c.AddPort(context.Background(), testComponent, AddPortRequest{Port: 80, Protocol: "http"}); err != nil {
		t.Fatal(err)
	}
	if n.Load() != 2 {
		t.Errorf("%d requests, want 2", n.Load())
	}
}

func TestGetRetriedOn5xx(t *testing.T) {
	for _, code := range []int{502, 503, 504} {
		var n atomic.Int32
		c := newTestClient(t, sequence(&n, status(code, ""), status(code, ""), ok("[]")))
		if _, err := c.ListPorts(context.Background(), testComponent); err != nil {
			t.Fatalf("%d: %v", code, err)
		}
		if n.Load() != 3 {
			t.Errorf("%d: %d requests, want 3", code, n.Load())
		}
	}
}

func TestGetNotRetriedOn500(t *testing.T) {
	var n atomic.Int32
	c := newTestClient(t, sequence(&n, status(500, "")))
	if _, err := c.ListPorts(context.Background(), testComponent); !IsStatus(err, 500) {
		t.Fatal(err)
	}
	if n.Load() != 1 {
		t.Errorf("%d requests, want 1", n.Load())
	}
}

func TestRetriesExhausted(t *testing.T) {
	var n atomic.Int32
	c := newTestClient(t, sequence(&n, status(503, "")), func(cfg *Config) { cfg.MaxRetries = 2 })
	_, err := c.ListPorts(context.Background(), testComponent)
	ae, isAPI := AsAPIError(err)
	if !isAPI || ae.StatusCode != 503 || ae.Attempts != 3 || n.Load() != 3 {
		t.Fatalf("err = %#v after %d requests", err, n.Load())
	}
}

func TestPostNotRetriedOn5xx(t *testing.T) {
	for _, code := range []int{500, 502, 503, 504} {
		var n atomic.Int32
		c := newTestClient(t, sequence(&n, status(code, ""), ok(portJSON)))
		_, err := c.AddPort(context.Background(), testComponent, AddPortRequest{Port: 80, Protocol: "http"})
		if !IsStatus(err, code) || !IsOutcomeUnknown(err) {
			t.Errorf("%d: err = %v", code, err)
		}
		if n.Load() != 1 {
			t.Errorf("%d: %d requests, want 1", code, n.Load())
		}
	}
}

// A 503 with Retry-After is not taken as a refusal (see
// retry_post_503_test.go): the POST is not repeated, so a 409 behind it is
// never reached and the 503 itself says the create may have acted.
func TestPostConflictAfterRetryMayHaveActed(t *testing.T) {
	var n atomic.Int32
	c := newTestClient(t, sequence(&n, status(503, "0"), status(409, "")))
	_, err := c.AddPort(context.Background(), testComponent, AddPortRequest{Port: 80, Protocol: "http"})
	if !IsStatus(err, 503) || !MayHaveActed(err) || n.Load() != 1 {
		t.Fatalf("err = %v after %d requests: want the 503, which may have acted, after 1", err, n.Load())
	}

	// A 409 at the first attempt is a plain conflict.
	n.Store(0)
	c = newTestClient(t, status(409, ""))
	_, err = c.AddPort(context.Background(), testComponent, AddPortRequest{Port: 80, Protocol: "http"})
	if !IsConflict(err) || MayHaveActed(err) {
		t.Fatalf("err = %v: want a plain 409", err)
	}
	// A 429 refusal never reaches the server's model.
	c = newTestClient(t, sequence(&n, status(429, "0"), status(409, "")))
	_, err = c.AddPort(context.Background(), testComponent, AddPortRequest{Port: 80, Protocol: "http"})
	if !IsConflict(err) || MayHaveActed(err) {
		t.Fatalf("err = %v after a 429: want a plain 409", err)
	}
}

// The platform's "called too frequently" 409 is a rate limit: reads and
// creates wait and repeat. Any other 409 is a conflict, answered at once
// with the server's message.
func TestRateLimitConflictRetried(t *testing.T) {
	tooFrequent := func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusConflict)
		_, _ = io.WriteString(w, `{"code":10409,"msg":"called too frequently","msg_show":"调用太频繁"}`)
	}
	var n atomic.Int32
	c := newTestClient(t, sequence(&n, tooFrequent, tooFrequent, ok(`[`+portJSON+`]`)))
	if _, err := c.ListPorts(context.Background(), testComponent); err != nil || n.Load() != 3 {
		t.Fatalf("ListPorts: err %v after %d requests, want success after 3", err, n.Load())
	}
	// A Retry-After on the 409 sets the wait, as on a 429.
	n.Store(0)
	c = newTestClient(t, sequence(&n, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Retry-After", "1")
		tooFrequent(w, r)
	}, ok(`[`+portJSON+`]`)))
	waits := RecordWaits(c)
	if _, err := c.ListPorts(context.Background(), testComponent); err != nil {
		t.Fatal(err)
	}
	if w := waits.Waits(); len(w) != 1 || w[0] != time.Second {
		t.Errorf("waits = %v, want the 1s of Retry-After", w)
	}
	n.Store(0)
	c = newTestClient(t, sequence(&n, tooFrequent, ok(portJSON)))
	if _, err := c.AddPort(context.Background(), testComponent, AddPortRequest{Port: 80, Protocol: "http"}); err != nil || n.Load() != 2 {
		t.Fatalf("AddPort: err %v after %d requests, want success after 2", err, n.Load())
	}
	n.Store(0)
	c = newTestClient(t, sequence(&n, func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusConflict)
		_, _ = io.WriteString(w, `{"code":10409,"msg":"port already exists","msg_show":"端口已存在"}`)
	}))
	_, err := c.AddPort(context.Background(), testComponent, AddPortRequest{Port: 80, Protocol: "http"})
	if !IsConflict(err) || n.Load() != 1 || !strings.Contains(err.Error(), "端口已存在") {
		t.Fatalf("a duplicate: err %v after %d requests, want the 409 with its message at once", err, n.Load())
	}
}

// commitThen is a handler that applies the create, then fails the answer.
type commitThen struct {
	mu      sync.Mutex
	commits int
	fail    http.HandlerFunc
}

func (h *commitThen) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h.mu.Lock()
	h.commits++
	first := h.commits == 1
	h.mu.Unlock()
	if first {
		h.fail(w, r)
		return
	}
	_, _ = io.WriteString(w, portJSON)
}

func (h *commitThen) count() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.commits
}

func TestPostNotRetriedAfterCommit(t *testing.T) {
	for name, fail := range map[string]http.HandlerFunc{
		"502 after commit":            status(502, ""),
		"connection dropped at reply": dropConnection,
	} {
		t.Run(name, func(t *testing.T) {
			h := &commitThen{fail: fail}
			c := newTestClient(t, h)
			_, err := c.AddPort(context.Background(), testComponent, AddPortRequest{Port: 80, Protocol: "http"})
			if err == nil {
				t.Fatal("no error")
			}
			if !IsOutcomeUnknown(err) || !errors.Is(err, ErrOutcomeUnknown) {
				t.Errorf("err = %v, want an unknown outcome", err)
			}
			if h.count() != 1 {
				t.Errorf("the create reached the server %d times, want 1", h.count())
			}
		})
	}
}

func TestIdempotentRetriedAfterDrop(t *testing.T) {
	var n atomic.Int32
	c := newTestClient(t, sequence(&n, dropConnection, ok(portJSON)))
	if _, err := c.UpdatePort(context.Background(), testComponent, 80, UpdatePortRequest{Action: ActionOpenInner}); err != nil {
		t.Fatal(err)
	}
	n.Store(0)
	c = newTestClient(t, sequence(&n, dropConnection, ok("[]")))
	if _, err := c.ListPorts(context.Background(), testComponent); err != nil {
		t.Fatal(err)
	}
	if n.Load() != 2 {
		t.Errorf("%d requests, want 2", n.Load())
	}
}

func TestPutDropExhaustedIsOutcomeUnknown(t *testing.T) {
	var n atomic.Int32
	c := newTestClient(t, sequence(&n, dropConnection), func(cfg *Config) { cfg.MaxRetries = 1 })
	_, err := c.DeletePort(context.Background(), testComponent, 80)
	var re *RequestError
	if !errors.As(err, &re) || !IsOutcomeUnknown(err) || re.Attempts != 2 {
		t.Fatalf("err = %v", err)
	}
}

// A refused connection sent nothing, so even a create is tried again.
func TestPostRetriedWhenConnectionRefused(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	_ = l.Close()
	c, err := New(Config{BaseURL: "http://" + addr, Token: testToken, MaxRetries: 2, RetryWaitMin: time.Millisecond, RetryWaitMax: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.AddPort(context.Background(), testComponent, AddPortRequest{Port: 80, Protocol: "http"})
	var re *RequestError
	if !errors.As(err, &re) || re.Attempts != 3 {
		t.Fatalf("err = %v", err)
	}
	if IsOutcomeUnknown(err) {
		t.Errorf("nothing was sent, the outcome is known: %v", err)
	}
}

func TestCancelStopsBackoffAtOnce(t *testing.T) {
	var n atomic.Int32
	c := newTestClient(t, sequence(&n, status(429, "60")))
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	done := make(chan error, 1)
	go func() {
		_, err := c.ListPorts(ctx, testComponent)
		done <- err
	}()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("err = %v, want context.Canceled", err)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("the backoff did not stop when the context was cancelled")
	}
}

func TestRetryAfterBeyondDeadlineAnswersAtOnce(t *testing.T) {
	var n atomic.Int32
	c := newTestClient(t, sequence(&n, status(429, "60")))
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	start := time.Now()
	_, err := c.ListPorts(ctx, testComponent)
	ae, isAPI := AsAPIError(err)
	if !isAPI || ae.StatusCode != 429 || ae.RetryAfter != time.Minute {
		t.Fatalf("err = %v", err)
	}
	if time.Since(start) > 2*time.Second {
		t.Errorf("took %v", time.Since(start))
	}
	if n.Load() != 1 {
		t.Errorf("%d requests, want 1", n.Load())
	}
}

func TestRetryAfterBeyondMaxAnswersAtOnce(t *testing.T) {
	var n atomic.Int32
	c := newTestClient(t, sequence(&n, status(503, "3600")))
	_, err := c.ListPorts(context.Background(), testComponent)
	if !IsStatus(err, 503) || n.Load() != 1 {
		t.Fatalf("err = %v after %d requests", err, n.Load())
	}
}

// slow blocks until the client gives up or the test ends.
func slow(w http.ResponseWriter, r *http.Request) {
	// The server notices a closed connection only once the body is read.
	_, _ = io.Copy(io.Discard, r.Body)
	select {
	case <-r.Context().Done():
	case <-time.After(5 * time.Second):
	}
}

func TestPerAttemptTimeout(t *testing.T) {
	var n atomic.Int32
	short := func(cfg *Config) { cfg.RequestTimeout = 200 * time.Millisecond }
	c := newTestClient(t, sequence(&n, slow, ok("[]")), short)
	if _, err := c.ListPorts(context.Background(), testComponent); err != nil {
		t.Fatalf("a timed-out GET is retried: %v", err)
	}

	h := &commitThen{fail: slow}
	c = newTestClient(t, h, short)
	_, err := c.AddPort(context.Background(), testComponent, AddPortRequest{Port: 80, Protocol: "http"})
	if !IsOutcomeUnknown(err) || h.count() != 1 {
		t.Fatalf("a timed-out POST: err = %v after %d requests", err, h.count())
	}
}

func TestCancelInFlightWriteIsOutcomeUnknown(t *testing.T) {
	c := newTestClient(t, http.HandlerFunc(slow))
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	_, err := c.AddPort(ctx, testComponent, AddPortRequest{Port: 80, Protocol: "http"})
	if !errors.Is(err, context.DeadlineExceeded) || !IsOutcomeUnknown(err) {
		t.Fatalf("err = %v", err)
	}
}

func TestParseRetryAfter(t *testing.T) {
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	for _, tt := range []struct {
		in   string
		want time.Duration
		ok   bool
	}{
		{"", 0, false},
		{"7", 7 * time.Second, true},
		{" 0 ", 0, true},
		{"-1", 0, false},
		{"soon", 0, false},
		{"Fri, 02 Jan 2026 03:04:35 GMT", 30 * time.Second, true},
		{"Fri, 02 Jan 2026 03:00:00 GMT", 0, true},
		{"99999999999999999999", 0, false},
	} {
		got, ok := parseRetryAfter(tt.in, now)
		if got != tt.want || ok != tt.ok {
			t.Errorf("parseRetryAfter(%q) = %v, %v; want %v, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

func TestExpBackoffBounded(t *testing.T) {
	minW, maxW := 500*time.Millisecond, 10*time.Second
	for n := 0; n < 80; n++ {
		for _, j := range []float64{0, 0.5, 0.999} {
			d := expBackoff(minW, maxW, n, j)
			if d < minW/2 || d > maxW {
				t.Fatalf("expBackoff(n=%d, j=%v) = %v", n, j, d)
			}
		}
	}
	if expBackoff(minW, maxW, 0, 0) != 250*time.Millisecond || expBackoff(minW, maxW, 3, 0.999) <= 3*time.Second {
		t.Error("backoff does not grow as expected")
	}
}
