package componentports_test

// The tests of rainbond_component_ports that run live (make testacc-live):
// on acctest.NewLiveEnv's one component, only with ports of the reserved
// range, checked through the platform's API.

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Twenty ports in one rainbond_component_ports and four
// rainbond_component_port of the same component, created and destroyed in
// one apply each with Terraform's default parallelism, on a console that
// refuses overlapping writes of a component as SQLite does (500 "database
// is locked"): the real console as shipped in live mode, the mock's
// SetSQLiteLocks otherwise, where no write may have been refused.
func TestAccLivePorts_twentyPortsOnSQLite(t *testing.T) {
	env := acctest.NewLiveEnv(t)
	ports := env.ReservedPorts(t, 24)
	var gw *mockgateway.Gateway
	if !acctest.IsLive() {
		gw = env.Mock(t, "SQLite's locks")
		gw.SetSQLiteLocks(15 * time.Millisecond)
	}
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy: resource.ComposeTestCheckFunc(
			env.CheckNoPorts(ports...),
			noLockRefusal(gw),
		),
		Steps: []resource.TestStep{{
			Config:           env.Config(twentyPortsHCL(env, ports[:20]) + fourPortsHCL(env, ports[20:])),
			ConfigPlanChecks: acctest.EmptyPlanAfterApply,
			Check: resource.ComposeTestCheckFunc(
				resource.TestCheckResourceAttr("rainbond_component_ports.many", "ports.%", "20"),
				env.CheckPortsExist(ports...),
				noLockRefusal(gw),
			),
		}},
	})
}

// twentyPortsHCL is one rainbond_component_ports of the live component;
// every other port opens its inner service, so the apply and the destroy
// send updates as well as adds and deletes.
func twentyPortsHCL(env *acctest.LiveEnv, ports []int64) string {
	var b strings.Builder
	for i, p := range ports {
		fmt.Fprintf(&b, "    \"%d\" = {\n      protocol         = \"tcp\"\n      port_alias       = \"LIVE_SET_%d\"\n      is_inner_service = %t\n    }\n", p, p, i%2 == 0)
	}
	return fmt.Sprintf(`
resource "rainbond_component_ports" "many" {
  team_id     = %q
  region_name = %q
  app_id      = %d
  service_id  = %q
  ports = {
%s  }
}
`, env.Team, env.Region, env.AppID, env.Component, b.String())
}

func fourPortsHCL(env *acctest.LiveEnv, ports []int64) string {
	var b strings.Builder
	for i, p := range ports {
		b.WriteString(env.PortHCL(fmt.Sprintf("single_%d", i), p, fmt.Sprintf("  protocol = \"tcp\"\n  port_alias = \"LIVE_ONE_%d\"\n  is_inner_service = true", p)))
	}
	return b.String()
}

// noLockRefusal checks that the mock refused no write as SQLite would; on
// a live platform the apply's own success says so.
func noLockRefusal(gw *mockgateway.Gateway) resource.TestCheckFunc {
	return func(*terraform.State) error {
		if gw == nil {
			return nil
		}
		for _, r := range gw.Requests() {
			if r.Status == http.StatusInternalServerError {
				return fmt.Errorf("%s %s was refused with 500 (database is locked): two writes of the component overlapped", r.Method, r.Path)
			}
		}
		return nil
	}
}
