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
	api   cachedClient
	ids   identityResolver // the two forms of teams and components, through api
	rules *ruleClaims
	// ports are the ports that port resources plan in this walk, and
	// rulePorts the ports through which rule resources adopt a rule not
	// yet on the platform.
	ports, rulePorts *portClaims
}

func newProviderData(c *client.Client, cacheOn bool) *providerData {
	api := cachedClient{Client: c, cache: newReadCache(cacheOn)}
	ids := identityResolver{api: api}
	return &providerData{api: api, ids: ids, rules: newRuleClaims(), ports: newPortClaims(ids), rulePorts: newPortClaims(ids)}
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

// unconfiguredDetail explains why there is no client: Configure leaves the
// provider data nil while the provider's own configuration has values known
// only after apply.
const unconfiguredDetail = "The provider configuration has values that are known only after apply " +
	"(for example a base_url or token taken from another resource), so the provider cannot call the platform yet. " +
	"Apply the resources it depends on first (terraform apply -target=...), or set the configuration from known values."

// notConfigured adds an error and reports true when an action that needs
// the API finds no client.
func notConfigured(data *providerData, diags *diag.Diagnostics, action string) bool {
	if data != nil {
		return false
	}
	diags.AddError("Cannot "+action+" before the provider is configured", unconfiguredDetail)
	return true
}

// skipRefreshUnconfigured reports true, with a warning, when a resource
// cannot be refreshed because there is no client: its state stays as it
// was, which is all a plan can know until the configuration is.
func skipRefreshUnconfigured(data *providerData, diags *diag.Diagnostics) bool {
	if data != nil {
		return false
	}
	diags.AddWarning("Refresh skipped: the provider is not configured yet",
		"The plan shows this resource as last recorded in state; changes made outside Terraform show once the provider configuration is known. "+unconfiguredDetail)
	return true
}
