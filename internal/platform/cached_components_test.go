package platform

import (
	"context"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// The component writes and what each drops (see cached_api_test.go).
func init() {
	reads = append(reads, "ComponentEnvs")
	writeCases["CreateComponent"] = writeCase{
		write: func(ctx context.Context, a cachedAPI) error {
			_, err := a.CreateComponent(ctx, shopApp, client.CreateComponentRequest{GroupID: shopApp.AppID, ServiceCname: "new", Image: "nginx", K8sComponentName: "new"})
			return err
		},
		drops: []string{"component web"},
	}
	writeCases["CreateThirdComponent"] = writeCase{
		write: func(ctx context.Context, a cachedAPI) error {
			_, err := a.CreateThirdComponent(ctx, shopApp, client.CreateThirdComponentRequest{ComponentName: "ext", EndpointsType: "static", Endpoints: []string{"10.0.0.5:80"}})
			return err
		},
		drops: []string{"component web"},
	}
	writeCases["DeleteComponent"] = writeCase{
		// A forced delete of the running db goes through and still
		// answers the refusal; its ports and rules go with it.
		write: func(ctx context.Context, a cachedAPI) error {
			db := shopWeb
			db.ServiceID = mockgateway.DBID
			if err := a.DeleteComponent(ctx, db, true); !client.IsStatus(err, 409) {
				return err
			}
			return nil
		},
		drops: []string{"component web", "domains of shop", "http rules", "rule bindings"},
	}
	writeCases["ChangeComponentImage"] = writeCase{
		write: func(ctx context.Context, a cachedAPI) error {
			return a.ChangeComponentImage(ctx, shopWeb, "nginx:1.27")
		},
		drops: []string{"component web"},
	}
	writeCases["BuildComponent"] = writeCase{
		write: func(ctx context.Context, a cachedAPI) error {
			_, err := a.BuildComponent(ctx, shopWeb, client.BuildComponentRequest{})
			return err
		},
		drops: []string{"component web"},
	}
	writeCases["OperateApp"] = writeCase{
		write: func(ctx context.Context, a cachedAPI) error {
			return a.OperateApp(ctx, shopApp, client.AppOperation{Action: client.OperationStop})
		},
		drops: []string{"component web"},
	}
	writeCases["UpdateComponentEnvs"] = writeCase{
		write: func(ctx context.Context, a cachedAPI) error {
			_, err := a.UpdateComponentEnvs(ctx, shopWeb, []client.ComponentEnv{{Name: "A", Value: "1"}})
			return err
		},
	}
}
