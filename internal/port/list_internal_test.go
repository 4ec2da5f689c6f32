package port

import (
	"context"
	"fmt"
	"regexp"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/list"
	fwresource "github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-go/tftypes"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/platform"
)

// A query stops reading the platform at its limit, when Terraform stops
// reading results, and when it is cancelled: the second component is never
// asked for.
func TestComponentPortListStreams(t *testing.T) {
	for _, c := range []struct {
		name  string
		limit int64
		stop  func(cancel context.CancelFunc) bool // after the first result: false stops reading
	}{
		{name: "limit", limit: 1, stop: func(context.CancelFunc) bool { return true }},
		{name: "terraform stops reading", stop: func(context.CancelFunc) bool { return false }},
		{name: "cancelled", stop: func(cancel context.CancelFunc) bool { cancel(); return true }},
	} {
		t.Run(c.name, func(t *testing.T) {
			u := newPortUnit(t, fixture.Adoptable(), true)
			l := &portListResource{api: u.r.api}
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			req := portListRequest(t, u, []string{fixture.Component, fixture.ComponentB})
			req.Limit = c.limit
			var stream list.ListResultsStream
			l.List(ctx, req, &stream)
			var got []list.ListResult
			for r := range stream.Results {
				got = append(got, r)
				if !c.stop(cancel) {
					break
				}
			}
			if len(got) != 1 || got[0].Diagnostics.HasError() || got[0].DisplayName != fmt.Sprintf("%s:5000 (%s, http)", fixture.Component, fixture.ComponentName) {
				t.Fatalf("results: %+v", got)
			}
			for _, r := range u.gw.Requests() {
				if r.Path != "" && regexp.MustCompile(`/services/`+fixture.ComponentB).MatchString(r.Path) {
					t.Errorf("asked for the second component after the first result: %s %s", r.Method, r.Path)
				}
			}
		})
	}
}

// portListRequest is a list request for the ports of the named components
// of the standard app, with the schemas Terraform would send.
func portListRequest(t *testing.T, u *portUnit, services []string) list.ListRequest {
	t.Helper()
	ctx := context.Background()
	l := &portListResource{}
	var sresp list.ListResourceSchemaResponse
	l.ListResourceConfigSchema(ctx, list.ListResourceSchemaRequest{}, &sresp)
	// A state of the config schema builds the raw value the config holds.
	cfg := tfsdk.State{Schema: sresp.Schema, Raw: tftypes.NewValue(sresp.Schema.Type().TerraformType(ctx), nil)}
	ids, d := types.ListValueFrom(ctx, types.StringType, services)
	if d.HasError() {
		t.Fatal(d)
	}
	if d := cfg.Set(ctx, &platform.ComponentListModel{
		TeamID: types.StringValue(fixture.Team), RegionName: types.StringValue(fixture.Region),
		AppID: types.Int64Value(fixture.AppID), ServiceIDs: ids,
	}); d.HasError() {
		t.Fatal(d)
	}
	var iresp fwresource.IdentitySchemaResponse
	u.r.IdentitySchema(ctx, fwresource.IdentitySchemaRequest{}, &iresp)
	return list.ListRequest{Config: tfsdk.Config(cfg), ResourceSchema: u.schema, ResourceIdentitySchema: iresp.IdentitySchema, IncludeResource: true}
}
