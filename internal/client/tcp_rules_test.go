package client

import (
	"context"
	"testing"
)

func TestTCPRuleCreateAndList(t *testing.T) {
	var seen []recorded
	c := newTestClient(t, respond(200, `{"http":[],"tcp":[{"tcp_rule_id":"r1","end_point":"10.0.0.1:30001","container_port":6379,"type":1,"service_id":"s"}]}`, &seen))
	ref := AppRef{TeamID: "t", RegionName: "r", AppID: 4}
	rules, err := c.CreateTCPRule(context.Background(), ref, CreateTCPRuleRequest{ContainerPort: 6379, ServiceID: "s", EndPoint: "0.0.0.0:30001", DefaultPort: 6379, DefaultIP: "0.0.0.0"})
	if err != nil || len(rules) != 1 || rules[0].TCPRuleID != "r1" || rules[0].ContainerPort != 6379 {
		t.Fatalf("create = %+v, %v", rules, err)
	}
	if _, err := c.ListTCPRules(context.Background(), ref); err != nil {
		t.Fatal(err)
	}
	const p = "/openapi/v1/teams/t/regions/r/apps/4/domains"
	if seen[0].Method != "POST" || seen[0].Path != p ||
		seen[0].Body != `{"protocol":"tcp","tcp":{"container_port":6379,"service_id":"s","end_point":"0.0.0.0:30001","default_port":6379,"default_ip":"0.0.0.0"}}` {
		t.Errorf("create request %+v", seen[0])
	}
	if seen[1].Method != "GET" || seen[1].Path != p || seen[1].RawQuery != "query=tcp" {
		t.Errorf("list request %+v", seen[1])
	}
}

func TestIsTCPEndPointTaken(t *testing.T) {
	c := newTestClient(t, respond(400, `{"code":400,"msg":"exist","msg_show":"策略已存在"}`, nil))
	_, err := c.CreateTCPRule(context.Background(), AppRef{TeamID: "t", RegionName: "r", AppID: 1}, CreateTCPRuleRequest{})
	if !IsTCPEndPointTaken(err) {
		t.Fatalf("not recognised: %v", err)
	}
}
