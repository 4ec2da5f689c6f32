package consolediff

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"
)

// Scenario is one request, sent the same way to both servers.
type Scenario struct {
	Name string
	// As is the token sent: "" the admin's, "user" the non-admin's, "none"
	// no header, "wrong" an unknown token.
	As     string
	Method string
	// Path follows /openapi/v1; {name} is a value an earlier scenario
	// saved from that same server's answer.
	Path string
	Body string
	// Same are dotted paths whose values must be equal (see Compare).
	Same []string
	// Prefix are dotted paths whose values must both start with the
	// given text, for messages that quote what differs by nature (the
	// text of a network error).
	Prefix map[string]string
	// Save keeps values of the answer for later paths: name -> dotted path.
	Save map[string]string
}

// Server is one of the two servers under comparison.
type Server struct {
	Name, BaseURL, Token, UserToken string

	vars   map[string]string
	client *http.Client
}

// NewServer addresses a console or mock at baseURL (without /openapi/v1).
func NewServer(name, baseURL, token, userToken string) *Server {
	return &Server{Name: name, BaseURL: strings.TrimRight(baseURL, "/"), Token: token, UserToken: userToken,
		vars: map[string]string{}, client: &http.Client{Timeout: 60 * time.Second}}
}

// Send sends the scenario and keeps what it saves.
func (s *Server) Send(sc Scenario) (Answer, error) {
	path := sc.Path
	for k, v := range s.vars {
		path = strings.ReplaceAll(path, "{"+k+"}", v)
	}
	var body io.Reader
	if sc.Body != "" {
		body = bytes.NewBufferString(sc.Body)
	}
	req, err := http.NewRequest(sc.Method, s.BaseURL+"/openapi/v1"+path, body)
	if err != nil {
		return Answer{}, err
	}
	req.Header.Set("Content-Type", "application/json")
	switch sc.As {
	case "":
		req.Header.Set("Authorization", s.Token)
	case "user":
		req.Header.Set("Authorization", s.UserToken)
	case "wrong":
		req.Header.Set("Authorization", "0000000000000000000000000000000000000000")
	}
	resp, err := s.client.Do(req)
	if err != nil {
		return Answer{}, fmt.Errorf("%s %s: %w", sc.Method, path, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return Answer{}, err
	}
	a := Answer{Status: resp.StatusCode, Body: b}
	if v, derr := decode(b); derr == nil {
		for name, p := range sc.Save {
			if x, ok := lookup(v, p); ok {
				s.vars[name] = strings.Trim(string(mustJSON(x)), `"`)
			}
		}
	}
	return a, nil
}
