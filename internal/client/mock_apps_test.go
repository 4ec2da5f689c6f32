package client_test

import (
	"context"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// The client and the mock read the app and scaling operations alike: each
// request the client sends is one the mock's reading of the server takes.
func TestMockAppLifecycle(t *testing.T) {
	ctx := context.Background()
	_, c := newMock(t)
	team, region := mockgateway.DefaultTeam, mockgateway.DefaultRegion
	app, err := c.CreateApp(ctx, team, region, client.CreateAppRequest{AppName: "orders"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.CreateApp(ctx, team, region, client.CreateAppRequest{AppName: "orders"}); !client.IsAppNameTaken(err) {
		t.Fatalf("second create: %v, want the name taken", err)
	}
	ref := client.AppRef{TeamID: team, RegionName: region, AppID: app.ID}
	detail, err := c.GetApp(ctx, ref)
	if err != nil || detail.AppID != app.ID || detail.Status != "closed" || detail.ServiceCount != 0 || client.Deref(detail.Note) != "" {
		t.Fatalf("detail %+v, %v", detail, err)
	}
	comps, err := c.ListAppComponents(ctx, ref)
	if err != nil || len(comps) != 0 {
		t.Fatalf("components %v, %v", comps, err)
	}
	if err := c.DeleteApp(ctx, ref); err != nil {
		t.Fatal(err)
	}
	if _, err := c.GetApp(ctx, ref); !client.IsNotFound(err) {
		t.Fatalf("read after delete: %v", err)
	}
}

func TestMockScaling(t *testing.T) {
	ctx := context.Background()
	ts, c := newMock(t)
	if err := c.ScaleVertical(ctx, web, client.VerticalScaleRequest{NewMemory: 1024, NewCPU: 0, NewGPU: 0}); err != nil {
		t.Fatal(err)
	}
	comp, err := c.GetComponent(ctx, web)
	if err != nil || client.Deref(comp.MinMemory) != 1024 || client.Deref(comp.MinCPU) != 0 {
		t.Fatalf("component %+v, %v: a CPU of 0 sent is 0 stored, not derived from memory", comp, err)
	}
	err = c.ScaleHorizontal(ctx, web, client.HorizontalScaleRequest{NewNode: client.Deref(comp.MinNode)})
	if !client.IsNoScaleChange(err) {
		t.Fatalf("same count on a running component: %v, want 10104", err)
	}
	// The region records the refused 10104 too, as a failed event that has
	// ended (region api/middleware/middleware.go WrapEL, UpdateEvent).
	page, err := c.ListComponentEvents(ctx, web, 1, 10)
	if err != nil || page.Total != 2 || len(page.Events) != 2 || page.Events[1].OptType != "vertical-service" ||
		page.Events[0].Status != "failure" || page.Events[0].FinalStatus != "complete" {
		t.Fatalf("events %+v, %v", page, err)
	}
	if n := ts.Count(mockgateway.OpScaleHorizontal); n != 1 {
		t.Fatalf("%d horizontal requests: a 10104 is not retried", n)
	}
}
