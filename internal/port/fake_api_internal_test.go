package port

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
)

// fakePorts is the ports of one component, behind platform.PortAPI, with
// failures scripted per call. It applies the platform's port rules only as
// far as the workflows under test depend on them.
type fakePorts struct {
	ports map[int64]client.Port
	calls []string // "list", "add", "delete", and each update's action
	// adds scripts the outcomes of AddPort, one per call; a call past the
	// end succeeds.
	adds []fakeOutcome
	// deleteErr answers DeletePort when set.
	deleteErr error
	// rules are the enterprise's HTTP rules, which a destroy consults.
	rules []client.HTTPRule
	// envs are the component's variables, which a create with the inner
	// service open consults.
	envs []client.ComponentEnv
}

// fakeOutcome is a failed call: err is returned after the change was
// applied when committed is set, instead of it otherwise.
type fakeOutcome struct {
	err       error
	committed bool
	// meanwhile runs before the call is answered: someone else's change
	// while the request was in flight.
	meanwhile func(*fakePorts)
}

var _ platform.PortAPI = (*fakePorts)(nil)

func newFakePorts(existing ...client.Port) *fakePorts {
	f := &fakePorts{ports: map[int64]client.Port{}}
	for _, p := range existing {
		f.ports[p.ContainerPort] = p
	}
	return f
}

// serverPort is a port as the platform reports it, with the defaults the
// unit tests' models expect (see portUnit.model).
func serverPort(number int64, protocol string, inner, outer bool) client.Port {
	mapping, lb := number, int64(0)
	return client.Port{
		ContainerPort: number, Protocol: protocol,
		PortAlias:      fmt.Sprintf("GRACC0WEB%d", number),
		K8sServiceName: fixture.Component,
		IsInnerService: inner, IsOuterService: outer,
		MappingPort: &mapping, LBMappingPort: &lb,
	}
}

func (f *fakePorts) Ports(context.Context, client.ComponentRef) ([]client.Port, error) {
	f.calls = append(f.calls, "list")
	out := make([]client.Port, 0, len(f.ports))
	for _, p := range f.ports {
		out = append(out, p)
	}
	return out, nil
}

func (f *fakePorts) FindPort(ctx context.Context, ref client.ComponentRef, number int64) (client.Port, bool, error) {
	return f.FreshPort(ctx, ref, number)
}

func (f *fakePorts) FreshPort(_ context.Context, _ client.ComponentRef, number int64) (client.Port, bool, error) {
	f.calls = append(f.calls, "list")
	p, ok := f.ports[number]
	return p, ok, nil
}

func (f *fakePorts) ComponentEnvs(context.Context, client.ComponentRef) ([]client.ComponentEnv, error) {
	f.calls = append(f.calls, "envs")
	return f.envs, nil
}

func (f *fakePorts) AddPort(_ context.Context, _ client.ComponentRef, req client.AddPortRequest) (*client.Port, error) {
	f.calls = append(f.calls, "add")
	var out fakeOutcome
	if len(f.adds) > 0 {
		out, f.adds = f.adds[0], f.adds[1:]
	}
	if out.meanwhile != nil {
		out.meanwhile(f)
	}
	if out.err != nil && !out.committed {
		return nil, out.err
	}
	if _, exists := f.ports[req.Port]; exists {
		return nil, conflict("AddPort", "port already exists")
	}
	p := serverPort(req.Port, req.Protocol, req.IsInnerService, false)
	if req.PortAlias != "" {
		p.PortAlias = req.PortAlias
	}
	f.ports[req.Port] = p
	if out.err != nil {
		return nil, out.err
	}
	return &p, nil
}

