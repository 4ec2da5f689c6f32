package client

import (
	"context"
	"net/http"
	"strings"
	"testing"
)

// The 409 that refuses a request under a team's region ("Statuses and their
// exact bodies": code 2001) is recognised by its code, whatever its words;
// other 409s, and code 2001 with another status, are not that refusal.
func TestTeamNotInRegion(t *testing.T) {
	cases := []struct {
		name   string
		status int
		body   string
		want   bool
	}{
		{"the server's body", http.StatusConflict, `{"code":2001,"msg":"the team is not initialized in the region","msg_show":"团队未在该集群中初始化","data":{"bean":{},"list":[]}}`, true},
		{"other words", http.StatusConflict, `{"code":2001,"msg":"something else"}`, true},
		{"the code as a string", http.StatusConflict, `{"code":"2001"}`, true},
		{"the words without the code", http.StatusConflict, `{"code":409,"msg":"the team is not initialized in the region"}`, false},
		{"duplicate port", http.StatusConflict, `{"code":409,"msg":"port already exists","msg_show":"端口已存在"}`, false},
		{"rate limit", http.StatusConflict, `{"code":409,"msg":"wait a moment please","msg_show":"操作过于频繁，请稍后再试"}`, false},
		{"the code with another status", http.StatusBadRequest, `{"code":2001,"msg":"the team is not initialized in the region"}`, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cl := newTestClient(t, respond(c.status, c.body, nil), func(cfg *Config) { cfg.MaxRetries = 0 })
			_, err := cl.ListPorts(context.Background(), ComponentRef{TeamID: "t", RegionName: "r", AppID: 1, ServiceID: "s"})
			if err == nil {
				t.Fatal("no error")
			}
			if got := IsTeamNotInRegion(err); got != c.want {
				t.Errorf("IsTeamNotInRegion = %v, want %v (%v)", got, c.want, err)
			}
			if IsTeamNotInRegion(err) && IsOutcomeUnknown(err) {
				t.Errorf("a refusal with an unknown outcome: %v", err)
			}
			explained := strings.Contains(err.Error(), `team "t" is not set up in region "r"`) &&
				strings.Contains(err.Error(), "open the team in that region from the console")
			if explained != c.want {
				t.Errorf("explained in English: %v, want %v: %v", explained, c.want, err)
			}
		})
	}
}
