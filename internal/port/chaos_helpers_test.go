package port_test

// Helpers of the fault-injection and scale acceptance tests: many ports over
// the components of mockgateway.ScaleFixture, and whole-state comparisons
// with the mock (every port in state is on the mock with the same values,
// and every port on the mock is in state exactly once).

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

const portType = "rainbond_component_port"

// newScaleEnv starts a mock with the given number of empty components
// (mockgateway.ScaleFixture aliases sc00000, sc00001, ...), for a test
// that injects faults.
func newScaleEnv(t *testing.T, components int) (*acctest.Env, []string) {
	t.Helper()
	return scaleEnv(t, components, acctest.NewEnv)
}

// newConsoleScaleEnv is newScaleEnv for a test without faults, which runs
// on a real console too. On the kit's, whose SQLite database refuses a
// write while another component's is in progress (500 "database is
// locked", see FACTS.md "SQLite consoles"), the provider goes one write at
// a time after the first refusal and repeats the writes that are safe to
// repeat.
func newConsoleScaleEnv(t *testing.T, components int) (*acctest.Env, []string) {
	t.Helper()
	return scaleEnv(t, components, acctest.NewConsoleEnv)
}

func scaleEnv(t *testing.T, components int, newEnv func(*testing.T, mockgateway.Fixture) *acctest.Env) (*acctest.Env, []string) {
	t.Helper()
	env := newEnv(t, mockgateway.ScaleFixture(components, 0))
	services := make([]string, components)
	for i := range services {
		services[i] = scaleService(i)
	}
	return env, services
}

func scaleService(i int) string { return fmt.Sprintf("sc%05d", i) }

// scalePort is one port resource of a scale configuration.
type scalePort struct {
	service string
	number  int64
	extra   string // attribute lines
}

func (p scalePort) name() string { return fmt.Sprintf("%s_%d", p.service, p.number) }

func (p scalePort) address() string { return portType + "." + p.name() }

// spreadPorts spreads n ports round-robin over the components, numbered
// from 8000 upwards within each component; settings gives each its extra
// attribute lines.
func spreadPorts(n, components int, settings func(i int) string) []scalePort {
	out := make([]scalePort, n)
	for i := range out {
		out[i] = scalePort{service: scaleService(i % components), number: int64(8000 + i/components)}
		if settings != nil {
			out[i].extra = settings(i)
		}
	}
	return out
}

// mixedSettings gives a spread of ports every kind of state: closed, inner
// only with an alias of its own, and inner and outer (an http rule).
func mixedSettings(i int) string {
	switch i % 4 {
	case 0:
		return ""
	case 1:
		return fmt.Sprintf("port_alias       = \"P%d\"\n  is_inner_service = true", i)
	case 2:
		return "is_inner_service = true\n  is_outer_service = true"
	default:
		return "protocol = \"tcp\""
	}
}

// portsHCL renders the ports as resources of the scale fixture.
func portsHCL(ports []scalePort) string {
	var b strings.Builder
	for _, p := range ports {
		fmt.Fprintf(&b, `
resource %q %q {
  team_id        = %q
  region_name    = %q
  app_id         = %d
  service_id     = %q
  container_port = %d
  %s
}
`, portType, p.name(), mockgateway.ScaleTeam, mockgateway.ScaleRegion, mockgateway.ScaleAppID, p.service, p.number, p.extra)
	}
	return b.String()
}

// statePort is a port resource as terraform state holds it.
type statePort struct {
	address string
	attrs   map[string]any
}

// allPortsMatchMock compares every port resource in state with the mock's
// ports of the given components: the same set of ports (no orphan on the
// mock, no ghost in state, no duplicate on either side) with the same
// values. want, when not nil, is the set of addresses the state must hold.
func allPortsMatchMock(env *acctest.Env, services []string, want []scalePort) statecheck.StateCheck {
	return stateFunc(func(resources []statePort) error {
		return comparePorts(env, services, want, resources)
	})
}

// stateFunc is a state check over the port resources of the root module.
type stateFunc func([]statePort) error

func (f stateFunc) CheckState(_ context.Context, req statecheck.CheckStateRequest, resp *statecheck.CheckStateResponse) {
	var ports []statePort
	if req.State != nil && req.State.Values != nil && req.State.Values.RootModule != nil {
		for _, r := range req.State.Values.RootModule.Resources {
			if r.Type == portType {
				ports = append(ports, statePort{address: r.Address, attrs: r.AttributeValues})
			}
		}
	}
	resp.Error = f(ports)
}

