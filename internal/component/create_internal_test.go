package component

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/tfid"
)

// fakeAPI answers the create with an error and lists the given
// components (before: those listed before the first create); it counts
// the calls.
type fakeAPI struct {
	createErr error
	before    []client.Component
	listed    []client.Component
	creates   int
	lists     int
}

func (f *fakeAPI) FreshComponent(context.Context, client.ComponentRef) (client.Component, error) {
	return client.Component{}, fmt.Errorf("not used")
}
func (f *fakeAPI) ComponentEvents(context.Context, client.ComponentRef, int64, int64) (*client.ComponentEvents, error) {
	return &client.ComponentEvents{}, nil
}
func (f *fakeAPI) Component(context.Context, client.ComponentRef) (client.Component, error) {
	return client.Component{}, fmt.Errorf("not used")
}
func (f *fakeAPI) AppComponents(context.Context, client.AppRef) ([]client.Component, error) {
	f.lists++
	if f.creates == 0 {
		return f.before, nil
	}
	return f.listed, nil
}
func (f *fakeAPI) CreateComponent(context.Context, client.AppRef, client.CreateComponentRequest) (*client.CreatedComponent, error) {
	f.creates++
	return nil, f.createErr
}
func (f *fakeAPI) DeleteComponent(context.Context, client.ComponentRef, bool) error { return nil }
func (f *fakeAPI) ChangeComponentImage(context.Context, client.ComponentRef, string) error {
	return nil
}
func (f *fakeAPI) BuildComponent(context.Context, client.ComponentRef, client.BuildComponentRequest) (*client.BuildStarted, error) {
	return nil, nil
}
func (f *fakeAPI) OperateApp(context.Context, client.AppRef, client.AppOperation) error { return nil }

func testPlan() componentModel {
	return componentModel{
		TeamID: types.StringValue("t"), RegionName: types.StringValue("r"), AppID: types.Int64Value(2),
		ComponentName: types.StringValue("Web"), K8sComponentName: types.StringValue("web"), Image: types.StringValue("nginx:1.27"),
		Running: types.BoolValue(true),
	}
}

func listedComponent(image string) client.Component {
	name := "Web"
	return client.Component{ServiceID: "s1", ServiceCname: &name, K8sComponentName: "web", Image: image}
}

// Every create that meets an existing component decides through the one
// adoption rule: only after an attempt that may have acted, a matching
// component no other resource of the run holds.
func TestCreateDecidesThroughTheAdoptionRule(t *testing.T) {
	lost := &client.RequestError{Operation: "CreateComponent", OutcomeUnknown: true, Err: fmt.Errorf("connection reset")}
	taken := &client.APIError{Operation: "CreateComponent", StatusCode: 400, Code: client.CodeK8sComponentNameTaken, Message: "组件英文名已存在"}
	refused := &client.APIError{Operation: "CreateComponent", StatusCode: 412, Message: "组件名称不能为空"}
	cases := []struct {
		name      string
		err       error
		before    []client.Component
		listed    []client.Component
		claimed   bool
		adopted   bool
		wantLists int
		want      string
	}{
		{"lost answer, the planned component", lost, nil, []client.Component{listedComponent("nginx:1.27")}, false, true, 2, ""},
		{"lost answer, another image", lost, nil, []client.Component{listedComponent("busybox")}, false, false, 2, "A different component holds the k8s_component_name"},
		{"lost answer, nothing made", lost, nil, nil, false, false, 2, "nothing was created"},
		{"lost answer, held by another resource", lost, nil, []client.Component{listedComponent("nginx:1.27")}, true, false, 2, "held by a rainbond_component of this configuration"},
		{"the name taken between the read and the create", taken, nil, []client.Component{listedComponent("nginx:1.27")}, false, false, 2, "terraform import <address> t/r/2/s1"},
		{"a refusal that did nothing", refused, nil, nil, false, false, 1, "组件名称不能为空"},
		// There before the first attempt: refused with no create at all,
		// even when an attempt would have failed.
		{"there before, same name and image", lost, []client.Component{listedComponent("nginx:1.27")}, []client.Component{listedComponent("nginx:1.27")}, false, false, 1, "terraform import <address> t/r/2/s1"},
		{"there before, held by another resource", lost, []client.Component{listedComponent("nginx:1.27")}, nil, true, false, 1, "held by a rainbond_component of this configuration"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			api := &fakeAPI{createErr: tc.err, before: tc.before, listed: tc.listed}
			r := &componentResource{api: api, claims: tfid.NewClaims()}
			if tc.claimed {
				r.claims.Take(claimKind, "s1")
			}
			var diags diag.Diagnostics
			c, ok := r.create(context.Background(), testPlan(), testPlan(), &diags)
			if ok != tc.adopted || (ok && c.ServiceID != "s1") {
				t.Fatalf("adopted %v (%+v), want %v; %v", ok, c, tc.adopted, diags)
			}
			wantCreates := 1
			if tc.before != nil {
				wantCreates = 0
			}
			if api.creates != wantCreates || api.lists != tc.wantLists {
				t.Fatalf("%d creates and %d lists, want %d and %d: the create is never repeated, and never sent over a component there before", api.creates, api.lists, wantCreates, tc.wantLists)
			}
			text := fmt.Sprint(diags)
			if tc.want != "" && (!diags.HasError() || !strings.Contains(text, tc.want)) {
				t.Fatalf("diagnostics %s, want an error with %q", text, tc.want)
			}
		})
	}
}
