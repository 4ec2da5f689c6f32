package client

import (
	"reflect"
	"testing"
)

func TestDecodeEnvelope(t *testing.T) {
	type want struct {
		wrapped      bool
		object, list string // "" means absent
	}
	for _, tt := range []struct {
		body string
		want want
	}{
		{`[1,2]`, want{list: `[1,2]`}},
		{` null `, want{list: `null`}},
		{`{"container_port":80}`, want{object: `{"container_port":80}`}},
		{`{"code":200,"msg":"success","msg_show":"ok","data":{"bean":{"a":1},"list":[]}}`, want{wrapped: true, object: `{"a":1}`, list: `[]`}},
		{`{"code":200,"msg":"success","data":{"bean":{},"list":[{"a":1}]}}`, want{wrapped: true, list: `[{"a":1}]`}},
		{`{"code":200,"msg":"success","data":{"list":null}}`, want{wrapped: true, list: `null`}},
		{`{"code":200,"msg":"success","data":{"bean":null}}`, want{wrapped: true}},
		{`{"code":200,"data":[{"a":1}]}`, want{wrapped: true, list: `[{"a":1}]`}},
		{`{"msg":"ok","data":{"total":3,"regions":[]}}`, want{wrapped: true, object: `{"total":3,"regions":[]}`}},
		{`{"code":200,"msg":"success","data":{"bean":[{"a":1}]}}`, want{wrapped: true, list: `[{"a":1}]`}},
		{`{"bean":{"a":1}}`, want{object: `{"a":1}`}},
		{`{"list":[{"a":1}]}`, want{list: `[{"a":1}]`}},
		// An object that merely has a data field is not an envelope.
		{`{"data":{"resultType":"vector"},"monitor_item":"x"}`, want{object: `{"data":{"resultType":"vector"},"monitor_item":"x"}`}},
	} {
		env, err := decodeEnvelope([]byte(tt.body))
		if err != nil {
			t.Errorf("%s: %v", tt.body, err)
			continue
		}
		got := want{wrapped: env.Wrapped, object: string(env.Object), list: string(env.List)}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s:\n got %+v\nwant %+v", tt.body, got, tt.want)
		}
	}
}

func TestDecodeEnvelopeRejects(t *testing.T) {
	for _, body := range []string{``, `   `, `"text"`, `42`, `true`, `{"a":`, `[1] [2]`, `<html></html>`} {
		if _, err := decodeEnvelope([]byte(body)); err == nil {
			t.Errorf("%q: no error", body)
		}
	}
}

func TestEnvelopeMissingPayloadNamesServerMessage(t *testing.T) {
	env, err := decodeEnvelope([]byte(`{"code":10404,"msg":"not found","data":{"bean":null}}`))
	if err != nil {
		t.Fatal(err)
	}
	var v map[string]any
	if err := env.object(&v); err == nil || err.Error() != "the answer holds no object (code 10404: not found)" {
		t.Errorf("err = %v", err)
	}
	if err := env.list(&v); err == nil {
		t.Error("no list, no error")
	}
}

// The server's code and message are named when the wrapper carries either,
// and not at all when the answer was not wrapped.
func TestEnvelopeMissingPayloadNamesWhatTheServerSaid(t *testing.T) {
	for body, want := range map[string]string{
		`{"code":0,"msg":"gone","data":{"bean":null}}`: "the answer holds no object (code 0: gone)",
		`{"code":10404,"msg":"","data":{"bean":null}}`: "the answer holds no object (code 10404: )",
		`{"code":0,"msg":"","data":{"bean":null}}`:     "the answer holds no object",
	} {
		env, err := decodeEnvelope([]byte(body))
		if err != nil {
			t.Fatal(err)
		}
		var v map[string]any
		if err := env.object(&v); err == nil || err.Error() != want {
			t.Errorf("%s: err = %v, want %q", body, err, want)
		}
	}
	if err := (envelope{Code: 7, Msg: "m"}).missing("list"); err.Error() != "the answer holds no list" {
		t.Errorf("unwrapped: %v", err)
	}
}
