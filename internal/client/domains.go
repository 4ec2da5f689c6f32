package client

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

// The HTTP access rules of one app (4.31): list, create, read one, delete.
// Updates go through UpdateHTTPRule.

func (r AppRef) domainsPath() (string, error) {
	p, err := r.path()
	if err != nil {
		return "", err
	}
	return p + "/httpdomains", nil
}

func (r AppRef) domainPath(ruleID string) (string, error) {
	p, err := r.domainsPath()
	if err == nil {
		err = checkSegments("rule_id", ruleID)
	}
	if err != nil {
		return "", err
	}
	return p + "/" + url.PathEscape(ruleID), nil
}

// ListHTTPDomains lists the HTTP rules of every component of an app,
// unpaged.
func (c *Client) ListHTTPDomains(ctx context.Context, ref AppRef) ([]AppHTTPRule, error) {
	const name = "ListHTTPDomains"
	p, err := ref.domainsPath()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var rules []AppHTTPRule
	if err := c.list(ctx, operation{name: name, method: http.MethodGet, path: p}, &rules); err != nil {
		return nil, err
	}
	return rules, nil
}

// CreateHTTPDomain creates an HTTP rule: a domain bound to a port of a
// component of the app. The answer (201) lacks the rule's ID; it is not
// idempotent: a repeat gets 400 "策略已存在".
func (c *Client) CreateHTTPDomain(ctx context.Context, ref AppRef, req CreateHTTPRuleRequest) (*AppHTTPRule, error) {
	const name = "CreateHTTPDomain"
	p, err := ref.domainsPath()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var out AppHTTPRule
	if err := c.object(ctx, operation{name: name, method: http.MethodPost, path: p, body: req}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// GetHTTPDomain reads one rule of an app. A rule the server does not have
// in that app is still a 200, with blank values: see AppHTTPRule.Exists.
func (c *Client) GetHTTPDomain(ctx context.Context, ref AppRef, ruleID string) (*AppHTTPRule, error) {
	const name = "GetHTTPDomain"
	p, err := ref.domainPath(ruleID)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var out AppHTTPRule
	if err := c.object(ctx, operation{name: name, method: http.MethodGet, path: p}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// DeleteHTTPDomain deletes a rule, found by its id within the team. An
// unknown rule is 404. The port's outer service stays open.
func (c *Client) DeleteHTTPDomain(ctx context.Context, ref AppRef, ruleID string) error {
	const name = "DeleteHTTPDomain"
	p, err := ref.domainPath(ruleID)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	_, err = c.do(ctx, operation{name: name, method: http.MethodDelete, path: p})
	return err
}

// IsRuleExists reports the 400 that refuses a create because the same rule
// (component, port, domain, protocol and path) exists: what a repeat of a
// create whose answer was lost gets.
func IsRuleExists(err error) bool {
	ae, ok := AsAPIError(err)
	if !ok || ae.StatusCode != http.StatusBadRequest {
		return false
	}
	for _, t := range append([]string{ae.Message}, ae.texts...) {
		if t == ruleExistsText {
			return true
		}
	}
	return false
}

const ruleExistsText = "策略已存在"
