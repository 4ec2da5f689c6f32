package client_test

import (
	"context"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// The client and the mock read the component operations alike: create
// from an image, the 20802 of a taken k8s name, the variables' upsert and
// read, the image change, an operation followed through its event, and
// the delete with its 404 after.
func TestMockComponentLifecycle(t *testing.T) {
	ctx := context.Background()
	ts, c := newMock(t)
	if err := ts.SetEventPace(mockgateway.EventPace{}); err != nil { // events end at once (the default, said here because the test relies on it)
		t.Fatal(err)
	}
	app := client.AppRef{TeamID: mockgateway.DefaultTeam, RegionName: mockgateway.DefaultRegion, AppID: mockgateway.ShopAdminAppID}
	req := client.CreateComponentRequest{GroupID: app.AppID, ServiceCname: "Web", Image: "nginx:1.25", K8sComponentName: "web2", IsDeploy: true}
	made, err := c.CreateComponent(ctx, app, req)
	if err != nil || made.ServiceID == "" {
		t.Fatalf("create: %+v, %v", made, err)
	}
	if _, err := c.CreateComponent(ctx, app, req); !client.IsK8sComponentNameTaken(err) {
		t.Fatalf("second create: %v, want 20802", err)
	}
	ref := client.ComponentRef{TeamID: app.TeamID, RegionName: app.RegionName, AppID: app.AppID, ServiceID: made.ServiceID}
	comp, err := c.GetComponent(ctx, ref)
	if err != nil || client.Deref(comp.Status) != "running" || comp.Version != "latest" || comp.K8sComponentName != "web2" {
		t.Fatalf("component %+v, %v", comp, err)
	}
	envs, err := c.UpdateComponentEnvs(ctx, ref, []client.ComponentEnv{{Name: "A", Value: " 1 "}})
	if err != nil || len(envs) != 1 || envs[0].Value != "1" || envs[0].Scope != "inner" {
		t.Fatalf("envs %+v, %v", envs, err)
	}
	if _, err := c.UpdateComponentEnvs(ctx, ref, []client.ComponentEnv{{Name: "PATH", Value: "x"}}); !client.IsStatus(err, 400) {
		t.Fatalf("reserved name: %v", err)
	}
	if err := ts.PutEnv(made.ServiceID, mockgateway.ComponentEnv{Name: "my-var", Value: "v", Scope: "inner"}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.UpdateComponentEnvs(ctx, ref, nil); !client.IsEnvListRefused(err) {
		t.Fatalf("read with a console variable the rules refuse: %v", err)
	}
	if err := c.ChangeComponentImage(ctx, ref, "nginx:1.27"); err != nil {
		t.Fatal(err)
	}
	if comp, _ := c.GetComponent(ctx, ref); comp.Image != "nginx:1.27" || comp.Version != "1.27" {
		t.Fatalf("after the image change: %+v", comp)
	}
	if err := c.OperateApp(ctx, app, client.AppOperation{Action: client.OperationStop, ServiceIDs: []string{made.ServiceID}}); err != nil {
		t.Fatal(err)
	}
	page, err := c.ListComponentEvents(ctx, ref, 1, 10)
	if err != nil || len(page.Events) != 2 || page.Events[0].OptType != "stop-service" || page.Events[0].FinalStatus != "complete" {
		t.Fatalf("events %+v, %v", page, err)
	}
	if err := c.DeleteComponent(ctx, ref, false); err != nil {
		t.Fatal(err)
	}
	if err := c.DeleteComponent(ctx, ref, false); !client.IsComponentGone(err) {
		t.Fatalf("second delete: %v", err)
	}
}

// A delete of a running component is refused (409); a create whose record
// was saved before the failure answers a 500 that is not JSON, which may
// have acted.
func TestMockComponentRefusals(t *testing.T) {
	ctx := context.Background()
	ts, c := newMock(t)
	app := client.AppRef{TeamID: mockgateway.DefaultTeam, RegionName: mockgateway.DefaultRegion, AppID: mockgateway.ShopAppID}
	if err := c.DeleteComponent(ctx, web, false); !client.IsStatus(err, 409) {
		t.Fatalf("delete of a running component: %v", err)
	}
	ts.SetComponentCreateFailure("cluster")
	_, err := c.CreateComponent(ctx, app, client.CreateComponentRequest{GroupID: app.AppID, ServiceCname: "x", Image: "busybox", K8sComponentName: "x1"})
	if !client.MayHaveActed(err) {
		t.Fatalf("failure after the saved record: %v, want an outcome unknown", err)
	}
	comps, err := c.ListAppComponents(ctx, app)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, comp := range comps {
		if comp.K8sComponentName == "x1" && client.Deref(comp.CreateStatus) == "creating" {
			found = true
		}
	}
	if !found {
		t.Fatalf("no component left creating in %+v", comps)
	}
}
