package client

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
)

// ListHTTPRules lists every HTTP access rule of the enterprise, unpaged.
// autoSSL nil lists all rules; true or false only those with auto_ssl on or
// off.
func (c *Client) ListHTTPRules(ctx context.Context, autoSSL *bool) ([]HTTPRule, error) {
	q := url.Values{}
	if autoSSL != nil {
		q.Set("auto_ssl", strconv.FormatBool(*autoSSL))
	}
	var rules []HTTPRule
	op := operation{name: "ListHTTPRules", method: http.MethodGet, path: apiPrefix + "/httpdomains", query: q}
	if err := c.list(ctx, op, &rules); err != nil {
		return nil, err
	}
	return rules, nil
}

// UpdateHTTPRule updates one HTTP access rule through
// .../apps/{app_id}/httpdomains/{rule_id}; ruleID is the rule's
// http_rule_id. It serves an adopted rule and a custom domain alike: the
// server runs the same code for both, and for its second path,
// .../domains/{rule_id}, which the client has no use for.
func (c *Client) UpdateHTTPRule(ctx context.Context, ref AppRef, ruleID string, req UpdateHTTPRuleRequest) (*AppHTTPRule, error) {
	const name = "UpdateHTTPRule"
	p, err := ref.domainPath(ruleID)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var out AppHTTPRule
	op := operation{name: name, method: http.MethodPut, path: p, body: req}
	if err := c.object(ctx, op, &out); err != nil {
		return nil, err
	}
	return &out, nil
}
