package portplan

import (
	"fmt"
	"strings"

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

// NotOursToUpdate is NotOurs for an update: it says why the port found
// before the update's writes is not the one the plan saw (seen, the prior
// state), or is nil when it is. A saved plan applied after the console
// deleted the port and made it again, or toggled its services, would
// otherwise write the plan's changes, and everything the plan kept as it
// was, over the console's port. The protocol is compared always; the alias
// only when the update sets it (want.Alias): an alias the configuration
// leaves to the platform is not the update's, and a console rename of it
// is kept. The inner and outer flags are compared when the plan leaves
// them as they were: the plan showed no change of them, so the apply must
// not write one (a close of the inner service cuts the port's
// dependants off).
func NotOursToUpdate(cur client.Port, seen, want Settings) error {
	var flags []string
	if want.Inner == seen.Inner && cur.IsInnerService != seen.Inner {
		flags = append(flags, fmt.Sprintf("is_inner_service is %t, not %t", cur.IsInnerService, seen.Inner))
	}
	if want.Outer == seen.Outer && cur.IsOuterService != seen.Outer {
		flags = append(flags, fmt.Sprintf("is_outer_service is %t, not %t", cur.IsOuterService, seen.Outer))
	}
	if (seen.Protocol == "" || cur.Protocol == seen.Protocol) && (want.Alias == "" || seen.Alias == "" || cur.PortAlias == seen.Alias) && len(flags) == 0 {
		return nil
	}
	seen.K8sServiceName = ""
	// The flags the plan changes are not differences of the port: they are
	// what the plan writes.
	seen.Inner, seen.Outer = cur.IsInnerService, cur.IsOuterService
	found := append(Mismatches(SettingsOf(cur), seen), flags...)
	return fmt.Errorf("the plan was made when port %d had protocol %q and alias %q, and the platform's port now differs: %s. It was changed, or deleted "+
		"and made again, outside Terraform after the plan, and the port number is all that identifies a port, so this apply does not write the plan's "+
		"changes over it (the plan did not show this change, and writing the plan would undo it); nothing was changed. Run terraform plan again: "+
		"the refresh shows the port as it is now, and the new plan shows what the configuration changes of it",
		cur.ContainerPort, seen.Protocol, seen.Alias, strings.Join(found, "; "))
}

// GoneSincePlan is the refusal of an update whose port the console deleted
// after the plan: the plan showed an update, so the apply makes nothing.
func GoneSincePlan(port int64) error {
	return fmt.Errorf("port %d was deleted outside Terraform after the plan, which showed an update of it, not a create, so this apply does not make it again; "+
		"nothing was changed, and the state no longer holds the port. Run terraform plan again: the new plan shows the port to be created", port)
}
