package componentports_test

import (
	"fmt"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// A renamed for_each key of this resource fails the plan naming the other
// holder as a rainbond_component_ports (not the per-port form), and
// advises a moved block, which then works.
func TestAccComponentPorts_renamedKeyAdvisesMoved(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	cfg := func(key, moved string) string {
		return env.Config(fmt.Sprintf(`
resource "rainbond_component_ports" "s" {
  for_each    = toset([%q])
  team_id     = %q
  region_name = %q
  app_id      = %d
  service_id  = %q
  ports = { "7100" = { protocol = "http" } }
}
%s`, key, fixture.Team, fixture.Region, fixture.AppID, fixture.Component, moved))
	}
	w := env.NewCLIWorkdir(t, cfg("one", ""))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Write(cfg("two", ""))
	out, err := w.Try("plan", "-input=false")
	if err == nil {
		t.Fatalf("the renamed key passed the plan:\n%s", out)
	}
	acctest.ExpectIn(t, "plan", out, "Port 7100 is destroyed and created in one plan", "a rainbond_component_ports resource", "moved {")
	acctest.ExpectNotIn(t, "plan", out, "a rainbond_component_port resource")
	w.Write(cfg("two", "moved {\n  from = rainbond_component_ports.s[\"one\"]\n  to   = rainbond_component_ports.s[\"two\"]\n}\n"))
	w.Run("apply", "-input=false", "-auto-approve")
	if _, ok := env.GW.Port(fixture.Component, 7100); !ok {
		t.Fatal("port 7100 is gone after the moved block")
	}
}
