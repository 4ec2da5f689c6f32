package port

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework-timeouts/resource/timeouts"
	fwresource "github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-go/tftypes"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// portUnit is a configured port resource on a fresh mock.
type portUnit struct {
	gw     *mockgateway.Gateway
	r      *portResource
	schema schema.Schema
}

// newPortUnit serves a mock seeded with f on 127.0.0.1, through wrap when
// given (to fail a request the mock's faults cannot single out).
func newPortUnit(t *testing.T, f mockgateway.Fixture, cacheOn bool, wrap ...func(http.Handler) http.Handler) *portUnit {
	t.Helper()
	gw, err := mockgateway.New(f)
	if err != nil {
		t.Fatal(err)
	}
	var h http.Handler = gw
	for _, w := range wrap {
		h = w(h)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	c, err := client.New(client.Config{BaseURL: srv.URL, Token: mockgateway.DefaultToken, UserAgent: "unit-test"})
	if err != nil {
		t.Fatal(err)
	}
	r := &portResource{}
	var cresp fwresource.ConfigureResponse
	r.Configure(context.Background(), fwresource.ConfigureRequest{ProviderData: platform.NewProviderData(c, cacheOn)}, &cresp)
	if cresp.Diagnostics.HasError() {
		t.Fatal(cresp.Diagnostics)
	}
	return &portUnit{gw: gw, r: r, schema: portSchema()}
}

func portSchema() schema.Schema {
	var resp fwresource.SchemaResponse
	(&portResource{}).Schema(context.Background(), fwresource.SchemaRequest{}, &resp)
	return resp.Schema
}

// failNth answers the nth request of method with status and a business
// error body, and passes every other request on.
func failNth(method string, nth, status int, msg string) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		var mu sync.Mutex
		seen := 0
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			mu.Lock()
			if r.Method == method {
				seen++
			}
			hit := r.Method == method && seen == nth
			mu.Unlock()
			if hit {
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(status)
				_ = json.NewEncoder(w).Encode(map[string]any{"code": status, "msg": msg, "msg_show": msg})
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}

// model is a fully known port model of the standard component, with the
// mock's defaults.
func (u *portUnit) model(port int64, inner, outer bool) portModel {
	m := portModel{
		TeamID: types.StringValue(fixture.Team), RegionName: types.StringValue(fixture.Region),
		AppID: types.Int64Value(fixture.AppID), ServiceID: types.StringValue(fixture.Component),
		ContainerPort: types.Int64Value(port), Protocol: types.StringValue("http"),
		PortAlias:      types.StringValue(fmt.Sprintf("GRACC0WEB%d", port)),
		K8sServiceName: types.StringValue(fixture.Component),
		IsInnerService: types.BoolValue(inner), IsOuterService: types.BoolValue(outer),
		MappingPort: types.Int64Value(port), LBMappingPort: types.Int64Value(0),
		Timeouts: nullTimeouts(u.schema),
	}
	m.ID = types.StringValue(m.buildID())
	return m
}

// planned turns a model into a plan the way the framework would for an
// update: computed attributes without UseStateForUnknown become unknown.
func planned(m portModel) portModel {
	m.K8sServiceName, m.MappingPort, m.LBMappingPort = types.StringUnknown(), types.Int64Unknown(), types.Int64Unknown()
	return m
}

func (u *portUnit) raw(t *testing.T, m portModel) tftypes.Value {
	t.Helper()
	s := tfsdk.State{Schema: u.schema, Raw: tftypes.NewValue(u.schema.Type().TerraformType(context.Background()), nil)}
	if d := s.Set(context.Background(), &m); d.HasError() {
		t.Fatal(d)
	}
	return s.Raw
}

func (u *portUnit) state(t *testing.T, m portModel) tfsdk.State {
	return tfsdk.State{Schema: u.schema, Raw: u.raw(t, m)}
}

func (u *portUnit) plan(t *testing.T, m portModel) tfsdk.Plan {
	return tfsdk.Plan{Schema: u.schema, Raw: u.raw(t, m)}
}

func (u *portUnit) read(t *testing.T, m portModel) fwresource.ReadResponse {
	t.Helper()
	resp := fwresource.ReadResponse{State: u.state(t, m)}
	u.r.Read(context.Background(), fwresource.ReadRequest{State: u.state(t, m)}, &resp)
	return resp
}

func stateModel(t *testing.T, s tfsdk.State) portModel {
	t.Helper()
	var m portModel
	if d := s.Get(context.Background(), &m); d.HasError() {
		t.Fatal(d)
	}
	return m
}

// nullTimeouts is an unset timeouts block of a resource schema, for models
// that tests build by hand.
func nullTimeouts(s schema.Schema) timeouts.Value {
	t := s.Blocks["timeouts"].Type().(timeouts.Type)
	return timeouts.Value{Object: types.ObjectNull(t.AttrTypes)}
}

func fixtureWithPorts(numbers ...int64) mockgateway.Fixture {
	f := fixture.Standard()
	for _, n := range numbers {
		f.Ports = append(f.Ports, mockgateway.Port{ServiceID: fixture.Component, ContainerPort: n})
	}
	return f
}

func TestComponentPortReadRefreshesEveryAttribute(t *testing.T) {
	u := newPortUnit(t, fixtureWithPorts(8080), true)
	if err := u.gw.EditPort(fixture.Component, 8080, func(p *mockgateway.Port) {
		p.Protocol, p.PortAlias, p.K8sServiceName = "tcp", "BY_HAND", "by-hand"
		p.IsInnerService, p.IsOuterService, p.LBMappingPort = true, true, 30001
	}); err != nil {
		t.Fatal(err)
	}
	resp := u.read(t, u.model(8080, false, false))
	if resp.Diagnostics.HasError() {
		t.Fatal(resp.Diagnostics)
	}
	want := u.model(8080, true, true)
	want.Protocol, want.PortAlias, want.K8sServiceName = types.StringValue("tcp"), types.StringValue("BY_HAND"), types.StringValue("by-hand")
	want.LBMappingPort = types.Int64Value(30001)
	if got := stateModel(t, resp.State); !reflect.DeepEqual(got, want) {
		t.Fatalf("state after read:\n got %+v\nwant %+v", got, want)
	}
}

func TestComponentPortReadSharesOneListPerComponent(t *testing.T) {
	for _, cacheOn := range []bool{true, false} {
		t.Run(fmt.Sprintf("cache=%t", cacheOn), func(t *testing.T) {
			u := newPortUnit(t, fixtureWithPorts(80, 81, 82), cacheOn)
			for _, n := range []int64{80, 81, 82} {
				if resp := u.read(t, u.model(n, false, false)); resp.Diagnostics.HasError() || resp.State.Raw.IsNull() {
					t.Fatalf("port %d: %v", n, resp.Diagnostics)
				}
			}
			want := 1
			if !cacheOn {
				want = 3
			}
			if n := u.gw.Count(mockgateway.OpListPorts); n != want {
				t.Fatalf("list requests = %d, want %d", n, want)
			}
		})
	}
}

func TestComponentPortReadRemovesWhatIsGone(t *testing.T) {
	u := newPortUnit(t, fixtureWithPorts(8080), true)
	if resp := u.read(t, u.model(9090, false, false)); !resp.State.Raw.IsNull() || resp.Diagnostics.HasError() {
		t.Fatalf("missing port: state %v, diags %v", resp.State.Raw, resp.Diagnostics)
	}
	// A component that is gone answers the list with the platform's 404
	// for it: the port is gone with it.
	u2 := newPortUnit(t, fixtureWithPorts(8080), true)
	if err := u2.gw.RemoveComponent(fixture.Component); err != nil {
		t.Fatal(err)
	}
	if resp := u2.read(t, u2.model(8080, false, false)); !resp.State.Raw.IsNull() || resp.Diagnostics.HasError() {
		t.Fatalf("component gone (404): state %v, diags %v", resp.State.Raw, resp.Diagnostics)
	}
}

func TestComponentPortReadReportsOtherErrors(t *testing.T) {
	u := newPortUnit(t, fixtureWithPorts(8080), true)
	u.gw.AddFault(mockgateway.Fault{Operation: mockgateway.OpListPorts, Status: http.StatusForbidden, Shape: mockgateway.ShapeBusiness, Message: "no permission on this team"})
	resp := u.read(t, u.model(8080, false, false))
	if !resp.Diagnostics.HasError() || resp.State.Raw.IsNull() {
		t.Fatalf("want an error and the state kept, got state %v, diags %v", resp.State.Raw, resp.Diagnostics)
	}
	d := resp.Diagnostics.Errors()[0]
	if !strings.Contains(d.Summary(), "Cannot read port 8080") || !strings.Contains(d.Detail(), "403") || !strings.Contains(d.Detail(), "no permission on this team") {
		t.Fatalf("diagnostic = %q: %q", d.Summary(), d.Detail())
	}
}

// An update whose second action fails saves what the server has, not the
// plan: the alias change that went through is kept, the outer service is
// not claimed open.
func TestComponentPortUpdateFailingHalfwaySavesServerState(t *testing.T) {
	f := fixture.Standard()
	f.Ports = []mockgateway.Port{{ServiceID: fixture.Component, ContainerPort: 8080, IsInnerService: true}}
	u := newPortUnit(t, f, true, failNth(http.MethodPut, 2, http.StatusConflict, "gateway busy"))
	prior := u.model(8080, true, false)
	want := u.model(8080, true, true)
	want.PortAlias = types.StringValue("WEB")

	resp := fwresource.UpdateResponse{State: u.state(t, planned(want))} // the framework starts from the plan
	u.r.Update(context.Background(), fwresource.UpdateRequest{Plan: u.plan(t, planned(want)), State: u.state(t, prior)}, &resp)
	if !resp.Diagnostics.HasError() {
		t.Fatal("want an error")
	}
	d := resp.Diagnostics.Errors()[0]
	if !strings.Contains(d.Summary(), "Cannot open the outer service of port 8080 ("+fixture.Team+"/"+fixture.Region+"/1/"+fixture.Component+")") ||
		!strings.Contains(d.Detail(), "409") || !strings.Contains(d.Detail(), "gateway busy") {
		t.Fatalf("diagnostic = %q: %q", d.Summary(), d.Detail())
	}
	got := stateModel(t, resp.State)
	server := u.model(8080, true, false)
	server.PortAlias = types.StringValue("WEB")
	if !reflect.DeepEqual(got, server) {
		t.Fatalf("state after a failed update:\n got %+v\nwant %+v (the server's)", got, server)
	}
}

// A create whose follow-up action fails keeps the created port in state (as
// the server has it), so it is neither orphaned nor over-claimed. (The
// first PUT is the read of the variables before the POST.)
func TestComponentPortCreateFailingHalfwaySavesServerState(t *testing.T) {
	u := newPortUnit(t, fixture.Standard(), true, failNth(http.MethodPut, 2, http.StatusConflict, "gateway busy"))
	want := u.model(8080, true, true)
	want.ID, want.PortAlias = types.StringUnknown(), types.StringUnknown()
	pl := planned(want)

	resp := fwresource.CreateResponse{State: tfsdk.State{Schema: u.schema, Raw: tftypes.NewValue(u.schema.Type().TerraformType(context.Background()), nil)}}
	u.r.Create(context.Background(), fwresource.CreateRequest{Plan: u.plan(t, pl)}, &resp)
	if !resp.Diagnostics.HasError() || resp.State.Raw.IsNull() {
		t.Fatalf("want an error and a state, got state %v, diags %v", resp.State.Raw, resp.Diagnostics)
	}
	if got, server := stateModel(t, resp.State), u.model(8080, true, false); !reflect.DeepEqual(got, server) {
		t.Fatalf("state after a failed create:\n got %+v\nwant %+v (the server's)", got, server)
	}
}

func TestComponentPortDeleteClosesThenDeletes(t *testing.T) {
	f := fixture.Standard()
	f.Ports = []mockgateway.Port{{ServiceID: fixture.Component, ContainerPort: 8080, IsInnerService: true, IsOuterService: true}}
	u := newPortUnit(t, f, true)
	// The state is stale (both closed): delete works from the server's flags.
	var resp fwresource.DeleteResponse
	resp.State = u.state(t, u.model(8080, false, false))
	u.r.Delete(context.Background(), fwresource.DeleteRequest{State: u.state(t, u.model(8080, false, false))}, &resp)
	if resp.Diagnostics.HasError() {
		t.Fatal(resp.Diagnostics)
	}
	if ports := u.gw.Ports(fixture.Component); len(ports) != 0 {
		t.Fatalf("ports left: %+v", ports)
	}
	// Deleting again (already gone) is not an error.
	u.r.Delete(context.Background(), fwresource.DeleteRequest{State: u.state(t, u.model(8080, false, false))}, &resp)
	if resp.Diagnostics.HasError() {
		t.Fatal(resp.Diagnostics)
	}
}

func TestComponentPortDeleteBlockedByCustomDomain(t *testing.T) {
	f := fixture.Standard()
	f.Ports = []mockgateway.Port{{ServiceID: fixture.Component, ContainerPort: 8080, IsInnerService: true, IsOuterService: true}}
	f.Rules = []mockgateway.Rule{{HTTPRuleID: "c0ffee00c0ffee00c0ffee00c0ffee00", ServiceID: fixture.Component, ContainerPort: 8080, DomainName: "shop.example.com", Type: 1, IsOuterService: true}}
	u := newPortUnit(t, f, true)
	resp := fwresource.DeleteResponse{State: u.state(t, u.model(8080, true, true))}
	u.r.Delete(context.Background(), fwresource.DeleteRequest{State: u.state(t, u.model(8080, true, true))}, &resp)
	if !resp.Diagnostics.HasError() {
		t.Fatal("the delete of a port with a custom domain went ahead")
	}
	detail := resp.Diagnostics.Errors()[0].Detail()
	for _, want := range []string{"still serve", "c0ffee00c0ffee00c0ffee00c0ffee00", `"shop.example.com"`, "nothing was changed"} {
		if !strings.Contains(detail, want) {
			t.Errorf("the error lacks %q: %s", want, detail)
		}
	}
	// Refused before any write: the port keeps both services.
	if p, ok := u.gw.Port(fixture.Component, 8080); !ok || !p.IsInnerService || !p.IsOuterService {
		t.Fatalf("port after a refused delete: %+v %v", p, ok)
	}
	if n := u.gw.Count(mockgateway.OpUpdatePort) + u.gw.Count(mockgateway.OpDeletePort); n != 0 {
		t.Fatalf("%d writes before the refusal", n)
	}
}

func TestComponentPortPlanWarnsThatTheServiceNameIsShared(t *testing.T) {
	u := newPortUnit(t, fixture.Standard(), true)
	named := u.model(8080, false, false)
	named.K8sServiceName = types.StringValue("shared-svc")
	nullState := tfsdk.State{Schema: u.schema, Raw: tftypes.NewValue(u.schema.Type().TerraformType(context.Background()), nil)}
	cases := []struct {
		name  string
		plan  portModel
		state tfsdk.State
		warn  bool
	}{
		{"create with a name", named, nullState, true},
		{"rename", named, u.state(t, u.model(8080, false, false)), true},
		{"unchanged name", named, u.state(t, named), false},
		{"name left to the server", planned(u.model(8080, true, false)), u.state(t, u.model(8080, false, false)), false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// Each case is a walk of its own: the port is claimed once.
			u.r.claims = tfid.NewPortClaims(u.r.api)
			pl := u.plan(t, c.plan)
			resp := fwresource.ModifyPlanResponse{Plan: pl}
			cfg := tfsdk.Config{Schema: u.schema, Raw: pl.Raw}
			u.r.ModifyPlan(context.Background(), fwresource.ModifyPlanRequest{Plan: pl, State: c.state, Config: cfg}, &resp)
			if resp.Diagnostics.HasError() {
				t.Fatal(resp.Diagnostics)
			}
			warned := len(resp.Diagnostics.Warnings()) == 1 && strings.Contains(resp.Diagnostics.Warnings()[0].Detail(), "every port of component "+fixture.Component)
			if warned != c.warn {
				t.Fatalf("warned = %v, want %v: %v", warned, c.warn, resp.Diagnostics)
			}
		})
	}
}
