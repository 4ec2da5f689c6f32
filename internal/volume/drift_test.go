package volume_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// A capacity changed in the console shows in the next plan, as a
// replacement that the API cannot make on the same name: refused, naming
// what to do.
func TestAccVolume_driftShows(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	config := env.Config(volumeHCL("data", "/data", 1))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: config},
			{
				PreConfig: func() {
					_ = env.GW.EditVolume(fixture.ComponentB, "data", func(v *mockgateway.Volume) { v.VolumeCapacity = 9 })
				},
				// The refresh reads 9; putting 1 back takes a replacement,
				// which the old volume's name blocks: the plan says so.
				Config:      config,
				ExpectError: acctest.ErrorRegex("same name or path"),
			},
		},
	})
}

// The plan says what the API cannot do, and destroy leaves the volume.
func TestAccVolume_planSaysWhatStays(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	w := acctest.NewCLIWorkdir(t, env.Config(volumeHCL("data", "/data", 1)))
	w.Run("apply", "-auto-approve", "-input=false")
	acctest.ExpectIn(t, "destroy plan", w.Run("plan", "-destroy", "-input=false"), "Destroy does not delete the volume", "stays on the component")
	acctest.ExpectIn(t, "destroy", w.Run("destroy", "-auto-approve", "-input=false"), "Volume left on the component")
	if n := len(env.GW.Volumes(fixture.ComponentB)); n != 1 {
		t.Errorf("%d volumes after destroy, want the one left", n)
	}
}

// terraform query lists the component's volumes.
func TestAccVolumeList(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		TerraformVersionChecks:   []tfversion.TerraformVersionCheck{acctest.Needs(acctest.FeatureListResources)},
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.Config(volumeHCL("data", "/data", 1))},
			{
				Query: true,
				Config: `list "rainbond_component_volume" "all" {
  provider = rainbond
  config {
    team_id     = "` + fixture.Team + `"
    region_name = "` + fixture.Region + `"
    app_id      = 1
    service_id  = "` + fixture.ComponentB + `"
  }
}
`,
				QueryResultChecks: []querycheck.QueryResultCheck{querycheck.ExpectLength("rainbond_component_volume.all", 1)},
			},
		},
	})
}

// Another team that takes this team's alias (the MCP read then looks in
// that one), or the component moved to another app in the console: the
// volume still exists, so the read fails naming why and keeps the state.
func TestAccVolume_notGoneWhenOnlyTheMCPMisses(t *testing.T) {
	f := fixture.Standard()
	// First in the list, as an older team would be: the MCP takes it.
	f.Teams = append([]mockgateway.Team{{TeamName: "older", TeamAlias: "Older"}}, f.Teams...)
	f.Apps = append(f.Apps, mockgateway.App{ID: 2, TenantID: fixture.Team, GroupName: "other-app", RegionName: fixture.Region})
	env := acctest.NewEnv(t, f)
	w := acctest.NewCLIWorkdir(t, env.Config(volumeHCL("data", "/data", 1)))
	w.Run("apply", "-auto-approve", "-input=false")
	var team mockgateway.Team
	for _, tm := range env.GW.Teams() {
		if tm.TenantID == fixture.TenantID {
			team = tm
		}
	}
	team.TeamAlias = "Older"
	if _, err := env.GW.PutTeam(team); err != nil {
		t.Fatal(err)
	}
	out, err := w.Try("plan", "-input=false")
	if err == nil {
		t.Errorf("plan passed with an unreadable volume:\n%s", out)
	}
	acctest.ExpectIn(t, "plan", out, "alias of its own")
	acctest.ExpectNotIn(t, "plan", out, "Volume is gone")
	acctest.ExpectIn(t, "state", w.Run("state", "list"), addr)

	team.TeamAlias = fixture.Team
	if _, err := env.GW.PutTeam(team); err != nil {
		t.Fatal(err)
	}
	if err := env.GW.EditComponent(fixture.ComponentB, func(c *mockgateway.Component) { c.AppID = 2 }); err != nil {
		t.Fatal(err)
	}
	out, err = w.Try("plan", "-input=false")
	if err == nil {
		t.Errorf("plan passed with the component under another app:\n%s", out)
	}
	acctest.ExpectIn(t, "plan", out, "Set app_id")
	acctest.ExpectNotIn(t, "plan", out, "Volume is gone")
	acctest.ExpectIn(t, "state", w.Run("state", "list"), addr)
}
