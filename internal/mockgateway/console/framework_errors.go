package console

// The framework's refusals as the console answers them: its exception
// handler fills detail, msg and msg_show with the exception's text, and
// code with the HTTP status (console: console/views/base.py:607-628,
// custom_exception_handler, at v6.9.8-release). The console runs with
// LANGUAGE_CODE 'zh-hans' and USE_I18N on (goodrain_web/settings.py:266,274),
// so the framework's own texts reach clients in Chinese; the authentication
// texts are the openapi's own, in English (openapi/auth/authentication.py).
const (
	// rest_framework's PermissionDenied, "You do not have permission to
	// perform this action.", translated.
	permissionDenied = "您没有执行该操作的权限。"
	// OpenAPIAuthentication: no Authorization header, and a token that
	// names no admin user.
	NoToken    = "No token"
	noSuchUser = "No such user or user is not admin"
)

// FrameworkRefusal is the body of a refusal the framework raises (an
// APIException): the text in detail, msg and msg_show, the status as the
// code, the exception's class and its traceback.
func FrameworkRefusal(status int, errorType, text string) Reply {
	return Reply{status, map[string]any{
		"detail":     text,
		"code":       status,
		"msg":        text,
		"msg_show":   text,
		"error_type": errorType,
		"error_trace": "Traceback (most recent call last):\n" +
			"  File \"/usr/local/lib/python3.6/site-packages/rest_framework/views.py\", line 497, in dispatch\n" +
			"    self.initial(request, *args, **kwargs)\n" +
			"rest_framework.exceptions." + errorType + ": " + text + "\n",
	}}
}

// FieldRequired is the framework's "This field is required." as the
// console sends it: translated into its language, zh-hans
// (goodrain_web/settings.py:266,274; rest_framework's locale).
const FieldRequired = "该字段是必填项。"
