package portengine

import (
	"context"
	"fmt"
	"strings"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/portplan"
)

// refuseTakingVariables reads the component's variables before a create
// with the inner service open, and refuses the create when the platform
// would move one of them to the new port (portplan.CreateTakesVariables).
// A create that opens no inner service, or leaves the alias to the
// platform, adds no variable of a name anyone chose, and reads nothing.
func (e Engine) refuseTakingVariables(ctx context.Context, n int64, body client.AddPortRequest) error {
	if !body.IsInnerService || body.PortAlias == "" {
		return nil
	}
	envs, err := e.api.ComponentEnvs(ctx, e.ref)
	switch {
	case client.IsEnvListRefused(err):
		return fmt.Errorf("before creating a port with the inner service open, the provider reads the component's variables, since the platform "+
			"would move one named %s to the new port; the platform refused to list them because a stored variable breaks its rules "+
			"(a name or value it no longer accepts): %w. Nothing was sent. Correct that variable in the console, then apply again",
			strings.Join(portplan.ConnectionVariables(body.PortAlias), " or "), err)
	case err != nil:
		return fmt.Errorf("before creating a port with the inner service open, the provider reads the component's variables, since the platform "+
			"would move one named %s to the new port, and the read failed: %w. Nothing was sent; apply again once the platform answers",
			strings.Join(portplan.ConnectionVariables(body.PortAlias), " or "), err)
	}
	return portplan.CreateTakesVariables(envs, body.PortAlias, n)
}
