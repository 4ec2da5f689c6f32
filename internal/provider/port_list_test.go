package provider

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
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
	"github.com/hashicorp/terraform-plugin-testing/querycheck/queryfilter"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"

	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// portListHCL is a list block of rainbond_component_port over the standard
// app, with extra lines in its body (limit, include_resource) and in its
// config block (service_ids).
func portListHCL(name, team string, body, config []string) string {
	return fmt.Sprintf(`list "rainbond_component_port" %q {
  provider = rainbond
  %s
  config {
    team_id     = %q
    region_name = %q
    app_id      = %d
    %s
  }
}
`, name, joinLines(body), team, accRegion, accAppID, joinLines(config))
}

func joinLines(lines []string) string {
	out := ""
	for _, l := range lines {
		out += l + "\n    "
	}
	return out
}

// portIdentity is the identity of a port of the standard app, canonical.
func portIdentity(serviceID string, port int64) map[string]knownvalue.Check {
	return map[string]knownvalue.Check{
		"team_id":        knownvalue.StringExact(accTenantID),
		"region_name":    knownvalue.StringExact(accRegion),
		"app_id":         knownvalue.Int64Exact(accAppID),
		"service_id":     knownvalue.StringExact(serviceID),
		"container_port": knownvalue.Int64Exact(port),
	}
}

func TestAccComponentPortList(t *testing.T) {
	f := adoptFixture()
	f.Components = append(f.Components, mockgateway.Component{ServiceBaseInfo: mockgateway.ServiceBaseInfo{ServiceAlias: "gracc0idle"}, AppID: accAppID})
	env := newAccEnv(t, f)
	dbID := componentID(t, env, accComponentB)
	// The first component twice, by alias and by id: listed once.
	named := []string{fmt.Sprintf("service_ids = [%q, %q, %q]", accComponent, dbID, accServiceID)}
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{accNeeds(cliFeatureListResources)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.ProviderBlock()},
			{
				PreConfig: env.GW.ResetCounts,
				Query:     true,
				Config: portListHCL("named", accTeam, nil, named) +
					portListHCL("found", accTenantID, nil, nil) +
					portListHCL("limited", accTeam, []string{"limit = 2"}, named) +
					portListHCL("full", accTeam, []string{"include_resource = true"}, []string{fmt.Sprintf("service_ids = [%q]", accComponentB)}) +
					portListHCL("none", accTeam, nil, []string{`service_ids = ["gracc0idle"]`}),
				QueryResultChecks: []querycheck.QueryResultCheck{
					// By alias and by id, in port order per component.
					querycheck.ExpectLength("rainbond_component_port.named", 3),
					querycheck.ExpectIdentity("rainbond_component_port.named", portIdentity(accServiceID, 5000)),
					querycheck.ExpectIdentity("rainbond_component_port.named", portIdentity(accServiceID, 8080)),
					querycheck.ExpectIdentity("rainbond_component_port.named", portIdentity(dbID, 3306)),
					querycheck.ExpectResourceDisplayName("rainbond_component_port.named",
						queryfilter.ByResourceIdentity(portIdentity(dbID, 3306)), knownvalue.StringExact(fmt.Sprintf("%s:3306 (%s, mysql)", accComponentB, accComponentBName))),
					querycheck.ExpectResourceDisplayName("rainbond_component_port.named",
						queryfilter.ByResourceIdentity(portIdentity(accServiceID, 5000)), knownvalue.StringExact(fmt.Sprintf("%s:5000 (%s, http)", accComponent, accComponentName))),
					// Without service_ids: the component with rules and metrics
					// only; the database has neither.
					querycheck.ExpectLength("rainbond_component_port.found", 2),
					querycheck.ExpectIdentity("rainbond_component_port.found", portIdentity(accServiceID, 8080)),
					querycheck.ExpectLength("rainbond_component_port.limited", 2),
					querycheck.ExpectLength("rainbond_component_port.full", 1),
					querycheck.ExpectResourceKnownValues("rainbond_component_port.full", queryfilter.ByResourceIdentity(portIdentity(dbID, 3306)),
						[]querycheck.KnownValueCheck{
							{Path: tfjsonpath.New("team_id"), KnownValue: knownvalue.StringExact(accTenantID)},
							{Path: tfjsonpath.New("service_id"), KnownValue: knownvalue.StringExact(dbID)},
							{Path: tfjsonpath.New("protocol"), KnownValue: knownvalue.StringExact("mysql")},
							{Path: tfjsonpath.New("port_alias"), KnownValue: knownvalue.StringExact("MYSQL")},
							{Path: tfjsonpath.New("is_inner_service"), KnownValue: knownvalue.Bool(true)},
							{Path: tfjsonpath.New("id"), KnownValue: knownvalue.StringExact(fmt.Sprintf("%s/%s/%d/%s/3306", accTenantID, accRegion, accAppID, dbID))},
						}),
					// A component without ports: a filter that matches nothing.
					querycheck.ExpectLength("rainbond_component_port.none", 0),
				},
			},
			{
				// The query above only read.
				PreConfig:   func() { expectOnlyGETs(t, env.GW.Requests()) },
				Query:       true,
				Config:      portListHCL("unknown", "no-such-team", nil, named),
				ExpectError: errorRegex(`Cannot read component "gracc0web" of app 1 (team "no-such-team"`),
			},
			{
				Query:       true,
				Config:      portListHCL("unknown", accTeam, nil, []string{`service_ids = ["grnothere"]`}),
				ExpectError: errorRegex(`Cannot read component "grnothere" of app 1`),
			},
		},
	})
}

// componentID is the component id the mock gave a component of the fixture.
func componentID(t *testing.T, env *accEnv, alias string) string {
	t.Helper()
	c, ok := env.GW.Component(alias)
	if !ok {
		t.Fatalf("no component %q on the mock", alias)
	}
	return c.ServiceID
}

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
			u := newPortUnit(t, adoptFixture(), true)
			l := &componentPortListResource{data: u.r.data}
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			req := portListRequest(t, u, []string{accComponent, accComponentB})
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
			if len(got) != 1 || got[0].Diagnostics.HasError() || got[0].DisplayName != fmt.Sprintf("%s:5000 (%s, http)", accComponent, accComponentName) {
				t.Fatalf("results: %+v", got)
			}
			for _, r := range u.gw.Requests() {
				if r.Path != "" && regexp.MustCompile(`/services/`+accComponentB).MatchString(r.Path) {
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
	l := &componentPortListResource{}
	var sresp list.ListResourceSchemaResponse
	l.ListResourceConfigSchema(ctx, list.ListResourceSchemaRequest{}, &sresp)
	// A state of the config schema builds the raw value the config holds.
	cfg := tfsdk.State{Schema: sresp.Schema, Raw: tftypes.NewValue(sresp.Schema.Type().TerraformType(ctx), nil)}
	ids, d := types.ListValueFrom(ctx, types.StringType, services)
	if d.HasError() {
		t.Fatal(d)
	}
	if d := cfg.Set(ctx, &componentPortListModel{
		TeamID: types.StringValue(accTeam), RegionName: types.StringValue(accRegion),
		AppID: types.Int64Value(accAppID), ServiceIDs: ids,
	}); d.HasError() {
		t.Fatal(d)
	}
	var iresp fwresource.IdentitySchemaResponse
	u.r.IdentitySchema(ctx, fwresource.IdentitySchemaRequest{}, &iresp)
	return list.ListRequest{Config: tfsdk.Config(cfg), ResourceSchema: u.schema, ResourceIdentitySchema: iresp.IdentitySchema, IncludeResource: true}
}
