package portplan

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// actionNames renders a plan compactly, with the argument of the actions
// that carry one: "change_protocol(tcp)".
func actionNames(actions []client.UpdatePortRequest) []string {
	out := []string{}
	for _, a := range actions {
		switch a.Action {
		case client.ActionChangeProtocol:
			out = append(out, fmt.Sprintf("%s(%s)", a.Action, a.Protocol))
		case client.ActionChangePortAlias:
			out = append(out, fmt.Sprintf("%s(%s,%s)", a.Action, a.PortAlias, a.K8sServiceName))
		default:
			out = append(out, a.Action)
		}
	}
	return out
}

func TestPlanPortUpdateOrdering(t *testing.T) {
	base := Settings{Protocol: "http", Alias: "WEB80", K8sServiceName: "web"}
	with := func(mod func(*Settings)) Settings {
		s := base
		mod(&s)
		return s
	}
	closed := base
	inner := with(func(s *Settings) { s.Inner = true })
	both := with(func(s *Settings) { s.Inner, s.Outer = true, true })

	cases := []struct {
		name      string
		cur, want Settings
		actions   []string
	}{
		{"nothing to do", both, both, []string{}},
		{"unmanaged fields are kept", both, Settings{Inner: true, Outer: true}, []string{}},
		{"open inner", closed, inner, []string{"open_inner"}},
		{"open outer on an open inner", inner, both, []string{"open_outer"}},
		{"open both: inner first", closed, both, []string{"open_inner", "open_outer"}},
		{"close outer only", both, inner, []string{"close_outer"}},
		{"close inner only", inner, closed, []string{"close_inner"}},
		{"close both: outer first", both, closed, []string{"close_outer", "close_inner"}},
		{"protocol change while closed", closed, with(func(s *Settings) { s.Protocol = "tcp" }), []string{"change_protocol(tcp)"}},
		{"protocol change with only inner open", inner, with(func(s *Settings) { s.Protocol, s.Inner = "grpc", true }), []string{"change_protocol(grpc)"}},
		{"to a non-http protocol while outer stays open", both,
			with(func(s *Settings) { s.Protocol, s.Inner, s.Outer = "tcp", true, true }),
			[]string{"close_outer", "change_protocol(tcp)", "open_outer"}},
		{"to http while outer stays open needs no close",
			with(func(s *Settings) { s.Protocol, s.Inner, s.Outer = "tcp", true, true }), both,
			[]string{"change_protocol(http)"}},
		{"to a non-http protocol and closing outer", both,
			with(func(s *Settings) { s.Protocol, s.Inner = "udp", true }),
			[]string{"close_outer", "change_protocol(udp)"}},
		{"to a non-http protocol and closing both", both,
			with(func(s *Settings) { s.Protocol = "mysql" }),
			[]string{"close_outer", "close_inner", "change_protocol(mysql)"}},
		{"protocol change before opening outer", closed,
			with(func(s *Settings) { s.Protocol, s.Inner, s.Outer = "tcp", true, true }),
			[]string{"change_protocol(tcp)", "open_inner", "open_outer"}},
		{"alias change alone", both, with(func(s *Settings) { s.Alias, s.Inner, s.Outer = "API", true, true }),
			[]string{"change_port_alias(API,web)"}},
		{"alias change before open_inner", closed, with(func(s *Settings) { s.Alias, s.Inner = "API", true }),
			[]string{"change_port_alias(API,web)", "open_inner"}},
		{"internal domain name change keeps the alias", closed, with(func(s *Settings) { s.K8sServiceName = "api" }),
			[]string{"change_port_alias(WEB80,api)"}},
		{"alias change without a configured domain name keeps the current one", closed, Settings{Protocol: "http", Alias: "API"},
			[]string{"change_port_alias(API,web)"}},
		{"a missing alias is set before open_inner", Settings{Protocol: "http", K8sServiceName: "web"}, with(func(s *Settings) { s.Inner = true }),
			[]string{"change_port_alias(WEB80,web)", "open_inner"}},
		{"everything at once", both,
			Settings{Protocol: "tcp", Alias: "DB", K8sServiceName: "db", Inner: true, Outer: true},
			[]string{"change_port_alias(DB,db)", "close_outer", "change_protocol(tcp)", "open_outer"}},
		{"everything at once from closed", Settings{Protocol: "tcp", Alias: "X", K8sServiceName: "x"},
			Settings{Protocol: "http", Alias: "DB", Inner: true, Outer: true},
			[]string{"change_port_alias(DB,x)", "change_protocol(http)", "open_inner", "open_outer"}},
		{"outer open without inner (drifted) is closed", with(func(s *Settings) { s.Outer = true }), closed,
			[]string{"close_outer"}},
		{"outer open without inner (drifted) gets inner", with(func(s *Settings) { s.Outer = true }), both,
			[]string{"open_inner"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := PlanUpdate(c.cur, c.want)
			if err != nil {
				t.Fatal(err)
			}
			if names := actionNames(got); !reflect.DeepEqual(names, c.actions) {
				t.Fatalf("actions = %v, want %v", names, c.actions)
			}
		})
	}
}

