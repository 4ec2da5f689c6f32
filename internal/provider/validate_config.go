package provider

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/provider"
)

var _ provider.ProviderWithValidateConfig = (*rainbondProvider)(nil)

// ValidateConfig checks, before any plan, what Configure would refuse in
// the network settings: a file that cannot be read, a CA bundle that is not
// one, a client key that is not its certificate's. A value not known yet
// is checked when Configure gets it.
func (p *rainbondProvider) ValidateConfig(ctx context.Context, req provider.ValidateConfigRequest, resp *provider.ValidateConfigResponse) {
	var cfg providerModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() || cfg.networkModel.unknown() || cfg.CACertPEM.IsUnknown() {
		return
	}
	_, diags := resolveNetwork(cfg.networkModel, cfg.CACertPEM)
	resp.Diagnostics.Append(diags...)
}
