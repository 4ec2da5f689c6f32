package mockgateway

import (
	"net/http"
	"strings"
	"testing"
)

// Fact: the console runs in zh-hans with USE_I18N (goodrain_web/settings.py:
// 266,274) and DRF 3.16.0, so every framework field message reaches clients
// in that release's zh_Hans text, whichever handler refused the request and
// at whatever depth of err it sits; messages DRF 3.16.0 leaves untranslated
// stay in English, and the console's own texts are left alone.
func TestFrameworkFieldMessagesAreInChinese(t *testing.T) {
	ts := newDefault(t)
	for _, c := range []struct {
		name, method, path, body, want string
	}{
		{"blank", "POST", appsPath, `{"app_name":""}`, `"app_name":["该字段不能为空。"]`},
		{"max length", "POST", appsPath, `{"app_name":"` + strings.Repeat("a", 129) + `"}`, `"app_name":["请确保这个字段不能超过 128 个字符。"]`},
		{"null", "POST", webVertical, `{"new_memory":null,"new_cpu":0,"new_gpu":0}`, `"new_memory":["该字段不能为 null。"]`},
		{"integer", "POST", webVertical, `{"new_memory":"x","new_cpu":0,"new_gpu":0}`, `"new_memory":["请填写合法的整数值。"]`},
		{"choice", "POST", webPorts, `{"port":8081,"protocol":"ftp","is_inner_service":false}`, `"protocol":["“ftp” 不是合法选项。"]`},
	} {
		a := call(t, ts, c.method, c.path, c.body).want(t, http.StatusBadRequest)
		if !strings.Contains(string(a.raw), c.want) {
			t.Errorf("%s: %s, want %s", c.name, a.raw, c.want)
		}
		for _, en := range []string{"This field", "Ensure this", "A valid integer", "is not a valid choice"} {
			if strings.Contains(string(a.raw), en) {
				t.Errorf("%s: English framework text %q in %s", c.name, en, a.raw)
			}
		}
	}

	for en, zh := range map[string]string{
		"This field is required.":                             "该字段是必填项。",
		"This field may not be null.":                         "该字段不能为 null。",
		"This field may not be blank.":                        "该字段不能为空。",
		"A valid integer is required.":                        "请填写合法的整数值。",
		"A valid number is required.":                         "请填写合法的数字。",
		"This list may not be empty.":                         "列表不能为空。",
		"This field must be unique.":                          "该字段必须唯一。",
		"You do not have permission to perform this action.":  "您没有执行该操作的权限。",
		"Ensure this field has no more than 253 characters.":  "请确保这个字段不能超过 253 个字符。",
		"Ensure this field has at least 1 characters.":        "请确保这个字段至少包含 1 个字符。",
		"Ensure this value is less than or equal to 65535.":   "请确保该值小于或者等于 65535。",
		"Ensure this value is greater than or equal to 1.":    "请确保该值大于或者等于 1。",
		`"ftp" is not a valid choice.`:                        "“ftp” 不是合法选项。",
		`Expected a list of items but got type "str".`:        "期望为一个包含物件的列表，得到的类型是“str”。",
		`Expected a dictionary of items but got type "list".`: "期望是包含类目的字典，得到类型为 “list”。",
		"Invalid data. Expected a dictionary, but got str.":   "无效数据。期待为字典类型，得到的是 str 。",
		// Empty msgstr at DRF 3.16.0: sent in English.
		"Must be a valid boolean.": "Must be a valid boolean.",
		"Not a valid string.":      "Not a valid string.",
		"Invalid input.":           "Invalid input.",
		// The console's own texts and a text already translated.
		"应用名称只支持中英文, 数字, 下划线, 中划线和点": "应用名称只支持中英文, 数字, 下划线, 中划线和点",
		"该字段是必填项。": "该字段是必填项。",
	} {
		if got := serverLanguage(en); got != zh {
			t.Errorf("%q -> %q, want %q", en, got, zh)
		}
	}

	// Nested err (a list of per-item maps) is translated too; a body that
	// is not a validation error is left as the handler built it.
	rep := inServerLanguage(validationError(validationDetail, nil))
	rep.Body.(map[string]any)["err"] = []any{map[string]any{"desc": []string{"This field may not be blank."}}}
	nested := inServerLanguage(rep).Body.(map[string]any)["err"].([]any)[0].(map[string]any)["desc"].([]any)
	if len(nested) != 1 || nested[0] != "该字段不能为空。" {
		t.Errorf("nested err: %v", nested)
	}
	biz := businessError(http.StatusBadRequest, "This field may not be blank.", "This field may not be blank.")
	if got := inServerLanguage(biz).Body; got.(map[string]any)["msg"] != "This field may not be blank." {
		t.Errorf("business body changed: %v", got)
	}
}

// Fact: every 401 the framework answers carries `WWW-Authenticate: Token`:
// the console's authentication is a TokenAuthentication
// (openapi/auth/authentication.py:17) whose authenticate_header is 'Token'
// (rest_framework/authentication.py:161,210-211 at 3.16.0), set on the
// exception by rest_framework/views.py:462-465 and copied into the answer by
// console/views/base.py:607-610. A 403 carries none.
func TestFramework401NamesTheTokenScheme(t *testing.T) {
	ts := newDefault(t)
	for name, a := range map[string]answer{
		"no token":      callAs(t, ts, "", "GET", "/openapi/v1/teams", nil).want(t, http.StatusUnauthorized),
		"unknown token": callAs(t, ts, "not-a-token", "GET", "/openapi/v1/teams", nil).want(t, http.StatusUnauthorized),
	} {
		if got := a.header.Get("WWW-Authenticate"); got != "Token" {
			t.Errorf("%s: WWW-Authenticate %q, want Token", name, got)
		}
	}
	id := ts.AddFault(Fault{Operation: OpListHTTPRules, Status: http.StatusUnauthorized, Shape: ShapeAuth})
	a := call(t, ts, "GET", "/openapi/v1/httpdomains", nil).want(t, http.StatusUnauthorized)
	ts.RemoveFault(id)
	if got := a.header.Get("WWW-Authenticate"); got != "Token" {
		t.Errorf("injected auth 401: WWW-Authenticate %q, want Token", got)
	}
	denied := callAs(t, ts, ts.UserToken, "POST", "/openapi/v1/regions", validRegion("mine")).want(t, http.StatusForbidden)
	if got := denied.header.Get("WWW-Authenticate"); got != "" {
		t.Errorf("403 with WWW-Authenticate %q", got)
	}
}
