package shared

import (
	"context"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

func (a cachedAPI) HTTPRules(ctx context.Context) ([]client.HTTPRule, error) {
	list, _, err := cachedList(ctx, a.cache, httpRulesKey, a.listHTTPRules)
	return list, err
}

func (a cachedAPI) FreshHTTPRulesByAutoSSL(ctx context.Context, autoSSL bool) ([]client.HTTPRule, error) {
	return a.client.ListHTTPRules(ctx, &autoSSL)
}

func (a cachedAPI) FindHTTPRule(ctx context.Context, ruleID string) (client.HTTPRule, bool, error) {
	return findCached(ctx, a.cache, httpRulesKey, a.listHTTPRules,
		func(r client.HTTPRule) bool { return r.HTTPRuleID == ruleID })
}

func (a cachedAPI) SelectHTTPRules(ctx context.Context, pick func([]client.HTTPRule) []client.HTTPRule) ([]client.HTTPRule, error) {
	list, fresh, err := cachedList(ctx, a.cache, httpRulesKey, a.listHTTPRules)
	if err != nil {
		return nil, err
	}
	if got := pick(list); len(got) == 1 || fresh {
		return got, nil
	}
	a.cache.invalidate(httpRulesKey)
	list, _, err = cachedList(ctx, a.cache, httpRulesKey, a.listHTTPRules)
	if err != nil {
		return nil, err
	}
	return pick(list), nil
}

func (a cachedAPI) listHTTPRules(ctx context.Context) ([]client.HTTPRule, error) {
	return a.client.ListHTTPRules(ctx, nil)
}

// UpdateHTTPRule invalidates the rule list.
func (a cachedAPI) UpdateHTTPRule(ctx context.Context, ref client.AppRef, ruleID string, req client.UpdateHTTPRuleRequest) (*client.HTTPRuleUpdate, error) {
	defer a.cache.invalidate(httpRulesKey)
	return a.client.UpdateHTTPRule(ctx, ref, ruleID, req)
}
