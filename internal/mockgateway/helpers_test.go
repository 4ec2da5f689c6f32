package mockgateway

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
)

// answer is a decoded response.
type answer struct {
	status int
	header http.Header
	raw    []byte
	body   any
}

// obj returns the body as an object, failing the test if it is not one.
func (a answer) obj(t *testing.T) map[string]any {
	t.Helper()
	m, ok := a.body.(map[string]any)
	if !ok {
		t.Fatalf("body is not an object: %s", a.raw)
	}
	return m
}

func (a answer) list(t *testing.T) []any {
	t.Helper()
	l, ok := a.body.([]any)
	if !ok {
		t.Fatalf("body is not an array: %s", a.raw)
	}
	return l
}

// bean returns data.bean of an envelope.
func (a answer) bean(t *testing.T) map[string]any {
	t.Helper()
	data, _ := a.obj(t)["data"].(map[string]any)
	bean, ok := data["bean"].(map[string]any)
	if !ok {
		t.Fatalf("no data.bean: %s", a.raw)
	}
	return bean
}

// dataList returns data.list of an envelope.
func (a answer) dataList(t *testing.T) []any {
	t.Helper()
	data, _ := a.obj(t)["data"].(map[string]any)
	l, ok := data["list"].([]any)
	if !ok {
		t.Fatalf("no data.list: %s", a.raw)
	}
	return l
}

func (a answer) want(t *testing.T, status int) answer {
	t.Helper()
	if a.status != status {
		t.Fatalf("status %d, want %d; body %s", a.status, status, a.raw)
	}
	return a
}

// call sends a request with the admin token; body may be a string (sent
// as is) or a value (sent as JSON).
func call(t *testing.T, ts *TestServer, method, path string, body any) answer {
	t.Helper()
	return callAs(t, ts, ts.Token, method, path, body)
}

func callAs(t *testing.T, ts *TestServer, token, method, path string, body any) answer {
	t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	default:
		data, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		rd = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, ts.URL+path, rd)
	if err != nil {
		t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", token)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	a := answer{status: resp.StatusCode, header: resp.Header, raw: raw}
	if len(raw) > 0 && strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
		if err := json.Unmarshal(raw, &a.body); err != nil {
			t.Fatalf("bad JSON %q: %v", raw, err)
		}
	}
	return a
}

const (
	shopPath  = "/openapi/v1/teams/" + DefaultTeam + "/regions/" + DefaultRegion + "/apps/1"
	webPorts  = shopPath + "/services/" + WebID + "/ports"
	apiPorts  = shopPath + "/services/" + APIAlias + "/ports"
	blogPath  = "/openapi/v1/teams/" + DefaultTeam + "/regions/" + DefaultRegion + "/apps/2"
	blogPorts = blogPath + "/services/" + BlogWebID + "/ports"
)

func newDefault(t *testing.T) *TestServer {
	t.Helper()
	return NewTestServer(t, DefaultFixture())
}

var defaultClient = http.DefaultClient

func newReq(method, url, token string) (*http.Request, error) {
	req, err := http.NewRequest(method, url, nil)
	if err == nil {
		req.Header.Set("Authorization", token)
	}
	return req, err
}

func drain(resp *http.Response) {
	_, _ = io.Copy(io.Discard, resp.Body)
	_ = resp.Body.Close()
}
