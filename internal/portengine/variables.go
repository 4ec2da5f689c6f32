package portengine

import (
	"context"
	"fmt"
	"strings"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/portplan"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// refuseTakingVariables reads the component's variables before a create
// with the inner service open, and refuses the create when the platform
// would move one of them to the new port (portplan.CreateTakesVariables).
// A create that leaves the alias to the platform gets the platform's
// default (tfid.DefaultPortAlias, from the run's read of the component),
// whose variables a user may have made too. A create that opens no inner
// service adds no variable, and reads nothing.
func (e Engine) refuseTakingVariables(ctx context.Context, n int64, body client.AddPortRequest) error {
	if !body.IsInnerService {
		return nil
	}
	alias, err := e.CreateAlias(ctx, n, body.PortAlias)
	if err != nil {
		return err
	}
	envs, err := e.api.ComponentEnvs(ctx, e.ref)
	switch {
	case client.IsEnvListRefused(err):
		return fmt.Errorf("before creating a port with the inner service open, the provider reads the component's variables, since the platform "+
			"would move one named %s to the new port; the platform refused to list them because a stored variable breaks its rules "+
			"(a name or value it no longer accepts): %w. Nothing was sent. Correct that variable in the console, then apply again",
			strings.Join(portplan.ConnectionVariables(alias), " or "), err)
	case err != nil:
		return fmt.Errorf("before creating a port with the inner service open, the provider reads the component's variables, since the platform "+
			"would move one named %s to the new port, and the read failed: %w. Nothing was sent; apply again once the platform answers",
			strings.Join(portplan.ConnectionVariables(alias), " or "), err)
	}
	return portplan.CreateTakesVariables(envs, alias, n, body.PortAlias == "")
}

// CreateAlias is the alias port n gets from a create with alias: alias,
// or, when it is "", the platform's default (tfid.DefaultPortAlias), from
// the run's read of the component. The creates check it against the
// other ports' aliases and the component's variables.
func (e Engine) CreateAlias(ctx context.Context, n int64, alias string) (string, error) {
	if alias != "" {
		return alias, nil
	}
	c, err := e.api.Component(ctx, e.ref)
	if err != nil {
		return "", fmt.Errorf("before creating port %d with no port_alias, the provider reads the component, whose alias makes the port's "+
			"alias (the platform's default), to check that no other port has it and no variable has its connection variables' names, "+
			"and the read failed: %w. Nothing was sent; apply again once the platform answers", n, err)
	}
	return tfid.DefaultPortAlias(c.ServiceAlias, n), nil
}