func comparePorts(env *acctest.Env, services []string, want []scalePort, resources []statePort) error {
	var problems []string
	inState := map[string]statePort{} // service_id of the mock + "/" + number
	for _, r := range resources {
		alias, _ := r.attrs["service_id"].(string)
		comp, ok := env.GW.Component(alias)
		if !ok {
			problems = append(problems, fmt.Sprintf("%s: component %q is not on the mock", r.address, alias))
			continue
		}
		key := comp.ServiceID + "/" + fmt.Sprint(r.attrs["container_port"])
		if prev, dup := inState[key]; dup {
			problems = append(problems, fmt.Sprintf("%s and %s are the same port", prev.address, r.address))
		}
		inState[key] = r
	}
	onMock := 0
	for _, s := range services {
		comp, _ := env.GW.Component(s)
		seen := map[int64]bool{}
		for _, p := range env.GW.Ports(s) {
			onMock++
			if seen[p.ContainerPort] {
				problems = append(problems, fmt.Sprintf("duplicate port %d on component %s", p.ContainerPort, s))
			}
			seen[p.ContainerPort] = true
			r, ok := inState[comp.ServiceID+"/"+strconv.FormatInt(p.ContainerPort, 10)]
			if !ok {
				problems = append(problems, fmt.Sprintf("orphan: port %d of %s is on the mock but not in state", p.ContainerPort, s))
				continue
			}
			wantAttrs := mockPortAttrs(s, p)
			if r.attrs["k8s_service_name"] == nil {
				wantAttrs["k8s_service_name"] = nil // not configured, not tracked
			}
			if d := acctest.DiffAttrs(r.attrs, wantAttrs); len(d) > 0 {
				problems = append(problems, fmt.Sprintf("%s: %s", r.address, strings.Join(d, "; ")))
			}
		}
	}
	if len(resources) != onMock {
		problems = append(problems, fmt.Sprintf("%d port(s) in state, %d on the mock", len(resources), onMock))
	}
	if want != nil {
		got := map[string]bool{}
		for _, r := range resources {
			got[r.address] = true
		}
		for _, p := range want {
			if !got[p.address()] {
				problems = append(problems, p.address()+" is not in state")
			}
		}
		if len(resources) != len(want) {
			problems = append(problems, fmt.Sprintf("%d port(s) in state, want %d", len(resources), len(want)))
		}
	}
	if len(problems) > 0 {
		sort.Strings(problems)
		if len(problems) > 20 {
			problems = append(problems[:20], fmt.Sprintf("... and %d more", len(problems)-20))
		}
		return fmt.Errorf("state and mock differ:\n  %s", strings.Join(problems, "\n  "))
	}
	return nil
}

// mockPortAttrs is what the state of a port of the scale fixture must say.
func mockPortAttrs(service string, p mockgateway.Port) map[string]any {
	return map[string]any{
		"id":               fmt.Sprintf("%s/%s/%d/%s/%d", mockgateway.ScaleTeam, mockgateway.ScaleRegion, mockgateway.ScaleAppID, service, p.ContainerPort),
		"protocol":         p.Protocol,
		"port_alias":       p.PortAlias,
		"k8s_service_name": p.K8sServiceName,
		"is_inner_service": p.IsInnerService,
		"is_outer_service": p.IsOuterService,
		"mapping_port":     p.MappingPort,
		"lb_mapping_port":  p.LBMappingPort,
	}
}

// portsAsConfigured checks that the mock has what the configuration asks
// for, so that a state that merely agrees with a wrong mock cannot pass.
func portsAsConfigured(env *acctest.Env, ports []scalePort) resource.TestCheckFunc {
	return func(*terraform.State) error {
		for _, sp := range ports {
			p, ok := env.GW.Port(sp.service, sp.number)
			if !ok {
				return fmt.Errorf("port %d of %s is not on the mock", sp.number, sp.service)
			}
			inner := strings.Contains(sp.extra, "is_inner_service = true")
			outer := strings.Contains(sp.extra, "is_outer_service = true")
			proto := "http"
			if strings.Contains(sp.extra, `protocol = "tcp"`) {
				proto = "tcp"
			}
			if p.IsInnerService != inner || p.IsOuterService != outer || p.Protocol != proto {
				return fmt.Errorf("port %d of %s on the mock is %+v, configured %q", sp.number, sp.service, p, sp.extra)
			}
			if outer && len(env.GW.RulesOf(sp.service, sp.number)) != 1 {
				return fmt.Errorf("port %d of %s: %d rule(s), want its one default rule", sp.number, sp.service, len(env.GW.RulesOf(sp.service, sp.number)))
			}
		}
		return nil
	}
}

