package platform

import (
	"context"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

func (a cachedAPI) FreshComponent(ctx context.Context, ref client.ComponentRef) (client.Component, error) {
	c, err := a.client.GetComponent(ctx, ref)
	if err != nil {
		return client.Component{}, err
	}
	return *c, nil
}

func (a cachedAPI) ComponentEvents(ctx context.Context, ref client.ComponentRef, page, pageSize int64) (*client.ComponentEvents, error) {
	return a.client.ListComponentEvents(ctx, ref, page, pageSize)
}

// ScaleVertical invalidates the component details, whose memory, CPU and
// GPU it changes; they are cached by path, and another path may name the
// same component.
func (a cachedAPI) ScaleVertical(ctx context.Context, ref client.ComponentRef, req client.VerticalScaleRequest) error {
	defer a.cache.invalidatePrefix(componentKeyPrefix)
	return inTurnErr(ctx, a, ref, func(ctx context.Context) error { return a.client.ScaleVertical(ctx, ref, req) })
}

// ScaleHorizontal invalidates the component details, whose instance count
// it changes.
func (a cachedAPI) ScaleHorizontal(ctx context.Context, ref client.ComponentRef, req client.HorizontalScaleRequest) error {
	defer a.cache.invalidatePrefix(componentKeyPrefix)
	return inTurnErr(ctx, a, ref, func(ctx context.Context) error { return a.client.ScaleHorizontal(ctx, ref, req) })
}
