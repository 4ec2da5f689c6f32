package client

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"
)

// ErrOutcomeUnknown is wrapped by errors where the request may have reached
// the server and acted (connection dropped after sending, or a 5xx on a
// write). Read the object back before repeating the write.
var ErrOutcomeUnknown = errors.New("outcome unknown: the server may have acted")

// APIError is any non-2xx answer.
type APIError struct {
	Operation   string              // e.g. "AddPort"
	Method      string              // e.g. "POST"
	Path        string              // e.g. "/openapi/v1/teams/t/regions/r/apps/1/services/s/ports"
	StatusCode  int                 // HTTP status
	Code        int                 // the server's business code, when present
	Message     string              // the most useful server text (msg_show, msg, detail + err)
	FieldErrors map[string][]string // validation errors, when present
	RetryAfter  time.Duration       // the server's Retry-After, when it sent one
	Attempts    int                 // attempts made, retries included
	// EarlierAttemptMayHaveActed is set on the answer to a retried write
	// when an earlier attempt may have been applied: a 409 then may be the
	// server finding what that attempt created.
	EarlierAttemptMayHaveActed bool
	// Advice follows the message when the server refused the call as too
	// many requests (see Config.RateLimitAdvice).
	Advice string

	readOnly bool     // a POST that only reads: a 5xx says nothing was changed
	texts    []string // every message of the body, to recognise known refusals
}

func (e *APIError) Error() string {
	msg := e.Message
	if msg == "" {
		msg = http.StatusText(e.StatusCode)
	}
	s := fmt.Sprintf("%s: %s %s: HTTP %d", e.Operation, e.Method, e.Path, e.StatusCode)
	if msg != "" {
		s += ": " + msg
	}
	if e.Advice != "" {
		if e.Attempts > 1 {
			s += fmt.Sprintf(" (after %d attempts)", e.Attempts)
		}
		s += ". " + e.Advice
	}
	return s
}

// Is makes errors.Is(err, ErrOutcomeUnknown) hold for a 5xx answer to a
// write: a proxy's 502 or 504 says nothing of what the server behind it did.
func (e *APIError) Is(target error) bool {
	return target == ErrOutcomeUnknown && e.StatusCode >= 500 && isWrite(e.Method) && !e.readOnly
}

// RequestError is an operation that got no usable answer: the connection
// failed, the context ended, or a 2xx body could not be read or decoded.
type RequestError struct {
	Operation string
	Method    string
	Path      string
	Attempts  int
	// StatusCode is the status of a 2xx answer that could not be used; 0
	// when no answer came.
	StatusCode int
	// OutcomeUnknown is set when a write may have been applied; the error
	// then also matches ErrOutcomeUnknown.
	OutcomeUnknown bool
	Err            error
}

func (e *RequestError) Error() string {
	s := fmt.Sprintf("%s: %s %s: ", e.Operation, e.Method, e.Path)
	if e.Attempts > 1 {
		s += fmt.Sprintf("after %d attempts: ", e.Attempts)
	}
	if e.StatusCode != 0 {
		s += fmt.Sprintf("HTTP %d: ", e.StatusCode)
	}
	s += fmt.Sprint(e.Err)
	switch {
	case e.OutcomeUnknown && e.StatusCode != 0:
		s += " (the server accepted the change; read it back)"
	case e.OutcomeUnknown:
		s += " (the change may or may not have been applied)"
	}
	return s
}

func (e *RequestError) Unwrap() []error {
	if e.OutcomeUnknown {
		return []error{e.Err, ErrOutcomeUnknown}
	}
	return []error{e.Err}
}

// AsAPIError returns the *APIError in err's chain.
func AsAPIError(err error) (*APIError, bool) {
	var ae *APIError
	if errors.As(err, &ae) {
		return ae, true
	}
	return nil, false
}

// IsStatus reports whether err is an answer with the given HTTP status.
func IsStatus(err error, code int) bool {
	ae, ok := AsAPIError(err)
	return ok && ae.StatusCode == code
}

// IsNotFound reports a 404: unknown team, app, component, port or rule.
func IsNotFound(err error) bool { return IsStatus(err, http.StatusNotFound) }

// IsConflict reports a 409: a duplicate, a port still open, a team not open
// in the region, or "called too frequently".
func IsConflict(err error) bool { return IsStatus(err, http.StatusConflict) }

// A 409 also answers a request the platform will not carry out where it is
// sent, whatever is repeated: the team has not opened the region, or the
// region is not enabled. Nothing was done, so these are refusals, never an
// unknown outcome. They are told apart by the server's words, in English
// (msg) or Chinese (msg_show).
var (
	teamNotOpenWords      = []string{"has not opened", "not open in", "未开通"}
	regionNotEnabledWords = []string{"region status is not enabled", "not enabled", "未启用"}
)

// IsTeamNotOpen reports the 409 that says the team has not opened the
// region of the path.
func IsTeamNotOpen(err error) bool { return conflictSays(err, teamNotOpenWords) }

// IsRegionNotEnabled reports the 409 that says the region of the path is
// not enabled (its status is not "1").
func IsRegionNotEnabled(err error) bool {
	return conflictSays(err, regionNotEnabledWords) && !IsTeamNotOpen(err)
}

func conflictSays(err error, words []string) bool {
	ae, ok := AsAPIError(err)
	if !ok || ae.StatusCode != http.StatusConflict {
		return false
	}
	for _, t := range append([]string{ae.Message}, ae.texts...) {
		t = strings.ToLower(t)
		for _, w := range words {
			if strings.Contains(t, w) {
				return true
			}
		}
	}
	return false
}

// IsOutcomeUnknown reports whether a write may or may not have been applied.
func IsOutcomeUnknown(err error) bool { return errors.Is(err, ErrOutcomeUnknown) }

// MayHaveActed reports whether any attempt of a failed write may have been
// applied: its own outcome is unknown, or an earlier attempt's was.
func MayHaveActed(err error) bool {
	if IsOutcomeUnknown(err) {
		return true
	}
	ae, ok := AsAPIError(err)
	return ok && ae.EarlierAttemptMayHaveActed
}
