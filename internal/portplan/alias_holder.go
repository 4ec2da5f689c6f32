package portplan

import (
	"fmt"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// AliasHolder is the port of ports, other than port n and those that
// mine reports (the ports the resource itself changes or removes, whose
// aliases it orders), that has alias now. The platform refuses an alias
// another port of the component has (change_port_alias answers 400
// 别名已存在), so such a holder fails the alias change.
func AliasHolder(ports []client.Port, alias string, n int64, mine func(int64) bool) (client.Port, bool) {
	for _, p := range ports {
		if alias != "" && p.PortAlias == alias && p.ContainerPort != n && (mine == nil || !mine(p.ContainerPort)) {
			return p, true
		}
	}
	return client.Port{}, false
}

// AliasHeldAdvice says, in English, why an alias for port n is refused
// and what to do, holder being the port that has it.
func AliasHeldAdvice(alias string, holder, n int64) string {
	return fmt.Sprintf("Port %d of the component has alias %q, and the platform refuses an alias that another port of the component has "+
		"(it answers 别名已存在, \"the alias already exists\"). Choose another alias for port %d, or first give port %d another alias: in the console "+
		"when no resource of this configuration manages it, or in the resource that manages it, applied first (terraform apply -target=<its address>).",
		holder, alias, n, holder)
}
