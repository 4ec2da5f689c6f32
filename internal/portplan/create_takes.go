package portplan

import (
	"fmt"
	"strings"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// A port's create takes what the component has in two ways the platform
// does not refuse (rainbond-console port_service.py, add_service_port):
// it never checks the alias (only change_port_alias looks for a holder),
// so a second port of one alias is made; and with the inner service open
// it adds the connection variables <ALIAS>_HOST and <ALIAS>_PORT, and a
// variable of that name that exists already (env_service.py,
// add_service_env_var, answers 412 with it) is moved to the new port
// (env.container_port = container_port). The port's delete later deletes
// the variables of its container port (delete_env_by_container_port), so
// a destroy deletes what another port, or a user, had. A create is
// refused before any write when it would do either.

// ConnectionVariables are the names of the variables the platform gives a
// port of alias when its inner service opens: the alias in upper case,
// then _HOST and _PORT.
func ConnectionVariables(alias string) []string {
	prefix := strings.ToUpper(alias)
	return []string{prefix + "_HOST", prefix + "_PORT"}
}

// CreateTakesAlias says why a create of port n with alias would take the
// alias of another port of ports (other than those mine reports, whose
// aliases the resource itself orders), or is nil when none holds it.
func CreateTakesAlias(ports []client.Port, alias string, n int64, mine func(int64) bool) error {
	holder, held := AliasHolder(ports, alias, n, mine)
	if !held {
		return nil
	}
	return fmt.Errorf("port %d of the component has alias %q. The platform's port create does not check aliases: it would make a second port "+
		"with that alias and, with the inner service open, move port %d's connection variables %s to port %d, which its destroy would then delete. "+
		"Choose another port_alias for port %d, or first give port %d another alias (in the console when no resource of this "+
		"configuration manages it, or in the resource that does). If a resource of this configuration gives the alias up in this plan "+
		"(its destroy or alias change), apply that first, with terraform apply -target=<its address>, then apply again",
		holder.ContainerPort, alias, holder.ContainerPort, strings.Join(ConnectionVariables(alias), " and "), n, n, holder.ContainerPort)
}

// CreateTakesVariables says why a create of port n with alias and the
// inner service open would take variables of envs (the component's), or
// is nil when none has a name of its connection variables. Only the names
// count: the API does not say which port a variable belongs to, and a
// variable of another port of the alias is that port's (CreateTakesAlias
// refuses that create first).
func CreateTakesVariables(envs []client.ComponentEnv, alias string, n int64, defaulted bool) error {
	var found []string
	for _, name := range ConnectionVariables(alias) {
		for _, e := range envs {
			// The console finds a variable by attr_name =, which MySQL's
			// default collation compares without case.
			if strings.EqualFold(e.Name, name) {
				// Its value is not shown: a variable may hold a secret.
				found = append(found, e.Name)
				break
			}
		}
	}
	if len(found) == 0 {
		return nil
	}
	whose := fmt.Sprintf("a port of alias %q", alias)
	if defaulted {
		whose = fmt.Sprintf("port %d with no port_alias (the platform then gives it the alias %q)", n, alias)
	}
	return fmt.Errorf("the component has the variable %s, a name the platform gives the connection variables of %s whose inner "+
		"service is open. The platform's port create would move it to port %d as its own, keeping its value (so the port's connection address "+
		"would be wrong), and the port's destroy would then delete it. Nothing was sent. Choose another port_alias for port %d. Only if the "+
		"variable is a leftover nobody needs (no port of the component has the alias %q: the console's port list shows each port's alias; "+
		"a port being created in this same apply may be giving it that name), delete or rename it in the console (or in the "+
		"rainbond_component_env resource that manages it), then apply again",
		strings.Join(found, " and "), whose, n, n, alias)
}
