package httpdomain

import (
	"context"
	"errors"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
)

// fakeAPI is a DomainAPI whose answers the test scripts: creates answer
// from creates in turn, lists from lists (the last repeats).
type fakeAPI struct {
	creates []func() (*client.AppHTTPRule, error)
	lists   [][]client.AppHTTPRule
	one     *client.AppHTTPRule
	// enterprise is the enterprise's rule list.
	enterprise []client.HTTPRule

	posts, listed int
	updates       []client.UpdateHTTPRuleRequest
}

var _ platform.DomainAPI = (*fakeAPI)(nil)

func (f *fakeAPI) HTTPDomains(context.Context, client.AppRef) ([]client.AppHTTPRule, error) {
	return f.list(), nil
}

func (f *fakeAPI) FindHTTPDomain(_ context.Context, _ client.AppRef, id string) (client.AppHTTPRule, bool, error) {
	for _, r := range f.list() {
		if r.HTTPRuleID == id {
			return r, true, nil
		}
	}
	return client.AppHTTPRule{}, false, nil
}

func (f *fakeAPI) FreshHTTPDomains(context.Context, client.AppRef) ([]client.AppHTTPRule, error) {
	return f.list(), nil
}

func (f *fakeAPI) list() []client.AppHTTPRule {
	i := min(f.listed, len(f.lists)-1)
	f.listed++
	if i < 0 {
		return nil
	}
	return f.lists[i]
}

func (f *fakeAPI) HTTPDomain(context.Context, client.AppRef, string) (*client.AppHTTPRule, error) {
	if f.one == nil {
		return &client.AppHTTPRule{}, nil // the blank answer of a missing rule
	}
	return f.one, nil
}

func (f *fakeAPI) Component(context.Context, client.ComponentRef) (client.Component, error) {
	return client.Component{}, errors.New("not scripted")
}

func (f *fakeAPI) HTTPRules(context.Context) ([]client.HTTPRule, error) { return f.enterprise, nil }

func (f *fakeAPI) FreshPorts(context.Context, client.ComponentRef) ([]client.Port, error) {
	return []client.Port{{ContainerPort: 5000, IsOuterService: true}}, nil
}

func (f *fakeAPI) FreshPort(context.Context, client.ComponentRef, int64) (client.Port, bool, error) {
	return client.Port{ContainerPort: 5000, IsOuterService: true}, true, nil
}

func (f *fakeAPI) CreateHTTPDomain(context.Context, client.AppRef, client.CreateHTTPRuleRequest) (*client.AppHTTPRule, error) {
	i := f.posts
	f.posts++
	return f.creates[min(i, len(f.creates)-1)]()
}

func (f *fakeAPI) DeleteHTTPDomain(context.Context, client.AppRef, string) error { return nil }

func (f *fakeAPI) UpdateHTTPRule(_ context.Context, _ client.AppRef, _ string, req client.UpdateHTTPRuleRequest) (*client.AppHTTPRule, error) {
	f.updates = append(f.updates, req)
	return &client.AppHTTPRule{}, nil
}

var (
	errLost   = &client.RequestError{Operation: "CreateHTTPDomain", OutcomeUnknown: true, Err: errors.New("connection reset")}
	errExists = &client.APIError{Operation: "CreateHTTPDomain", StatusCode: 400, Message: "策略已存在"}
)
