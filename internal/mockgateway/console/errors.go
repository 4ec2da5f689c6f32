package console

import (
	"fmt"
	"net/http"
	"strings"
)

// Shape names one of the error body shapes the real server (or a proxy in
// front of it) produces.
type Shape string

const (
	// ShapeBusiness is {"code","msg","msg_show","data":{"bean":{},"list":[]}}.
	ShapeBusiness Shape = "business"
	// ShapeValidation is 400-style {"detail","err":{field:[...]},"code":20400}.
	ShapeValidation Shape = "validation"
	// ShapeFail is the API reference's Fail model, {"msg"}.
	ShapeFail Shape = "fail"
	// ShapeServerError is {"code":10401,"msg","msg_show","error_type",
	// "error_trace","error_details"} with a Python traceback in msg_show, as
	// an unhandled exception produces (console/views/base.py
	// custom_exception_handler, its last branch).
	ShapeServerError Shape = "server_error"
	// ShapeAuth is {"detail","code","msg","msg_show","error_type","error_trace"},
	// the 401/403 body (code is the status).
	ShapeAuth Shape = "auth"
	// ShapeProxy is an HTML page, as nginx in front of the server answers.
	ShapeProxy Shape = "proxy"
	// ShapeEmpty is an empty body.
	ShapeEmpty Shape = "empty"
)

// RawBody is written as is, with its content type.
type RawBody struct {
	ContentType string
	Data        []byte
}

// Reply is what a handler answers: a status and a JSON-able body (or a
// rawBody).
type Reply struct {
	Status int
	Body   any
}

func OK(body any) Reply { return Reply{http.StatusOK, body} }

// Success messages of the port operations, one per view
// (openapi/views/apps/apps.py: the list 查询成功, the create 添加成功, the
// update 操作成功, the delete 删除成功).
const (
	PortsListed  = "查询成功"
	PortAdded    = "添加成功"
	PortChanged  = "操作成功"
	PortsDeleted = "删除成功"
)

// Envelope wraps a port answer the way the real server does
// (general_message(200, "success", msgShow, bean=..., list=...)).
func Envelope(msgShow string, bean any, list any) map[string]any {
	if bean == nil {
		bean = map[string]any{}
	}
	if list == nil {
		list = []any{}
	}
	return map[string]any{
		"code":     200,
		"msg":      "success",
		"msg_show": msgShow,
		"data":     map[string]any{"bean": bean, "list": list},
	}
}

func BusinessError(status int, msg, msgShow string) Reply {
	return Reply{status, map[string]any{
		"code":     status,
		"msg":      msg,
		"msg_show": msgShow,
		"data":     map[string]any{"bean": map[string]any{}, "list": []any{}},
	}}
}

// ValidationDetail is the detail of every serializer refusal ("Error
// bodies: validation error"): the server's own text, not DRF's default.
const ValidationDetail = "参数错误"

func ValidationError(detail string, fields map[string][]string) Reply {
	return Reply{http.StatusBadRequest, map[string]any{"detail": detail, "err": fields, "code": 20400, "error_type": "ValidationError"}}
}

func FieldError(field, problem string) Reply {
	return ValidationError(ValidationDetail, map[string][]string{field: {problem}})
}

func FailError(status int, msg string) Reply {
	if len(msg) > 300 {
		msg = msg[:300]
	}
	return Reply{status, map[string]any{"msg": msg}}
}

// ServerError is the 500 of an exception no view catches: the console's
// exception handler answers every such exception with code 10401 and the
// exception's class (console/views/base.py custom_exception_handler, its
// last branch), which pythonErrorType names from the text.
func ServerError(msg string) Reply {
	return UnhandledError(pythonErrorType(msg), msg)
}

// pythonErrorType is the class of the Python exception whose text is msg.
func pythonErrorType(msg string) string {
	switch {
	case strings.HasPrefix(msg, "invalid literal for int()"):
		return "ValueError"
	case strings.Contains(msg, "object has no attribute"):
		return "AttributeError"
	case strings.HasPrefix(msg, "string indices must be integers"), strings.Contains(msg, "required positional argument"),
		strings.HasPrefix(msg, "object of type"):
		return "TypeError"
	}
	return "Exception"
}

