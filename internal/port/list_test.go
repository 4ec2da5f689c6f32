package port_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
	"github.com/hashicorp/terraform-plugin-testing/querycheck/queryfilter"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
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
`, name, acctest.JoinLines(body), team, fixture.Region, fixture.AppID, acctest.JoinLines(config))
}

// portIdentity is the identity of a port of the standard app, canonical.
func portIdentity(serviceID string, port int64) map[string]knownvalue.Check {
	return map[string]knownvalue.Check{
		"team_id":        knownvalue.StringExact(fixture.TenantID),
		"region_name":    knownvalue.StringExact(fixture.Region),
		"app_id":         knownvalue.Int64Exact(fixture.AppID),
		"service_id":     knownvalue.StringExact(serviceID),
		"container_port": knownvalue.Int64Exact(port),
	}
}

func TestAccComponentPortList(t *testing.T) {
	f := fixture.Adoptable()
	f.Components = append(f.Components, mockgateway.Component{ServiceBaseInfo: mockgateway.ServiceBaseInfo{ServiceAlias: "gracc0idle"}, AppID: fixture.AppID})
	// The database's id is set here, so that the checks know it before the
	// server holds the fixture (the real console gets it when the steps begin).
	const dbID = "6d2f1e0a4c3b5d7e9f8a7b6c5d4e3f2a"
	f.Components[1].ServiceID = dbID
	env := acctest.NewConsoleEnv(t, f)
	// The first component twice, by alias and by id: listed once.
	named := []string{fmt.Sprintf("service_ids = [%q, %q, %q]", fixture.Component, dbID, fixture.ServiceID)}
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureListResources)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.ProviderBlock()},
			{
				PreConfig: env.GW.ResetCounts,
				Query:     true,
				Config: portListHCL("named", fixture.Team, nil, named) +
					portListHCL("found", fixture.TenantID, nil, nil) +
					portListHCL("limited", fixture.Team, []string{"limit = 2"}, named) +
					portListHCL("full", fixture.Team, []string{"include_resource = true"}, []string{fmt.Sprintf("service_ids = [%q]", fixture.ComponentB)}) +
					portListHCL("none", fixture.Team, nil, []string{`service_ids = ["gracc0idle"]`}),
				QueryResultChecks: []querycheck.QueryResultCheck{
					// By alias and by id, in port order per component.
					querycheck.ExpectLength("rainbond_component_port.named", 3),
					querycheck.ExpectIdentity("rainbond_component_port.named", portIdentity(fixture.ServiceID, 5000)),
					querycheck.ExpectIdentity("rainbond_component_port.named", portIdentity(fixture.ServiceID, 8080)),
					querycheck.ExpectIdentity("rainbond_component_port.named", portIdentity(dbID, 3306)),
					querycheck.ExpectResourceDisplayName("rainbond_component_port.named",
						queryfilter.ByResourceIdentity(portIdentity(dbID, 3306)), knownvalue.StringExact(fmt.Sprintf("%s:3306 (%s, mysql)", fixture.ComponentB, fixture.ComponentBName))),
					querycheck.ExpectResourceDisplayName("rainbond_component_port.named",
						queryfilter.ByResourceIdentity(portIdentity(fixture.ServiceID, 5000)), knownvalue.StringExact(fmt.Sprintf("%s:5000 (%s, http)", fixture.Component, fixture.ComponentName))),
					// Without service_ids: every component of the app, the
					// database with only an inner port too (the idle
					// component has no port).
					querycheck.ExpectLength("rainbond_component_port.found", 3),
					querycheck.ExpectIdentity("rainbond_component_port.found", portIdentity(fixture.ServiceID, 8080)),
					querycheck.ExpectIdentity("rainbond_component_port.found", portIdentity(dbID, 3306)),
					querycheck.ExpectLength("rainbond_component_port.limited", 2),
					querycheck.ExpectLength("rainbond_component_port.full", 1),
					querycheck.ExpectResourceKnownValues("rainbond_component_port.full", queryfilter.ByResourceIdentity(portIdentity(dbID, 3306)),
						[]querycheck.KnownValueCheck{
							{Path: tfjsonpath.New("team_id"), KnownValue: knownvalue.StringExact(fixture.TenantID)},
							{Path: tfjsonpath.New("service_id"), KnownValue: knownvalue.StringExact(dbID)},
							{Path: tfjsonpath.New("protocol"), KnownValue: knownvalue.StringExact("mysql")},
							{Path: tfjsonpath.New("port_alias"), KnownValue: knownvalue.StringExact("MYSQL")},
							{Path: tfjsonpath.New("is_inner_service"), KnownValue: knownvalue.Bool(true)},
							{Path: tfjsonpath.New("id"), KnownValue: knownvalue.StringExact(fmt.Sprintf("%s/%s/%d/%s/3306", fixture.TenantID, fixture.Region, fixture.AppID, dbID))},
						}),
					// A component without ports: a filter that matches nothing.
					querycheck.ExpectLength("rainbond_component_port.none", 0),
				},
			},
			{
				// The query above only read.
				PreConfig:   func() { acctest.ExpectOnlyGETs(t, env.GW.Requests()) },
				Query:       true,
				Config:      portListHCL("unknown", "no-such-team", nil, named),
				ExpectError: acctest.ErrorRegex(`Cannot read component "gracc0web" of app 1 (team "no-such-team"`),
			},
			{
				Query:       true,
				Config:      portListHCL("unknown", fixture.Team, nil, []string{`service_ids = ["grnothere"]`}),
				ExpectError: acctest.ErrorRegex(`Cannot read component "grnothere" of app 1`),
			},
			{
				// Without service_ids, an app the team does not have.
				Query: true,
				Config: fmt.Sprintf(`list "rainbond_component_port" "gone" {
  provider = rainbond
  config {
    team_id     = %q
    region_name = %q
    app_id      = 999
  }
}
`, fixture.Team, fixture.Region),
				ExpectError: acctest.ErrorRegex(`Cannot find the components of app 999`),
			},
		},
	})
}
