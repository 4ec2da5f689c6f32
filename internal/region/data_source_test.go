package region_test

import (
	"fmt"
	"net/url"
	"slices"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/ephemeral"
	ephschema "github.com/hashicorp/terraform-plugin-framework/ephemeral/schema"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
	"github.com/rainbond/terraform-provider-rainbond/internal/region"
)

func TestAccTeamRegionsDataSource(t *testing.T) {
	env := acctest.NewConsoleDefaultEnv(t)
	const addr = "data.rainbond_team_regions.dev"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(fmt.Sprintf(`
data "rainbond_team_regions" "dev" {
  team_id = %q
}
data "rainbond_team_regions" "tokens" {
  team_id        = %[1]q
  query          = "east"
  include_tokens = true
}
data "rainbond_team_regions" "west" {
  team_id = %q
  query   = "WEST"
}
`, mockgateway.DefaultTeam, mockgateway.DefaultTeamID)),
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue(addr, tfjsonpath.New("total"), knownvalue.Int64Exact(3)),
				// The server promises no order.
				statecheck.ExpectKnownValue(addr, tfjsonpath.New("regions"), knownvalue.SetExact([]knownvalue.Check{
					knownvalue.ObjectExact(map[string]knownvalue.Check{
						"region_id":    knownvalue.StringExact("5d1f0b8e2c7a4e93a6b1c4d7e0f3a2b5"),
						"region_name":  knownvalue.StringExact(mockgateway.DefaultRegion),
						"region_alias": knownvalue.StringExact("East data center"),
						"tenant_name":  knownvalue.StringExact(mockgateway.DefaultTeam),
						"url":          knownvalue.StringExact(env.RegionURL(t, mockgateway.DefaultRegion, "https://region-east.example.com:8443")),
						"wsurl":        knownvalue.StringExact("wss://region-east.example.com:6060"),
						"httpdomain":   knownvalue.StringExact("east.example.com"),
						"tcpdomain":    knownvalue.StringExact("10.0.1.10"),
						// Tokens stay out of state unless include_tokens is set.
						"token":  knownvalue.Null(),
						"status": knownvalue.StringExact("1"),
						"desc":   knownvalue.StringExact("Primary production cluster"),
						"scope":  knownvalue.StringExact("private"),
					}),
					knownvalue.ObjectPartial(map[string]knownvalue.Check{
						"region_name": knownvalue.StringExact(mockgateway.SecondRegion),
						"scope":       knownvalue.StringExact("public"),
					}),
					knownvalue.ObjectPartial(map[string]knownvalue.Check{
						"region_name": knownvalue.StringExact(mockgateway.LabRegion),
						"status":      knownvalue.StringExact("3"),
					}),
				})),
				statecheck.ExpectKnownValue("data.rainbond_team_regions.tokens", tfjsonpath.New("regions").AtSliceIndex(0).AtMapKey("token"),
					knownvalue.StringExact("6b2f9c1e8d7a4b3c0e5f6a1b2c3d4e5f6a7b8c9d")),
				// The team by id, and the search, which Terraform makes: the
				// name contains the text, ignoring case.
				statecheck.ExpectKnownValue("data.rainbond_team_regions.west", tfjsonpath.New("total"), knownvalue.Int64Exact(1)),
				statecheck.ExpectKnownValue("data.rainbond_team_regions.west", tfjsonpath.New("regions").AtSliceIndex(0).AtMapKey("region_name"),
					knownvalue.StringExact(mockgateway.SecondRegion)),
			},
			Check: func(*terraform.State) error {
				// "Regions": never send query (the server's SQL breaks on it).
				reqs := env.GW.RequestsOf(mockgateway.OpListTeamRegions)
				if len(reqs) == 0 {
					return fmt.Errorf("no region list requests")
				}
				for _, r := range reqs {
					if q, err := url.ParseQuery(r.RawQuery); err != nil || q.Has("query") {
						return fmt.Errorf("a region list sent %q", r.RawQuery)
					}
				}
				return nil
			},
		}},
	})
}

