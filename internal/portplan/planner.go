package portplan

import (
	"errors"
	"fmt"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// The port planner turns "port state now" plus "port state wanted" into the
// ordered list of update actions. It is pure so that every ordering rule can
// be table-tested without a server.
//
// The order follows the preconditions the platform checks on a port:
//   - open_outer needs the inner service open      -> open_inner before open_outer
//   - close_inner fails while the outer is open     -> close_outer before close_inner
//   - open_inner needs a port alias                 -> change_port_alias before open_inner
//   - change_protocol to anything but http fails    -> close_outer, change_protocol,
//     while the outer service is open                  then open_outer again if wanted
//   - delete fails while either service is open     -> close_outer, close_inner, delete
//
// A protocol change to http is allowed with the outer service open, so it
// does not close and reopen it: every extra action is one more request that
// can fail halfway.

// ProtocolHTTP is the default protocol, and the only one that may be set
// while the outer service is open.
const ProtocolHTTP = "http"

// Settings is what the provider manages on an existing port. In a wanted
// state an empty Protocol, Alias or K8sServiceName means "keep whatever the
// server has" (the attribute is not configured).
type Settings struct {
	Protocol       string
	Alias          string
	K8sServiceName string
	Inner          bool
	Outer          bool
}

func SettingsOf(p client.Port) Settings {
	return Settings{
		Protocol:       p.Protocol,
		Alias:          p.PortAlias,
		K8sServiceName: p.K8sServiceName,
		Inner:          p.IsInnerService,
		Outer:          p.IsOuterService,
	}
}

// ErrOuterNeedsInner is also what the configuration validator reports; the
// planner checks it again because it must never emit an impossible order.
var ErrOuterNeedsInner = errors.New("the outer service can only be open while the inner service is open")

// PlanUpdate returns the actions that take a port from cur to want, in an
// order the server accepts. It returns no actions when nothing differs.
func PlanUpdate(cur, want Settings) ([]client.UpdatePortRequest, error) {
	if want.Outer && !want.Inner {
		return nil, ErrOuterNeedsInner
	}
	var actions []client.UpdatePortRequest

	// 1. Alias and internal domain name: first, because open_inner needs an
	// alias, and neither depends on anything else.
	alias, rename, err := planRename(cur, want)
	if err != nil {
		return nil, err
	}
	if rename != nil {
		actions = append(actions, *rename)
	}

	protocol := cur.Protocol
	if want.Protocol != "" {
		protocol = want.Protocol
	}
	protocolChange := protocol != cur.Protocol
	inner, outer := cur.Inner, cur.Outer

	// 2. Close what must be closed, outer before inner.
	if outer && (!want.Outer || (protocolChange && protocol != ProtocolHTTP)) {
		actions = append(actions, client.UpdatePortRequest{Action: client.ActionCloseOuter})
		outer = false
	}
	if inner && !want.Inner {
		actions = append(actions, client.UpdatePortRequest{Action: client.ActionCloseInner})
		inner = false
	}

	// 3. The protocol, now that the outer service is closed if it had to be,
	// and before open_outer, which creates the default HTTP rule of an http
	// port.
	if protocolChange {
		actions = append(actions, client.UpdatePortRequest{Action: client.ActionChangeProtocol, Protocol: protocol})
	}

	// 4. Open what must be open, inner before outer.
	if want.Inner && !inner {
		if alias == "" {
			return nil, errors.New("the port has no alias, and the platform opens the inner service only for a port with an alias: set port_alias")
		}
		actions = append(actions, client.UpdatePortRequest{Action: client.ActionOpenInner})
	}
	if want.Outer && !outer {
		actions = append(actions, client.UpdatePortRequest{Action: client.ActionOpenOuter})
	}
	return actions, nil
}

// planRename returns the change_port_alias the wanted alias or internal
// domain name needs, if any, and the alias the port has after it.
func planRename(cur, want Settings) (string, *client.UpdatePortRequest, error) {
	alias := cur.Alias
	aliasChange := want.Alias != "" && want.Alias != cur.Alias
	k8sChange := want.K8sServiceName != "" && want.K8sServiceName != cur.K8sServiceName
	if !aliasChange && !k8sChange {
		return alias, nil, nil
	}
	if want.Alias != "" {
		alias = want.Alias
	}
	if alias == "" {
		return "", nil, errors.New("the port has no alias, and the platform changes the internal domain name only together with an alias: set port_alias")
	}
	// The server needs the name with every alias change (without it, it
	// crashes after re-sending the port's environment variables), and sets
	// it on every port of the component: the configured one, or the
	// component's current one to keep it.
	name := want.K8sServiceName
	if name == "" {
		name = cur.K8sServiceName
	}
	if name == "" {
		return "", nil, errors.New("the platform reports no internal domain name for the component, and changes an alias only together with one: set k8s_service_name")
	}
	return alias, &client.UpdatePortRequest{Action: client.ActionChangePortAlias, PortAlias: alias, K8sServiceName: name}, nil
}

// PlanRelease returns the actions that must precede deleting a port: the
// server refuses to delete a port whose inner or outer service is open.
func PlanRelease(cur Settings) []client.UpdatePortRequest {
	// Closing never fails in the planner: it needs no alias and no protocol.
	actions, _ := PlanUpdate(cur, Settings{})
	return actions
}

// Mismatches names the attributes in which the server's port differs
// from the wanted settings, skipping those left to the server. An apply
// whose every action succeeded but leaves a mismatch is reported as an
// error that says what the server did, rather than as Terraform's generic
// "inconsistent result after apply".
func Mismatches(got, want Settings) []string {
	var out []string
	if want.Protocol != "" && got.Protocol != want.Protocol {
		out = append(out, fmt.Sprintf("protocol is %q, not %q", got.Protocol, want.Protocol))
	}
	if want.Alias != "" && got.Alias != want.Alias {
		out = append(out, fmt.Sprintf("port_alias is %q, not %q", got.Alias, want.Alias))
	}
	if want.K8sServiceName != "" && got.K8sServiceName != want.K8sServiceName {
		out = append(out, fmt.Sprintf("k8s_service_name is %q, not %q", got.K8sServiceName, want.K8sServiceName))
	}
	if got.Inner != want.Inner {
		out = append(out, fmt.Sprintf("is_inner_service is %t, not %t", got.Inner, want.Inner))
	}
	if got.Outer != want.Outer {
		out = append(out, fmt.Sprintf("is_outer_service is %t, not %t", got.Outer, want.Outer))
	}
	return out
}

// ActionTitle is the failed step in an error summary, e.g. "Cannot open the
// outer service of port 8080".
func ActionTitle(a client.UpdatePortRequest) string {
	switch a.Action {
	case client.ActionOpenOuter:
		return "open the outer service of"
	case client.ActionCloseOuter:
		return "close the outer service of"
	case client.ActionOpenInner:
		return "open the inner service of"
	case client.ActionCloseInner:
		return "close the inner service of"
	case client.ActionChangeProtocol:
		return fmt.Sprintf("change the protocol to %q of", a.Protocol)
	case client.ActionChangePortAlias:
		return fmt.Sprintf("change the alias to %q (internal domain name %q) of", a.PortAlias, a.K8sServiceName)
	}
	return a.Action + " on"
}
