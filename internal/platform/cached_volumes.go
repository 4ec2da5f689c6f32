package platform

import (
	"context"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// VolumeAPI is what rainbond_component_volume and its list resource call.
type VolumeAPI interface {
	// Component reads a component's details: its id and its team's
	// tenant id.
	Component(ctx context.Context, ref client.ComponentRef) (client.Component, error)
	// Team reads a team by tenant id: the MCP detail finds it by alias.
	Team(ctx context.Context, tenantID string) (*client.Team, error)
	// ComponentVolumes lists a component's volumes, from the server every
	// time: a create's look before and after its attempt must see it.
	ComponentVolumes(ctx context.Context, teamAlias string, appID int64, serviceID string) ([]client.ListedVolume, error)

	AddVolume(ctx context.Context, ref client.ComponentRef, req client.AddVolumeRequest) (*client.Volume, error)
	// AppComponents lists an app's components: a create checks that the
	// component is the app's (RequireComponentInApp).
	AppComponents(ctx context.Context, ref client.AppRef) ([]client.Component, error)
}

var _ VolumeAPI = cachedAPI{}

func (a cachedAPI) ComponentVolumes(ctx context.Context, teamAlias string, appID int64, serviceID string) ([]client.ListedVolume, error) {
	return a.client.ComponentVolumes(ctx, teamAlias, appID, serviceID)
}

// AddVolume changes no list the cache holds.
func (a cachedAPI) AddVolume(ctx context.Context, ref client.ComponentRef, req client.AddVolumeRequest) (*client.Volume, error) {
	return a.client.AddVolume(ctx, ref, req)
}
