package mockgateway

import "net/http"

// unhandled is the server's answer to an exception nothing caught
// (platform-facts, Error bodies: unhandled server error): 500, code 10401,
// the exception text in msg and its traceback in msg_show and error_trace.
func unhandled(errorType, text string) reply {
	trace := "Traceback (most recent call last):\n" +
		"  File \"/app/ui/console/views/base.py\", line 541, in dispatch\n" +
		"    response = handler(request, *args, **kwargs)\n" +
		errorType + ": " + text + "\n"
	return reply{http.StatusInternalServerError, map[string]any{
		"code":          10401,
		"msg":           text,
		"msg_show":      trace,
		"error_type":    errorType,
		"error_trace":   trace,
		"error_details": map[string]any{"args": []string{text}, "message": text, "module": "builtins"},
	}}
}
