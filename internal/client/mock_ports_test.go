package client_test

import (
	"context"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

func TestMockListPorts(t *testing.T) {
	ts, c := newMock(t)
	ports, err := c.ListPorts(context.Background(), web)
	if err != nil {
		t.Fatal(err)
	}
	if len(ports) != len(ts.Ports(mockgateway.WebID)) || ports[0].ContainerPort != 80 || ports[0].Protocol != "http" || !ports[0].IsInnerService || !ports[0].IsOuterService {
		t.Fatalf("ports = %+v", ports)
	}
	rec := ts.RequestsOf(mockgateway.OpListPorts)[0]
	if rec.Authorization != ts.Token || rec.UserAgent != "terraform-provider-rainbond/test (+terraform 1.11.0)" {
		t.Errorf("headers: %q %q", rec.Authorization, rec.UserAgent)
	}
	// The service alias addresses the same component.
	byAlias := web
	byAlias.ServiceID = mockgateway.WebAlias
	if again, err := c.ListPorts(context.Background(), byAlias); err != nil || len(again) != len(ports) {
		t.Errorf("by alias: %+v, %v", again, err)
	}
}

func TestMockAddPort(t *testing.T) {
	ts, c := newMock(t)
	ctx := context.Background()
	p, err := c.AddPort(ctx, web, client.AddPortRequest{Port: 9090, Protocol: client.ProtocolHTTP, IsInnerService: true})
	if err != nil {
		t.Fatal(err)
	}
	if p.ContainerPort != 9090 || p.PortAlias == "" || p.K8sServiceName == "" || !p.IsInnerService || p.IsOuterService {
		t.Errorf("port = %+v", p)
	}
	if _, ok := ts.Port(mockgateway.WebID, 9090); !ok {
		t.Error("the mock does not hold the new port")
	}

	_, err = c.AddPort(ctx, web, client.AddPortRequest{Port: 9090, Protocol: client.ProtocolHTTP})
	if !client.IsConflict(err) {
		t.Errorf("duplicate: %v", err)
	}
	_, err = c.AddPort(ctx, web, client.AddPortRequest{Port: 70000, Protocol: client.ProtocolTCP})
	if !client.IsStatus(err, 412) {
		t.Errorf("out of range: %v", err)
	}
	_, err = c.AddPort(ctx, web, client.AddPortRequest{Port: 9000, Protocol: client.ProtocolTCP, PortAlias: "bad-alias"})
	if !client.IsStatus(err, 400) {
		t.Errorf("bad alias: %v", err)
	}
}

func TestMockUpdatePort(t *testing.T) {
	ts, c := newMock(t)
	ctx := context.Background()
	if _, err := c.AddPort(ctx, web, client.AddPortRequest{Port: 9090, Protocol: client.ProtocolHTTP, IsInnerService: true}); err != nil {
		t.Fatal(err)
	}
	p, err := c.UpdatePort(ctx, web, 9090, client.UpdatePortRequest{Action: client.ActionOpenOuter})
	if err != nil || !p.IsOuterService {
		t.Fatalf("open_outer: %+v, %v", p, err)
	}
	// open_outer on an http port creates the default rule.
	if rules := ts.RulesOf(mockgateway.WebID, 9090); len(rules) != 1 {
		t.Errorf("rules of the port: %+v", rules)
	}
	_, err = c.UpdatePort(ctx, web, 9090, client.UpdatePortRequest{Action: client.ActionCloseInner})
	if !client.IsNotFound(err) {
		t.Errorf("close_inner while outer is open: %v", err)
	}
	p, err = c.UpdatePort(ctx, web, 9090, client.UpdatePortRequest{Action: client.ActionChangePortAlias, PortAlias: "WEB_ALT", K8sServiceName: "web-alt"})
	if err != nil || p.PortAlias != "WEB_ALT" || p.K8sServiceName != "web-alt" {
		t.Errorf("change_port_alias: %+v, %v", p, err)
	}
	_, err = c.UpdatePort(ctx, web, 9999, client.UpdatePortRequest{Action: client.ActionOpenInner})
	if !client.IsNotFound(err) {
		t.Errorf("unknown port: %v", err)
	}
}

func TestMockDeletePort(t *testing.T) {
	ts, c := newMock(t)
	ctx := context.Background()
	_, err := c.DeletePort(ctx, web, 80)
	if !client.IsConflict(err) {
		t.Fatalf("delete while open: %v", err)
	}
	for _, a := range []string{client.ActionCloseOuter, client.ActionCloseInner} {
		if _, err := c.UpdatePort(ctx, web, 80, client.UpdatePortRequest{Action: a}); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
	p, err := c.DeletePort(ctx, web, 80)
	if err != nil {
		t.Fatal(err)
	}
	if p == nil || p.ContainerPort != 80 {
		t.Errorf("deleted port = %+v", p)
	}
	if _, ok := ts.Port(mockgateway.WebID, 80); ok {
		t.Error("the port is still there")
	}
	if _, err := c.DeletePort(ctx, web, 80); !client.IsNotFound(err) {
		t.Errorf("second delete: %v", err)
	}
}
