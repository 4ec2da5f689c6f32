package client

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// envelope is a success body taken apart. The real server wraps some answers
// in {code,msg,msg_show,data:{bean,list}}; the API reference shows them bare. Both
// forms yield the same envelope.
type envelope struct {
	Wrapped bool
	Code    int    // the envelope's business code, when wrapped
	Msg     string // the envelope's message, for error text

	Object json.RawMessage // what an object operation reads; nil when absent
	List   json.RawMessage // what a list operation reads; nil when absent, "null" when empty
	Data   json.RawMessage // the envelope's data as sent, when wrapped
}

// decodeEnvelope is pure: it never fails on a body that is valid JSON of an
// expected shape, and reports what it found for the callers to pick from.
func decodeEnvelope(body []byte) (envelope, error) {
	body = bytes.TrimSpace(body)
	if len(body) == 0 {
		return envelope{}, errors.New("the answer is empty")
	}
	if !json.Valid(body) {
		return envelope{}, errors.New("the answer is not valid JSON")
	}
	switch body[0] {
	case '[':
		return envelope{List: body}, nil
	case 'n':
		return envelope{List: body}, nil
	case '{':
	default:
		return envelope{}, fmt.Errorf("the answer is a bare JSON %s, not an object or a list", jsonKind(body[0]))
	}

	var top map[string]json.RawMessage
	if err := json.Unmarshal(body, &top); err != nil {
		return envelope{}, err
	}
	_, hasData := top["data"]
	_, hasCode := top["code"]
	_, hasMsg := top["msg"]
	_, hasMsgShow := top["msg_show"]
	if hasData && (hasCode || hasMsg || hasMsgShow) {
		env := envelope{Wrapped: true, Data: top["data"]}
		env.Code = codeOf(rawValue(top["code"]))
		env.Msg = firstNonEmpty(textOf(rawValue(top["msg_show"]), 0), textOf(rawValue(top["msg"]), 0))
		env.fill(top["data"])
		return env, nil
	}
	_, hasBean := top["bean"]
	_, hasList := top["list"]
	if hasBean || hasList {
		// A data part without its wrapper.
		var env envelope
		env.fill(body)
		return env, nil
	}
	return envelope{Object: body}, nil
}

// fill takes the payload out of an envelope's data.
func (e *envelope) fill(data json.RawMessage) {
	data = bytes.TrimSpace(data)
	if len(data) == 0 {
		return
	}
	switch data[0] {
	case '[':
		e.List = data
		return
	case '{':
	default:
		return
	}
	var parts map[string]json.RawMessage
	if json.Unmarshal(data, &parts) != nil {
		return
	}
	bean, hasBean := parts["bean"]
	list, hasList := parts["list"]
	bean, list = bytes.TrimSpace(bean), bytes.TrimSpace(list)
	if len(bean) > 0 && bean[0] == '{' && !bytes.Equal(bean, []byte("{}")) {
		e.Object = bean
	}
	if len(list) > 0 && (list[0] == '[' || list[0] == 'n') {
		e.List = list
	} else if e.List == nil && len(bean) > 0 && bean[0] == '[' {
		e.List = bean
	}
	if !hasBean && !hasList && len(parts) > 0 {
		e.Object = data
	}
}

// object decodes the object payload into v.
func (e envelope) object(v any) error {
	if e.Object == nil {
		return e.missing("object")
	}
	return json.Unmarshal(e.Object, v)
}

// list decodes the list payload into v; null is an empty list.
func (e envelope) list(v any) error {
	if e.List == nil {
		return e.missing("list")
	}
	return json.Unmarshal(e.List, v)
}

func (e envelope) missing(what string) error {
	msg := fmt.Sprintf("the answer holds no %s", what)
	if e.Wrapped && (e.Msg != "" || e.Code != 0) {
		msg += fmt.Sprintf(" (code %d: %s)", e.Code, e.Msg)
	}
	return errors.New(msg)
}

// rawValue decodes one raw JSON value for textOf and codeOf; invalid or
// absent values come back as nil.
func rawValue(raw json.RawMessage) any {
	if len(raw) == 0 {
		return nil
	}
	var v any
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if dec.Decode(&v) != nil {
		return nil
	}
	return v
}

func jsonKind(first byte) string {
	switch first {
	case '"':
		return "string"
	case 't', 'f':
		return "boolean"
	default:
		return "number"
	}
}
