package client_test

import (
	"context"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// The region's busy 409, as the console answers it for each scaling, is
// recognised; other 409s are not.
func TestIsComponentBusy(t *testing.T) {
	ctx := context.Background()
	gw, c := newMock(t, func(cfg *client.Config) { cfg.MaxRetries = 0 })
	if err := gw.SetEventPace(mockgateway.EventPace{Manual: true}); err != nil {
		t.Fatal(err)
	}
	ref := client.ComponentRef{TeamID: mockgateway.DefaultTeam, RegionName: mockgateway.DefaultRegion, AppID: mockgateway.ShopAppID, ServiceID: mockgateway.WebID}
	if err := c.ScaleHorizontal(ctx, ref, client.HorizontalScaleRequest{NewNode: 4}); err != nil {
		t.Fatal(err)
	}
	for name, err := range map[string]error{
		"horizontal": c.ScaleHorizontal(ctx, ref, client.HorizontalScaleRequest{NewNode: 5}),
		"vertical":   c.ScaleVertical(ctx, ref, client.VerticalScaleRequest{NewMemory: 1024}),
	} {
		if !client.IsComponentBusy(err) {
			t.Errorf("%s while busy: %v, want the busy 409", name, err)
		}
	}
	singleton := &client.APIError{StatusCode: 409, Message: "组件为单实例组件，不可使用多节点"}
	if client.IsComponentBusy(singleton) || client.IsComponentBusy(nil) {
		t.Error("another 409 taken for busy")
	}
}
