package httprule

import (
	"context"
	"net/http"
	"slices"
	"strings"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/shared"
)

// fakeRules is the enterprise's rule list behind shared.RuleAPI. An update
// applies every setting the request carries, as the platform does.
type fakeRules struct {
	rules   []client.HTTPRule
	updates []string // rule ids, in the order of their updates
	// updateErr answers every update when set; the update is applied first
	// when updateCommits is set too (an answer lost on the way back).
	updateErr     error
	updateCommits bool
}

var _ shared.RuleAPI = (*fakeRules)(nil)

func (f *fakeRules) HTTPRules(context.Context) ([]client.HTTPRule, error) {
	return slices.Clone(f.rules), nil
}

func (f *fakeRules) FreshHTTPRulesByAutoSSL(_ context.Context, autoSSL bool) ([]client.HTTPRule, error) {
	return slices.DeleteFunc(slices.Clone(f.rules), func(r client.HTTPRule) bool { return shared.Deref(r.AutoSSL) != autoSSL }), nil
}

func (f *fakeRules) FindHTTPRule(_ context.Context, ruleID string) (client.HTTPRule, bool, error) {
	i := f.index(ruleID)
	if i < 0 {
		return client.HTTPRule{}, false, nil
	}
	return f.rules[i], true, nil
}

func (f *fakeRules) SelectHTTPRules(_ context.Context, pick func([]client.HTTPRule) []client.HTTPRule) ([]client.HTTPRule, error) {
	return pick(slices.Clone(f.rules)), nil
}

func (f *fakeRules) UpdateHTTPRule(_ context.Context, _ client.AppRef, ruleID string, req client.UpdateHTTPRuleRequest) (*client.HTTPRuleUpdate, error) {
	f.updates = append(f.updates, ruleID)
	if f.updateErr != nil && !f.updateCommits {
		return nil, f.updateErr
	}
	i := f.index(ruleID)
	if i < 0 {
		return nil, &client.APIError{Operation: "UpdateHTTPRule", Method: http.MethodPut, StatusCode: http.StatusNotFound, Message: "rule not found"}
	}
	r := &f.rules[i]
	r.ServiceID = req.ServiceID
	r.ContainerPort, r.DomainName = req.ContainerPort, shared.Deref(req.DomainName)
	r.DomainPath, r.DomainCookie, r.DomainHeader = req.DomainPath, req.DomainCookie, req.DomainHeader
	r.TheWeight, r.CertificateID, r.AutoSSL, r.AutoSSLConfig = req.TheWeight, req.CertificateID, req.AutoSSL, req.AutoSSLConfig
	if req.RuleExtensions != nil {
		r.RuleExtensions = strings.Join(*req.RuleExtensions, ",")
	}
	if f.updateErr != nil {
		return nil, f.updateErr
	}
	return &client.HTTPRuleUpdate{HTTPRuleID: ruleID}, nil
}

// TeamRegions answers that every team exists: the fake holds no regions.
func (f *fakeRules) TeamRegions(context.Context, string) ([]client.TeamRegion, error) {
	return nil, nil
}

func (f *fakeRules) index(ruleID string) int {
	return slices.IndexFunc(f.rules, func(r client.HTTPRule) bool { return r.HTTPRuleID == ruleID })
}

func (f *fakeRules) rule(ruleID string) client.HTTPRule {
	return f.rules[f.index(ruleID)]
}
