package httprule

import (
	"context"
	"net/http"
	"slices"
	"strings"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
)

// fakeRules is the enterprise's rule list behind platform.RuleAPI. An update
// applies every setting the request carries, as the platform does.
type fakeRules struct {
	rules   []client.HTTPRule
	updates []string // rule ids, in the order of their updates
	// updateErr answers every update when set; the update is applied first
	// when updateCommits is set too (an answer lost on the way back).
	updateErr     error
	updateCommits bool
}

var _ platform.RuleAPI = (*fakeRules)(nil)

func (f *fakeRules) HTTPRules(context.Context) ([]client.HTTPRule, error) {
	return slices.Clone(f.rules), nil
}

func (f *fakeRules) FreshHTTPRulesByAutoSSL(_ context.Context, autoSSL bool) ([]client.HTTPRule, error) {
	return slices.DeleteFunc(slices.Clone(f.rules), func(r client.HTTPRule) bool { return platform.Deref(r.AutoSSL) != autoSSL }), nil
}

func (f *fakeRules) FindHTTPRule(_ context.Context, ruleID string) (client.HTTPRule, bool, error) {
	i := f.index(ruleID)
	if i < 0 {
		return client.HTTPRule{}, false, nil
	}
	return f.rules[i], true, nil
}

func (f *fakeRules) SelectOneHTTPRule(_ context.Context, pick func([]client.HTTPRule) []client.HTTPRule) ([]client.HTTPRule, error) {
	return pick(slices.Clone(f.rules)), nil
}

func (f *fakeRules) UpdateHTTPRule(_ context.Context, _ client.AppRef, ruleID string, req client.UpdateHTTPRuleRequest) (*client.AppHTTPRule, error) {
	f.updates = append(f.updates, ruleID)
	if f.updateErr != nil && !f.updateCommits {
		return nil, f.updateErr
	}
	i := f.index(ruleID)
	if i < 0 {
		return nil, &client.APIError{Operation: "UpdateHTTPRule", Method: http.MethodPut, StatusCode: http.StatusNotFound, Message: "rule not found"}
	}
	applyRuleUpdate(&f.rules[i], req)
	if f.updateErr != nil {
		return nil, f.updateErr
	}
	return &client.AppHTTPRule{HTTPRuleID: ruleID}, nil
}

// applyRuleUpdate merges a body into a rule as the platform does: what is
// sent replaces, certificate_id and auto_ssl_config always apply, an empty
// path becomes "/".
func applyRuleUpdate(r *client.HTTPRule, req client.UpdateHTTPRuleRequest) {
	r.ServiceID = req.ServiceID
	if req.ContainerPort != nil {
		r.ContainerPort = req.ContainerPort
	}
	if req.DomainName != "" {
		r.DomainName = req.DomainName
	}
	for _, f := range []struct {
		sent string
		dst  **string
	}{{req.DomainPath, &r.DomainPath}, {req.DomainCookie, &r.DomainCookie}} {
		if f.sent != "" {
			*f.dst = &f.sent
		}
	}
	if platform.Deref(r.DomainPath) == "" {
		root := "/"
		r.DomainPath = &root
	}
	if req.TheWeight != nil {
		r.TheWeight = req.TheWeight
	}
	if req.AutoSSL != nil {
		r.AutoSSL = req.AutoSSL
	}
	cert := req.CertificateID
	r.CertificateID, r.AutoSSLConfig = &cert, nil
	if req.AutoSSLConfig != "" {
		r.AutoSSLConfig = &req.AutoSSLConfig
	}
	if req.RuleExtensions != nil {
		parts := []string{}
		for _, e := range *req.RuleExtensions {
			parts = append(parts, e.Key+":"+e.Value)
		}
		r.RuleExtensions = strings.Join(parts, ",")
	}
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
