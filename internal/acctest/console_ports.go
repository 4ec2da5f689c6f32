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

// EditPort runs the port actions that make the change, as the console's
// port page does.
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
	var reqs []client.UpdatePortRequest
	if now.Protocol != was.Protocol {
		reqs = append(reqs, client.UpdatePortRequest{Action: client.ActionChangeProtocol, Protocol: now.Protocol})
	}
	if now.PortAlias != was.PortAlias || now.K8sServiceName != was.K8sServiceName {
		reqs = append(reqs, client.UpdatePortRequest{Action: client.ActionChangePortAlias, PortAlias: now.PortAlias, K8sServiceName: now.K8sServiceName})
	}
	if now.IsInnerService != was.IsInnerService {
		reqs = append(reqs, client.UpdatePortRequest{Action: map[bool]string{true: client.ActionOpenInner, false: client.ActionCloseInner}[now.IsInnerService]})
	}
	if now.IsOuterService != was.IsOuterService {
		reqs = append(reqs, client.UpdatePortRequest{Action: map[bool]string{true: client.ActionOpenOuter, false: client.ActionCloseOuter}[now.IsOuterService]})
	}
	for _, r := range reqs {
		if _, err := k.api.UpdatePort(context.Background(), ref, port, r); err != nil {
			return k.done(err)
		}
	}
	return k.done(nil)
}
