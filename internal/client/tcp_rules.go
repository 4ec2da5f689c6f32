package client

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

// TCP access rules of an app: created through the app's /domains with
// protocol tcp, listed there with query=tcp. The API has no TCP rule
// update or delete (openapi/views/gateway/gateway.py).

// TCPRule is a TCP access rule (TCPGatewayRuleSerializer). An end point on
// 0.0.0.0 is listed with the region's TCP domain in its place.
type TCPRule struct {
	TCPRuleID      string  `json:"tcp_rule_id"`
	RegionID       string  `json:"region_id"`
	TenantID       string  `json:"tenant_id"`
	ServiceID      string  `json:"service_id"`
	ServiceName    string  `json:"service_name"` // the component's service_alias
	EndPoint       string  `json:"end_point"`
	Protocol       string  `json:"protocol"`
	ContainerPort  flexInt `json:"container_port"`
	Type           flexInt `json:"type"` // 0 the port's default rule, 1 a custom one
	RuleExtensions string  `json:"rule_extensions"`
	IsOuterService bool    `json:"is_outer_service"`
}

// TCPRuleExtension is one key and value of a rule's extensions.
type TCPRuleExtension struct {
	Key   string `json:"key"`
	Value string `json:"value"`
}

// CreateTCPRuleRequest is the tcp object of a gateway rule create; every
// field but RuleExtensions is required by the server.
type CreateTCPRuleRequest struct {
	ContainerPort  int64              `json:"container_port"`
	ServiceID      string             `json:"service_id"`
	EndPoint       string             `json:"end_point"`
	DefaultPort    int64              `json:"default_port"`
	DefaultIP      string             `json:"default_ip"`
	RuleExtensions []TCPRuleExtension `json:"rule_extensions,omitempty"`
}

func (r AppRef) gatewayRulesPath() (string, error) {
	p, err := r.path()
	if err != nil {
		return "", err
	}
	return p + "/domains", nil
}

// CreateTCPRule creates a TCP rule; the server first opens the port's
// outer service (with its default rule), which stays open when the rule
// then fails. The answer is the app's TCP rules. Not idempotent: a repeat
// gets 400 "exist".
func (c *Client) CreateTCPRule(ctx context.Context, ref AppRef, req CreateTCPRuleRequest) ([]TCPRule, error) {
	const name = "CreateTCPRule"
	p, err := ref.gatewayRulesPath()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var out struct {
		TCP []TCPRule `json:"tcp"`
	}
	body := map[string]any{"protocol": "tcp", "tcp": req}
	if err := c.object(ctx, operation{name: name, method: http.MethodPost, path: p, body: body}, &out); err != nil {
		return nil, err
	}
	return out.TCP, nil
}

// ListTCPRules lists the TCP rules of an app's components.
func (c *Client) ListTCPRules(ctx context.Context, ref AppRef) ([]TCPRule, error) {
	const name = "ListTCPRules"
	p, err := ref.gatewayRulesPath()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var out struct {
		TCP []TCPRule `json:"tcp"`
	}
	op := operation{name: name, method: http.MethodGet, path: p, query: url.Values{"query": {"tcp"}}}
	if err := c.object(ctx, op, &out); err != nil {
		return nil, err
	}
	return out.TCP, nil
}

// IsTCPEndPointTaken reports the 400 of a create whose end point the
// region already has.
func IsTCPEndPointTaken(err error) bool {
	ae, ok := AsAPIError(err)
	return ok && ae.StatusCode == http.StatusBadRequest && (ae.Message == "exist" || Mentions(err, "策略已存在"))
}
