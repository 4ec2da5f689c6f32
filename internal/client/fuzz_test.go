package client

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

var envelopeSeeds = []string{
	`[]`, `null`, `{}`, `[{"container_port":"80"}]`,
	`{"code":200,"msg":"success","msg_show":"ok","data":{"bean":{"container_port":80},"list":[]}}`,
	`{"code":200,"msg":"success","data":{"list":[{"container_port":80,"mapping_port":"1"}]}}`,
	`{"code":200,"msg":"success","data":{"list":null,"total":"3"}}`,
	`{"total":2,"regions":[{"region_id":"a","status":1},{"region_id":"b","token":null}]}`,
	`{"bean":{"ID":"1"}}`, `{"list":[{"rule_extensions":["a:1"]}]}`,
	`[{"ID":1,"app_id":"2","rule_extensions":"a:1,b:2","rewrites":[{}]}]`,
	`[{"monitors":[{"monitor_item":"x","data":{"result":[{"value":[1.5,"2"],"values":[[1,"2"]]}]}}]}]`,
	`[{"total_cpu":"1","used_cpu_percentage":"20.5%"}]`,
	`{"service_id":"s","access_infos":"a,b","min_cpu":1e3}`,
	`"x"`, `12`, `{"data":`,
}

// FuzzDecodeEnvelope: no body, however odd, makes the decoders panic, and
// what the envelope yields is always well-formed JSON of the right kind.
func FuzzDecodeEnvelope(f *testing.F) {
	for _, s := range envelopeSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		env, err := decodeEnvelope(body)
		if err != nil {
			return
		}
		if env.List != nil {
			l := bytes.TrimSpace(env.List)
			if !json.Valid(l) || (l[0] != '[' && string(l) != "null") {
				t.Fatalf("list payload %q", env.List)
			}
		}
		if env.Object != nil {
			if o := bytes.TrimSpace(env.Object); !json.Valid(o) || o[0] != '{' {
				t.Fatalf("object payload %q", env.Object)
			}
		}
		again, err := decodeEnvelope(body)
		if err != nil || !reflect.DeepEqual(env, again) {
			t.Fatalf("not deterministic: %+v vs %+v, %v", env, again, err)
		}
		var (
			ports     []Port
			rules     []HTTPRule
			monitors  []ComponentMonitor
			resources []TeamAppsResource
			apps      []App
			port      Port
			update    AppHTTPRule
			region    RegionInfo
			comp      Component
		)
		for _, v := range []any{&ports, &rules, &monitors, &resources, &apps} {
			_ = env.list(v)
		}
		for _, v := range []any{&port, &update, &region, &comp} {
			_ = env.object(v)
		}
		_, _ = decodePorts(body)
		_, _ = decodeRegionPage(body)
	})
}

var errorSeeds = []string{
	``, `{}`, `null`, `[]`, `"text"`, `<html><title>502</title></html>`, "plain\ntext",
	`{"code":10409,"msg":"m","msg_show":"shown","data":{"bean":{},"list":[]}}`,
	`{"detail":"Invalid input.","err":{"port":["required"],"nested":{"a":["b"]}},"code":20400}`,
	`{"msg":"fail"}`, `{"msg":{"msg":"inner"}}`, `{"msg":{"a":["b"],"c":1}}`,
	`{"code":500,"msg":"err","msg_show":"Traceback (most recent call last):\n  File \"a\", line 1\nKeyError: 'x'"}`,
	`{"code":"12","err":"e"}`, `{"code":1e99}`, `{"a":["b"],"c":[1,true,null]}`,
	`{"detail":[{"msg":"x"}]}`, "\xff\xfe{", `{"msg":"` + strings.Repeat("é", 600) + `"}`,
}

// FuzzDecodeError: any error body yields a bounded, valid UTF-8 message,
// deterministically, and never a panic.
func FuzzDecodeError(f *testing.F) {
	for _, s := range errorSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		eb := decodeError(body)
		if !utf8.ValidString(eb.Message) {
			t.Fatalf("message is not UTF-8: %q", eb.Message)
		}
		if n := utf8.RuneCountInString(eb.Message); n > maxMessageLen+1 {
			t.Fatalf("message of %d runes", n)
		}
		if eb.Message != strings.TrimSpace(eb.Message) {
			t.Fatalf("message not trimmed: %q", eb.Message)
		}
		if again := decodeError(body); !reflect.DeepEqual(eb, again) {
			t.Fatalf("not deterministic: %+v vs %+v", eb, again)
		}
		var top map[string]any
		if json.Unmarshal(body, &top) == nil {
			if s, ok := top["msg_show"].(string); ok && strings.TrimSpace(s) != "" && !isTraceback(s) {
				if want := []rune(clip(s)); !strings.HasPrefix(eb.Message, string(want[:min(len(want), maxMessageLen)])) {
					t.Fatalf("msg_show %q not preferred: %q", s, eb.Message)
				}
			}
		}
	})
}
