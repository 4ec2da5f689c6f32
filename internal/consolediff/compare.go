package consolediff

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Answer is one server's answer to a scenario.
type Answer struct {
	Status int
	Body   []byte
}

// messageKeys are the envelope's words: their values must be equal, not
// only their kinds.
var messageKeys = map[string]bool{"code": true, "msg": true, "msg_show": true, "detail": true, "error_type": true}

// unrelatedValues carry text that names the server's own machinery (a
// traceback, the region's URL): only their presence and kind are compared.
var unrelatedValues = map[string]bool{"error_trace": true, "error_details": true, "url": true}

// Compare lists how the mock's answer differs from the console's: the
// status; then, on JSON bodies, the keys of every object, the kind of
// every value (null, string, number, boolean, list, object), the length of
// every list, and the values of the envelope's messages. With a 500 the
// msg_show is a traceback and only its kind counts. same are dotted paths
// ("data.bean.end_data") whose values must be equal too, for data that
// both servers derive from the fixture alone.
func Compare(console, mock Answer, same []string) []string {
	return CompareScenario(Scenario{Same: same}, console, mock)
}

// CompareScenario is Compare with the scenario's own rules: its Same
// paths, and its Prefix paths, whose values are compared only by the
// start both must have (a message that quotes a network error's text).
func CompareScenario(sc Scenario, console, mock Answer) []string {
	var diffs []string
	if console.Status != mock.Status {
		diffs = append(diffs, fmt.Sprintf("status: console %d, mock %d", console.Status, mock.Status))
	}
	cv, cerr := decode(console.Body)
	mv, merr := decode(mock.Body)
	switch {
	case cerr != nil && merr != nil:
		return diffs
	case cerr != nil || merr != nil:
		return append(diffs, fmt.Sprintf("body: console %s, mock %s", describe(cv, cerr), describe(mv, merr)))
	}
	w := walker{status: console.Status, skip: map[string]bool{}}
	for p, prefix := range sc.Prefix {
		w.skip[p] = true
		c, cok := lookup(cv, p)
		m, mok := lookup(mv, p)
		cs, _ := c.(string)
		ms, _ := m.(string)
		if !cok || !mok || !strings.HasPrefix(cs, prefix) || !strings.HasPrefix(ms, prefix) {
			diffs = append(diffs, fmt.Sprintf("%s: want both to start with %q: console %s, mock %s", p, prefix, show(c, cok), show(m, mok)))
		}
	}
	w.value("", cv, mv, false)
	diffs = append(diffs, w.diffs...)
	for _, p := range sc.Same {
		c, cok := lookup(cv, p)
		m, mok := lookup(mv, p)
		if cok != mok || !equalJSON(c, m) {
			diffs = append(diffs, fmt.Sprintf("%s: console %s, mock %s", p, show(c, cok), show(m, mok)))
		}
	}
	return diffs
}

type walker struct {
	status int
	skip   map[string]bool // paths compared apart
	diffs  []string
}

func (w *walker) add(path, format string, args ...any) {
	if path == "" {
		path = "body"
	}
	w.diffs = append(w.diffs, path+": "+fmt.Sprintf(format, args...))
}

// value compares two values at path. words says the values are words
// of a message (the envelope's code, msg, msg_show, detail, error_type,
// and everything inside msg and err), compared by value; elsewhere only
// kinds, keys and lengths count.
func (w *walker) value(path string, c, m any, words bool) {
	if kind(c) != kind(m) {
		w.add(path, "console %s, mock %s", show(c, true), show(m, true))
		return
	}
	switch cv := c.(type) {
	case map[string]any:
		mv, _ := m.(map[string]any)
		w.object(path, cv, mv, words)
	case []any:
		mv, _ := m.([]any)
		if len(cv) != len(mv) {
			w.add(path, "console has %d items, mock %d", len(cv), len(mv))
		}
		for i := range min(len(cv), len(mv)) {
			w.value(fmt.Sprintf("%s[%d]", path, i), cv[i], mv[i], words)
		}
	default:
		if words && !equalJSON(c, m) {
			w.add(path, "console %s, mock %s", show(c, true), show(m, true))
		}
	}
}

func (w *walker) object(path string, c, m map[string]any, words bool) {
	if only := missing(c, m); len(only) > 0 {
		w.add(path, "only the console has %s", strings.Join(only, ", "))
	}
	if only := missing(m, c); len(only) > 0 {
		w.add(path, "only the mock has %s", strings.Join(only, ", "))
	}
	for _, k := range sortedKeys(c) {
		mv, ok := m[k]
		if !ok {
			continue
		}
		sub := strings.TrimPrefix(path+"."+k, ".")
		if w.skip[sub] {
			continue
		}
		traceback := k == "msg_show" && w.status >= 500
		if unrelatedValues[k] || traceback {
			if kind(c[k]) != kind(mv) {
				w.add(sub, "console %s, mock %s", kind(c[k]), kind(mv))
			}
			continue
		}
		w.value(sub, c[k], mv, words || (path == "" && (messageKeys[k] || k == "err")))
	}
}

func missing(a, b map[string]any) []string {
	var out []string
	for k := range a {
		if _, ok := b[k]; !ok {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

func decode(b []byte) (any, error) {
	var v any
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	return v, nil
}

func kind(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case string:
		return "string"
	case json.Number:
		return "number"
	case bool:
		return "boolean"
	case []any:
		return "list"
	case map[string]any:
		return "object"
	}
	return fmt.Sprintf("%T", v)
}

func equalJSON(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return bytes.Equal(x, y)
}

func show(v any, present bool) string {
	if !present {
		return "nothing"
	}
	b, _ := json.Marshal(v)
	s := string(b)
	if len(s) > 160 {
		s = s[:160] + "…"
	}
	return kind(v) + " " + s
}

func describe(v any, err error) string {
	if err != nil {
		return "no JSON"
	}
	return kind(v)
}

// lookup follows a dotted path; a number selects a list's item.
func lookup(v any, path string) (any, bool) {
	for _, part := range strings.Split(path, ".") {
		switch cur := v.(type) {
		case map[string]any:
			next, ok := cur[part]
			if !ok {
				return nil, false
			}
			v = next
		case []any:
			var i int
			if _, err := fmt.Sscan(part, &i); err != nil || i < 0 || i >= len(cur) {
				return nil, false
			}
			v = cur[i]
		default:
			return nil, false
		}
	}
	return v, true
}

func mustJSON(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}
