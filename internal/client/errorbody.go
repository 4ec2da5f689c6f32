package client

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"
)

// maxMessageLen bounds the message kept from an error body; the spec's Fail
// model allows 300 characters, proxies' HTML pages are far longer.
const maxMessageLen = 500

// maxTextDepth bounds the walk through nested error values.
const maxTextDepth = 8

// errorBody is what an error answer says, whatever its shape.
type errorBody struct {
	Code        int
	Message     string
	FieldErrors map[string][]string
	// Texts are every message the body carries (msg_show, msg, detail),
	// for recognising a known answer whichever of them the server filled.
	Texts []string
}

// decodeError reads every error shape the platform and the proxies in front
// of it send:
//   - business: {"code", "msg", "msg_show", "data"}
//   - validation: {"detail", "err": {"field": ["..."]}, "code"}
//   - the spec's Fail: {"msg"}
//   - an unhandled error: "msg" plus a traceback in "msg_show"
//   - anything else: the trimmed text, with HTML tags removed
//
// The message prefers msg_show, then msg (a string or a nested object), then
// detail; a traceback is never the message when anything else is there.
func decodeError(body []byte) errorBody {
	body = bytes.TrimSpace(body)
	if len(body) == 0 {
		return errorBody{}
	}
	var top any
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	if err := dec.Decode(&top); err != nil || dec.More() {
		return errorBody{Message: plainText(string(body))}
	}
	obj, ok := top.(map[string]any)
	if !ok {
		return errorBody{Message: clip(textOf(top, 0))}
	}

	var eb errorBody
	eb.Code = codeOf(obj["code"])
	fields, fieldText := fieldErrorsOf(obj["err"])
	if fields == nil && fieldText == "" {
		fields = bareFieldErrors(obj)
	}
	eb.FieldErrors = fields

	var traceTail string
	pick := func(key string) string {
		s := textOf(obj[key], 0)
		if isTraceback(s) {
			if traceTail == "" {
				traceTail = lastLine(s)
			}
			return ""
		}
		return s
	}
	for _, k := range []string{"msg_show", "msg", "detail", "message", "error"} {
		if t := pick(k); t != "" {
			eb.Texts = append(eb.Texts, t)
		}
	}
	msg := firstNonEmpty(pick("msg_show"), pick("msg"), pick("detail"),
		pick("message"), pick("error"), fieldText, traceTail)
	if len(fields) > 0 {
		ft := formatFieldErrors(fields)
		switch {
		case msg == "":
			msg = ft
		case !strings.Contains(msg, ft):
			msg += " (" + ft + ")"
		}
	}
	eb.Message = clip(msg)
	return eb
}

// codeOf reads the business code, which some servers send as a string.
func codeOf(v any) int {
	var n json.Number
	switch t := v.(type) {
	case json.Number:
		n = t
	case string:
		n = json.Number(strings.TrimSpace(t))
	default:
		return 0
	}
	i, err := n.Int64()
	if err != nil || i > 1<<31-1 || i < -(1<<31) {
		return 0
	}
	return int(i)
}

// fieldErrorsOf reads "err": an object of field -> message(s), or a bare
// message, which comes back as text.
func fieldErrorsOf(v any) (map[string][]string, string) {
	switch t := v.(type) {
	case nil:
		return nil, ""
	case map[string]any:
		out := map[string][]string{}
		collectFieldErrors(out, "", t, 0)
		if len(out) == 0 {
			return nil, ""
		}
		return out, ""
	default:
		return nil, textOf(t, 0)
	}
}

