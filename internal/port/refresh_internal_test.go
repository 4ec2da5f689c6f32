package port

import (
	"reflect"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// A refresh leaves the state alone when the port is unchanged, so each
// attribute it refreshes must count on its own as a change: a drift in any
// one of them reaches the state.
func TestComponentPortReadSeesEachAttributeAlone(t *testing.T) {
	cases := []struct {
		name  string
		edit  func(p *mockgateway.Port)
		state func(m *portModel)
	}{
		{"protocol", func(p *mockgateway.Port) { p.Protocol = "tcp" }, func(m *portModel) { m.Protocol = types.StringValue("tcp") }},
		{"port_alias", func(p *mockgateway.Port) { p.PortAlias = "BY_HAND" }, func(m *portModel) { m.PortAlias = types.StringValue("BY_HAND") }},
		{"k8s_service_name", func(p *mockgateway.Port) { p.K8sServiceName = "by-hand" }, func(m *portModel) { m.K8sServiceName = types.StringValue("by-hand") }},
		{"is_inner_service", func(p *mockgateway.Port) { p.IsInnerService = true }, func(m *portModel) { m.IsInnerService = types.BoolValue(true) }},
		{"is_outer_service", func(p *mockgateway.Port) { p.IsOuterService = true }, func(m *portModel) { m.IsOuterService = types.BoolValue(true) }},
		{"mapping_port", func(p *mockgateway.Port) { p.MappingPort = 18080 }, func(m *portModel) { m.MappingPort = types.Int64Value(18080) }},
		{"lb_mapping_port", func(p *mockgateway.Port) { p.LBMappingPort = 30001 }, func(m *portModel) { m.LBMappingPort = types.Int64Value(30001) }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// Without the cache, so that the second read lists again.
			u := newPortUnit(t, fixtureWithPorts(8080), false)
			unchanged := u.read(t, u.model(8080, false, false))
			if unchanged.Diagnostics.HasError() {
				t.Fatal(unchanged.Diagnostics)
			}
			if got, want := stateModel(t, unchanged.State), u.model(8080, false, false); !reflect.DeepEqual(got, want) {
				t.Fatalf("unchanged port:\n got %+v\nwant %+v", got, want)
			}
			if err := u.gw.EditPort(fixture.Component, 8080, c.edit); err != nil {
				t.Fatal(err)
			}
			resp := u.read(t, u.model(8080, false, false))
			if resp.Diagnostics.HasError() {
				t.Fatal(resp.Diagnostics)
			}
			want := u.model(8080, false, false)
			c.state(&want)
			if got := stateModel(t, resp.State); !reflect.DeepEqual(got, want) {
				t.Fatalf("after %s changed by hand:\n got %+v\nwant %+v", c.name, got, want)
			}
		})
	}
}
