package mockgateway

import (
	"testing"
)

func TestAuth(t *testing.T) {
	ts := newDefault(t)
	regions := "/openapi/v1/teams/" + DefaultTeam + "/regions"
	for _, token := range []string{"", "wrong", "Bearer " + ts.Token} {
		a := callAs(t, ts, token, "GET", webPorts, nil).want(t, 401)
		m := a.obj(t)
		for _, k := range []string{"detail", "code", "msg", "msg_show"} {
			if _, ok := m[k]; !ok {
				t.Fatalf("401 body lacks %s: %s", k, a.raw)
			}
		}
	}
	// The non-admin token reaches team operations, a team's region list
	// included ("Authentication": no admin check there), but not region add.
	callAs(t, ts, ts.UserToken, "GET", webPorts, nil).want(t, 200)
	callAs(t, ts, ts.UserToken, "GET", regions, nil).want(t, 200)
	a := callAs(t, ts, ts.UserToken, "POST", "/openapi/v1/regions", map[string]any{}).want(t, 403)
	if _, ok := a.obj(t)["msg_show"]; !ok {
		t.Fatalf("403 shape: %s", a.raw)
	}
	callAs(t, ts, ts.Token, "GET", regions, nil).want(t, 200)
	// Expired tokens.
	ts.SetTokens("new-admin", "")
	callAs(t, ts, ts.Token, "GET", webPorts, nil).want(t, 401)
	callAs(t, ts, ts.UserToken, "GET", webPorts, nil).want(t, 401)
	callAs(t, ts, "new-admin", "GET", webPorts, nil).want(t, 200)
	// A failed auth changes nothing.
	callAs(t, ts, "", "POST", webPorts, map[string]any{"port": 1234, "is_inner_service": false}).want(t, 401)
	if _, ok := ts.Port(WebID, 1234); ok {
		t.Fatal("unauthenticated create went through")
	}
}
