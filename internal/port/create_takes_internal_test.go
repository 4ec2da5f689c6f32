package port

import (
	"context"
	"strings"
	"testing"

	fwresource "github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-go/tftypes"

	"github.com/rainbond/terraform-provider-rainbond/internal/client"
)

// The apply's own refusal of a create that takes what another port or a
// user has, whatever the plan saw: the list read before the POST, and the
// variables read then.

// createAliased runs Create for port 8080 with alias and the inner service
// open.
func (u *portUnit) createAliased(t *testing.T, alias string) fwresource.CreateResponse {
	t.Helper()
	want := u.model(8080, true, false)
	want.ID, want.PortAlias = types.StringUnknown(), types.StringValue(alias)
	resp := fwresource.CreateResponse{State: tfsdk.State{Schema: u.schema, Raw: tftypes.NewValue(u.schema.Type().TerraformType(context.Background()), nil)}}
	u.r.Create(context.Background(), fwresource.CreateRequest{Plan: u.plan(t, planned(want))}, &resp)
	return resp
}

func expectRefusedUnsent(t *testing.T, f *fakePorts, resp fwresource.CreateResponse, want ...string) {
	t.Helper()
	if !resp.Diagnostics.HasError() {
		t.Fatal("the create passed")
	}
	text := resp.Diagnostics[0].Summary() + ": " + resp.Diagnostics[0].Detail()
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("the error lacks %q:\n%s", w, text)
		}
	}
	if n := f.count("add"); n != 0 {
		t.Fatalf("%d POSTs, want none", n)
	}
}

func TestCreateRefusesAnAliasAnotherPortHolds(t *testing.T) {
	holder := serverPort(5000, "http", true, false)
	holder.PortAlias = "HELD"
	f := newFakePorts(holder)
	u := fakeUnit(f)
	expectRefusedUnsent(t, f, u.createAliased(t, "HELD"), "Cannot create port 8080", "nothing was sent", `port 5000 of the component has alias "HELD"`)
}

func TestCreateRefusesTakingAUsersVariable(t *testing.T) {
	f := newFakePorts()
	f.envs = []client.ComponentEnv{{Name: "DBX_PORT", Value: "5432", Scope: "outer"}}
	u := fakeUnit(f)
	expectRefusedUnsent(t, f, u.createAliased(t, "DBX"), "Cannot create port 8080", "the component has the variable DBX_PORT", "Nothing was sent")
}

// A create that opens no inner service adds no variable, and reads none.
func TestCreateWithTheInnerServiceClosedReadsNoVariables(t *testing.T) {
	f := newFakePorts()
	f.envs = []client.ComponentEnv{{Name: "DBX_HOST", Value: "db", Scope: "outer"}}
	u := fakeUnit(f)
	want := u.model(8080, false, false)
	want.ID, want.PortAlias = types.StringUnknown(), types.StringValue("DBX")
	resp := fwresource.CreateResponse{State: tfsdk.State{Schema: u.schema, Raw: tftypes.NewValue(u.schema.Type().TerraformType(context.Background()), nil)}}
	u.r.Create(context.Background(), fwresource.CreateRequest{Plan: u.plan(t, planned(want))}, &resp)
	if resp.Diagnostics.HasError() {
		t.Fatal(resp.Diagnostics)
	}
	if n := f.count("envs"); n != 0 {
		t.Fatalf("%d variable reads, want none", n)
	}
}
