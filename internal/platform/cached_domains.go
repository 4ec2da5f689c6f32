package platform

import (
	"context"
	"fmt"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// domainsKeyPrefix starts every app's rule list key.
const domainsKeyPrefix = "domains/"

func domainsKey(ref client.AppRef) string {
	return fmt.Sprintf("%s%s/%s/%d", domainsKeyPrefix, ref.TeamID, ref.RegionName, ref.AppID)
}

func (a cachedAPI) HTTPDomains(ctx context.Context, ref client.AppRef) ([]client.AppHTTPRule, error) {
	list, _, err := cachedList(ctx, a.cache, domainsKey(ref), a.listHTTPDomains(ref))
	return list, err
}

func (a cachedAPI) FindHTTPDomain(ctx context.Context, ref client.AppRef, ruleID string) (client.AppHTTPRule, bool, error) {
	return findCached(ctx, a.cache, domainsKey(ref), a.listHTTPDomains(ref),
		func(r client.AppHTTPRule) bool { return r.HTTPRuleID == ruleID })
}

func (a cachedAPI) FreshHTTPDomains(ctx context.Context, ref client.AppRef) ([]client.AppHTTPRule, error) {
	return freshList(ctx, a.cache, domainsKey(ref), a.listHTTPDomains(ref))
}

func (a cachedAPI) HTTPDomain(ctx context.Context, ref client.AppRef, ruleID string) (*client.AppHTTPRule, error) {
	return a.client.GetHTTPDomain(ctx, ref, ruleID)
}

func (a cachedAPI) listHTTPDomains(ref client.AppRef) func(context.Context) ([]client.AppHTTPRule, error) {
	return func(ctx context.Context) ([]client.AppHTTPRule, error) { return a.client.ListHTTPDomains(ctx, ref) }
}

// CreateHTTPDomain drops the app's rule list and both enterprise rule
// lists: a custom domain also keeps its port from being deleted.
func (a cachedAPI) CreateHTTPDomain(ctx context.Context, ref client.AppRef, req client.CreateHTTPRuleRequest) (*client.AppHTTPRule, error) {
	defer a.cache.invalidate(domainsKey(ref), httpRulesKey, ruleBindingsKey)
	turn := func(ctx context.Context) (func(), error) { return a.componentIDTurn(ctx, ref, req.ServiceID) }
	return ordered(ctx, a.order, turn, func(ctx context.Context) (*client.AppHTTPRule, error) {
		return a.client.CreateHTTPDomain(ctx, ref, req)
	})
}

// DeleteHTTPDomain drops every app's rule list (the server finds the rule
// in the whole team, whatever app the path names) and both enterprise
// rule lists.
func (a cachedAPI) DeleteHTTPDomain(ctx context.Context, ref client.AppRef, ruleID string) error {
	defer a.cache.invalidate(httpRulesKey, ruleBindingsKey)
	defer a.cache.invalidatePrefix(domainsKeyPrefix)
	turn := func(ctx context.Context) (func(), error) { return a.ruleTurn(ctx, ref, ruleID) }
	_, err := ordered(ctx, a.order, turn, func(ctx context.Context) (struct{}, error) {
		return struct{}{}, a.client.DeleteHTTPDomain(ctx, ref, ruleID)
	})
	return err
}

// Certificates are not cached: see CertificateAPI.

func (a cachedAPI) Certificates(ctx context.Context, teamID string) ([]client.CertificateSummary, error) {
	return a.client.ListCertificates(ctx, teamID)
}

func (a cachedAPI) Certificate(ctx context.Context, teamID string, id int64) (*client.Certificate, error) {
	return a.client.GetCertificate(ctx, teamID, id)
}

func (a cachedAPI) CreateCertificate(ctx context.Context, teamID string, req client.CertificateRequest) (*client.Certificate, error) {
	return a.client.CreateCertificate(ctx, teamID, req)
}

// UpdateCertificate changes what rules serve, not what they list.
func (a cachedAPI) UpdateCertificate(ctx context.Context, teamID string, id int64, req client.CertificateRequest) (*client.Certificate, error) {
	return a.client.UpdateCertificate(ctx, teamID, id, req)
}

func (a cachedAPI) DeleteCertificate(ctx context.Context, teamID string, id int64) error {
	return a.client.DeleteCertificate(ctx, teamID, id)
}
