package client

import (
	"context"
	"errors"
	"net/http"
	"testing"
)

// A request error names the operation, the method and path, how many
// attempts were made when there was more than one, and the status of a 2xx
// answer that could not be used.
func TestRequestErrorMessage(t *testing.T) {
	cause := errors.New("connection reset by peer")
	for _, tt := range []struct {
		err  RequestError
		want string
	}{
		{RequestError{Operation: "ListPorts", Method: "GET", Path: "/p", Attempts: 1, Err: cause},
			"ListPorts: GET /p: connection reset by peer"},
		{RequestError{Operation: "ListPorts", Method: "GET", Path: "/p", Attempts: 2, Err: cause},
			"ListPorts: GET /p: after 2 attempts: connection reset by peer"},
		{RequestError{Operation: "ListPorts", Method: "GET", Path: "/p", Attempts: 1, StatusCode: 200, Err: errors.New("not JSON")},
			"ListPorts: GET /p: HTTP 200: not JSON"},
		{RequestError{Operation: "AddPort", Method: "POST", Path: "/p", Attempts: 1, StatusCode: 200, OutcomeUnknown: true, Err: errors.New("not JSON")},
			"AddPort: POST /p: HTTP 200: not JSON (the server accepted the change; read it back)"},
		{RequestError{Operation: "AddPort", Method: "POST", Path: "/p", Attempts: 1, OutcomeUnknown: true, Err: cause},
			"AddPort: POST /p: connection reset by peer (the change may or may not have been applied)"},
	} {
		if got := tt.err.Error(); got != tt.want {
			t.Errorf("got  %s\nwant %s", got, tt.want)
		}
	}
}

// A connection error says what happened once: net/http's wrapper, which
// repeats the method and the whole URL, is dropped.
func TestConnectionErrorNamesTheRequestOnce(t *testing.T) {
	c := newTestClient(t, http.HandlerFunc(dropConnection), func(cfg *Config) { cfg.MaxRetries = 0 })
	_, err := c.ListPorts(context.Background(), testComponent)
	want := "ListPorts: GET " + portsPath + ": the connection closed without a complete answer: EOF"
	if err == nil || err.Error() != want {
		t.Errorf("err = %v\nwant  %s", err, want)
	}
}
