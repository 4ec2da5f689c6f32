package provider

import (
	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// providerData is what Configure hands to every resource and data source.
// Resources call the API through api, which serves lists from the per-run
// read cache and invalidates it on writes.
type providerData struct {
	api cachedClient
}

func newProviderData(c *client.Client, cacheOn bool) *providerData {
	return &providerData{api: cachedClient{Client: c, cache: newReadCache(cacheOn)}}
}