// nothingLeft is a CheckDestroy: no port and no rule remains on the mock.
func nothingLeft(env *acctest.Env, services []string) resource.TestCheckFunc {
	return func(*terraform.State) error {
		for _, s := range services {
			if ports := env.GW.Ports(s); len(ports) > 0 {
				return fmt.Errorf("component %s keeps %d port(s) after destroy", s, len(ports))
			}
		}
		if rules := env.GW.Rules(); len(rules) > 0 {
			return fmt.Errorf("%d rule(s) left after destroy", len(rules))
		}
		return nil
	}
}

// injectedFailures counts the answers the mock injected since the request
// log was last reset, by status.
func injectedFailures(env *acctest.Env) map[int]int {
	out := map[int]int{}
	for _, r := range env.GW.Requests() {
		if r.Injected != "" {
			out[r.Status]++
		}
	}
	return out
}

// conflicts counts the 409 answers the mock gave of its own (not injected):
// a blind repeat of a create that had taken shows up as one.
func conflicts(env *acctest.Env, op string) int {
	n := 0
	for _, r := range env.GW.RequestsOf(op) {
		if r.Injected == "" && r.Status == 409 {
			n++
		}
	}
	return n
}

const ruleType = "rainbond_http_rule"

// rulesHCL adopts the default rule of every port with an open outer service
// and gives it a domain of its own (ruleDomain).
func rulesHCL(ports []scalePort) string {
	var b strings.Builder
	for _, p := range ports {
		if !strings.Contains(p.extra, "is_outer_service = true") {
			continue
		}
		fmt.Fprintf(&b, `
resource %q %q {
  team_id        = %q
  region_name    = %q
  app_id         = %d
  service_id     = %s.service_id
  container_port = %s.container_port
  domain_name    = %q
}
`, ruleType, p.name(), mockgateway.ScaleTeam, mockgateway.ScaleRegion, mockgateway.ScaleAppID, p.address(), p.address(), ruleDomain(p))
	}
	return b.String()
}

func ruleDomain(p scalePort) string {
	return fmt.Sprintf("%s-%d.rules.example.com", p.service, p.number)
}

// rulesMatchMock checks every adopted rule: in state once, with the mock's
// domain, which is the configured one.
func rulesMatchMock(env *acctest.Env, ports []scalePort) statecheck.StateCheck {
	return ruleStateFunc(func(rules map[string]map[string]any) error {
		want := 0
		for _, p := range ports {
			if !strings.Contains(p.extra, "is_outer_service = true") {
				continue
			}
			want++
			onMock := env.GW.RulesOf(p.service, p.number)
			if len(onMock) != 1 {
				return fmt.Errorf("port %d of %s has %d rules on the mock, want 1", p.number, p.service, len(onMock))
			}
			attrs, ok := rules[ruleType+"."+p.name()]
			if !ok {
				return fmt.Errorf("%s.%s is not in state", ruleType, p.name())
			}
			r := onMock[0]
			if attrs["rule_id"] != r.HTTPRuleID || attrs["domain_name"] != r.DomainName || r.DomainName != ruleDomain(p) {
				return fmt.Errorf("%s.%s: state has rule %v with domain %v, the mock %s with %s, configured %s",
					ruleType, p.name(), attrs["rule_id"], attrs["domain_name"], r.HTTPRuleID, r.DomainName, ruleDomain(p))
			}
		}
		if len(rules) != want {
			return fmt.Errorf("%d rules in state, want %d", len(rules), want)
		}
		return nil
	})
}

type ruleStateFunc func(map[string]map[string]any) error

func (f ruleStateFunc) CheckState(_ context.Context, req statecheck.CheckStateRequest, resp *statecheck.CheckStateResponse) {
	rules := map[string]map[string]any{}
	if req.State != nil && req.State.Values != nil && req.State.Values.RootModule != nil {
		for _, r := range req.State.Values.RootModule.Resources {
			if r.Type == ruleType {
				rules[r.Address] = r.AttributeValues
			}
		}
	}
	resp.Error = f(rules)
}
