package port

import (
	"context"
	"net/http"
	"reflect"
	"slices"
	"strings"
	"testing"

	fwresource "github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-go/tftypes"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/client"
	"github.com/rainbond/terraform-provider-rainbond/internal/portengine"
)

// The port's workflows against fakePorts: the safe create, which adopts
// what an unknown outcome created and nothing else, and the destroy, which
// closes what the platform needs closed before it deletes.

func fakeUnit(f *fakePorts) *portUnit {
	return &portUnit{r: &portResource{api: f}, schema: portSchema()}
}

// create runs Create for a port with the inner service open and the alias
// left to the platform.
func (u *portUnit) create(t *testing.T) fwresource.CreateResponse {
	t.Helper()
	want := u.model(8080, true, false)
	want.ID, want.PortAlias = types.StringUnknown(), types.StringUnknown()
	resp := fwresource.CreateResponse{State: tfsdk.State{Schema: u.schema, Raw: tftypes.NewValue(u.schema.Type().TerraformType(context.Background()), nil)}}
	u.r.Create(context.Background(), fwresource.CreateRequest{Plan: u.plan(t, planned(want))}, &resp)
	return resp
}

// expectCreated checks a create that succeeded: the state is the port the
// fake holds, which is the one port of that number.
func (u *portUnit) expectCreated(t *testing.T, f *fakePorts, resp fwresource.CreateResponse) {
	t.Helper()
	if resp.Diagnostics.HasError() {
		t.Fatal(resp.Diagnostics)
	}
	if got, want := stateModel(t, resp.State), u.model(8080, true, false); !reflect.DeepEqual(got, want) {
		t.Fatalf("state after create:\n got %+v\nwant %+v", got, want)
	}
	if len(f.ports) != 1 {
		t.Fatalf("%d ports on the platform, want 1", len(f.ports))
	}
}

func TestCreateAdoptsThePortALostAnswerCreated(t *testing.T) {
	f := newFakePorts()
	f.adds = []fakeOutcome{{err: lostAnswer("AddPort"), committed: true}}
	u := fakeUnit(f)
	u.expectCreated(t, f, u.create(t))
	if n := f.count("add"); n != 1 {
		t.Fatalf("%d POSTs, want 1: the port was there when the create looked", n)
	}
}

func TestCreateAdoptsThePortARetriedPostFoundInTheWay(t *testing.T) {
	// The client repeated a POST whose first attempt may have acted, and
	// the repeat met the port: a 409 that says an earlier attempt may have
	// created it.
	earlier := &client.APIError{Operation: "AddPort", Method: http.MethodPost, StatusCode: http.StatusConflict,
		Message: "port already exists", EarlierAttemptMayHaveActed: true}
	f := newFakePorts()
	f.adds = []fakeOutcome{{err: earlier, committed: true}}
	u := fakeUnit(f)
	u.expectCreated(t, f, u.create(t))
}

func TestCreateRetriesWhenALostAnswerCreatedNothing(t *testing.T) {
	f := newFakePorts()
	f.adds = []fakeOutcome{{err: lostAnswer("AddPort")}}
	u := fakeUnit(f)
	u.expectCreated(t, f, u.create(t))
	if n := f.count("add"); n != 2 {
		t.Fatalf("%d POSTs, want 2: one lost, one after a list showed nothing", n)
	}
}

func TestCreateRefusesAPortThatPredatesTheApply(t *testing.T) {
	f := newFakePorts(serverPort(8080, "http", true, false))
	u := fakeUnit(f)
	resp := u.create(t)
	if !resp.Diagnostics.HasError() || resp.Diagnostics.Errors()[0].Summary() != "Port 8080 already exists" {
		t.Fatalf("diagnostics: %v", resp.Diagnostics)
	}
	if !strings.Contains(resp.Diagnostics.Errors()[0].Detail(), "terraform import") {
		t.Fatalf("the error does not say how to import: %v", resp.Diagnostics)
	}
	if !resp.State.Raw.IsNull() {
		t.Fatal("a port this apply did not create was written to state")
	}
	// The list read before the create shows the port: nothing is sent.
	if w := f.writes(); len(w) != 0 {
		t.Fatalf("writes %v, want none", w)
	}
}

func TestCreateRefusesAPortWithOtherSettings(t *testing.T) {
	// Someone else makes the port while the create's answer is lost.
	f := newFakePorts()
	f.adds = []fakeOutcome{{err: lostAnswer("AddPort"), meanwhile: func(f *fakePorts) { f.ports[8080] = serverPort(8080, "tcp", false, false) }}}
	u := fakeUnit(f)
	resp := u.create(t)
	if !resp.Diagnostics.HasError() || resp.Diagnostics.Errors()[0].Summary() != "Port 8080 exists with other settings" {
		t.Fatalf("diagnostics: %v", resp.Diagnostics)
	}
	if !resp.State.Raw.IsNull() || f.count("add") != 1 {
		t.Fatalf("state %v after %d POSTs: someone else's port must be neither adopted nor created again", resp.State.Raw, f.count("add"))
	}
}

