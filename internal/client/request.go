package client

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"

	"github.com/hashicorp/go-retryablehttp"
)

// maxAnswer bounds the body read from one answer.
const maxAnswer = 32 << 20

// operation is one call of the API.
type operation struct {
	name   string // the method's name, e.g. "AddPort"
	method string
	path   string // escaped, starting with /openapi/v1
	query  url.Values
	body   any  // nil: no body
	secret bool // the bodies carry keys: never logged, never quoted in errors
	// readOnly marks a POST that only reads: retried and judged like a GET.
	readOnly bool
	// lockRepeatable marks a write whose 500 "database is locked" may be
	// sent again (database_locked.go).
	lockRepeatable lockRefusalRepeatable
	// lockAnswer recognises an operation's own answer for SQLite's refusal,
	// when it is not the 500 "database is locked" (delete_rolled_back.go).
	lockAnswer func(status int, eb errorBody) bool
}

// writes reports whether the operation may change the server.
func (op operation) writes() bool { return isWrite(op.method) && !op.readOnly }

// answer is a 2xx answer.
type answer struct {
	status int
	body   []byte
}

// do runs an operation and returns its 2xx answer. Any other answer is an
// *APIError; no answer at all is a *RequestError.
func (c *Client) do(ctx context.Context, op operation) (answer, error) {
	ctx = c.logContext(ctx)
	st := &callState{op: op.name, method: op.method, path: op.path, writes: op.writes(), lockRepeatable: op.lockRepeatable,
		callerRepeats: callerRepeats(ctx)}
	ctx = withCallState(ctx, st)

	var payload any // stays a nil interface without a body
	var raw []byte
	if op.body != nil {
		b, err := json.Marshal(op.body)
		if err != nil {
			return answer{}, fmt.Errorf("%s: encoding the request: %w", op.name, err)
		}
		payload, raw = b, b
	}
	endpoint := c.endpoint(op.path, op.query)
	req, err := retryablehttp.NewRequestWithContext(ctx, op.method, endpoint, payload)
	if err != nil {
		return answer{}, fmt.Errorf("%s: building the request: %w", op.name, err)
	}
	if c.token != "" {
		req.Header.Set("Authorization", c.token)
	}
	if c.userAgent != "" {
		req.Header.Set("User-Agent", c.userAgent)
	}
	req.Header.Set("Accept", "application/json")
	if raw != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if !op.secret {
		logBody(ctx, st, "request", raw)
	}

	resp, err := c.rc.Do(req)
	if err != nil {
		return answer{}, &RequestError{
			Operation: op.name, Method: op.method, Path: op.path,
			Attempts: st.attempts, OutcomeUnknown: st.mayHaveActed, Err: unwrapURLError(err),
		}
	}
	defer resp.Body.Close()
	body, readErr := io.ReadAll(io.LimitReader(resp.Body, maxAnswer))
	if !op.secret {
		logBody(ctx, st, "response", body)
	}

	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		// st.mayHaveActed covers this attempt too; only earlier ones count.
		earlier := st.mayHaveActedBefore
		eb := decodeError(body)
		if c.token != "" {
			// A server that echoes the token must not put it in diagnostics.
			eb.Message = strings.ReplaceAll(eb.Message, c.token, "***")
		}
		ae := &APIError{
			Operation: op.name, Method: op.method, Path: op.path, URL: endpoint,
			StatusCode: resp.StatusCode, Code: eb.Code, Message: eb.Message,
			FieldErrors: eb.FieldErrors, Attempts: st.attempts, readOnly: !op.writes(),
			EarlierAttemptMayHaveActed: earlier, texts: eb.Texts, body: body, lockRepeatable: bool(op.lockRepeatable),
			lockAnswer: op.lockAnswer != nil && op.lockAnswer(resp.StatusCode, eb),
		}
		ae.RetryAfter, _ = retryAfter(resp)
		if resp.StatusCode == http.StatusTooManyRequests || (resp.StatusCode == http.StatusConflict && saysTooFrequent(eb)) {
			ae.Advice = c.rateLimitAdvice
		}
		return answer{}, ae
	}
	if readErr != nil {
		return answer{}, &RequestError{
			Operation: op.name, Method: op.method, Path: op.path, Attempts: st.attempts,
			StatusCode: resp.StatusCode, OutcomeUnknown: op.writes(),
			Err: fmt.Errorf("reading the answer: %w", readErr),
		}
	}
	return answer{status: resp.StatusCode, body: body}, nil
}

// decodeFailure is a 2xx answer the client cannot use. After a write the
// change was made, but the caller does not know its result: the error
// counts as an unknown outcome so that the caller reads the object back.
func (op operation) decodeFailure(ans answer, err error) error {
	status, body := ans.status, ans.body
	msg := fmt.Sprintf("cannot decode the answer: %v", err)
	if !op.secret && len(body) > 0 {
		snippet := []rune(plainText(string(body)))
		if len(snippet) > 200 {
			snippet = append(snippet[:200], '…')
		}
		msg += fmt.Sprintf("; the answer began: %s", string(snippet))
	}
	return &RequestError{
		Operation: op.name, Method: op.method, Path: op.path, StatusCode: status,
		OutcomeUnknown: op.writes(), Err: errors.New(msg),
	}
}

// object runs an operation whose answer is one object.
func (c *Client) object(ctx context.Context, op operation, v any) error {
	ans, err := c.do(ctx, op)
	if err != nil {
		return err
	}
	env, err := decodeEnvelope(ans.body)
	if err == nil {
		err = env.object(v)
	}
	if err != nil {
		return op.decodeFailure(ans, err)
	}
	return nil
}

// list runs an operation whose answer is a list; v points to a slice.
func (c *Client) list(ctx context.Context, op operation, v any) error {
	ans, err := c.do(ctx, op)
	if err != nil {
		return err
	}
	env, err := decodeEnvelope(ans.body)
	if err == nil {
		err = env.list(v)
	}
	if err != nil {
		return op.decodeFailure(ans, err)
	}
	return nil
}

func (c *Client) endpoint(path string, q url.Values) string {
	s := strings.TrimRight(c.base.String(), "/") + path
	if len(q) > 0 {
		s += "?" + q.Encode()
	}
	return s
}

// unwrapURLError drops net/http's *url.Error wrapper, whose text repeats the
// method and the full URL that the client's own error already names.
func unwrapURLError(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) && ue.Err != nil {
		err = ue.Err
	}
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return fmt.Errorf("the connection closed without a complete answer: %w", err)
	}
	return err
}
