package acctest

import (
	"context"
	"fmt"
	"strings"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// ruleConsole makes console-side changes of HTTP rules.
type ruleConsole interface {
	// RemoveRule deletes an HTTP rule (a default rule or a custom domain).
	RemoveRule(httpRuleID string) error
	// EditRule changes an HTTP rule's routing (domain, path, cookie,
	// weight, certificate, extensions).
	EditRule(httpRuleID string, fn func(*mockgateway.Rule)) error
	// PutRule adds a rule made in the console (say a custom domain,
	// Type 1); r.ServiceID may be the component alias. It answers the
	// rule with its ids and defaults filled in.
	PutRule(r mockgateway.Rule) (mockgateway.Rule, error)
}

// PutRule adds the rule to the console's models as its UI saves a custom
// domain, with the ids and defaults the mock fills in (see add).
func (k kitConsole) PutRule(r mockgateway.Rule) (mockgateway.Rule, error) {
	if err := k.begin(); err != nil {
		return r, err
	}
	if r.HTTPRuleID != "" {
		if _, ok := k.env.GW.Rule(r.HTTPRuleID); ok {
			return r, fmt.Errorf("the console has rule %s already; the console kit adds, it does not replace", r.HTTPRuleID)
		}
	}
	filled, err := k.env.GW.PutRule(r)
	if err != nil {
		return r, err
	}
	return filled, k.done(k.add(mockgateway.Fixture{Rules: []mockgateway.Rule{filled}}))
}

// RemoveRule deletes the console's record, as the console's UI does for
// a rule of a port; the region's gateway keeps what it had.
func (k kitConsole) RemoveRule(httpRuleID string) error {
	if err := k.begin(); err != nil {
		return err
	}
	return k.done(k.model("delete", "rule", map[string]any{"http_rule_id": httpRuleID}, nil))
}

// EditRule sends the rule update the console's rule page sends.
func (k kitConsole) EditRule(httpRuleID string, fn func(*mockgateway.Rule)) error {
	if err := k.begin(); err != nil {
		return err
	}
	was, ok := k.env.GW.Rule(httpRuleID)
	if !ok {
		return fmt.Errorf("the console has no rule %s", httpRuleID)
	}
	r := was
	fn(&r)
	exts := []client.RuleExtension{}
	for _, item := range strings.Split(r.RuleExtensions, ",") {
		if key, value, found := strings.Cut(item, ":"); found {
			exts = append(exts, client.RuleExtension{Key: key, Value: value})
		}
	}
	req := client.UpdateHTTPRuleRequest{
		ServiceID: r.ServiceID, ContainerPort: &r.ContainerPort, CertificateID: r.CertificateID,
		DomainName: r.DomainName, DomainCookie: r.DomainCookie, TheWeight: &r.TheWeight, DomainPath: r.DomainPath,
		RuleExtensions: &exts, AutoSSL: &r.AutoSSL,
	}
	if r.AutoSSLConfig != nil {
		req.AutoSSLConfig = *r.AutoSSLConfig
	}
	_, err := k.api.UpdateHTTPRule(context.Background(), client.AppRef{TeamID: r.TenantID, RegionName: r.RegionName, AppID: r.AppID}, httpRuleID, req)
	return k.done(err)
}
