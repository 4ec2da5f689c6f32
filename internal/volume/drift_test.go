package volume_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfversion"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// A capacity changed in the console shows in the next plan without
// blocking it: a warning names the platform's value, applying the change
// fails for the volume alone with nothing sent, and setting the value
// gives an empty plan.
func TestAccVolume_driftShows(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(volumeHCL("data", "/data", 1)))
	w.Run("apply", "-auto-approve", "-input=false")
	if err := env.Console.EditVolume(fixture.ComponentB, "data", func(v *mockgateway.Volume) { v.VolumeCapacity = 9 }); err != nil {
		t.Fatal(err)
	}
	plan := w.Run("plan", "-input=false")
	acctest.ExpectIn(t, "plan", plan, "Volume cannot be changed", "set volume_capacity = 9", "0 to add, 1 to change, 0 to destroy")
	writes := env.GW.Count(mockgateway.OpAddVolume)
	out, err := w.Try("apply", "-auto-approve", "-input=false")
	if err == nil {
		t.Errorf("apply passed a change the API cannot make:\n%s", out)
	}
	acctest.ExpectIn(t, "apply", out, "set volume_capacity = 9")
	acctest.ExpectNotIn(t, "apply", out, "inconsistent result")
	if n := env.GW.Count(mockgateway.OpAddVolume); n != writes {
		t.Errorf("%d volume adds, want none more", n-writes)
	}
	w.Write(env.Config(volumeHCL("data", "/data", 9)))
	acctest.ExpectIn(t, "plan", w.Run("plan", "-input=false", "-detailed-exitcode"), "No changes")
}

// After an import, the first apply records the unreadable settings as
// configured; a later change of them replaces like any other (refused
// here, since the old volume keeps its name), never "applied" with no
// request.
func TestAccVolume_importedSettingsChangeLater(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(volumeHCL("data", "/data", 1)))
	w.Run("apply", "-auto-approve", "-input=false")
	w.Run("state", "rm", addr)
	w.Run("import", "-input=false", addr, fixture.Team+"/"+fixture.Region+"/1/"+fixture.ComponentB+"/data")
	w.Run("apply", "-auto-approve", "-input=false")
	w.Write(env.Config(volumeHCL("data", "/data", 1, `volume_type = "memoryfs"`, `access_mode = "RWX"`)))
	out, err := w.Try("plan", "-input=false")
	if err == nil {
		t.Errorf("a type change after import planned without a replacement:\n%s", out)
	}
	acctest.ExpectIn(t, "plan", out, "same name or path")
}

// The plan says what the API cannot do, and destroy leaves the volume.
func TestAccVolume_planSaysWhatStays(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(volumeHCL("data", "/data", 1)))
	w.Run("apply", "-auto-approve", "-input=false")
	acctest.ExpectIn(t, "destroy plan", w.Run("plan", "-destroy", "-input=false"), "Destroy does not delete the volume", "stays on the component")
	acctest.ExpectIn(t, "destroy", w.Run("destroy", "-auto-approve", "-input=false"), "Volume left on the component")
	if n := len(env.GW.Volumes(fixture.ComponentB)); n != 1 {
		t.Errorf("%d volumes after destroy, want the one left", n)
	}
}

// terraform query lists the component's volumes.
func TestAccVolumeList(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
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
	env := acctest.NewConsoleEnv(t, f)
	w := env.NewCLIWorkdir(t, env.Config(volumeHCL("data", "/data", 1)))
	w.Run("apply", "-auto-approve", "-input=false")
	var team mockgateway.Team
	for _, tm := range env.GW.Teams() {
		if tm.TenantID == fixture.TenantID {
			team = tm
		}
	}
	team.TeamAlias = "Older"
	if _, err := env.Console.PutTeam(team); err != nil {
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
	if _, err := env.Console.PutTeam(team); err != nil {
		t.Fatal(err)
	}
	if err := env.Console.EditComponent(fixture.ComponentB, func(c *mockgateway.Component) { c.AppID = 2 }); err != nil {
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

// A component of another app of the team, named under an empty app: the
// console would add the volume to it, so the create refuses before any
// write.
func TestAccVolume_componentOfAnotherAppRefused(t *testing.T) {
	f := fixture.Standard()
	f.Apps = append(f.Apps, mockgateway.App{ID: 2, TenantID: fixture.Team, GroupName: "empty-app", RegionName: fixture.Region})
	env := acctest.NewConsoleEnv(t, f)
	config := strings.Replace(volumeHCL("scope", "/scope", 1), "app_id          = 1", "app_id          = 2", 1)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:      env.Config(config),
			ExpectError: acctest.ErrorSeq("is not a component of app 2", "nothing was sent"),
		}},
		CheckDestroy: func(*terraform.State) error {
			if n := env.GW.Count(mockgateway.OpAddVolume); n != 0 {
				return fmt.Errorf("%d volume adds, want none", n)
			}
			return nil
		},
	})
}
