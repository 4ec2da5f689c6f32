package console

import (
	"encoding/json"
	"net/http"
	"regexp"
	"unicode/utf8"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway/store"
)

// The serializer of a component's variables (4.15): the checks of each
// item, as ComponentEnvsBaseSerializers and name_validator apply them, and
// the list serializer's refusal.

// envNameFirst and envNameChars are name_validator's patterns
// (openapi/serializer/app_serializer.py): a letter first, then letters,
// digits and "_", not digits only.
var (
	envNameFirst = regexp.MustCompile(`^[a-zA-Z]`)
	envNameChars = regexp.MustCompile(`^[\da-zA-Z_]+$`)
)

// envNameMessage is name_validator's refusal. It names "-", which the
// check refuses.
const envNameMessage = "变量名不合法， 请输入以字母开头且为数字、大小写字母、'_'、'-'的组合"

// EnvListError is the validation 400 of a list serializer: one object of
// field errors per item, empty for the items that passed.
func EnvListError(items []map[string][]string) Reply {
	list := make([]any, len(items))
	for i, errs := range items {
		if errs == nil {
			errs = map[string][]string{}
		}
		list[i] = errs
	}
	return Reply{Status: http.StatusBadRequest, Body: map[string]any{"detail": ValidationDetail, "err": map[string]any{"envs": list}, "code": 20400, "error_type": "ValidationError"}}
}

// ReadEnvItem reads one item the way the serializer does: CharFields strip
// what Python's str.strip() strips (drfStrip); note defaults to "", is_change to true, scope
// to "inner".
func ReadEnvItem(item map[string]json.RawMessage) (store.ComponentEnv, map[string][]string) {
	env := store.ComponentEnv{IsChange: true, Scope: "inner"}
	errs := map[string][]string{}
	text := func(name string, required bool) string {
		raw, given := item[name]
		if !given || string(raw) == "null" {
			if required {
				errs[name] = []string{FieldRequired}
			}
			return ""
		}
		var s string
		if json.Unmarshal(raw, &s) != nil {
			errs[name] = []string{"Not a valid string."}
		}
		return DRFStrip(s)
	}
	env.Name, env.Value, env.Note = text("name", true), text("value", true), text("note", false)
	if s := text("scope", false); s != "" {
		env.Scope = s
	}
	if raw, given := item["is_change"]; given && string(raw) != "null" {
		if json.Unmarshal(raw, &env.IsChange) != nil {
			errs["is_change"] = []string{"Must be a valid boolean."}
		}
	}
	if len(errs) == 0 {
		errs = CheckEnv(env)
	} else {
		for k, v := range CheckEnv(env) {
			if _, seen := errs[k]; !seen {
				errs[k] = v
			}
		}
	}
	if len(errs) == 0 {
		return env, nil
	}
	return env, errs
}

// CheckEnv applies ComponentEnvsBaseSerializers' rules to a variable.
func CheckEnv(env store.ComponentEnv) map[string][]string {
	errs := map[string][]string{}
	switch {
	case env.Name == "":
		errs["name"] = []string{"This field may not be blank."}
	case utf8.RuneCountInString(env.Name) > 100:
		errs["name"] = []string{"Ensure this field has no more than 100 characters."}
	case !envNameFirst.MatchString(env.Name) || !envNameChars.MatchString(env.Name):
		errs["name"] = []string{envNameMessage}
	}
	switch {
	case env.Value == "":
		errs["value"] = []string{"This field may not be blank."}
	case utf8.RuneCountInString(env.Value) > 1024:
		errs["value"] = []string{"Ensure this field has no more than 1024 characters."}
	}
	if utf8.RuneCountInString(env.Note) > 100 {
		errs["note"] = []string{"Ensure this field has no more than 100 characters."}
	}
	if len(errs) == 0 {
		return nil
	}
	return errs
}
