package platform

import (
	"context"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// ComponentWatchAPI is what a wait for a component's asynchronous
// operation reads: the component's status and its events.
type ComponentWatchAPI interface {
	// FreshComponent reads a component's details from the server.
	FreshComponent(ctx context.Context, ref client.ComponentRef) (client.Component, error)
	ComponentEvents(ctx context.Context, ref client.ComponentRef, page, pageSize int64) (*client.ComponentEvents, error)
}

// ComponentAPI is what rainbond_component, its list resource and the
// actions call.
type ComponentAPI interface {
	ComponentWatchAPI
	// Component reads a component's details, once per run and path.
	Component(ctx context.Context, ref client.ComponentRef) (client.Component, error)
	// AppComponents lists an app's components, from the server every
	// time: a create looks for what a lost answer made.
	AppComponents(ctx context.Context, ref client.AppRef) ([]client.Component, error)

	CreateComponent(ctx context.Context, ref client.AppRef, req client.CreateComponentRequest) (*client.CreatedComponent, error)
	DeleteComponent(ctx context.Context, ref client.ComponentRef, force bool) error
	ChangeComponentImage(ctx context.Context, ref client.ComponentRef, image string) error
	BuildComponent(ctx context.Context, ref client.ComponentRef, req client.BuildComponentRequest) (*client.BuildStarted, error)
	OperateApp(ctx context.Context, ref client.AppRef, req client.AppOperation) error
}

// ComponentEnvAPI is what rainbond_component_env and
// rainbond_component_envs call.
type ComponentEnvAPI interface {
	ComponentWatchAPI
	// ComponentEnvs lists every variable of a component, through the
	// upsert of no variable: the one read the API has.
	ComponentEnvs(ctx context.Context, ref client.ComponentRef) ([]client.ComponentEnv, error)
	// AppComponents lists an app's components: a write checks that the
	// component is the app's (RequireComponentInApp).
	AppComponents(ctx context.Context, ref client.AppRef) ([]client.Component, error)

	UpdateComponentEnvs(ctx context.Context, ref client.ComponentRef, envs []client.ComponentEnv) ([]client.ComponentEnv, error)
	OperateApp(ctx context.Context, ref client.AppRef, req client.AppOperation) error
}
