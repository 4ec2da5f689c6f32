package client

import (
	"context"
	"net/http"
	"testing"
)

// The two 409s that refuse a request for its region are recognised by the
// server's words, in whichever message field they come; other 409s and
// other statuses with the same words are not refusals of that kind.
func TestRegionRefusals(t *testing.T) {
	cases := []struct {
		name             string
		status           int
		body             string
		teamNotOpen, off bool
	}{
		{"team, both messages", http.StatusConflict, `{"code":409,"msg":"team has not opened this region","msg_show":"团队未开通该集群"}`, true, false},
		{"team, Chinese only", http.StatusConflict, `{"code":409,"msg_show":"团队未开通该集群"}`, true, false},
		{"team, English only", http.StatusConflict, `{"msg":"Team has not opened this region"}`, true, false},
		{"region, both messages", http.StatusConflict, `{"code":409,"msg":"region status is not enabled","msg_show":"集群未启用"}`, false, true},
		{"region, Chinese only", http.StatusConflict, `{"msg_show":"集群未启用"}`, false, true},
		{"duplicate port", http.StatusConflict, `{"code":409,"msg":"port already exists","msg_show":"端口已存在"}`, false, false},
		{"rate limit", http.StatusConflict, `{"msg":"called too frequently"}`, false, false},
		{"the words with another status", http.StatusBadRequest, `{"msg":"team has not opened this region"}`, false, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cl := newTestClient(t, respond(c.status, c.body, nil), func(cfg *Config) { cfg.MaxRetries = 0 })
			_, err := cl.ListPorts(context.Background(), ComponentRef{TeamID: "t", RegionName: "r", AppID: 1, ServiceID: "s"})
			if err == nil {
				t.Fatal("no error")
			}
			if got := IsTeamNotOpen(err); got != c.teamNotOpen {
				t.Errorf("IsTeamNotOpen = %v, want %v (%v)", got, c.teamNotOpen, err)
			}
			if got := IsRegionNotEnabled(err); got != c.off {
				t.Errorf("IsRegionNotEnabled = %v, want %v (%v)", got, c.off, err)
			}
		})
	}
}
