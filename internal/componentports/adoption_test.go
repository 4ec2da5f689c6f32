package componentports_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// A create whose answer is lost after the platform made the port: the
// look that follows finds the port with the settings asked for, and the
// adoption rule keeps it (an earlier attempt of this create may have made
// it). One port, one POST: the port is not created twice.
func TestAccComponentPorts_lostAnswerAdopts(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             acctest.CheckNoPorts(env, fixture.Component),
		Steps: []resource.TestStep{{
			PreConfig: func() {
				env.GW.ResetCounts()
				env.GW.AddFault(mockgateway.Fault{Operation: mockgateway.OpAddPort, Status: mockgateway.StatusDrop, AfterCommit: true})
			},
			Config:           env.Config(setHCL("web", map[string]string{"8080": `      port_alias = "WEB"`}, "")),
			ConfigPlanChecks: acctest.EmptyPlanAfterApply,
			Check: resource.ComposeTestCheckFunc(stateKeys(setAddr, "8080"),
				mockHas(env, []int64{8080}, map[string]string{"8080.port_alias": "WEB"}),
				acctest.ExpectRequests(env, map[string]int{mockgateway.OpAddPort: 1})),
		}},
	})
}
