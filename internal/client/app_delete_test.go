package client_test

import (
	"context"
	"errors"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// A failed app delete (4.27) carries its list of components: the client
// reads it, the refused component with its status and message.
func TestAppDeleteResults(t *testing.T) {
	ctx := context.Background()
	gw, c := newMock(t)
	if err := gw.EditComponent(mockgateway.BlogWebID, func(c *mockgateway.Component) { c.Status = "closed" }); err != nil {
		t.Fatal(err)
	}
	if err := gw.RefuseComponentDelete(mockgateway.BlogCacheID, "volume still mounted"); err != nil {
		t.Fatal(err)
	}
	ref := client.AppRef{TeamID: mockgateway.DefaultTeam, RegionName: mockgateway.DefaultRegion, AppID: mockgateway.BlogAppID}
	err := c.DeleteApp(ctx, ref)
	results, ok := client.AppDeleteResults(err)
	if !ok || len(results) != 2 {
		t.Fatalf("results %+v (%v) of %v", results, ok, err)
	}
	var refused []client.ComponentDeleteResult
	for _, r := range results {
		if !r.Deleted() {
			refused = append(refused, r)
		}
	}
	if len(refused) != 1 || refused[0].ServiceID != mockgateway.BlogCacheID || refused[0].Status != 500 || refused[0].Msg != "删除组件失败 volume still mounted" {
		t.Fatalf("refused %+v", refused)
	}
	for _, other := range []error{nil, errors.New("x"), &client.APIError{StatusCode: 400, Message: "请求错误"}} {
		if _, ok := client.AppDeleteResults(other); ok {
			t.Errorf("%v read as a failed app delete", other)
		}
	}
}
