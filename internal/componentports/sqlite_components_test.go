package componentports_test

import (
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Four components' ports written at once, with Terraform's default
// parallelism, on a console whose SQLite database takes one write at a
// time, whatever the component (the mock's SetSQLiteLocks): the first
// refusal makes the provider send one write at a time for the rest of the
// run, and a refused protocol change, safe to send again, is sent again.
// Before, the writes of different components overlapped and the refused
// ones failed the apply.
func TestAccPorts_severalComponentsOnSQLite(t *testing.T) {
	f := fixture.Standard()
	for _, alias := range []string{"gracc0c3", "gracc0c4"} {
		f.Components = append(f.Components, mockgateway.Component{AppID: fixture.AppID, ServiceBaseInfo: mockgateway.ServiceBaseInfo{ServiceAlias: alias, ServiceCname: alias}})
	}
	env := acctest.NewEnv(t, f)
	env.GW.SetSQLiteLocks(30 * time.Millisecond)
	components := []string{fixture.Component, fixture.ComponentB, "gracc0c3", "gracc0c4"}
	config := func(protocol string) string {
		hcl := ""
		for i, c := range components {
			hcl += fmt.Sprintf(`
resource "rainbond_component_ports" "c%d" {
  team_id     = %q
  region_name = %q
  app_id      = %d
  service_id  = %q
  ports = {
    "7701" = { protocol = %[6]q }
    "7702" = { protocol = %[6]q }
    "7703" = { protocol = %[6]q }
  }
}
`, i, fixture.Team, fixture.Region, fixture.AppID, c, protocol)
		}
		return env.Config(hcl)
	}
	refusals := func() int {
		n := 0
		for _, r := range env.GW.Requests() {
			if r.Status == http.StatusInternalServerError {
				n++
			}
		}
		return n
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: config("tcp"), ConfigPlanChecks: acctest.EmptyPlanAfterApply},
			{
				PreConfig:        env.GW.ResetCounts,
				Config:           config("udp"),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				Check: func(*terraform.State) error {
					for _, c := range components {
						for _, p := range env.GW.Ports(c) {
							if p.Protocol != "udp" {
								return fmt.Errorf("port %d of %s is %s, want udp", p.ContainerPort, c, p.Protocol)
							}
						}
					}
					// The changes of four components met at least once:
					// the run went through a refusal, not around one.
					if refusals() == 0 {
						return fmt.Errorf("no write was refused: the test did not make the components' writes meet")
					}
					t.Logf("%d writes refused as database is locked, each sent again", refusals())
					return nil
				},
			},
		},
	})
}
