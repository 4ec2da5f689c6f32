package provider

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/provider"
)

var _ provider.ProviderWithListResources = (*rainbondProvider)(nil)

// ListResources are the list resources of terraform query (Terraform 1.14
// and later): one for each resource, under the resource's name.
func (p *rainbondProvider) ListResources(_ context.Context) []func() list.ListResource {
	return []func() list.ListResource{
		NewComponentPortListResource,
		NewHTTPRuleListResource,
		NewRegionListResource,
	}
}
