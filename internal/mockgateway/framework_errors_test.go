package mockgateway

import (
	"net/http"
	"testing"
)

// Fact: the console runs in zh-hans (goodrain_web/settings.py:266,274), so
// the framework's "This field is required." reaches clients as 该字段是必填项。
// in the validation body's err.
func TestFrameworkRequiredFieldMessageIsChinese(t *testing.T) {
	ts := newDefault(t)
	m := call(t, ts, "POST", appsPath, `{}`).want(t, http.StatusBadRequest).obj(t)
	errs, _ := m["err"].(map[string]any)
	got, _ := errs["app_name"].([]any)
	if len(got) != 1 || got[0] != "该字段是必填项。" {
		t.Fatalf("err = %v, want app_name [该字段是必填项。]", m["err"])
	}
}

// Fact: the 403 of the framework (console/views/base.py:607-628) has code
// 403, error_type PermissionDenied, an error_trace, and the framework's text
// in Chinese; the 401 of the openapi's authentication has code 401,
// error_type AuthenticationFailed and its own English text: "No token"
// without a token, "No such user or user is not admin" for an unknown one
// (openapi/auth/authentication.py).
func TestFrameworkRefusalBodies(t *testing.T) {
	ts := newDefault(t)
	denied := callAs(t, ts, ts.UserToken, "POST", "/openapi/v1/regions", validRegion("mine")).want(t, http.StatusForbidden).obj(t)
	cases := []struct {
		name string
		body map[string]any
		code float64
		typ  string
		text string
	}{
		{"403", denied, 403, "PermissionDenied", "您没有执行该操作的权限。"},
		{"401 unknown token", callAs(t, ts, "not-a-token", "GET", "/openapi/v1/teams", nil).want(t, http.StatusUnauthorized).obj(t),
			401, "AuthenticationFailed", "No such user or user is not admin"},
		{"401 no token", callAs(t, ts, "", "GET", "/openapi/v1/teams", nil).want(t, http.StatusUnauthorized).obj(t),
			401, "AuthenticationFailed", "No token"},
	}
	for _, c := range cases {
		b := c.body
		if b["code"] != c.code || b["error_type"] != c.typ || b["error_trace"] == nil ||
			b["detail"] != c.text || b["msg"] != c.text || b["msg_show"] != c.text {
			t.Errorf("%s: %v", c.name, b)
		}
	}
}
