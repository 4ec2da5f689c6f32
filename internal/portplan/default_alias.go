package portplan

import (
	"context"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// PlannedAlias is the alias port n of the component will have once
// created with alias: alias itself, or, when it is "", the alias the
// platform gives it (tfid.DefaultPortAlias, from the component's alias, which a
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
	return tfid.DefaultPortAlias(c.ServiceAlias, n)
}
