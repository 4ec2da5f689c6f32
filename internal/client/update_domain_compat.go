package client

import "context"

// HTTPDomainUpdateRequest and UpdateHTTPDomain are the former names of the
// one rule update, kept only so that callers not yet moved to
// UpdateHTTPRule build. Remove them once nothing names them.
type HTTPDomainUpdateRequest = UpdateHTTPRuleRequest

// UpdateHTTPDomain is UpdateHTTPRule without its answer.
func (c *Client) UpdateHTTPDomain(ctx context.Context, ref AppRef, ruleID string, req UpdateHTTPRuleRequest) error {
	_, err := c.UpdateHTTPRule(ctx, ref, ruleID, req)
	return err
}