// The server's default page size is 10: a team open in 23 regions must
// still show all 23.
func TestAccTeamRegionsDataSource_allPages(t *testing.T) {
	f := mockgateway.DefaultFixture()
	team := f.AddTeamInRegions("wide-team", 23)
	env := acctest.NewConsoleEnv(t, f)

	names := make([]knownvalue.Check, 0, len(team.Regions))
	for _, n := range team.Regions {
		names = append(names, knownvalue.StringExact(n))
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(`
data "rainbond_team_regions" "wide" {
  team_id = "wide-team"
}
output "names" {
  value = [for r in data.rainbond_team_regions.wide.regions : r.region_name]
}
`),
			ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue("data.rainbond_team_regions.wide", tfjsonpath.New("total"), knownvalue.Int64Exact(23)),
				statecheck.ExpectKnownValue("data.rainbond_team_regions.wide", tfjsonpath.New("regions"), knownvalue.ListSizeExact(23)),
				statecheck.ExpectKnownOutputValue("names", knownvalue.SetExact(names)),
			},
		}},
	})
}

// A region the team is open in that has no HTTP domain (the add refuses
// one, a database may hold one) makes the platform refuse the whole list;
// the error says why and what to do.
func TestAccTeamRegionsDataSource_regionWithoutDomain(t *testing.T) {
	f := mockgateway.DefaultFixture()
	for i := range f.Regions {
		if f.Regions[i].RegionName == mockgateway.SecondRegion {
			f.Regions[i].HTTPDomain = ""
		}
	}
	env := acctest.NewConsoleEnv(t, f)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config: env.Config(fmt.Sprintf(`
data "rainbond_team_regions" "dev" {
  team_id = %q
}
`, mockgateway.DefaultTeam)),
			ExpectError: acctest.ErrorRegex("a region stored without its HTTP or TCP domain"),
		}},
	})
}

// The ephemeral resource has the data source's arguments and attributes,
// tokens included, but not include_tokens: what is never stored always
// carries the tokens.
func TestTeamRegionsEphemeralMatchesTheDataSource(t *testing.T) {
	var ds datasource.SchemaResponse
	region.NewDataSource().Schema(t.Context(), datasource.SchemaRequest{}, &ds)
	var eph ephemeral.SchemaResponse
	region.NewEphemeralResource().Schema(t.Context(), ephemeral.SchemaRequest{}, &eph)
	if ds.Diagnostics.HasError() || eph.Diagnostics.HasError() {
		t.Fatal(ds.Diagnostics, eph.Diagnostics)
	}
	dsNames, ephNames := []string{}, []string{}
	for name, a := range ds.Schema.Attributes {
		if name != "include_tokens" {
			dsNames = append(dsNames, fmt.Sprintf("%s required=%v computed=%v", name, a.IsRequired(), a.IsComputed()))
		}
	}
	for name, a := range eph.Schema.Attributes {
		ephNames = append(ephNames, fmt.Sprintf("%s required=%v computed=%v", name, a.IsRequired(), a.IsComputed()))
	}
	slices.Sort(dsNames)
	slices.Sort(ephNames)
	if !slices.Equal(dsNames, ephNames) {
		t.Errorf("data source %v, ephemeral resource %v", dsNames, ephNames)
	}
	dsRegion := ds.Schema.Attributes["regions"].(schema.ListNestedAttribute).NestedObject.Attributes
	ephRegion := eph.Schema.Attributes["regions"].(ephschema.ListNestedAttribute).NestedObject.Attributes
	if len(dsRegion) != len(ephRegion) {
		t.Errorf("a region has %d attributes in the data source, %d in the ephemeral resource", len(dsRegion), len(ephRegion))
	}
	for name := range dsRegion {
		if _, ok := ephRegion[name]; !ok {
			t.Errorf("regions[].%s missing from the ephemeral resource", name)
		}
	}
	if !ephRegion["token"].IsSensitive() {
		t.Error("the ephemeral regions[].token is not sensitive")
	}
}

func TestRegionTokenIsSensitive(t *testing.T) {
	var resp datasource.SchemaResponse
	region.NewDataSource().Schema(t.Context(), datasource.SchemaRequest{}, &resp)
	regions, ok := resp.Schema.Attributes["regions"].(schema.ListNestedAttribute)
	if !ok {
		t.Fatalf("regions is %T", resp.Schema.Attributes["regions"])
	}
	if !regions.NestedObject.Attributes["token"].IsSensitive() {
		t.Error("regions[].token is not sensitive")
	}
}
