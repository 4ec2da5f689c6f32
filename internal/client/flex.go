package client

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// flexInt decodes an integer the server may send as a number (80, 80.0) or
// as a string ("80"). The real server varies for port numbers and app ids.
type flexInt int64

// numberText is the text of a JSON number that may come quoted, with the
// given suffix (such as "%") cut from a quoted one. null leaves the target
// as it is (skip); an empty string is zero.
func numberText(b []byte, suffix string) (s string, skip, zero bool, err error) {
	s = string(bytes.TrimSpace(b))
	if s == "null" {
		return "", true, false, nil
	}
	if strings.HasPrefix(s, `"`) {
		var str string
		if err := json.Unmarshal(b, &str); err != nil {
			return "", false, false, err
		}
		s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(str), suffix))
		return s, false, s == "", nil
	}
	return s, false, false, nil
}

func (f *flexInt) UnmarshalJSON(b []byte) error {
	s, skip, zero, err := numberText(b, "")
	if err != nil || skip {
		return err
	}
	if zero {
		*f = 0
		return nil
	}
	if n, err := strconv.ParseInt(s, 10, 64); err == nil {
		*f = flexInt(n)
		return nil
	}
	fl, err := strconv.ParseFloat(s, 64)
	if err == nil && fl == math.Trunc(fl) && fl >= math.MinInt64 && fl < math.MaxInt64 {
		*f = flexInt(int64(fl))
		return nil
	}
	return fmt.Errorf("%s is not an integer", clip(s))
}

// ptr turns an optional flexInt into the model's *int64.
func (f *flexInt) ptr() *int64 {
	if f == nil {
		return nil
	}
	v := int64(*f)
	return &v
}

// flexFloat decodes a number the server may send as a string ("12.50").
type flexFloat float64

func (f *flexFloat) UnmarshalJSON(b []byte) error {
	s, skip, zero, err := numberText(b, "%")
	if err != nil || skip {
		return err
	}
	if zero {
		*f = 0
		return nil
	}
	fl, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(fl) || math.IsInf(fl, 0) {
		return fmt.Errorf("%s is not a number", clip(s))
	}
	*f = flexFloat(fl)
	return nil
}

func (f *flexFloat) ptr() *float64 {
	if f == nil {
		return nil
	}
	v := float64(*f)
	return &v
}

// flexString decodes a string the server may send as another JSON value: a
// number or a boolean gives its text, an array or object its compact JSON.
type flexString string

func (f *flexString) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	switch {
	case len(b) == 0 || string(b) == "null":
		return nil
	case b[0] == '"':
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		*f = flexString(s)
	case b[0] == '[' || b[0] == '{':
		var buf bytes.Buffer
		if err := json.Compact(&buf, b); err != nil {
			return err
		}
		*f = flexString(buf.String())
	default:
		*f = flexString(b)
	}
	return nil
}

func (f *flexString) ptr() *string {
	if f == nil {
		return nil
	}
	v := string(*f)
	return &v
}

// flexStrings decodes a list of strings the server may send as one string
// ("a:1,b:2"), with numbers in the list as their text.
type flexStrings []string

func (f *flexStrings) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	switch {
	case len(b) == 0 || string(b) == "null":
		*f = nil
		return nil
	case b[0] == '"':
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		*f = splitList(s)
		return nil
	}
	var items []flexString
	if err := json.Unmarshal(b, &items); err != nil {
		return err
	}
	out := make([]string, len(items))
	for i, it := range items {
		out[i] = string(it)
	}
	*f = out
	return nil
}

func splitList(s string) []string {
	var out []string
	for _, part := range strings.Split(s, ",") {
		if p := strings.TrimSpace(part); p != "" {
			out = append(out, p)
		}
	}
	return out
}
