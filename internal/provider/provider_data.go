package provider

import (
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
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

// providerDataFrom unpacks what Configure handed over. It is nil before the
// provider is configured (during validation, or while configuration waits on
// unknown values), which callers treat as "nothing to do yet".
func providerDataFrom(data any, diags *diag.Diagnostics) *providerData {
	if data == nil {
		return nil
	}
	pd, ok := data.(*providerData)
	if !ok {
		diags.AddError("Unexpected provider data", fmt.Sprintf("Expected *providerData, got %T. This is a bug in the provider.", data))
		return nil
	}
	return pd
}
