package console

import (
	"encoding/json"
	"strconv"
	"strings"
)

// Request bodies are read the way the server's serializers read them: an
// empty body is an empty object, null counts as absent, integers may come
// as strings, and a field of the wrong type is a validation error that
// names it.

// Body reads a JSON object body field by field. The first failure (a body
// that is not an object, a field of the wrong type) keeps the answer the
// server gives for it, and later reads return zero values, so a handler
// reads every field it needs and then asks failure once.
type Body struct {
	// Fields are the body's fields as they came, for a handler that reads
	// one in a way of its own.
	Fields map[string]json.RawMessage
	fail   *Reply
}

// ReadBody starts reading a request body.
func ReadBody(raw []byte) *Body {
	fields, fail := DecodeObject(raw)
	return &Body{Fields: fields, fail: fail}
}

// BodyOf reads the fields of a body already decoded.
func BodyOf(fields map[string]json.RawMessage) *Body { return &Body{Fields: fields} }

// Failure is the answer to the first failed read, if any.
func (b *Body) Failure() (Reply, bool) {
	if b.fail == nil {
		return Reply{}, false
	}
	return *b.fail, true
}

// read runs one field reader unless a read failed before it.
func read[T any](b *Body, name string, field func(map[string]json.RawMessage, string) (T, bool, *Reply)) (T, bool) {
	var zero T
	if b.fail != nil {
		return zero, false
	}
	v, present, fail := field(b.Fields, name)
	if fail != nil {
		b.fail = fail
		return zero, false
	}
	return v, present
}

// Str, Integer and Boolean read one field of their type.
func (b *Body) Str(name string) (string, bool)    { return read(b, name, StringField) }
func (b *Body) Integer(name string) (int64, bool) { return read(b, name, IntField) }
func (b *Body) Boolean(name string) (bool, bool)  { return read(b, name, BoolField) }

// DecodeObject reads a JSON object body; an empty body is an empty object.
func DecodeObject(body []byte) (map[string]json.RawMessage, *Reply) {
	fields := map[string]json.RawMessage{}
	if len(strings.TrimSpace(string(body))) == 0 {
		return fields, nil
	}
	if err := json.Unmarshal(body, &fields); err != nil {
		r := ValidationError("JSON parse error - "+err.Error(), map[string][]string{"non_field_errors": {"Invalid data. Expected a dictionary."}})
		return nil, &r
	}
	if fields == nil { // the body was null
		fields = map[string]json.RawMessage{}
	}
	return fields, nil
}

// StringField reads an optional string; null counts as absent.
func StringField(fields map[string]json.RawMessage, name string) (string, bool, *Reply) {
	raw, present := fields[name]
	if !present || string(raw) == "null" {
		return "", false, nil
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		r := FieldError(name, "Not a valid string.")
		return "", true, &r
	}
	return s, true, nil
}

// BoolField reads an optional boolean; null counts as absent.
func BoolField(fields map[string]json.RawMessage, name string) (bool, bool, *Reply) {
	raw, present := fields[name]
	if !present || string(raw) == "null" {
		return false, false, nil
	}
	var b bool
	if err := json.Unmarshal(raw, &b); err != nil {
		r := FieldError(name, "Must be a valid boolean.")
		return false, true, &r
	}
	return b, true, nil
}

// IntField reads an integer given as a JSON number or a decimal string, the
// way the server's integer fields accept both 80 and "80".
func IntField(fields map[string]json.RawMessage, name string) (int64, bool, *Reply) {
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
			r := FieldError(name, "A valid integer is required.")
			return 0, true, &r
		}
		n = int64(f)
	}
	return n, true, nil
}