func TestCreateGivesUpAfterItsAttempts(t *testing.T) {
	f := newFakePorts()
	for range portengine.Attempts {
		f.adds = append(f.adds, fakeOutcome{err: lostAnswer("AddPort")})
	}
	u := fakeUnit(f)
	resp := u.create(t)
	if !resp.Diagnostics.HasError() || !strings.HasPrefix(resp.Diagnostics.Errors()[0].Summary(), "Creating port 8080") ||
		!strings.Contains(resp.Diagnostics.Errors()[0].Summary(), "has an unknown outcome") {
		t.Fatalf("diagnostics: %v", resp.Diagnostics)
	}
	if d := resp.Diagnostics.Errors()[0].Detail(); !strings.Contains(d, "terraform import") || !strings.Contains(d, "import {") {
		t.Fatalf("the error does not say how to adopt the port should it appear: %s", d)
	}
	if n := f.count("add"); n != portengine.Attempts || len(f.ports) != 0 {
		t.Fatalf("%d POSTs and %d ports, want %d and none", n, len(f.ports), portengine.Attempts)
	}
}

func (u *portUnit) destroy(t *testing.T, state portModel) fwresource.DeleteResponse {
	t.Helper()
	resp := fwresource.DeleteResponse{State: u.state(t, state)}
	u.r.Delete(context.Background(), fwresource.DeleteRequest{State: u.state(t, state)}, &resp)
	return resp
}

func TestDestroyClosesOuterThenInnerThenDeletes(t *testing.T) {
	f := newFakePorts(serverPort(8080, "http", true, true))
	u := fakeUnit(f)
	// The state is stale (both closed): the destroy works from the
	// platform's flags.
	if resp := u.destroy(t, u.model(8080, false, false)); resp.Diagnostics.HasError() {
		t.Fatal(resp.Diagnostics)
	}
	if w, want := f.writes(), []string{client.ActionCloseOuter, client.ActionCloseInner, "delete"}; !slices.Equal(w, want) {
		t.Fatalf("writes %v, want %v", w, want)
	}
	if len(f.ports) != 0 {
		t.Fatalf("ports left: %v", f.ports)
	}
}

func TestDestroyOfAGonePortWritesNothing(t *testing.T) {
	f := newFakePorts()
	u := fakeUnit(f)
	if resp := u.destroy(t, u.model(8080, true, true)); resp.Diagnostics.HasError() {
		t.Fatal(resp.Diagnostics)
	}
	if w := f.writes(); len(w) != 0 {
		t.Fatalf("writes %v for a port that is gone", w)
	}
}

func TestDestroyRefusedBeforeAnyWriteWhileACustomDomainIsBound(t *testing.T) {
	f := newFakePorts(serverPort(8080, "http", true, true))
	port := int64(8080)
	custom := int64(1)
	f.rules = []client.HTTPRule{{
		HTTPRuleID: "c0ffee00c0ffee00c0ffee00c0ffee00", TeamName: fixture.Team, TenantID: fixture.TenantID, RegionName: fixture.Region,
		AppID: fixture.AppID, ServiceID: fixture.ServiceID, ServiceName: fixture.Component, ContainerPort: &port,
		DomainName: "shop.example.com", Type: &custom,
	}}
	u := fakeUnit(f)
	resp := u.destroy(t, u.model(8080, true, true))
	if !resp.Diagnostics.HasError() || !strings.Contains(resp.Diagnostics.Errors()[0].Detail(), "c0ffee00c0ffee00c0ffee00c0ffee00") {
		t.Fatalf("diagnostics: %v", resp.Diagnostics)
	}
	if w := f.writes(); len(w) != 0 {
		t.Fatalf("writes %v before the refusal: the port must keep its services", w)
	}
}

// A custom domain bound after the check (by hand, during the run) still
// meets the platform's own refusal: the state then says what the platform
// has.
func TestDestroyRefusedKeepsWhatThePlatformHas(t *testing.T) {
	f := newFakePorts(serverPort(8080, "http", true, true))
	f.deleteErr = &client.APIError{Operation: "DeletePort", Method: http.MethodDelete, StatusCode: http.StatusPreconditionFailed,
		Message: "custom domains are still bound to the port"}
	u := fakeUnit(f)
	resp := u.destroy(t, u.model(8080, true, true))
	if !resp.Diagnostics.HasError() || !strings.Contains(resp.Diagnostics.Errors()[0].Detail(), "unbind them first") {
		t.Fatalf("diagnostics: %v", resp.Diagnostics)
	}
	// Both services were closed before the refused delete: the state says
	// so, rather than the open port it started from.
	if got, want := stateModel(t, resp.State), u.model(8080, false, false); !reflect.DeepEqual(got, want) {
		t.Fatalf("state after a refused delete:\n got %+v\nwant %+v", got, want)
	}
}
