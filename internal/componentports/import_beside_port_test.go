package componentports_test

import (
	"fmt"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// singlePort is the rainbond_component_port "single" of port 7912.
const singlePort = `resource "rainbond_component_port" "single" {
  team_id        = "` + fixture.Team + `"
  region_name    = "` + fixture.Region + `"
  app_id         = 1
  service_id     = "` + fixture.Component + `"
  container_port = 7912
  port_alias     = "CB2"
}
`

// A rainbond_component_ports imported as the docs say (every port of the
// component) beside a rainbond_component_port of the configuration that
// holds port 7912 would delete that port: the aggregate's ports map leaves
// it out. The plan fails instead, naming the other resource, and its
// advice (give the port to the aggregate, take the other resource out of
// the state with a removed block) keeps the port and converges.
func TestAccComponentPorts_importBesidePortResourceDeletesNothing(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(singlePort))
	w.Run("apply", "-input=false", "-auto-approve")
	w.Write(env.Config(setHCL("web", map[string]string{"7911": `      port_alias = "CB1"`}, "") + singlePort))
	w.Run("import", "-input=false", setAddr, fmt.Sprintf("%s/%s/%d/%s", fixture.Team, fixture.Region, fixture.AppID, fixture.Component))
	out, err := w.Try("plan", "-input=false")
	if err == nil {
		t.Fatalf("the plan deletes port 7912, which rainbond_component_port.single keeps, with no error:\n%s", out)
	}
	acctest.ExpectIn(t, "plan", out, "Port 7912 would be deleted while another resource keeps it", "rainbond_component_port of component",
		`add "7912" to the ports`, "destroy = false")
	env.GW.ResetCounts()
	if _, err := w.Try("apply", "-input=false", "-auto-approve"); err == nil {
		t.Fatal("the apply passed")
	}
	if n := env.GW.Count("DeletePort"); n != 0 {
		t.Fatalf("the refused apply sent %d port deletes", n)
	}
	// The advice: the port goes to the aggregate, and the other resource
	// leaves the state without deleting it.
	w.Write(env.Config(setHCL("web", map[string]string{"7911": `      port_alias = "CB1"`, "7912": `      port_alias = "CB2"`}, "")) + `
removed {
  from = rainbond_component_port.single
  lifecycle {
    destroy = false
  }
}
`)
	w.Run("apply", "-input=false", "-auto-approve")
	if n := env.GW.Count("DeletePort"); n != 0 {
		t.Fatalf("following the advice sent %d port deletes", n)
	}
	if p, ok := env.GW.Port(fixture.Component, 7912); !ok || p.PortAlias != "CB2" {
		t.Fatalf("port 7912 after following the advice: %+v (found %t), want it kept with alias CB2", p, ok)
	}
	if _, ok := env.GW.Port(fixture.Component, 7911); !ok {
		t.Fatal("port 7911 was not created")
	}
	acctest.ExpectIn(t, "plan after", w.Run("plan", "-input=false"), "No changes")
}
