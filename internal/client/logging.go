package client

import (
	"context"
	"net/http"
	"regexp"
	"time"
	"unicode/utf8"

	"github.com/hashicorp/terraform-plugin-log/tflog"
)

// LogSubsystem is the tflog subsystem of every line the client writes.
const LogSubsystem = "rainbond"

// maxLoggedBody bounds a body logged at TRACE.
const maxLoggedBody = 2048

// secretJSONValues masks the values of secret-bearing keys in any body that
// does get logged, as a second line of defence behind never logging region
// bodies at all.
var secretJSONValues = regexp.MustCompile(`"(token|key_file|cert_file|ssl_ca_cert|password|secret)"\s*:\s*"(?:[^"\\]|\\.)*"`)

// logContext prepares the context of one operation. The masks must be set on
// this very context: masks set at provider configuration live on another
// context and do not reach the subsystem logger created here.
func (c *Client) logContext(ctx context.Context) context.Context {
	ctx = tflog.NewSubsystem(ctx, LogSubsystem, tflog.WithRootFields())
	if c.token != "" {
		ctx = tflog.SubsystemMaskAllFieldValuesStrings(ctx, LogSubsystem, c.token)
		ctx = tflog.SubsystemMaskMessageStrings(ctx, LogSubsystem, c.token)
	}
	ctx = tflog.SubsystemMaskAllFieldValuesRegexes(ctx, LogSubsystem, secretJSONValues)
	return ctx
}

// logAttempt writes the one line per attempt: method, path, status,
// duration and attempt number.
func logAttempt(ctx context.Context, st *callState, resp *http.Response, err error, elapsed time.Duration) {
	fields := map[string]any{
		"operation":   st.op,
		"method":      st.method,
		"path":        st.path,
		"attempt":     st.attempts,
		"duration_ms": elapsed.Milliseconds(),
	}
	if resp != nil {
		fields["status"] = resp.StatusCode
	}
	if err != nil {
		fields["error"] = err.Error()
		tflog.SubsystemDebug(ctx, LogSubsystem, "API request failed", fields)
		return
	}
	tflog.SubsystemDebug(ctx, LogSubsystem, "API request", fields)
}

// logBody writes a request or response body at TRACE, truncated. Callers
// never pass the bodies of region operations.
func logBody(ctx context.Context, st *callState, what string, body []byte) {
	if len(body) == 0 || !tflog.SubsystemIsTrace(ctx, LogSubsystem) {
		return
	}
	s := secretJSONValues.ReplaceAllString(string(body), `"$1":"***"`)
	if len(s) > maxLoggedBody {
		cut := maxLoggedBody
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		s = s[:cut] + "…(truncated)"
	}
	tflog.SubsystemTrace(ctx, LogSubsystem, "API "+what+" body", map[string]any{
		"operation": st.op,
		"method":    st.method,
		"path":      st.path,
		"body":      s,
	})
}
