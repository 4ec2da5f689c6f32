package console

import (
	"encoding/json"
	"net/http"
	"regexp"
)

// The framework's field messages as the console sends them. The console
// runs with LANGUAGE_CODE 'zh-hans' and USE_I18N on and no per-request
// language switch (goodrain_web/settings.py:266,274 at v6.9.8-release), and
// pins djangorestframework==3.16.0 (requirements.txt), so a client gets the
// zh_Hans catalog of that release. Handlers write the English source text;
// writeReply translates every message of a validation body once.
//
// Every text below was taken from Django REST framework 3.16.0,
// rest_framework/locale/zh_Hans/LC_MESSAGES/django.po (line of the msgid
// given), and checked against the compiled django.mo of the same tag.
// Messages whose msgstr is empty at 3.16.0 stay in English, as the server
// sends them: "Must be a valid boolean." (po:167), "Not a valid string."
// (po:171), "Invalid input." (po:106).
var frameworkTexts = map[string]string{
	"This field is required.":      "该字段是必填项。",     // po:159
	"This field may not be null.":  "该字段不能为 null。", // po:163
	"This field may not be blank.": "该字段不能为空。",     // po:175
	"A valid integer is required.": "请填写合法的整数值。",   // po:221
	"A valid number is required.":  "请填写合法的数字。",    // po:239
	"This list may not be empty.":  "列表不能为空。",      // po:351
	"This field must be unique.":   "该字段必须唯一。",     // po:530
	// po:122
	"You do not have permission to perform this action.": "您没有执行该操作的权限。",
}

// The framework's messages with a value in them, as patterns over the
// English text; $1 is the value, kept as the framework formats it.
var frameworkPatterns = []struct {
	re *regexp.Regexp
	zh string
}{
	// po:180
	{regexp.MustCompile(`^Ensure this field has no more than (\d+) characters\.$`), "请确保这个字段不能超过 $1 个字符。"},
	// po:185
	{regexp.MustCompile(`^Ensure this field has at least (\d+) characters\.$`), "请确保这个字段至少包含 $1 个字符。"},
	// po:226
	{regexp.MustCompile(`^Ensure this value is less than or equal to (.+)\.$`), "请确保该值小于或者等于 $1。"},
	// po:231
	{regexp.MustCompile(`^Ensure this value is greater than or equal to (.+)\.$`), "请确保该值大于或者等于 $1。"},
	// po:299
	{regexp.MustCompile(`^"(.*)" is not a valid choice\.$`), "“$1” 不是合法选项。"},
	// po:309
	{regexp.MustCompile(`^Expected a list of items but got type "(.*)"\.$`), "期望为一个包含物件的列表，得到的类型是“$1”。"},
	// po:366
	{regexp.MustCompile(`^Expected a dictionary of items but got type "(.*)"\.$`), "期望是包含类目的字典，得到类型为 “$1”。"},
	// po:480
	{regexp.MustCompile(`^Invalid data\. Expected a dictionary, but got (.*)\.$`), "无效数据。期待为字典类型，得到的是 $1 。"},
	// Django's own catalog (django/conf/locale/zh_Hans/LC_MESSAGES/django.po,
	// "%(model_name)s with this %(field_label)s already exists."): the
	// message of a model field's unique check, which a ModelSerializer's
	// UniqueValidator sends (a duplicate region name, as the console answers it).
	{regexp.MustCompile(`^(.+) with this (.+) already exists\.$`), "具有 $2 的 $1 已存在。"},
}

// ServerLanguage is text as the console sends it: a framework message in
// Chinese, anything else (the console's own texts, a message already
// translated) as it is.
func ServerLanguage(text string) string {
	if zh, found := frameworkTexts[text]; found {
		return zh
	}
	for _, p := range frameworkPatterns {
		if p.re.MatchString(text) {
			return p.re.ReplaceAllString(text, p.zh)
		}
	}
	return text
}

// InServerLanguage translates the field messages of a validation body (its
// "err", at any depth; console/views/base.py:598-605 puts exc.detail there)
// as the server sends them.
func InServerLanguage(rep Reply) Reply {
	body, isMap := rep.Body.(map[string]any)
	if !isMap || body["error_type"] != "ValidationError" || body["err"] == nil {
		return rep
	}
	// As JSON values, whatever Go types the handler built them from.
	var err any
	raw, jerr := json.Marshal(body["err"])
	if jerr != nil || json.Unmarshal(raw, &err) != nil {
		return rep
	}
	out := make(map[string]any, len(body))
	for k, v := range body {
		out[k] = v
	}
	out["err"] = translated(err)
	rep.Body = out
	return rep
}

func translated(v any) any {
	switch v := v.(type) {
	case string:
		return ServerLanguage(v)
	case []any:
		out := make([]any, len(v))
		for i, e := range v {
			out[i] = translated(e)
		}
		return out
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, e := range v {
			out[k] = translated(e)
		}
		return out
	}
	return v
}

// WithAuthenticateHeader adds `WWW-Authenticate: Token` to the framework's
// 401: the framework sets auth_header on AuthenticationFailed and
// NotAuthenticated from the view's first authentication class
// (rest_framework/views.py:462-465 at 3.16.0), which for the console is a
// TokenAuthentication (openapi/auth/authentication.py:17), whose
// authenticate_header is its keyword 'Token' (rest_framework/
// authentication.py:161,210-211); the console's exception handler copies
// it into the header (console/views/base.py:607-610).
func WithAuthenticateHeader(h http.Header, rep Reply) {
	body, isMap := rep.Body.(map[string]any)
	if rep.Status != http.StatusUnauthorized || !isMap {
		return
	}
	switch body["error_type"] {
	case "AuthenticationFailed", "NotAuthenticated":
		h.Set("WWW-Authenticate", "Token")
	}
}
