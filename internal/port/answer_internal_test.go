package port

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"maps"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"

	fwresource "github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-go/tftypes"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Creates and updates save the port as the write answered it, and read it
// back only when the answer cannot tell: a partial answer, an alias change
// (which can rename every port of the component), or an answer that
// disagrees with what was asked.

// editAnswers passes requests of method to the mock and edits the port in
// the data.bean of each successful answer.
func editAnswers(method string, edit func(bean map[string]any)) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.Method != method {
				next.ServeHTTP(w, r)
				return
			}
			rec := httptest.NewRecorder()
			next.ServeHTTP(rec, r)
			body := rec.Body.Bytes()
			var env map[string]any
			if rec.Code == http.StatusOK && json.Unmarshal(body, &env) == nil {
				if data, ok := env["data"].(map[string]any); ok {
					if bean, ok := data["bean"].(map[string]any); ok {
						edit(bean)
						body, _ = json.Marshal(env)
					}
				}
			}
			for k, v := range rec.Header() {
				w.Header()[k] = v
			}
			w.Header().Del("Content-Length")
			w.WriteHeader(rec.Code)
			_, _ = w.Write(body)
		})
	}
}

// createPlanned runs Create with the plan of m, whose unconfigured attributes are
// unknown, and returns the response.
func (u *portUnit) createPlanned(t *testing.T, m portModel) fwresource.CreateResponse {
	t.Helper()
	resp := fwresource.CreateResponse{State: tfsdk.State{Schema: u.schema, Raw: tftypes.NewValue(u.schema.Type().TerraformType(context.Background()), nil)}}
	u.r.Create(context.Background(), fwresource.CreateRequest{Plan: u.plan(t, m)}, &resp)
	return resp
}

func TestComponentPortCreateTrustsAWholeAnswer(t *testing.T) {
	cases := []struct {
		name  string
		plan  func(m *portModel)
		wrap  []func(http.Handler) http.Handler
		want  func(m *portModel) // the server's port, from the mock's defaults
		count map[string]int     // with the component read for the identity
	}{
		{
			name:  "nothing to open: the POST alone",
			count: map[string]int{mockgateway.OpGetComponent: 1, mockgateway.OpAddPort: 1},
		},
		{
			// The variables are read first, since the inner service
			// opens with the platform's default alias (its variables
			// must be free).
			name: "inner and outer: the POST and one action, no list",
			plan: func(m *portModel) {
				m.IsInnerService, m.IsOuterService = types.BoolValue(true), types.BoolValue(true)
			},
			want: func(m *portModel) {
				m.IsInnerService, m.IsOuterService = types.BoolValue(true), types.BoolValue(true)
			},
			count: map[string]int{mockgateway.OpGetComponent: 1, mockgateway.OpUpdateComponentEnvs: 1, mockgateway.OpAddPort: 1, mockgateway.OpUpdatePort: 1},
		},
		{
			name: "an answer without the mapping ports is read back",
			wrap: []func(http.Handler) http.Handler{editAnswers(http.MethodPost, func(bean map[string]any) {
				delete(bean, "mapping_port")
				delete(bean, "lb_mapping_port")
			})},
			count: map[string]int{mockgateway.OpGetComponent: 1, mockgateway.OpAddPort: 1, mockgateway.OpListPorts: 1},
		},
		{
			name: "an answer for another port is read back",
			wrap: []func(http.Handler) http.Handler{editAnswers(http.MethodPost, func(bean map[string]any) {
				bean["container_port"] = 1
			})},
			count: map[string]int{mockgateway.OpGetComponent: 1, mockgateway.OpAddPort: 1, mockgateway.OpListPorts: 1},
		},
		{
			name: "an internal domain name is read back after the alias change",
			plan: func(m *portModel) { m.K8sServiceName = types.StringValue("orders") },
			want: func(m *portModel) { m.K8sServiceName = types.StringValue("orders") },
			// The answer of the alias change says nothing of the name.
			wrap: []func(http.Handler) http.Handler{editAnswers(http.MethodPut, func(bean map[string]any) {
				bean["k8s_service_name"] = "stale"
			})},
			count: map[string]int{mockgateway.OpGetComponent: 1, mockgateway.OpAddPort: 1, mockgateway.OpUpdatePort: 1, mockgateway.OpListPorts: 1},
		},
		{
			name: "an action's answer that disagrees with the plan is checked against a list",
			plan: func(m *portModel) {
				m.IsInnerService, m.IsOuterService = types.BoolValue(true), types.BoolValue(true)
			},
			want: func(m *portModel) {
				m.IsInnerService, m.IsOuterService = types.BoolValue(true), types.BoolValue(true)
			},
			wrap: []func(http.Handler) http.Handler{editAnswers(http.MethodPut, func(bean map[string]any) {
				bean["is_outer_service"] = false
			})},
			count: map[string]int{mockgateway.OpGetComponent: 1, mockgateway.OpUpdateComponentEnvs: 1, mockgateway.OpAddPort: 1, mockgateway.OpUpdatePort: 1, mockgateway.OpListPorts: 1},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			u := newPortUnit(t, fixture.Standard(), true, c.wrap...)
			server := u.model(8080, false, false)
			if c.want != nil {
				c.want(&server)
			}
			m := u.model(8080, false, false)
			m.ID, m.PortAlias = types.StringUnknown(), types.StringUnknown()
			m = planned(m)
			if c.plan != nil {
				c.plan(&m)
			}
			resp := u.createPlanned(t, m)
			if resp.Diagnostics.HasError() {
				t.Fatal(resp.Diagnostics)
			}
			if got := stateModel(t, resp.State); !reflect.DeepEqual(got, server) {
				t.Errorf("state after create:\n got %+v\nwant %+v (the server's)", got, server)
			}
			// Every create lists the ports once before its POST, to know
			// whether the port is there already.
			want := maps.Clone(c.count)
			want[mockgateway.OpListPorts]++
			if got := u.gw.Counts(); !reflect.DeepEqual(got, want) {
				t.Errorf("requests = %v, want %v", got, want)
			}
		})
	}
}