func TestPlanPortUpdateRefusesImpossibleStates(t *testing.T) {
	cases := []struct {
		name      string
		cur, want Settings
		errPart   string
	}{
		{"outer without inner", Settings{Protocol: "http", Alias: "A"}, Settings{Outer: true}, "inner service is open"},
		{"inner without any alias", Settings{Protocol: "http"}, Settings{Inner: true}, "set port_alias"},
		{"domain name without any alias", Settings{Protocol: "http"}, Settings{K8sServiceName: "x"}, "set port_alias"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := PlanUpdate(c.cur, c.want)
			if err == nil || !strings.Contains(err.Error(), c.errPart) {
				t.Fatalf("err = %v, want one containing %q", err, c.errPart)
			}
		})
	}
}

func TestPlanPortRelease(t *testing.T) {
	cases := []struct {
		cur  Settings
		want []string
	}{
		{Settings{Protocol: "http"}, []string{}},
		{Settings{Protocol: "http", Inner: true}, []string{"close_inner"}},
		{Settings{Protocol: "tcp", Inner: true, Outer: true}, []string{"close_outer", "close_inner"}},
		{Settings{Protocol: "tcp", Outer: true}, []string{"close_outer"}},
	}
	for _, c := range cases {
		if got := actionNames(PlanRelease(c.cur)); !reflect.DeepEqual(got, c.want) {
			t.Errorf("release of %+v = %v, want %v", c.cur, got, c.want)
		}
	}
}

// simulatedPort applies actions with the preconditions the platform checks
// on a port, so that a plan can be checked against them.
func simulatedPort(s Settings, actions []client.UpdatePortRequest) (Settings, error) {
	for i, a := range actions {
		switch a.Action {
		case client.ActionOpenOuter:
			if !s.Inner {
				return s, fmt.Errorf("step %d open_outer: 404 inner port is not open", i)
			}
			s.Outer = true
		case client.ActionCloseOuter:
			s.Outer = false
		case client.ActionOpenInner:
			if s.Alias == "" {
				return s, fmt.Errorf("step %d open_inner: 409 no alias", i)
			}
			s.Inner = true
		case client.ActionCloseInner:
			if s.Outer {
				return s, fmt.Errorf("step %d close_inner: 404 outer still open", i)
			}
			s.Inner = false
		case client.ActionChangeProtocol:
			if a.Protocol != ProtocolHTTP && s.Outer {
				return s, fmt.Errorf("step %d change_protocol(%s): 400 outer is open", i, a.Protocol)
			}
			s.Protocol = a.Protocol
		case client.ActionChangePortAlias:
			if a.PortAlias == "" {
				return s, fmt.Errorf("step %d change_port_alias: 400 empty alias", i)
			}
			s.Alias = a.PortAlias
			if a.K8sServiceName != "" {
				s.K8sServiceName = a.K8sServiceName
			}
		default:
			return s, fmt.Errorf("step %d: unknown action %q", i, a.Action)
		}
	}
	return s, nil
}

