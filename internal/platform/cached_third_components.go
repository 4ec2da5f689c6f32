package platform

import (
	"context"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// ThirdPartyAPI is what rainbond_third_party_component and its list
// resource call.
type ThirdPartyAPI interface {
	// FreshComponent reads a component's details from the server.
	FreshComponent(ctx context.Context, ref client.ComponentRef) (client.Component, error)
	// AppComponents lists an app's components, from the server every
	// time: a create's look before and after its attempt must see it.
	AppComponents(ctx context.Context, ref client.AppRef) ([]client.Component, error)
	// SameComponent reports whether two paths name one component of one team.
	SameComponent(ctx context.Context, a, b client.ComponentRef) (bool, error)
	// Apps lists the team's apps in a region (cached), to find the app a
	// component an import names is really in.
	Apps(ctx context.Context, teamID, regionName string) ([]client.App, error)

	CreateThirdComponent(ctx context.Context, ref client.AppRef, req client.CreateThirdComponentRequest) (*client.ThirdComponent, error)
	DeleteComponent(ctx context.Context, ref client.ComponentRef, force bool) error
}

var _ ThirdPartyAPI = cachedAPI{}

// CreateThirdComponent drops the component details, as CreateComponent
// does: a new component of the app changes which paths resolve (a
// detail under an app without components passes any component of the
// team), and the app's components are read from the server every time.
func (a cachedAPI) CreateThirdComponent(ctx context.Context, ref client.AppRef, req client.CreateThirdComponentRequest) (*client.ThirdComponent, error) {
	defer a.cache.invalidatePrefix(componentKeyPrefix)
	return a.client.CreateThirdComponent(ctx, ref, req)
}
