package platform

import (
	"context"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// PortSetAPI is what rainbond_component_ports calls: the port API, and a
// component's whole port list read past the cache, from which the resource
// plans and checks the writes of all its ports at once.
type PortSetAPI interface {
	PortAPI
	// FreshPorts lists the component's ports in a list that began after
	// the call did; concurrent callers of one component share it.
	FreshPorts(ctx context.Context, ref client.ComponentRef) ([]client.Port, error)
}

var _ PortSetAPI = cachedAPI{}

func (a cachedAPI) FreshPorts(ctx context.Context, ref client.ComponentRef) ([]client.Port, error) {
	return freshList(ctx, a.cache, portsKey(ref), a.listPorts(ref))
}
