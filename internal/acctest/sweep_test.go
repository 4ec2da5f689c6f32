package acctest

import (
	"context"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// The sweeper deletes the component's ports in the reserved range, open
// or closed, and leaves every other port alone.
func TestSweepPortsDeletesOnlyTheReservedRange(t *testing.T) {
	f := fixture.Standard()
	f.Ports = []mockgateway.Port{
		{ServiceID: fixture.Component, ContainerPort: 8080, Protocol: "http", IsInnerService: true},
		{ServiceID: fixture.Component, ContainerPort: ReservedPortFirst, Protocol: "http", PortAlias: "LEFT_A", IsInnerService: true, IsOuterService: true},
		{ServiceID: fixture.Component, ContainerPort: ReservedPortLast, Protocol: "tcp"},
		{ServiceID: fixture.Component, ContainerPort: ReservedPortLast + 1, Protocol: "tcp"},
		{ServiceID: fixture.ComponentB, ContainerPort: ReservedPortFirst + 1, Protocol: "tcp"},
	}
	ts := mockgateway.NewTestServer(t, f)
	c, err := client.New(client.Config{BaseURL: ts.URL, Token: ts.Token})
	if err != nil {
		t.Fatal(err)
	}
	s := LiveSettings{Team: fixture.Team, Region: fixture.Region, AppID: fixture.AppID, Component: fixture.Component}
	if err := sweepPorts(context.Background(), c, s); err != nil {
		t.Fatal(err)
	}
	var left []int64
	for _, p := range ts.Ports(fixture.Component) {
		left = append(left, p.ContainerPort)
	}
	if len(left) != 2 || left[0] != 8080 || left[1] != ReservedPortLast+1 {
		t.Errorf("ports left on the component: %v", left)
	}
	if n := len(ts.Ports(fixture.ComponentB)); n != 1 {
		t.Errorf("another component's port was swept: %d left", n)
	}
}
