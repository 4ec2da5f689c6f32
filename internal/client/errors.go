package client

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"slices"
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
	URL         string              // the full URL requested: base_url (with its prefix) and Path
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
	// ActedBeforeFailing is set on a refusal that the server answers after
	// it has made a change: a component create that failed after saving
	// its record (IsCreateFailedAfterSave).
	ActedBeforeFailing bool
	// Advice follows the message when the server refused the call as too
	// many requests (see Config.RateLimitAdvice).
	Advice string

	readOnly bool     // a POST that only reads: a 5xx says nothing was changed
	texts    []string // every message of the body, to recognise known refusals
	body     []byte   // the answer as sent, for refusals with a structure of their own (app_delete.go)
	// lockRepeatable marks an operation whose "database is locked" refusal
	// may be sent again (database_locked.go).
	lockRepeatable bool
	// lockAnswer marks the operation's own answer for that refusal
	// (delete_rolled_back.go).
	lockAnswer bool
}

func (e *APIError) Error() string {
	msg := e.Message
	if msg == "" {
		msg = http.StatusText(e.StatusCode)
	}
	if why := notInRegionText(e); why != "" {
		msg = why + " (" + msg + ")"
	}
	// A 404 that is not the object's own answer shows the URL actually
	// requested: a wrong base_url prefix is seen only there.
	hint := e.notFoundHint()
	where := e.Path
	if hint != "" && e.URL != "" {
		where = e.URL
	}
	s := fmt.Sprintf("%s: %s %s: HTTP %d", e.Operation, e.Method, where, e.StatusCode)
	if msg != "" {
		s += ": " + msg
	}
	if hint == "" && IsComponentStatusUnavailable(e) {
		hint = componentStatusHint
	}
	if hint == "" && e.lockAnswer {
		hint = deleteRolledBackHint
	}
	if hint == "" && IsDatabaseLocked(e) {
		hint = databaseLockedHint
	}
	if hint != "" {
		s += " (" + hint + ")"
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

// IsNotFound reports any 404, whoever answered it: a proxy's page or a
// wrong address too. To decide that an object is gone, use NotFoundOf,
// IsComponentGone or IsPortGone, which only the platform's own answers
// satisfy.
func IsNotFound(err error) bool { return IsStatus(err, http.StatusNotFound) }

// IsConflict reports a 409: a duplicate, a port still open, a team not set
// up in the region (IsTeamNotInRegion), or "called too frequently".
func IsConflict(err error) bool { return IsStatus(err, http.StatusConflict) }

// CodeTeamNotInRegion is the business code of the 409 that refuses every
// request under a team's region when the team has not opened the region,
// has not been initialised in it, or the region is not enabled.
const CodeTeamNotInRegion = 2001

// IsTeamNotInRegion reports that 409. It is certain: nothing was done, and
// repeating the request changes nothing. It is recognised by its code, not
// by its words.
func IsTeamNotInRegion(err error) bool {
	ae, ok := AsAPIError(err)
	return ok && ae.StatusCode == http.StatusConflict && ae.Code == CodeTeamNotInRegion
}

// notInRegionText explains the 2001 refusal in English, naming the team
// and the region of the request's path; the server says it only in
// general words, the shown one in Chinese. It is "" for any other error.
func notInRegionText(e *APIError) string {
	if e.StatusCode != http.StatusConflict || e.Code != CodeTeamNotInRegion {
		return ""
	}
	team, region := "", ""
	parts := strings.Split(e.Path, "/")
	for i := 0; i+3 < len(parts); i++ {
		if parts[i] == "teams" && parts[i+2] == "regions" {
			team, _ = url.PathUnescape(parts[i+1])
			region, _ = url.PathUnescape(parts[i+3])
			break
		}
	}
	return fmt.Sprintf("team %q is not set up in region %q: the team has not opened the region, was not initialised there, or the region is not enabled, so nothing was done; "+
		"open the team in that region from the console (and enable the region), then try again", team, region)
}

// IsRegionUnreachable reports the 400 of add region when the platform
// could not reach the region's url ("test link region field"), recognised
// by the server's English message, which its Chinese one hides.
func IsRegionUnreachable(err error) bool {
	ae, ok := AsAPIError(err)
	return ok && ae.StatusCode == http.StatusBadRequest && slices.Contains(ae.texts, "test link region field")
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
	return ok && (ae.EarlierAttemptMayHaveActed || ae.ActedBeforeFailing)
}
