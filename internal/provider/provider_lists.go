package provider

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/provider"

	"github.com/rainbond/terraform-provider-rainbond/internal/app"
	"github.com/rainbond/terraform-provider-rainbond/internal/certificate"
	"github.com/rainbond/terraform-provider-rainbond/internal/component"
	"github.com/rainbond/terraform-provider-rainbond/internal/componentports"
	"github.com/rainbond/terraform-provider-rainbond/internal/httpdomain"
	"github.com/rainbond/terraform-provider-rainbond/internal/httprule"
	"github.com/rainbond/terraform-provider-rainbond/internal/port"
	"github.com/rainbond/terraform-provider-rainbond/internal/region"
	"github.com/rainbond/terraform-provider-rainbond/internal/scaling"
	"github.com/rainbond/terraform-provider-rainbond/internal/tcprule"
	"github.com/rainbond/terraform-provider-rainbond/internal/team"
	"github.com/rainbond/terraform-provider-rainbond/internal/thirdparty"
	"github.com/rainbond/terraform-provider-rainbond/internal/volume"
)

var _ provider.ProviderWithListResources = (*rainbondProvider)(nil)

// ListResources are the list resources of terraform query (Terraform 1.14
// and later): one for each resource, under the resource's name.
func (p *rainbondProvider) ListResources(_ context.Context) []func() list.ListResource {
	return []func() list.ListResource{
		port.NewListResource,
		componentports.NewListResource,
		httprule.NewListResource,
		region.NewListResource,
		app.NewListResource,
		scaling.NewListResource,
		httpdomain.NewListResource,
		certificate.NewListResource,
		component.NewListResource,
		team.NewListResource,
		tcprule.NewListResource,
		thirdparty.NewListResource,
		volume.NewListResource,
	}
}
