package platform

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

func (a cachedAPI) SelectOneHTTPRule(ctx context.Context, pick func([]client.HTTPRule) []client.HTTPRule) ([]client.HTTPRule, error) {
	return a.selectRules(ctx, httpRulesKey, pick, func(got []client.HTTPRule) bool { return len(got) == 1 })
}

func (a cachedAPI) SelectRulesBlockingPortDelete(ctx context.Context, pick func([]client.HTTPRule) []client.HTTPRule) ([]client.HTTPRule, error) {
	return a.selectRules(ctx, ruleBindingsKey, pick, func(got []client.HTTPRule) bool { return len(got) == 0 })
}

func (a cachedAPI) PeekHTTPRules() ([]client.HTTPRule, bool) {
	if rules, ok := peekList[client.HTTPRule](a.cache, httpRulesKey); ok {
		return rules, true
	}
	return peekList[client.HTTPRule](a.cache, ruleBindingsKey)
}

// selectRules picks rules from a rule list scope. A choice that settled
// does not accept, made from a cached list, is made again from a fresh
// list: the cached one may predate a change of this run.
func (a cachedAPI) selectRules(ctx context.Context, key string, pick func([]client.HTTPRule) []client.HTTPRule, settled func([]client.HTTPRule) bool) ([]client.HTTPRule, error) {
	list, fresh, err := cachedList(ctx, a.cache, key, a.listHTTPRules)
	if err != nil {
		return nil, err
	}
	if got := pick(list); fresh || settled(got) {
		return got, nil
	}
	a.cache.invalidate(key)
	list, _, err = cachedList(ctx, a.cache, key, a.listHTTPRules)
	if err != nil {
		return nil, err
	}
	return pick(list), nil
}

func (a cachedAPI) listHTTPRules(ctx context.Context) ([]client.HTTPRule, error) {
	return a.client.ListHTTPRules(ctx, nil)
}

// UpdateHTTPRule invalidates both rule list scopes, and every app's rule
// list (the server finds the rule whatever app the path names).
func (a cachedAPI) UpdateHTTPRule(ctx context.Context, ref client.AppRef, ruleID string, req client.UpdateHTTPRuleRequest) (*client.AppHTTPRule, error) {
	defer a.cache.invalidate(httpRulesKey, ruleBindingsKey)
	defer a.cache.invalidatePrefix(domainsKeyPrefix)
	turn := func(ctx context.Context) (func(), error) { return a.ruleTurn(ctx, ref, ruleID) }
	return ordered(ctx, a.order, turn, func(ctx context.Context) (*client.AppHTTPRule, error) {
		return a.client.UpdateHTTPRule(ctx, ref, ruleID, req)
	})
}