func (f *fakePorts) UpdatePort(_ context.Context, _ client.ComponentRef, number int64, req client.UpdatePortRequest) (*client.Port, error) {
	f.calls = append(f.calls, req.Action)
	p, ok := f.ports[number]
	if !ok {
		return nil, &client.APIError{Operation: "UpdatePort", Method: http.MethodPut, StatusCode: http.StatusNotFound, Message: "port not found"}
	}
	switch req.Action {
	case client.ActionOpenInner:
		p.IsInnerService = true
	case client.ActionCloseInner:
		if p.IsOuterService {
			return nil, conflict("UpdatePort", "close the outer service first")
		}
		p.IsInnerService = false
	case client.ActionOpenOuter:
		p.IsOuterService = true
	case client.ActionCloseOuter:
		p.IsOuterService = false
	case client.ActionChangeProtocol:
		p.Protocol = req.Protocol
	case client.ActionChangePortAlias:
		p.PortAlias = req.PortAlias
	}
	f.ports[number] = p
	return &p, nil
}

func (f *fakePorts) DeletePort(_ context.Context, _ client.ComponentRef, number int64) (*client.Port, error) {
	f.calls = append(f.calls, "delete")
	if f.deleteErr != nil {
		return nil, f.deleteErr
	}
	p, ok := f.ports[number]
	if !ok {
		return nil, &client.APIError{Operation: "DeletePort", Method: http.MethodDelete, StatusCode: http.StatusNotFound, Message: "port not found"}
	}
	if p.IsInnerService || p.IsOuterService {
		return nil, conflict("DeletePort", "close the inner and outer service first")
	}
	delete(f.ports, number)
	return &p, nil
}

// fakeTimeout is the fake's request timeout: a create that lost its answer
// looks for the port for twice as long, so it stays short.
const fakeTimeout = 10 * time.Millisecond

func (f *fakePorts) RequestTimeout() time.Duration { return fakeTimeout }

// Component reports the one component of the fake, whatever form names it.
func (f *fakePorts) Component(_ context.Context, ref client.ComponentRef) (client.Component, error) {
	return client.Component{TenantID: fixture.TenantID, ServiceID: fixture.ServiceID, ServiceAlias: fixture.Component}, nil
}

func (f *fakePorts) SameComponent(_ context.Context, a, b client.ComponentRef) (bool, error) {
	return a.RegionName == b.RegionName && a.AppID == b.AppID, nil
}

func (f *fakePorts) SelectRulesBlockingPortDelete(_ context.Context, pick func([]client.HTTPRule) []client.HTTPRule) ([]client.HTTPRule, error) {
	f.calls = append(f.calls, "list rules")
	return pick(slices.Clone(f.rules)), nil
}

func (f *fakePorts) PeekHTTPRules() ([]client.HTTPRule, bool) { return nil, false }

func (f *fakePorts) HTTPRules(context.Context) ([]client.HTTPRule, error) {
	f.calls = append(f.calls, "list rules")
	return slices.Clone(f.rules), nil
}

func (f *fakePorts) QueryMonitor(context.Context, client.AppRef, string) ([]client.ComponentMonitor, error) {
	return nil, nil
}

func (f *fakePorts) AppComponents(context.Context, client.AppRef) ([]client.Component, error) {
	return []client.Component{{TenantID: fixture.TenantID, ServiceID: fixture.ServiceID, ServiceAlias: fixture.Component}}, nil
}

// count is how many calls of one kind were made.
func (f *fakePorts) count(call string) int {
	n := 0
	for _, c := range f.calls {
		if c == call {
			n++
		}
	}
	return n
}

// writes are the calls that change the platform, in order.
func (f *fakePorts) writes() []string {
	return slices.DeleteFunc(slices.Clone(f.calls), func(c string) bool { return c == "list" || c == "list rules" })
}

func conflict(op, msg string) error {
	return &client.APIError{Operation: op, Method: http.MethodPost, StatusCode: http.StatusConflict, Message: msg}
}

// lostAnswer is a write whose answer never came: the server may have acted.
func lostAnswer(op string) error {
	return &client.RequestError{Operation: op, Method: http.MethodPost, OutcomeUnknown: true, Err: errors.New("connection reset by peer")}
}
