package mockgateway

import (
	"errors"
	"net/http"
	"strings"
)

// The admin API's endpoints that reach past the test knobs: the knobs'
// own (the controls room's admin_controls.go), the tokens, and the reset
// of everything.

func (g *Gateway) controlRoutes(route adminRoutes) {
	g.ctl.Routes(route, &g.locks)
	route("PUT /_mock/tokens", g.adminTokens)
}

// adminTokens replaces the admin token and, when given, the user token.
func (g *Gateway) adminTokens(_ *http.Request, b []byte) (any, error) {
	var tk struct {
		Token     string  `json:"token"`
		UserToken *string `json:"user_token"`
	}
	if err := strictJSON(b, &tk); err != nil {
		return nil, err
	}
	if tk.Token == "" {
		return nil, errors.New("token must not be empty")
	}
	g.mu.Lock()
	user := g.user
	g.mu.Unlock()
	if tk.UserToken != nil {
		user = *tk.UserToken
	}
	g.SetTokens(tk.Token, user)
	return nil, nil
}

// adminReset resets everything, or the parts named in the body:
// {"model":true,"faults":true,"latency":true,"counts":true}.
func (g *Gateway) adminReset(_ *http.Request, b []byte) (any, error) {
	var parts struct {
		Model   bool `json:"model"`
		Faults  bool `json:"faults"`
		Latency bool `json:"latency"`
		Counts  bool `json:"counts"`
	}
	if len(strings.TrimSpace(string(b))) > 0 {
		if err := strictJSON(b, &parts); err != nil {
			return nil, err
		}
	}
	if !parts.Model && !parts.Faults && !parts.Latency && !parts.Counts {
		g.Reset()
		return nil, nil
	}
	if parts.Model {
		g.ResetModel()
	}
	if parts.Faults {
		g.ResetFaults()
	}
	if parts.Latency {
		g.ResetLatency()
	}
	if parts.Counts {
		g.ResetCounts()
	}
	return nil, nil
}