// TestPlanPortUpdateEveryCombination checks every class of current and
// wanted state against the simulated server: the plan is accepted step by
// step, reaches the wanted state, and has no action that changes nothing.
func TestPlanPortUpdateEveryCombination(t *testing.T) {
	protocols := []string{"http", "tcp", "udp", "mysql", "grpc"}
	aliases := []string{"", "A", "B"}
	names := []string{"", "svc-a", "svc-b"}
	bools := []bool{false, true}
	checked := 0
	for _, cp := range protocols {
		for _, ca := range aliases {
			// The platform always has a name for a component with ports.
			for _, ck := range names[1:] {
				for _, ci := range bools {
					for _, co := range bools {
						cur := Settings{Protocol: cp, Alias: ca, K8sServiceName: ck, Inner: ci, Outer: co}
						for _, wp := range append([]string{""}, protocols...) {
							for _, wa := range aliases {
								for _, wk := range names {
									for _, wi := range bools {
										for _, wo := range bools {
											want := Settings{Protocol: wp, Alias: wa, K8sServiceName: wk, Inner: wi, Outer: wo}
											checkPlan(t, cur, want)
											checked++
										}
									}
								}
							}
						}
					}
				}
			}
		}
	}
	t.Logf("checked %d combinations", checked)
}

func checkPlan(t *testing.T, cur, want Settings) {
	t.Helper()
	actions, err := PlanUpdate(cur, want)
	impossible := (want.Outer && !want.Inner) ||
		(cur.Alias == "" && want.Alias == "" && ((want.Inner && !cur.Inner) || (want.K8sServiceName != "" && want.K8sServiceName != cur.K8sServiceName)))
	if impossible {
		if err == nil {
			t.Errorf("%+v -> %+v: planned %v for an impossible state", cur, want, actionNames(actions))
		}
		return
	}
	if err != nil {
		t.Errorf("%+v -> %+v: %v", cur, want, err)
		return
	}
	got, err := simulatedPort(cur, actions)
	if err != nil {
		t.Errorf("%+v -> %+v: plan %v rejected: %v", cur, want, actionNames(actions), err)
		return
	}
	if m := Mismatches(got, want); len(m) > 0 {
		t.Errorf("%+v -> %+v: plan %v ends with %v", cur, want, actionNames(actions), m)
	}
	// No action may be repeated; only a close_outer/open_outer pair around
	// a protocol change may undo another.
	seen := map[string]bool{}
	for _, a := range actions {
		if seen[a.Action] {
			t.Errorf("%+v -> %+v: %s twice in %v", cur, want, a.Action, actionNames(actions))
		}
		seen[a.Action] = true
	}
	if seen[client.ActionCloseOuter] && seen[client.ActionOpenOuter] && !seen[client.ActionChangeProtocol] {
		t.Errorf("%+v -> %+v: closes and reopens the outer service for nothing: %v", cur, want, actionNames(actions))
	}
	if seen[client.ActionCloseInner] && seen[client.ActionOpenInner] {
		t.Errorf("%+v -> %+v: closes and reopens the inner service: %v", cur, want, actionNames(actions))
	}
	if seen[client.ActionChangeProtocol] && (want.Protocol == "" || want.Protocol == cur.Protocol) {
		t.Errorf("%+v -> %+v: changes an unchanged protocol: %v", cur, want, actionNames(actions))
	}
}

func TestPortMismatches(t *testing.T) {
	got := Settings{Protocol: "http", Alias: "A", K8sServiceName: "a", Inner: true}
	if m := Mismatches(got, Settings{Inner: true}); len(m) != 0 {
		t.Errorf("unmanaged fields reported: %v", m)
	}
	m := Mismatches(got, Settings{Protocol: "tcp", Alias: "B", K8sServiceName: "b", Inner: true, Outer: true})
	want := []string{`protocol is "http", not "tcp"`, `port_alias is "A", not "B"`, `k8s_service_name is "a", not "b"`, "is_outer_service is false, not true"}
	if !reflect.DeepEqual(m, want) {
		t.Errorf("mismatches = %q, want %q", m, want)
	}
}

func TestActionTitle(t *testing.T) {
	cases := map[string]client.UpdatePortRequest{
		"open the outer service of":                             {Action: client.ActionOpenOuter},
		"close the inner service of":                            {Action: client.ActionCloseInner},
		`change the protocol to "tcp" of`:                       {Action: client.ActionChangeProtocol, Protocol: "tcp"},
		`change the alias to "A" (internal domain name "a") of`: {Action: client.ActionChangePortAlias, PortAlias: "A", K8sServiceName: "a"},
	}
	for want, a := range cases {
		if got := ActionTitle(a); got != want {
			t.Errorf("ActionTitle(%+v) = %q, want %q", a, got, want)
		}
	}
}
