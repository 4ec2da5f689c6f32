package client_test

import (
	"testing"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// newMock starts a mock gateway on the default fixture and a client for it
// with short retry waits.
func newMock(t *testing.T, edit ...func(*client.Config)) (*mockgateway.TestServer, *client.Client) {
	t.Helper()
	return newMockWith(t, mockgateway.DefaultFixture(), edit...)
}

func newMockWith(t *testing.T, f mockgateway.Fixture, edit ...func(*client.Config)) (*mockgateway.TestServer, *client.Client) {
	t.Helper()
	ts := mockgateway.NewTestServer(t, f)
	cfg := client.Config{
		BaseURL:      ts.URL,
		Token:        ts.Token,
		UserAgent:    "terraform-provider-rainbond/test (+terraform 1.11.0)",
		MaxRetries:   3,
		RetryWaitMin: time.Millisecond,
		RetryWaitMax: 5 * time.Millisecond,
	}
	for _, e := range edit {
		e(&cfg)
	}
	c, err := client.New(cfg)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return ts, c
}

var (
	shop = client.AppRef{TeamID: mockgateway.DefaultTeam, RegionName: mockgateway.DefaultRegion, AppID: mockgateway.ShopAppID}
	web  = client.ComponentRef{TeamID: mockgateway.DefaultTeam, RegionName: mockgateway.DefaultRegion, AppID: mockgateway.ShopAppID, ServiceID: mockgateway.WebID}
)
