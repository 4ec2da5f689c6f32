package team_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// Two resources of one alias in one configuration: one team is made, the
// other resource fails naming the conflict, and no second team appears.
// Either resource may be the one that made it (they run side by side), so
// the last step configures neither and destroys the team it holds.
func TestAccTeam_twoResourcesOneAlias(t *testing.T) {
	env := acctest.NewConsoleEnv(t, twoRegions())
	config := env.Config(teamHCL("Twice") + strings.Replace(teamHCL("Twice"), `"t"`, `"u"`, 1))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy:             noTeam(env, "Twice"),
		Steps: []resource.TestStep{{
			Config:      config,
			ExpectError: acctest.ErrorRegex("Team alias already taken"),
			// Check does not run on an error: the next step's PreConfig
			// asserts the platform.
		}, {
			PreConfig: func() {
				if _, err := made(env.GW, "Twice"); err != nil {
					t.Error(err)
				}
				if n := env.GW.Count(mockgateway.OpCreateTeam); n != 1 {
					t.Errorf("%d team creates, want 1", n)
				}
			},
			Config: env.ProviderBlock(),
		}},
	})
}

// A region that fails to open after the team was made: the team is kept
// in state and not tainted, so the next plan is an in-place update that
// opens the region, and an app made in the team meanwhile survives.
func TestAccTeam_openRegionFailsKeepsTeam(t *testing.T) {
	env := acctest.NewEnv(t, twoRegions())
	w := acctest.NewCLIWorkdir(t, env.Config(teamHCL("Half", fixture.Region, region2)))
	env.GW.FailNext(mockgateway.OpOpenTeamRegion, 1, http.StatusInternalServerError)
	out := w.Run("apply", "-auto-approve", "-input=false")
	acctest.ExpectIn(t, "apply", out, "Team created, but not finished", region2, "in-place update")
	acctest.ExpectNotIn(t, "apply", out, "inconsistent result")
	acctest.ExpectNotIn(t, "state", w.Run("show"), "tainted")
	tm, err := made(env.GW, "Half")
	if err != nil {
		t.Fatal(err)
	}
	app, err := env.GW.PutApp(mockgateway.App{TenantID: tm.TenantID, GroupName: "console-made", RegionName: fixture.Region})
	if err != nil {
		t.Fatal(err)
	}
	plan := w.Run("plan", "-input=false")
	acctest.ExpectIn(t, "plan", plan, "updated in-place", region2, "0 to add, 1 to change, 0 to destroy")
	w.Run("apply", "-auto-approve", "-input=false")
	after, err := made(env.GW, "Half")
	if err != nil {
		t.Fatal(err)
	}
	if after.TenantID != tm.TenantID || len(after.Regions) != 2 {
		t.Errorf("team %s open in %v, want the first team %s open in both", after.TenantID, after.Regions, tm.TenantID)
	}
	kept := false
	for _, a := range env.GW.Apps() {
		kept = kept || a.ID == app.ID
	}
	if !kept {
		t.Errorf("the console's app %d was deleted", app.ID)
	}
	acctest.ExpectIn(t, "plan", w.Run("plan", "-input=false", "-detailed-exitcode"), "No changes")
}

// A saved plan that renames the team, applied after the console opened
// another region (regions unset): no inconsistent result, the region is
// shown, and the next plan is empty.
func TestAccTeam_savedPlanAfterConsoleOpensRegion(t *testing.T) {
	env := acctest.NewConsoleEnv(t, twoRegions())
	w := env.NewCLIWorkdir(t, env.Config(teamHCL("Saved")))
	w.Run("apply", "-auto-approve", "-input=false")
	w.Write(env.Config(teamHCL("Saved 2")))
	w.Run("plan", "-input=false", "-out=saved.tfplan")
	tm, err := made(env.GW, "Saved")
	if err != nil {
		t.Fatal(err)
	}
	if err := env.Console.OpenRegion(tm.TenantID, region2); err != nil {
		t.Fatal(err)
	}
	out := w.Run("apply", "-input=false", "saved.tfplan")
	acctest.ExpectNotIn(t, "apply", out, "inconsistent result")
	acctest.ExpectIn(t, "state", w.Run("state", "show", addr), `"Saved 2"`, region2)
	plan := w.Run("plan", "-input=false", "-detailed-exitcode")
	acctest.ExpectIn(t, "plan", plan, "No changes")
}

// A lost create answer while a console team of the same alias appears:
// two new teams of the alias, and nothing tells which is this create's,
// so neither is taken.
func TestAccTeam_lostAnswerTwoNewTeamsRefused(t *testing.T) {
	env := acctest.NewEnv(t, twoRegions())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			PreConfig: func() {
				env.GW.FailNextAfterCommit(mockgateway.OpCreateTeam, 1, http.StatusBadGateway)
				env.GW.SetOperationLatency(mockgateway.OpCreateTeam, 2*time.Second)
				go func() {
					// Counted when it arrives, before the latency: the
					// console's team appears while the answer is pending.
					for i := 0; i < 500 && env.GW.Count(mockgateway.OpCreateTeam) == 0; i++ {
						time.Sleep(20 * time.Millisecond)
					}
					if _, err := env.GW.PutTeam(mockgateway.Team{TeamName: "consoleteam", TeamAlias: "Race", Regions: []string{fixture.Region}}); err != nil {
						t.Error(err)
					}
				}()
			},
			Config:      env.Config(teamHCL("Race", fixture.Region)),
			ExpectError: acctest.ErrorSeq("Cannot tell which team this apply created", "consoleteam"),
		}},
		CheckDestroy: func(*terraform.State) error {
			n := 0
			for _, tm := range env.GW.Teams() {
				if tm.TeamAlias == "Race" {
					n++
				}
			}
			if n != 2 {
				return fmt.Errorf("%d teams of the alias after the run, want both kept", n)
			}
			return nil
		},
	})
}

// A destroy plan names the apps the team's delete takes with it, those
// made in the console included.
func TestAccTeam_destroyPlanNamesApps(t *testing.T) {
	env := acctest.NewConsoleEnv(t, twoRegions())
	w := env.NewCLIWorkdir(t, env.Config(teamHCL("Doomed", fixture.Region)))
	w.Run("apply", "-auto-approve", "-input=false")
	tm, err := made(env.GW, "Doomed")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.Console.PutApp(mockgateway.App{TenantID: tm.TenantID, GroupName: "console-made", RegionName: fixture.Region}); err != nil {
		t.Fatal(err)
	}
	plan := w.Run("plan", "-destroy", "-input=false")
	acctest.ExpectIn(t, "destroy plan", plan, "Destroying the team deletes its apps", `"console-made"`, fixture.Region)
}
