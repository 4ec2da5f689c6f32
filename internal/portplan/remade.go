package portplan

import (
	"fmt"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// NotOurs says why the port found before a delete is not the one the state
// recorded, or is nil when it is. The port number is the platform's only
// identity of a port, so a port deleted and made again in the console
// after a plan (a saved destroy plan above all) looks the same to the
// delete: a protocol or alias other than the state's is taken as that,
// and the port is left alone. An empty recorded value is not compared.
func NotOurs(cur client.Port, protocol, alias string) error {
	if (protocol == "" || cur.Protocol == protocol) && (alias == "" || cur.PortAlias == alias) {
		return nil
	}
	return fmt.Errorf("the platform's port %d has protocol %q and alias %q, but the state recorded %q and %q: it was changed, or deleted and made again, "+
		"outside Terraform after the plan, and the port number is all that identifies a port, so this apply does not take it as the one it manages and "+
		"leaves it in place. Run terraform plan again: the refresh shows the port as it is, and a new plan deletes it if that is still wanted. "+
		"To leave the port to whoever made it, take it out of the state instead (a removed block with lifecycle { destroy = false }, or terraform state rm)",
		cur.ContainerPort, cur.Protocol, cur.PortAlias, protocol, alias)
}
