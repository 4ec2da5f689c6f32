package platform

import (
	"context"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

var (
	_ ComponentAPI    = cachedAPI{}
	_ ComponentEnvAPI = cachedAPI{}
)

// CreateComponent invalidates the component details: the new component's
// path may have been read (and found missing) before.
func (a cachedAPI) CreateComponent(ctx context.Context, ref client.AppRef, req client.CreateComponentRequest) (*client.CreatedComponent, error) {
	defer a.cache.invalidatePrefix(componentKeyPrefix)
	return a.client.CreateComponent(ctx, ref, req)
}

// DeleteComponent invalidates what the component took with it: its
// details, ports and HTTP rules.
func (a cachedAPI) DeleteComponent(ctx context.Context, ref client.ComponentRef, force bool) error {
	defer func() {
		a.cache.invalidatePrefix(componentKeyPrefix)
		a.cache.invalidate(portsKey(ref), httpRulesKey, ruleBindingsKey)
		a.cache.invalidatePrefix(domainsKeyPrefix)
	}()
	return inTurnErr(ctx, a, ref, func(ctx context.Context) error { return a.client.DeleteComponent(ctx, ref, force) })
}

// ChangeComponentImage invalidates the component details, whose image and
// version it changes.
func (a cachedAPI) ChangeComponentImage(ctx context.Context, ref client.ComponentRef, image string) error {
	defer a.cache.invalidatePrefix(componentKeyPrefix)
	return inTurnErr(ctx, a, ref, func(ctx context.Context) error { return a.client.ChangeComponentImage(ctx, ref, image) })
}

// BuildComponent invalidates the component details, whose status and
// source it changes.
func (a cachedAPI) BuildComponent(ctx context.Context, ref client.ComponentRef, req client.BuildComponentRequest) (*client.BuildStarted, error) {
	defer a.cache.invalidatePrefix(componentKeyPrefix)
	return inTurn(ctx, a, ref, func(ctx context.Context) (*client.BuildStarted, error) { return a.client.BuildComponent(ctx, ref, req) })
}

// OperateApp invalidates the component details, whose status it changes.
func (a cachedAPI) OperateApp(ctx context.Context, ref client.AppRef, req client.AppOperation) error {
	defer a.cache.invalidatePrefix(componentKeyPrefix)
	return a.client.OperateApp(ctx, ref, req)
}

func (a cachedAPI) ComponentEnvs(ctx context.Context, ref client.ComponentRef) ([]client.ComponentEnv, error) {
	return a.client.UpdateComponentEnvs(ctx, ref, nil)
}

// UpdateComponentEnvs changes nothing the cache holds: variables are read
// only through it. An upsert that writes waits for the component's turn;
// the upsert of no variable only reads.
func (a cachedAPI) UpdateComponentEnvs(ctx context.Context, ref client.ComponentRef, envs []client.ComponentEnv) ([]client.ComponentEnv, error) {
	return inTurn(ctx, a, ref, func(ctx context.Context) ([]client.ComponentEnv, error) {
		return a.client.UpdateComponentEnvs(ctx, ref, envs)
	})
}
