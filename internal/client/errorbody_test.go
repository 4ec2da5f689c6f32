package client

import (
	"context"
	"net/http"
	"reflect"
	"strings"
	"testing"
)

func TestDecodeErrorShapes(t *testing.T) {
	tests := []struct {
		name   string
		body   string
		code   int
		msg    string
		fields map[string][]string
	}{
		{
			name: "business error prefers msg_show",
			body: `{"code":10409,"msg":"team not open in region","msg_show":"团队未开通该集群","data":{"bean":{},"list":[]}}`,
			code: 10409, msg: "团队未开通该集群",
		},
		{
			name: "business error without msg_show",
			body: `{"code":404,"msg":"service not found","msg_show":"","data":null}`,
			code: 404, msg: "service not found",
		},
		{
			name:   "validation error: detail plus field errors",
			body:   `{"detail":"Invalid input.","err":{"port":["This field is required."],"protocol":["\"ftp\" is not a valid choice."]},"code":20400}`,
			code:   20400,
			msg:    `Invalid input. (port: This field is required.; protocol: "ftp" is not a valid choice.)`,
			fields: map[string][]string{"port": {"This field is required."}, "protocol": {`"ftp" is not a valid choice.`}},
		},
		{
			name:   "validation error without detail",
			body:   `{"err":{"port_alias":["must match ^[A-Z][A-Z0-9_]*$"]},"code":"20400"}`,
			code:   20400,
			msg:    "port_alias: must match ^[A-Z][A-Z0-9_]*$",
			fields: map[string][]string{"port_alias": {"must match ^[A-Z][A-Z0-9_]*$"}},
		},
		{
			name: "Fail model",
			body: `{"msg":"region url unreachable"}`,
			msg:  "region url unreachable",
		},
		{
			name: "traceback in msg_show: msg wins",
			body: `{"code":500,"msg":"internal server error","msg_show":"Traceback (most recent call last):\n  File \"/app/console/views.py\", line 12, in post\n    x = d['port']\nKeyError: 'port'"}`,
			code: 500, msg: "internal server error",
		},
		{
			name: "traceback only: its last line",
			body: `{"code":500,"msg_show":"Traceback (most recent call last):\n  File \"/app/x.py\", line 1, in f\nValueError: bad"}`,
			code: 500, msg: "ValueError: bad",
		},
		{
			name: "msg as a nested object with a message",
			body: `{"code":400,"msg":{"msg":"bad port","code":7}}`,
			code: 400, msg: "bad port",
		},
		{
			name: "msg as a nested object of fields",
			body: `{"code":400,"msg":{"status":["must be 0..3"],"scope":["private or public"]}}`,
			code: 400, msg: "scope: private or public; status: must be 0..3",
		},
		{
			name: "401 body",
			body: `{"detail":"Authentication credentials were not provided.","code":10401,"msg":"auth failed","msg_show":"身份认证信息未提供"}`,
			code: 10401, msg: "身份认证信息未提供",
		},
		{
			name:   "bare field errors",
			body:   `{"region_name":["region with this name already exists."]}`,
			msg:    "region_name: region with this name already exists.",
			fields: map[string][]string{"region_name": {"region with this name already exists."}},
		},
		{
			name: "err as a string",
			body: `{"code":400,"err":"port is required"}`,
			code: 400, msg: "port is required",
		},
		{
			name: "a JSON string",
			body: `"called too frequently"`,
			msg:  "called too frequently",
		},
		{
			name: "proxy HTML page",
			body: "<html><head><title>502 Bad Gateway</title><style>b{}</style></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>\n",
			msg:  "502 Bad Gateway 502 Bad Gateway nginx",
		},
		{
			name: "plain text",
			body: "  upstream connect error  \n",
			msg:  "upstream connect error",
		},
		{name: "empty", body: "", msg: ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := decodeError([]byte(tt.body))
			if got.Code != tt.code || got.Message != tt.msg || !reflect.DeepEqual(got.FieldErrors, tt.fields) {
				t.Errorf("decodeError = %+v\nwant code %d msg %q fields %v", got, tt.code, tt.msg, tt.fields)
			}
		})
	}
}

