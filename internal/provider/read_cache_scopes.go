package provider

import (
	"context"
	"fmt"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// Scope keys of the read cache: one per list operation and its path.
func portsKey(ref client.ComponentRef) string {
	return fmt.Sprintf("ports/%s/%s/%d/%s", ref.TeamID, ref.RegionName, ref.AppID, ref.ServiceID)
}

const httpRulesKey = "http_rules"

func teamRegionsKey(teamID string) string { return "regions/" + teamID }

// cachedClient puts the read cache in front of the client's list calls, and
// invalidates the touched scopes after every write, so that resources cannot
// forget to.
type cachedClient struct {
	*client.Client
	cache *readCache
}

// Ports lists a component's ports through the cache.
func (cc cachedClient) Ports(ctx context.Context, ref client.ComponentRef) ([]client.Port, bool, error) {
	return cachedList(ctx, cc.cache, portsKey(ref), func(ctx context.Context) ([]client.Port, error) {
		return cc.Client.ListPorts(ctx, ref)
	})
}

// FindPort returns one port of a component; found is false when the port is
// not on the server.
func (cc cachedClient) FindPort(ctx context.Context, ref client.ComponentRef, port int64) (client.Port, bool, error) {
	return findCached(ctx, cc.cache, portsKey(ref),
		func(ctx context.Context) ([]client.Port, error) { return cc.Client.ListPorts(ctx, ref) },
		func(p client.Port) bool { return p.ContainerPort == port })
}

// AddPort creates a port and invalidates the component's port list.
func (cc cachedClient) AddPort(ctx context.Context, ref client.ComponentRef, req client.AddPortRequest) (*client.Port, error) {
	defer cc.cache.invalidate(portsKey(ref))
	return cc.Client.AddPort(ctx, ref, req)
}

// UpdatePort applies one action. Opening the outer service of an http port
// creates an HTTP rule and the alias change touches every port of the
// component, so both scopes go.
func (cc cachedClient) UpdatePort(ctx context.Context, ref client.ComponentRef, port int64, req client.UpdatePortRequest) (*client.Port, error) {
	defer cc.cache.invalidate(portsKey(ref), httpRulesKey)
	return cc.Client.UpdatePort(ctx, ref, port, req)
}

// DeletePort deletes a port and invalidates the component's port list.
func (cc cachedClient) DeletePort(ctx context.Context, ref client.ComponentRef, port int64) (*client.Port, error) {
	defer cc.cache.invalidate(portsKey(ref), httpRulesKey)
	return cc.Client.DeletePort(ctx, ref, port)
}