// bareFieldErrors reads a validation answer without the usual keys, such as
// {"port": ["This field is required."]}.
func bareFieldErrors(obj map[string]any) map[string][]string {
	for _, k := range []string{"msg_show", "msg", "detail", "message", "error", "code", "data"} {
		if _, ok := obj[k]; ok {
			return nil
		}
	}
	out := map[string][]string{}
	for k, v := range obj {
		if list, ok := v.([]any); ok {
			for _, item := range list {
				if s := textOf(item, 1); s != "" {
					out[k] = append(out[k], s)
				}
			}
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

func collectFieldErrors(out map[string][]string, prefix string, obj map[string]any, depth int) {
	for k, v := range obj {
		name := k
		if prefix != "" {
			name = prefix + "." + k
		}
		switch t := v.(type) {
		case map[string]any:
			if depth < maxTextDepth {
				collectFieldErrors(out, name, t, depth+1)
			}
		case []any:
			for _, item := range t {
				if s := textOf(item, depth+1); s != "" {
					out[name] = append(out[name], s)
				}
			}
		default:
			if s := textOf(t, depth+1); s != "" {
				out[name] = append(out[name], s)
			}
		}
	}
}

func formatFieldErrors(fields map[string][]string) string {
	names := make([]string, 0, len(fields))
	for k := range fields {
		names = append(names, k)
	}
	sort.Strings(names)
	parts := make([]string, 0, len(names))
	for _, k := range names {
		msgs := strings.Join(fields[k], ", ")
		if k == "" {
			parts = append(parts, msgs)
			continue
		}
		parts = append(parts, k+": "+msgs)
	}
	return strings.Join(parts, "; ")
}

// textOf turns any decoded JSON value into readable text: a nested error
// object yields its own message, other objects "key: value" pairs.
func textOf(v any, depth int) string {
	if depth > maxTextDepth {
		return ""
	}
	switch t := v.(type) {
	case nil:
		return ""
	case string:
		return strings.TrimSpace(t)
	case json.Number:
		return t.String()
	case bool:
		return fmt.Sprint(t)
	case []any:
		parts := make([]string, 0, len(t))
		for _, item := range t {
			if s := textOf(item, depth+1); s != "" {
				parts = append(parts, s)
			}
		}
		return strings.Join(parts, "; ")
	case map[string]any:
		// Each child's text is computed once: trying the message keys and
		// then all keys would walk nested objects exponentially often.
		texts := make(map[string]string, len(t))
		keys := make([]string, 0, len(t))
		for k, child := range t {
			texts[k] = textOf(child, depth+1)
			keys = append(keys, k)
		}
		for _, k := range []string{"msg_show", "msg", "detail", "message", "error"} {
			if texts[k] != "" {
				return texts[k]
			}
		}
		sort.Strings(keys)
		parts := make([]string, 0, len(keys))
		for _, k := range keys {
			if texts[k] != "" {
				parts = append(parts, k+": "+texts[k])
			}
		}
		return strings.Join(parts, "; ")
	}
	return ""
}

func isTraceback(s string) bool {
	return strings.Contains(s, "Traceback (most recent call last)") ||
		(strings.Count(s, "\n") >= 2 && strings.Contains(s, `File "`))
}

// lastLine of a traceback is the exception, e.g. "KeyError: 'port'".
func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return strings.TrimSpace(lines[len(lines)-1])
}

var (
	htmlTag     = regexp.MustCompile(`(?s)<(script|style)\b.*?</(script|style)>|<[^>]*>`)
	whitespaces = regexp.MustCompile(`\s+`)
)

// plainText is the message of a body that is not JSON: a proxy's HTML page or
// a line of text.
func plainText(s string) string {
	if strings.Contains(s, "<") && strings.Contains(s, ">") {
		s = html.UnescapeString(htmlTag.ReplaceAllString(s, " "))
	}
	return clip(whitespaces.ReplaceAllString(strings.TrimSpace(s), " "))
}

func clip(s string) string {
	s = strings.TrimSpace(s)
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, "\uFFFD")
	}
	if utf8.RuneCountInString(s) <= maxMessageLen {
		return s
	}
	r := []rune(s)
	return string(r[:maxMessageLen]) + "…"
}

func firstNonEmpty(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}
