package tfid

import "fmt"

// A port in the state of two resources, one of which the plan no longer
// gives it (a destroy, or a rainbond_component_ports imported with every
// port of the component whose ports map leaves it out), would be deleted
// by the apply while the other resource keeps it. The plan fails instead,
// and says how to give the port to one resource only.

// ExplainDeletesKept is the plan error of such a clash; a and b are its
// two claims, in either order, and label names the port.
func ExplainDeletesKept(a, b PortClaim, label string) (summary, detail string) {
	destroyer, keeper := a, b
	if destroyer.Pass != PassDestroy {
		destroyer, keeper = b, a
	}
	where := "(terraform state list shows its address)"
	if keeper.ID != "" {
		where = fmt.Sprintf("(terraform state list -id=%s prints its address)", keeper.ID)
	}
	keeperName := fmt.Sprintf("the %s of component %q (team %q) %s", ClaimForm(keeper), keeper.Ref.ServiceID, keeper.Ref.TeamID, where)
	summary = fmt.Sprintf("Port %d would be deleted while another resource keeps it", destroyer.Port)
	if ClaimForm(destroyer) == "rainbond_component_ports" {
		return summary, fmt.Sprintf("This plan deletes %s: the rainbond_component_ports of component %q (team %q) holds it in its state "+
			"(an import takes every port of the component) but its ports map leaves it out, while %s of this configuration keeps it. The apply "+
			"would delete the port the other resource manages. Give the port to one resource only, then plan again: add %q to the ports of the "+
			"rainbond_component_ports, with the settings the other resource configures, and take that other resource out of the state without "+
			"deleting the port: replace its resource block with\n\nremoved {\n  from = <its address>\n  lifecycle {\n    destroy = false\n  }\n}\n\n"+
			"(or run terraform state rm <its address> and delete its block).",
			label, destroyer.Ref.ServiceID, destroyer.Ref.TeamID, keeperName, fmt.Sprint(destroyer.Port))
	}
	return summary, fmt.Sprintf("This plan destroys a rainbond_component_port of %s, while %s of this configuration holds the same port in its "+
		"state and keeps it. The destroy would delete the port the other resource manages. Take the resource being destroyed out of the state "+
		"without deleting the port: a removed block with lifecycle { destroy = false } naming its address, or terraform state rm <its address>; "+
		"then plan again.", label, keeperName)
}
