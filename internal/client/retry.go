package client

import (
	"bytes"
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"io"
	"math"
	"math/rand/v2"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// checkRetry decides whether an attempt is repeated.
//
// GET, PUT and DELETE are repeated on connection errors, 429, 502, 503 and
// 504, and on the 409 that says "called too frequently": repeating them
// leaves the server as one attempt would. A POST creates, so it is repeated
// only where the server cannot have acted: on 429 and that 409 (the
// platform's rate limits, which refuse before any work), and on a
// connection error before the request headers were written (a refused
// dial, a DNS failure, a reset TLS handshake). A 503 is never such a
// refusal, Retry-After or not: a proxy in front of a console that has
// already committed answers it too, and a repeat would make a second
// object. The POST then fails as an attempt that may have acted
// (MayHaveActed), and the caller's adoption rule looks for its object.
// Returning (false, nil) hands the last answer or error on unchanged.
func (c *Client) checkRetry(ctx context.Context, resp *http.Response, err error) (bool, error) {
	st := callStateFrom(ctx)
	if ctx.Err() != nil || st == nil {
		return false, nil //nolint:nilerr // a cancelled call stops; the caller reports ctx.Err()
	}
	wrote := st.takeWrote()
	post := st.method == http.MethodPost && st.writes
	if err != nil {
		if !recoverable(err) {
			return false, nil //nolint:nilerr // nil hands err on to the caller unchanged
		}
		if post {
			return !wrote, nil
		}
		return true, nil
	}
	switch resp.StatusCode {
	case http.StatusTooManyRequests:
		return c.retryAfterFits(ctx, resp), nil
	case http.StatusServiceUnavailable:
		return !post && c.retryAfterFits(ctx, resp), nil
	case http.StatusBadGateway, http.StatusGatewayTimeout:
		return !post, nil
	case http.StatusInternalServerError:
		return bool(st.lockRepeatable) && !st.callerRepeats && databaseLocked(resp), nil
	case http.StatusConflict:
		// The platform also answers "called too frequently" with a 409. Like
		// a 429 it is a refusal before any work, so every method may repeat.
		return rateLimitConflict(resp) && c.retryAfterFits(ctx, resp), nil
	}
	return false, nil
}

// rateLimitConflict reports whether a 409 is the platform's rate limit
// rather than a real conflict, by its message. The body is read and put
// back, so that a 409 not retried still carries it to the caller.
func rateLimitConflict(resp *http.Response) bool {
	if resp.Body == nil {
		return false
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxAnswer))
	_ = resp.Body.Close()
	resp.Body = io.NopCloser(bytes.NewReader(body))
	if err != nil {
		return false
	}
	return saysTooFrequent(decodeError(body))
}

// tooFrequentWords are the platform's words for its rate limit: the
// console's 409 says "wait a moment please" in msg and "操作过于频繁" in
// msg_show (platform-facts.md); other versions say "called too frequently".
var tooFrequentWords = []string{"too frequent", "wait a moment", "频繁"}

// saysTooFrequent reports whether any text of an error body is the
// platform's rate-limit refusal.
func saysTooFrequent(eb errorBody) bool {
	for _, t := range append([]string{eb.Message}, eb.Texts...) {
		t = strings.ToLower(t)
		for _, w := range tooFrequentWords {
			if strings.Contains(t, w) {
				return true
			}
		}
	}
	return false
}

// retryAfterFits reports whether the wait the server asks for is one the
// client is willing to do: not longer than MaxRetryAfter and not past the
// context's deadline. When it is not, the server's answer becomes the error
// at once, instead of a wait that can only end in a deadline error.
func (c *Client) retryAfterFits(ctx context.Context, resp *http.Response) bool {
	d, ok := retryAfter(resp)
	if !ok {
		return true
	}
	if d > c.maxRetryAfter {
		return false
	}
	if dl, has := ctx.Deadline(); has && time.Now().Add(d).After(dl) {
		return false
	}
	return true
}

// backoff is the wait before attempt n+1: the server's Retry-After when it
// sent one, otherwise an exponential step from min to max with jitter, so
// that parallel resources do not retry in lockstep.
func (c *Client) backoff(minWait, maxWait time.Duration, n int, resp *http.Response) time.Duration {
	d := expBackoff(minWait, maxWait, n, rand.Float64())
	// Only 429, 503 and the rate-limit 409 reach here with a Retry-After
	// worth waiting for; other retried answers take the exponential step.
	if resp != nil && (resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode == http.StatusServiceUnavailable ||
		resp.StatusCode == http.StatusConflict) {
		if ra, ok := retryAfter(resp); ok {
			d = ra
		}
	}
	if c.onBackoff != nil {
		c.onBackoff(d)
	}
	return d
}

// expBackoff is a pure function of its inputs: jitter in [0,1) picks a wait
// in the upper half of the step.
func expBackoff(minWait, maxWait time.Duration, n int, jitter float64) time.Duration {
	if minWait <= 0 {
		minWait = DefaultRetryWaitMin
	}
	if maxWait < minWait {
		maxWait = minWait
	}
	step := float64(minWait) * math.Pow(2, float64(max(n, 0)))
	if step > float64(maxWait) || math.IsInf(step, 0) || math.IsNaN(step) {
		step = float64(maxWait)
	}
	return time.Duration(step/2 + step/2*jitter)
}

func retryAfter(resp *http.Response) (time.Duration, bool) {
	if resp == nil {
		return 0, false
	}
	return parseRetryAfter(resp.Header.Get("Retry-After"), time.Now())
}

// parseRetryAfter reads both forms of the header: delay seconds and an HTTP
// date. A date in the past means "now".
func parseRetryAfter(v string, now time.Time) (time.Duration, bool) {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0, false
	}
	if secs, err := strconv.ParseInt(v, 10, 64); err == nil {
		if secs < 0 {
			return 0, false
		}
		if secs > math.MaxInt64/int64(time.Second) {
			return time.Duration(math.MaxInt64), true
		}
		return time.Duration(secs) * time.Second, true
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(t.Sub(now), 0), true
	}
	return 0, false
}

// recoverable is false for errors another attempt cannot fix: a certificate
// the client does not trust, a malformed URL or header.
func recoverable(err error) bool {
	var (
		unknownCA  x509.UnknownAuthorityError
		invalid    x509.CertificateInvalidError
		hostname   x509.HostnameError
		verifyErr  *tls.CertificateVerificationError
		recordErr  tls.RecordHeaderError
		addrErr    *net.AddrError
		invalidURL = strings.Contains(err.Error(), "unsupported protocol scheme") ||
			strings.Contains(err.Error(), "invalid header")
	)
	switch {
	case errors.As(err, &unknownCA), errors.As(err, &invalid), errors.As(err, &hostname),
		errors.As(err, &verifyErr), errors.As(err, &recordErr), errors.As(err, &addrErr), invalidURL:
		return false
	}
	return true
}
