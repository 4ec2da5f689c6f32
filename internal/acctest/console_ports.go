package acctest

import (
	"context"
	"fmt"
	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// portConsole makes console-side changes of ports.
type portConsole interface {
	// RemovePort deletes a port, closing its services first as the
	// console requires.
	RemovePort(service string, port int64) error
	// EditPort changes a port's protocol, alias or services.
	EditPort(service string, port int64, fn func(*mockgateway.Port)) error
	// PutPort adds a port made in the console; p.ServiceID may be the
	// component alias. It answers the port with its defaults filled in.
	PutPort(p mockgateway.Port) (mockgateway.Port, error)
}

// PutPort adds the port to the console's models, with the defaults the
// mock fills in (see add). No rule is made, as with the mock's PutPort.
func (k kitConsole) PutPort(p mockgateway.Port) (mockgateway.Port, error) {
	if err := k.begin(); err != nil {
		return p, err
	}
	if _, ok := k.env.GW.Port(p.ServiceID, p.ContainerPort); ok {
		return p, fmt.Errorf("component %s has port %d on the console already; the console kit adds, it does not replace", p.ServiceID, p.ContainerPort)
	}
	filled, err := k.env.GW.PutPort(p)
	if err != nil {
		return p, err
	}
	return filled, k.done(k.add(mockgateway.Fixture{Ports: []mockgateway.Port{filled}}))
}

func (k kitConsole) RemovePort(service string, port int64) error {
	if err := k.begin(); err != nil {
		return err
	}
	ref, err := k.component(service)
	if err != nil {
		return err
	}
	p, ok := k.env.GW.Port(service, port)
	if !ok {
		return fmt.Errorf("component %s has no port %d on the console", service, port)
	}
	return k.done(deletePort(context.Background(), k.api, ref, client.Port{ContainerPort: port, IsInnerService: p.IsInnerService, IsOuterService: p.IsOuterService}))
}

// EditPort runs the port actions that make the change, in the order the
// console's port page must send them: it refuses to close the inner
// service while the outer one is open, and a change to a protocol other
// than http while the outer service is open (port_service.py,
// manage_port and __change_protocol), so the outer service closes first
// and opens again last.
func (k kitConsole) EditPort(service string, port int64, fn func(*mockgateway.Port)) error {
	if err := k.begin(); err != nil {
		return err
	}
	ref, err := k.component(service)
	if err != nil {
		return err
	}
	was, ok := k.env.GW.Port(service, port)
	if !ok {
		return fmt.Errorf("component %s has no port %d on the console", service, port)
	}
	now := was
	fn(&now)
	for _, r := range portActions(was, now) {
		if _, err := k.api.UpdatePort(context.Background(), ref, port, r); err != nil {
			return k.done(err)
		}
	}
	return k.done(nil)
}

// portActions are the port actions that turn was into now, in an order
// the console accepts.
func portActions(was, now mockgateway.Port) []client.UpdatePortRequest {
	protocol := now.Protocol != was.Protocol
	// A protocol change away from http needs the outer service closed.
	reopen := protocol && now.Protocol != "http" && was.IsOuterService && now.IsOuterService
	var reqs []client.UpdatePortRequest
	if was.IsOuterService && (!now.IsOuterService || reopen) {
		reqs = append(reqs, client.UpdatePortRequest{Action: client.ActionCloseOuter})
	}
	if was.IsInnerService && !now.IsInnerService {
		reqs = append(reqs, client.UpdatePortRequest{Action: client.ActionCloseInner})
	}
	if protocol {
		reqs = append(reqs, client.UpdatePortRequest{Action: client.ActionChangeProtocol, Protocol: now.Protocol})
	}
	if now.PortAlias != was.PortAlias || now.K8sServiceName != was.K8sServiceName {
		reqs = append(reqs, client.UpdatePortRequest{Action: client.ActionChangePortAlias, PortAlias: now.PortAlias, K8sServiceName: now.K8sServiceName})
	}
	if !was.IsInnerService && now.IsInnerService {
		reqs = append(reqs, client.UpdatePortRequest{Action: client.ActionOpenInner})
	}
	if now.IsOuterService && (!was.IsOuterService || reopen) {
		reqs = append(reqs, client.UpdatePortRequest{Action: client.ActionOpenOuter})
	}
	return reqs
}
