package provider

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/ephemeral"
	"github.com/hashicorp/terraform-plugin-framework/provider"

	"github.com/rainbond/terraform-provider-rainbond/internal/region"
)

var _ provider.ProviderWithEphemeralResources = (*rainbondProvider)(nil)

// EphemeralResources are read when Terraform needs them and never stored
// (Terraform 1.10 and later): the way to hand out a secret, such as a
// region token, without writing it to state.
func (p *rainbondProvider) EphemeralResources(_ context.Context) []func() ephemeral.EphemeralResource {
	return []func() ephemeral.EphemeralResource{
		region.NewEphemeralResource,
	}
}
