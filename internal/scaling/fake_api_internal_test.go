package scaling

import (
	"context"
	"net/http"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// fakeAPI is a ScalingAPI over one component. silent makes every scaling
// a 200 that changes nothing; running is the instance count the cluster
// runs (10104 when asked for it).
type fakeAPI struct {
	comp    client.Component
	silent  bool
	running int64
	calls   []string
}

func (f *fakeAPI) Component(context.Context, client.ComponentRef) (client.Component, error) {
	return f.comp, nil
}

func (f *fakeAPI) FreshComponent(context.Context, client.ComponentRef) (client.Component, error) {
	f.calls = append(f.calls, "read")
	return f.comp, nil
}

func (f *fakeAPI) SameComponent(_ context.Context, a, b client.ComponentRef) (bool, error) {
	return a == b, nil
}

func (f *fakeAPI) ComponentEvents(context.Context, client.ComponentRef, int64, int64) (*client.ComponentEvents, error) {
	return &client.ComponentEvents{}, nil
}

func (f *fakeAPI) ScaleVertical(_ context.Context, _ client.ComponentRef, req client.VerticalScaleRequest) error {
	f.calls = append(f.calls, "vertical")
	if !f.silent {
		f.comp.MinMemory, f.comp.MinCPU, f.comp.ContainerGPU = &req.NewMemory, &req.NewCPU, &req.NewGPU
	}
	return nil
}

func (f *fakeAPI) ScaleHorizontal(_ context.Context, _ client.ComponentRef, req client.HorizontalScaleRequest) error {
	f.calls = append(f.calls, "horizontal")
	if req.NewNode == f.running {
		return &client.APIError{Operation: "ScaleHorizontal", StatusCode: http.StatusBadRequest, Code: 10104, Message: "节点没有变化，无需升级"}
	}
	if !f.silent {
		f.comp.MinNode = &req.NewNode
	}
	return nil
}

func (f *fakeAPI) AppComponents(context.Context, client.AppRef) ([]client.Component, error) {
	return []client.Component{f.comp}, nil
}
