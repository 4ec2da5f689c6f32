package client_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// The framework's refusals reach the client in the console's language
// (zh-hans): the client knows them by status, never by English words, and
// shows the server's text.
func TestMockFrameworkRefusalsKnownByStatusNotWords(t *testing.T) {
	ts, _ := newMock(t)
	ctx := context.Background()
	user, err := client.New(client.Config{BaseURL: ts.URL, Token: ts.UserToken})
	if err != nil {
		t.Fatal(err)
	}
	req := client.AddRegionRequest{
		RegionID: "request-id", RegionName: "rainbond-north", RegionAlias: "North", URL: "https://north.example.com:8443",
		WSURL: "wss://north.example.com:6060", HTTPDomain: "north.example.com", TCPDomain: "10.9.0.1",
		Scope: "private", Status: "1", EnterpriseID: mockgateway.DefaultEnterpriseID,
	}
	_, err = user.AddRegion(ctx, req)
	if !client.IsStatus(err, http.StatusForbidden) || !strings.Contains(err.Error(), "您没有执行该操作的权限。") {
		t.Errorf("403: %v, want the status and the server's own text", err)
	}

	stranger, err := client.New(client.Config{BaseURL: ts.URL, Token: strings.Repeat("0", 40)})
	if err != nil {
		t.Fatal(err)
	}
	_, err = stranger.ListTeams(ctx)
	if !client.IsStatus(err, http.StatusUnauthorized) || !strings.Contains(err.Error(), "No such user or user is not admin") {
		t.Errorf("401: %v, want the status and the openapi's text", err)
	}
}