func TestDecodeErrorClipsLongText(t *testing.T) {
	got := decodeError([]byte(strings.Repeat("x", 5000)))
	if n := len([]rune(got.Message)); n != maxMessageLen+1 {
		t.Errorf("message of %d runes", n)
	}
}

// Every shape reaches the caller as an *APIError with its status.
func TestAPIErrorFromEveryShape(t *testing.T) {
	for _, tt := range []struct {
		status int
		body   string
		want   string
		check  func(error) bool
	}{
		{404, `{"code":404,"msg":"port not found","msg_show":"端口不存在"}`, "HTTP 404: 端口不存在", IsNotFound},
		{400, `{"detail":"Invalid input.","err":{"port":["required"]},"code":20400}`, "HTTP 400: Invalid input. (port: required)", func(err error) bool { return IsStatus(err, 400) }},
		{401, `{"detail":"Invalid token.","code":10401,"msg":"invalid token","msg_show":"令牌无效"}`, "HTTP 401: 令牌无效", func(err error) bool { return IsStatus(err, http.StatusUnauthorized) }},
		{403, `{"detail":"not admin","code":10403,"msg":"permission denied","msg_show":""}`, "HTTP 403: permission denied", func(err error) bool { return IsStatus(err, http.StatusForbidden) }},
		{412, `{"msg":"port out of range"}`, "HTTP 412: port out of range", func(err error) bool { return IsStatus(err, 412) }},
		{500, `{"code":500,"msg":"server error","msg_show":"Traceback (most recent call last):\n  File \"a.py\", line 1\nKeyError: 'x'"}`, "HTTP 500: server error", func(err error) bool { return IsStatus(err, 500) }},
		{502, `<html><title>502 Bad Gateway</title></html>`, "HTTP 502: 502 Bad Gateway", func(err error) bool { return IsStatus(err, 502) }},
		{409, ``, "HTTP 409: Conflict", IsConflict},
	} {
		c := newTestClient(t, respond(tt.status, tt.body, nil), func(cfg *Config) { cfg.MaxRetries = 0 })
		_, err := c.ListPorts(context.Background(), testComponent)
		if err == nil || !strings.HasSuffix(err.Error(), tt.want) || !tt.check(err) {
			t.Errorf("%d: err = %v, want suffix %q", tt.status, err, tt.want)
		}
		if !strings.HasPrefix(err.Error(), "ListPorts: GET "+portsPath+": ") {
			t.Errorf("err = %v", err)
		}
		if IsOutcomeUnknown(err) {
			t.Errorf("a GET never has an unknown outcome: %v", err)
		}
	}
}

func TestOutcomeUnknownOn5xxWrite(t *testing.T) {
	c := newTestClient(t, respond(500, `{"msg":"boom"}`, nil))
	_, err := c.AddPort(context.Background(), testComponent, AddPortRequest{Port: 80, Protocol: "http"})
	if !IsOutcomeUnknown(err) || !IsStatus(err, 500) {
		t.Fatalf("err = %v", err)
	}
	_, err = c.UpdatePort(context.Background(), testComponent, 80, UpdatePortRequest{Action: ActionCloseOuter})
	if !IsOutcomeUnknown(err) {
		t.Fatalf("err = %v", err)
	}
}

// nest puts leaf n objects deep under key; nestList n lists deep.
func nest(n int, key, leaf string) string {
	return strings.Repeat(`{"`+key+`":`, n) + leaf + strings.Repeat("}", n)
}

func nestList(n int, leaf string) string {
	return strings.Repeat("[", n) + leaf + strings.Repeat("]", n)
}

