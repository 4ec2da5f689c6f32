package client_test

import (
	"context"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// A region added with key material reads back by name; a name the
// enterprise lacks is the read's own 404; a taken name on add is told by
// its field, whatever the server's language.
func TestMockGetRegion(t *testing.T) {
	_, c := newMock(t)
	ctx := context.Background()
	req := client.AddRegionRequest{
		RegionID: "request-id", RegionName: "rainbond-north", RegionAlias: "North", URL: "https://north.example.com:8443",
		WSURL: "wss://north.example.com:6060", HTTPDomain: "north.example.com", TCPDomain: "10.9.0.1",
		Scope: "private", Status: "1", EnterpriseID: mockgateway.DefaultEnterpriseID,
		SSLCACert: "ca", CertFile: "cert", KeyFile: "key",
	}
	if _, err := c.AddRegion(ctx, req); err != nil {
		t.Fatal(err)
	}
	got, err := c.GetRegion(ctx, "rainbond-north")
	if err != nil {
		t.Fatal(err)
	}
	if got.RegionAlias != "North" || got.URL != req.URL || got.Status != "1" || got.CertFile != "cert" || got.RegionID != "" {
		t.Errorf("read = %#v", got)
	}
	if _, err := c.GetRegion(ctx, "nowhere"); !client.IsRegionReadNotFound(err) {
		t.Errorf("missing region: %v", err)
	}
	req.RegionID = "request-id-2"
	if _, err := c.AddRegion(ctx, req); !client.IsRegionNameTaken(err) {
		t.Errorf("taken name: %v", err)
	}
}
