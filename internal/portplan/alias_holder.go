package portplan

import (
	"fmt"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// AliasHolder is the port of ports, other than port n and those that
// mine reports (the ports the resource itself changes or removes, whose
// aliases it orders), that has alias now. Such a holder fails an alias
// change (change_port_alias answers 400 别名已存在), and a port created with
// the alias would share it (AliasSharedFacts).
func AliasHolder(ports []client.Port, alias string, n int64, mine func(int64) bool) (client.Port, bool) {
	for _, p := range ports {
		if alias != "" && p.PortAlias == alias && p.ContainerPort != n && (mine == nil || !mine(p.ContainerPort)) {
			return p, true
		}
	}
	return client.Port{}, false
}

// AliasSharedFacts is what the platform does with an alias that another
// port of the component has, as seen on the console
// (internal/mockgateway/FACTS.md): an alias change is refused, a port
// create is not, and then takes the other port's connection variables.
const AliasSharedFacts = "The platform refuses to change a port's alias to one that another port of the component has " +
	"(it answers 别名已存在, \"the alias already exists\"), but accepts a port created with it: the two ports then share the alias, " +
	"and the new port takes the other's connection variables (<ALIAS>_HOST and <ALIAS>_PORT), which its delete removes."

// AliasHeldAdvice says, in English, why an alias for port n is refused
// and what to do, holder being the port that has it.
func AliasHeldAdvice(alias string, holder, n int64) string {
	return fmt.Sprintf("Port %d of the component has alias %q. %s Choose another alias for port %d, or first give port %d another alias: in the console "+
		"when no resource of this configuration manages it, or in the resource that manages it, applied first (terraform apply -target=<its address>).",
		holder, alias, AliasSharedFacts, n, holder)
}