// Nested error values are read maxTextDepth levels deep and no deeper, so
// that a broken or hostile body cannot make the walk long: messages in
// nested objects or lists, and field errors in nested objects.
func TestDecodeErrorReadsNestedValuesToTheDepthLimit(t *testing.T) {
	if got := decodeError([]byte(nest(maxTextDepth+1, "msg", `"deep"`))).Message; got != "deep" {
		t.Errorf("msg nested %d objects deep: %q", maxTextDepth+1, got)
	}
	if got := decodeError([]byte(nest(maxTextDepth+2, "msg", `"deep"`))).Message; got != "" {
		t.Errorf("msg nested %d objects deep: %q", maxTextDepth+2, got)
	}
	if got := decodeError([]byte(`{"msg":` + nestList(maxTextDepth, `"deep"`) + `}`)).Message; got != "deep" {
		t.Errorf("msg nested in %d lists: %q", maxTextDepth, got)
	}
	if got := decodeError([]byte(`{"msg":` + nestList(maxTextDepth+1, `"deep"`) + `}`)).Message; got != "" {
		t.Errorf("msg nested in %d lists: %q", maxTextDepth+1, got)
	}
	field := strings.TrimSuffix(strings.Repeat("f.", maxTextDepth), ".")
	for _, leaf := range []string{`"deep"`, `["deep"]`} {
		got := decodeError([]byte(`{"code":400,"err":` + nest(maxTextDepth, "f", leaf) + `}`))
		if want := map[string][]string{field: {"deep"}}; !reflect.DeepEqual(got.FieldErrors, want) {
			t.Errorf("field error %s nested %d deep: %v", leaf, maxTextDepth, got.FieldErrors)
		}
		if got := decodeError([]byte(`{"code":400,"err":` + nest(maxTextDepth+1, "f", leaf) + `}`)); len(got.FieldErrors) != 0 {
			t.Errorf("field error %s nested %d deep: %v", leaf, maxTextDepth+1, got.FieldErrors)
		}
	}
}

// A business code is an int32 on the server; anything outside that range
// is no code, on every platform the provider is built for.
func TestDecodeErrorCodeRange(t *testing.T) {
	for code, want := range map[string]int{
		"2147483647": 2147483647, "2147483648": 0,
		"-2147483648": -2147483648, "-2147483649": 0,
		`"2001"`: 2001, `" 2001 "`: 2001, `"x"`: 0, "true": 0,
	} {
		if got := decodeError([]byte(`{"code":` + code + `,"msg":"m"}`)).Code; got != want {
			t.Errorf("code %s: %d, want %d", code, got, want)
		}
	}
}

// Texts hold every message of a body, in the order msg_show, msg, detail,
// message, error, without the empty ones and without a traceback: known
// refusals are recognised by any of them.
func TestDecodeErrorKeepsEveryText(t *testing.T) {
	got := decodeError([]byte(`{"msg_show":"","msg":"the region is not found","detail":"Traceback (most recent call last):\n  File \"a.py\", line 1\nKeyError: 'x'","message":"m","error":"e"}`))
	if want := []string{"the region is not found", "m", "e"}; !reflect.DeepEqual(got.Texts, want) {
		t.Errorf("texts = %q, want %q", got.Texts, want)
	}
}

// A traceback is told apart by its header, or by two lines or more with a
// `File "` frame; one line naming a file is a message.
func TestIsTraceback(t *testing.T) {
	for s, want := range map[string]bool{
		"Traceback (most recent call last): KeyError":   true,
		"  File \"a.py\", line 1\n    x\nKeyError: 'x'": true,
		"File \"a.py\" is missing\nsecond line":         false,
		"File \"a.py\" is missing":                      false,
		"one\ntwo\nthree":                               false,
	} {
		if got := isTraceback(s); got != want {
			t.Errorf("isTraceback(%q) = %v", s, got)
		}
	}
}

// A message of exactly maxMessageLen runes is kept whole.
func TestDecodeErrorKeepsAMessageOfTheLimit(t *testing.T) {
	s := strings.Repeat("é", maxMessageLen)
	if got := decodeError([]byte(s)).Message; got != s {
		t.Errorf("message of %d runes clipped to %d", maxMessageLen, len([]rune(got)))
	}
}