// UnhandledError is the 500 the server's exception handler gives an
// exception no view catches ("Error bodies": the 10401 shape), such as the
// TypeError of a region test without key material or the SQL error of a
// team region search.
func UnhandledError(errorType, msg string) Reply {
	trace := Traceback(msg)
	return Reply{http.StatusInternalServerError, map[string]any{
		"code":          10401,
		"msg":           msg,
		"msg_show":      trace,
		"error_type":    errorType,
		"error_trace":   trace,
		"error_details": map[string]any{"args": []string{msg}, "message": msg, "module": "builtins"},
	}}
}

// TeamNotInitialised is the 409 of every path under
// /teams/{team}/regions/{region}/ when the team has not opened the region,
// opened it without initialising it, or the region's status is not "1"
// ("Statuses and their exact bodies": one answer for the three cases).
func TeamNotInitialised() Reply {
	return Reply{http.StatusConflict, map[string]any{
		"code":     2001,
		"msg":      "the team is not initialized in the region",
		"msg_show": "团队未在该集群中初始化",
		"data":     map[string]any{"bean": map[string]any{}, "list": []any{}},
	}}
}

func Traceback(msg string) string {
	return "Traceback (most recent call last):\n" +
		"  File \"/app/ui/console/views/base.py\", line 541, in dispatch\n" +
		"    response = handler(request, *args, **kwargs)\n" +
		"  File \"/app/ui/openapi/views/base.py\", line 88, in get\n" +
		"    raise ServiceHandleException(msg=msg)\n" +
		"Exception: " + msg + "\n"
}

func AuthError(status int) Reply {
	if status == http.StatusForbidden {
		return FrameworkRefusal(status, "PermissionDenied", permissionDenied)
	}
	return FrameworkRefusal(status, "AuthenticationFailed", noSuchUser)
}

// ShapedError builds an error body of the given shape. An empty shape picks
// the likely one for the status: the traceback for 500, a proxy page for
// 502..504, and a business error otherwise.
func ShapedError(status int, shape Shape, msg string) Reply {
	given := msg
	if msg == "" {
		msg = fmt.Sprintf("injected fault: %d %s", status, http.StatusText(status))
	}
	if shape == "" {
		switch {
		case status == http.StatusInternalServerError:
			shape = ShapeServerError
		case status >= 502 && status <= 504:
			shape = ShapeProxy
		case status == http.StatusUnauthorized || status == http.StatusForbidden:
			shape = ShapeAuth
		default:
			shape = ShapeBusiness
		}
	}
	switch shape {
	case ShapeRegionConflict:
		return regionConflict(given)
	case ShapeValidation:
		r := ValidationError(msg, map[string][]string{"non_field_errors": {msg}})
		r.Status = status
		return r
	case ShapeFail:
		return FailError(status, msg)
	case ShapeServerError:
		r := ServerError(msg)
		r.Status = status
		return r
	case ShapeAuth:
		r := AuthError(status)
		r.Status = status
		// The auth body has its own default text; a fault's message
		// replaces it, so that tests control what the client reports.
		if body, isMap := r.Body.(map[string]any); isMap {
			body["code"] = status // the framework's code is the status
			if given != "" {
				body["detail"], body["msg"], body["msg_show"] = given, given, given
			}
		}
		return r
	case ShapeProxy:
		text := fmt.Sprintf("%d %s", status, http.StatusText(status))
		page := "<html>\r\n<head><title>" + text + "</title></head>\r\n<body>\r\n<center><h1>" + text +
			"</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n"
		return Reply{status, RawBody{"text/html", []byte(page)}}
	case ShapeEmpty:
		return Reply{status, RawBody{"", nil}}
	default:
		return BusinessError(status, msg, msg)
	}
}
