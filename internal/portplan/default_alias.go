package portplan

import (
	"context"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// DefaultAlias is the alias the platform gives port n of the component of
// serviceAlias when the create names none: the component's alias in upper
// case, then the number (port_service.py add_service_port, 235-236).
func DefaultAlias(serviceAlias string, n int64) string {
	return tfid.DefaultPortAlias(serviceAlias, n)
}

// PlannedAlias is the alias port n of the component will have once
// created with alias: alias itself, or, when it is "", the alias the
// platform gives it (DefaultAlias, from the component's alias, which a
// run reads once). It is "" when the component cannot be read: the apply
// checks again, and refuses the create then.
func PlannedAlias(ctx context.Context, api platform.PortAPI, ref client.ComponentRef, n int64, alias string) string {
	if alias != "" {
		return alias
	}
	c, err := api.Component(ctx, ref)
	if err != nil || c.ServiceAlias == "" {
		return ""
	}
	return DefaultAlias(c.ServiceAlias, n)
}
