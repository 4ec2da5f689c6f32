package platform

import (
	"context"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// GetRegion reads one region of the enterprise; not cached: only a create
// whose add may have acted or met a taken name asks.
func (a cachedAPI) GetRegion(ctx context.Context, name string) (*client.RegionInfo, error) {
	return a.client.GetRegion(ctx, name)
}
