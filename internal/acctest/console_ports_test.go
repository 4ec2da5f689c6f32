package acctest

import (
	"fmt"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// The console refuses to close the inner service while the outer one is
// open, and a change to a protocol other than http while the outer service
// is open: a console-side edit sends its actions in an order it accepts.
func TestPortActionsInAnOrderTheConsoleAccepts(t *testing.T) {
	open := mockgateway.Port{Protocol: "http", PortAlias: "WEB", K8sServiceName: "web", IsInnerService: true, IsOuterService: true}
	closed := mockgateway.Port{Protocol: "http", PortAlias: "WEB", K8sServiceName: "web"}
	cases := []struct {
		name     string
		was, now mockgateway.Port
		want     string
	}{
		{"close both", open, closed, "[close_outer close_inner]"},
		{"open both", closed, open, "[open_inner open_outer]"},
		{"to tcp with the outer service open", open, with(open, func(p *mockgateway.Port) { p.Protocol = "tcp" }),
			"[close_outer change_protocol:tcp open_outer]"},
		{"to tcp, closing the outer service", open, with(open, func(p *mockgateway.Port) { p.Protocol, p.IsOuterService = "tcp", false }),
			"[close_outer change_protocol:tcp]"},
		{"to grpc while closed", closed, with(closed, func(p *mockgateway.Port) { p.Protocol = "grpc" }), "[change_protocol:grpc]"},
		{"alias, keeping the name", open, with(open, func(p *mockgateway.Port) { p.PortAlias = "API" }), "[change_port_alias:API/web]"},
		{"nothing", open, open, "[]"},
	}
	for _, c := range cases {
		var got []string
		for _, r := range portActions(c.was, c.now) {
			switch r.Action {
			case client.ActionChangeProtocol:
				got = append(got, r.Action+":"+r.Protocol)
			case client.ActionChangePortAlias:
				got = append(got, r.Action+":"+r.PortAlias+"/"+r.K8sServiceName)
			default:
				got = append(got, r.Action)
			}
		}
		if fmt.Sprint(got) != c.want {
			t.Errorf("%s: actions %v, want %s", c.name, got, c.want)
		}
	}
}

func with(p mockgateway.Port, fn func(*mockgateway.Port)) mockgateway.Port {
	fn(&p)
	return p
}
