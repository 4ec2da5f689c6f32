package region_test

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

func regionListHCL(name, team string, body ...string) string {
	return fmt.Sprintf(`list "rainbond_region" %q {
  provider = rainbond
  %s
  config {
    team_id = %q
  }
}
`, name, acctest.JoinLines(body), team)
}

func regionIdentity(name string) map[string]knownvalue.Check {
	return map[string]knownvalue.Check{
		"team_id":     knownvalue.StringExact(fixture.TenantID),
		"region_name": knownvalue.StringExact(name),
	}
}

func TestAccRegionList(t *testing.T) {
	// More regions than the server's default page of 10, and a team open
	// in none.
	f := fixture.Standard()
	for i := 1; i <= 11; i++ {
		name := fmt.Sprintf("acc-extra-%02d", i)
		f.Regions = append(f.Regions, mockgateway.Region{
			RegionName: name, RegionAlias: fmt.Sprintf("Extra %d", i), URL: "https://" + name + ".example.com:8443",
			WSURL: "wss://" + name + ".example.com:6060", HTTPDomain: name + ".example.com", TCPDomain: "10.0.9.1", Status: "1",
		})
		f.Teams[0].Regions = append(f.Teams[0].Regions, name)
	}
	f.Teams = append(f.Teams, mockgateway.Team{TeamName: "acc-idle"})
	env := acctest.NewConsoleEnv(t, f)
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureListResources)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.ProviderBlock()},
			{
				PreConfig: env.GW.ResetCounts,
				Query:     true,
				Config: regionListHCL("team", fixture.Team, "include_resource = true") +
					regionListHCL("limited", fixture.TenantID, "limit = 5") +
					regionListHCL("idle", "acc-idle"),
				QueryResultChecks: []querycheck.QueryResultCheck{
					querycheck.ExpectLength("rainbond_region.team", 12),
					querycheck.ExpectIdentity("rainbond_region.team", regionIdentity(fixture.Region)),
					querycheck.ExpectIdentity("rainbond_region.team", regionIdentity("acc-extra-11")),
					querycheck.ExpectResourceDisplayName("rainbond_region.team", queryfilter.ByResourceIdentity(regionIdentity(fixture.Region)),
						knownvalue.StringExact("Acceptance (acc-region)")),
					querycheck.ExpectResourceKnownValues("rainbond_region.team", queryfilter.ByResourceIdentity(regionIdentity(fixture.Region)),
						[]querycheck.KnownValueCheck{
							{Path: tfjsonpath.New("team_id"), KnownValue: knownvalue.StringExact(fixture.TenantID)},
							{Path: tfjsonpath.New("tcpdomain"), KnownValue: knownvalue.StringExact("10.0.0.1")},
							{Path: tfjsonpath.New("status"), KnownValue: knownvalue.Int64Exact(1)},
							// No secrets in query output (the resource has no token).
							{Path: tfjsonpath.New("key_file"), KnownValue: knownvalue.Null()},
						}),
					querycheck.ExpectLength("rainbond_region.limited", 5),
					querycheck.ExpectLength("rainbond_region.idle", 0),
				},
			},
			{
				PreConfig:   func() { acctest.ExpectOnlyGETs(t, env.GW.Requests()) },
				Query:       true,
				Config:      regionListHCL("unknown", "no-such-team"),
				ExpectError: acctest.ErrorRegex(`Cannot list the regions of team "no-such-team"`),
			},
		},
	})
}
