package componentports_test

import (
	"strconv"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// The identity is the component, canonical (tenant id, component id); an
// import block by identity, with the team and component as the user writes
// them, plans one import of every port the component has and nothing else.
func TestAccComponentPorts_importByIdentity(t *testing.T) {
	f := fixture.Standard()
	for _, n := range []int64{8080, 8081} { // made in the console
		f.Ports = append(f.Ports, mockgateway.Port{ServiceID: fixture.Component, ContainerPort: n, Protocol: "http", PortAlias: "P" + strconv.FormatInt(n, 10)})
	}
	env := acctest.NewConsoleEnv(t, f)
	identity := map[string]knownvalue.Check{
		"team_id":     knownvalue.StringExact(fixture.TenantID),
		"region_name": knownvalue.StringExact(fixture.Region),
		"app_id":      knownvalue.Int64Exact(fixture.AppID),
		"service_id":  knownvalue.StringExact(fixture.ServiceID),
	}
	config := env.Config(setHCL("web", map[string]string{"8080": "port_alias = \"P8080\"", "8081": "port_alias = \"P8081\""}, "") +
		acctest.ImportBlockHCL(setAddr, map[string]string{
			"team_id": strconv.Quote(fixture.Team), "region_name": strconv.Quote(fixture.Region), "app_id": strconv.FormatInt(fixture.AppID, 10),
			"service_id": strconv.Quote(fixture.Component),
		}))
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureResourceIdentity)},
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             acctest.CheckNoPorts(env, fixture.Component),
		Steps: []resource.TestStep{{
			PreConfig: env.GW.ResetCounts,
			Config:    config,
			ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
				plancheck.ExpectResourceAction(setAddr, plancheck.ResourceActionNoop),
			}},
			ConfigStateChecks: []statecheck.StateCheck{statecheck.ExpectIdentity(setAddr, identity)},
			Check:             resource.ComposeTestCheckFunc(expectNoWrites(env), stateKeys(setAddr, "8080", "8081")),
		}},
	})
}