// An answer that disagrees with the plan, and a list that agrees with the
// answer: the platform did not do what it said it did, which is an error
// that names the difference, with the server's port as the state.
func TestComponentPortActionNotTakenIsAnError(t *testing.T) {
	// The server answers close_inner with 200 and the port unchanged.
	ignoreClose := func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			body, _ := io.ReadAll(r.Body)
			if r.Method != http.MethodPut || !strings.Contains(string(body), client.ActionCloseInner) {
				r.Body = io.NopCloser(bytes.NewReader(body))
				next.ServeHTTP(w, r)
				return
			}
			w.Header().Set("Content-Type", "application/json")
			_ = json.NewEncoder(w).Encode(map[string]any{"code": 200, "msg": "success", "data": map[string]any{"bean": map[string]any{
				"container_port": 8080, "protocol": "http", "port_alias": "GRACC0WEB8080", "k8s_service_name": fixture.Component,
				"is_inner_service": true, "is_outer_service": false, "mapping_port": 8080, "lb_mapping_port": 0,
			}}})
		})
	}
	f := fixture.Standard()
	f.Ports = []mockgateway.Port{{ServiceID: fixture.Component, ContainerPort: 8080, IsInnerService: true}}
	u := newPortUnit(t, f, true, ignoreClose)
	prior := u.model(8080, true, false)
	want := u.model(8080, false, false)
	resp := fwresource.UpdateResponse{State: u.state(t, planned(want))}
	u.r.Update(context.Background(), fwresource.UpdateRequest{Plan: u.plan(t, planned(want)), State: u.state(t, prior)}, &resp)
	if !resp.Diagnostics.HasError() {
		t.Fatal("want an error")
	}
	d := resp.Diagnostics.Errors()[0]
	if !strings.Contains(d.Summary(), "did not apply every change") || !strings.Contains(d.Detail(), "is_inner_service is true, not false") {
		t.Fatalf("diagnostic = %q: %q", d.Summary(), d.Detail())
	}
	if got := stateModel(t, resp.State); !reflect.DeepEqual(got, prior) {
		t.Fatalf("state:\n got %+v\nwant %+v (the server's)", got, prior)
	}
	// One list to plan the action, one to check its answer.
	if n := u.gw.Count(mockgateway.OpListPorts); n != 2 {
		t.Fatalf("list requests = %d, want 2", n)
	}
}

// A create whose read-back fails keeps the port in state as the last
// answer had it, with an error (Terraform taints it): the port is never
// orphaned on the platform.
func TestComponentPortCreateKeepsTheAnswerWhenTheReadBackFails(t *testing.T) {
	// The list before the create answers; every later one fails.
	var lists atomic.Int32
	failLists := func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.Method == http.MethodGet && strings.HasSuffix(r.URL.Path, "/ports") && lists.Add(1) > 1 {
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(http.StatusForbidden)
				_ = json.NewEncoder(w).Encode(map[string]any{"code": 403, "msg": "no permission on this team"})
				return
			}
			next.ServeHTTP(w, r)
		})
	}
	u := newPortUnit(t, fixture.Standard(), true, failLists)
	m := u.model(8080, false, false)
	m.ID, m.PortAlias = types.StringUnknown(), types.StringUnknown()
	m = planned(m)
	m.K8sServiceName = types.StringValue("orders") // an alias change, read back
	resp := u.createPlanned(t, m)
	if !resp.Diagnostics.HasError() || resp.State.Raw.IsNull() {
		t.Fatalf("want an error and a state, got state %v, diags %v", resp.State.Raw, resp.Diagnostics)
	}
	if d := resp.Diagnostics.Errors()[0]; !strings.Contains(d.Summary(), "Cannot read port 8080") || !strings.Contains(d.Detail(), "no permission on this team") {
		t.Fatalf("diagnostic = %q: %q", d.Summary(), d.Detail())
	}
	server := u.model(8080, false, false)
	server.K8sServiceName = types.StringValue("orders")
	if got := stateModel(t, resp.State); !reflect.DeepEqual(got, server) {
		t.Fatalf("state:\n got %+v\nwant %+v (the alias change's answer)", got, server)
	}
}
