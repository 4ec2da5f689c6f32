package provider

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/action"
	"github.com/hashicorp/terraform-plugin-framework/provider"

	"github.com/rainbond/terraform-provider-rainbond/internal/component"
)

var _ provider.ProviderWithActions = (*rainbondProvider)(nil)

// Actions are the provider's actions (Terraform 1.14 and later).
func (p *rainbondProvider) Actions(_ context.Context) []func() action.Action {
	return []func() action.Action{
		component.NewBuildAction,
		component.NewOperationAction,
	}
}
