package tfid

import (
	"fmt"

	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// A port may be managed by rainbond_component_port (one port a resource)
// or by rainbond_component_ports (all the ports of a component it holds, in
// its `ports` map); both claim each port they plan in one PortClaims, so
// that two resources of either form for one port fail the plan. The claim's
// configuration tells the form of the earlier resource, so the error can
// say which kind of resource holds the port already.

// PortSetKeyAttribute is the attribute of rainbond_component_ports that
// holds its ports; a configuration with it is of that form.
const PortSetKeyAttribute = "ports"

// ClaimForm names the resource type that made the claim.
func ClaimForm(c PortClaim) string {
	if obj, ok := c.Config.Type().(tftypes.Object); ok {
		if _, set := obj.AttributeTypes[PortSetKeyAttribute]; set {
			return "rainbond_component_ports"
		}
	}
	return "rainbond_component_port"
}

// ClaimHolder says which resource of the configuration holds the claimed
// port, for the error of a second claim: its type, and for the aggregate
// form the key of the port in its `ports` map.
func ClaimHolder(c PortClaim) string {
	if f := ClaimForm(c); f == "rainbond_component_ports" {
		return fmt.Sprintf("a %s resource (as ports[\"%d\"] of component %q, team %q)", f, c.Port, c.Ref.ServiceID, c.Ref.TeamID)
	}
	return fmt.Sprintf("a rainbond_component_port resource (as component %q of team %q)", c.Ref.ServiceID, c.Ref.TeamID)
}
