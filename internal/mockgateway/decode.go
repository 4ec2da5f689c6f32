package mockgateway

import (
	"encoding/json"
	"strconv"
	"strings"
)

// Request bodies are read the way the server's serializers read them: an
// empty body is an empty object, null counts as absent, integers may come
// as strings, and a field of the wrong type is a validation error that
// names it.

// body reads a JSON object body field by field. The first failure (a body
// that is not an object, a field of the wrong type) keeps the answer the
// server gives for it, and later reads return zero values, so a handler
// reads every field it needs and then asks failure once.
type body struct {
	fields map[string]json.RawMessage
	fail   *reply
}

func readBody(raw []byte) *body {
	fields, fail := decodeObject(raw)
	return &body{fields: fields, fail: fail}
}

// failure is the answer to the first failed read, if any.
func (b *body) failure() (reply, bool) {
	if b.fail == nil {
		return reply{}, false
	}
	return *b.fail, true
}

// read runs one field reader unless a read failed before it.
func read[T any](b *body, name string, field func(map[string]json.RawMessage, string) (T, bool, *reply)) (T, bool) {
	var zero T
	if b.fail != nil {
		return zero, false
	}
	v, present, fail := field(b.fields, name)
	if fail != nil {
		b.fail = fail
		return zero, false
	}
	return v, present
}

func (b *body) str(name string) (string, bool)    { return read(b, name, stringField) }
func (b *body) integer(name string) (int64, bool) { return read(b, name, intField) }
func (b *body) boolean(name string) (bool, bool)  { return read(b, name, boolField) }

// decodeObject reads a JSON object body; an empty body is an empty object.
func decodeObject(body []byte) (map[string]json.RawMessage, *reply) {
	fields := map[string]json.RawMessage{}
	if len(strings.TrimSpace(string(body))) == 0 {
		return fields, nil
	}
	if err := json.Unmarshal(body, &fields); err != nil {
		r := validationError("JSON parse error - "+err.Error(), map[string][]string{"non_field_errors": {"Invalid data. Expected a dictionary."}})
		return nil, &r
	}
	if fields == nil { // the body was null
		fields = map[string]json.RawMessage{}
	}
	return fields, nil
}

// stringField reads an optional string; null counts as absent.
func stringField(fields map[string]json.RawMessage, name string) (string, bool, *reply) {
	raw, present := fields[name]
	if !present || string(raw) == "null" {
		return "", false, nil
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		r := fieldError(name, "Not a valid string.")
		return "", true, &r
	}
	return s, true, nil
}

func boolField(fields map[string]json.RawMessage, name string) (bool, bool, *reply) {
	raw, present := fields[name]
	if !present || string(raw) == "null" {
		return false, false, nil
	}
	var b bool
	if err := json.Unmarshal(raw, &b); err != nil {
		r := fieldError(name, "Must be a valid boolean.")
		return false, true, &r
	}
	return b, true, nil
}

// intField reads an integer given as a JSON number or a decimal string, the
// way the server's integer fields accept both 80 and "80".
func intField(fields map[string]json.RawMessage, name string) (int64, bool, *reply) {
	raw, present := fields[name]
	if !present || string(raw) == "null" {
		return 0, false, nil
	}
	text := string(raw)
	var s string
	if json.Unmarshal(raw, &s) == nil {
		text = strings.TrimSpace(s)
	}
	n, err := strconv.ParseInt(text, 10, 64)
	if err != nil {
		f, ferr := strconv.ParseFloat(text, 64)
		if ferr != nil || f != float64(int64(f)) {
			r := fieldError(name, "A valid integer is required.")
			return 0, true, &r
		}
		n = int64(f)
	}
	return n, true, nil
}
