package volume_test

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

const addr = "rainbond_component_volume.v"

func volumeHCL(name, path string, capacity int64, extra ...string) string {
	body := ""
	for _, l := range extra {
		body += "  " + l + "\n"
	}
	return fmt.Sprintf(`
resource "rainbond_component_volume" "v" {
  team_id         = %q
  region_name     = %q
  app_id          = %d
  service_id      = %q
  volume_name     = %q
  volume_path     = %q
  volume_capacity = %d
%s}
`, fixture.Team, fixture.Region, fixture.AppID, fixture.ComponentB, name, path, capacity, body)
}

func matchesMock(env *acctest.Env) statecheck.StateCheck {
	return env.StateMatchesMock(addr, func(attrs map[string]any) (map[string]any, error) {
		for _, v := range env.GW.Volumes(fixture.ComponentB) {
			if v.VolumeName == attrs["volume_name"] {
				return map[string]any{"volume_path": v.VolumePath, "volume_capacity": strconv.FormatInt(v.VolumeCapacity, 10), "stored_type": v.VolumeType}, nil
			}
		}
		return nil, nil
	})
}

// Add, import, a change that replaces (with a new name and path) and
// leaves the old volume, and a destroy that leaves the volume.
func TestAccVolume_lifecycle(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		CheckDestroy: func(*terraform.State) error {
			if n := len(env.GW.Volumes(fixture.ComponentB)); n != 2 {
				return fmt.Errorf("%d volumes after destroy, want both left", n)
			}
			return nil
		},
		Steps: []resource.TestStep{
			{
				Config:           env.Config(volumeHCL("data", "/data", 1)),
				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{
					matchesMock(env),
					statecheck.ExpectKnownValue(addr, tfjsonpath.New("access_mode"), knownvalue.StringExact("RWO")),
				},
			},
			{
				ResourceName: addr, ImportState: true, ImportStateVerify: true,
				ImportStateVerifyIgnore: []string{"timeouts", "volume_type", "stored_type", "access_mode"},
			},
			{
				Config: env.Config(volumeHCL("data2", "/data2", 2)),
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply:             []plancheck.PlanCheck{plancheck.ExpectResourceAction(addr, plancheck.ResourceActionDestroyBeforeCreate)},
					PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
				},
				ConfigStateChecks: []statecheck.StateCheck{matchesMock(env)},
			},
		},
	})
}

// A type the cluster does not offer is shown as stored, with no diff; a
// replacement keeping the path is refused at plan time, and a path change
// on the same name (the API can make neither) fails at apply, naming the
// value to set, without blocking the plan.
func TestAccVolume_typeShownAndSameNameRefused(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config:            env.Config(volumeHCL("data", "/data", 1, `volume_type = "ceph-rbd"`)),
				ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{statecheck.ExpectKnownValue(addr, tfjsonpath.New("stored_type"), knownvalue.StringExact("local-path")), matchesMock(env)},
			},
			{Config: env.Config(volumeHCL("data", "/other", 1, `volume_type = "ceph-rbd"`)), ExpectError: acctest.ErrorSeq("Volume cannot be changed", `set volume_path = "/data"`)},
			{Config: env.Config(volumeHCL("other", "/data", 1, `volume_type = "ceph-rbd"`)), ExpectError: acctest.ErrorRegex("same name or path")},
		},
	})
}

// The platform's rules, checked at plan time with no request.
func TestAccVolume_badInputRefusedAtPlan(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	cases := []struct{ config, want string }{
		{volumeHCL("-bad", "/data", 1), "Invalid volume name"},
		{volumeHCL("data", "data", 1), "Invalid volume path"},
		{volumeHCL("data", "/ab", 1), "Invalid volume path"},
		{volumeHCL("data", "/data", 1, "mode = 688"), "Invalid mode"},
		{volumeHCL("data", "/data", 1, `file_content = "x"`), "config-file"},
		{volumeHCL("data", "/data", 1, `access_mode = "rwo"`), "value must be one of"},
		{volumeHCL(strings.Repeat("a", 101), "/data", 1), "character count"},
	}
	var steps []resource.TestStep
	for _, c := range cases {
		steps = append(steps, resource.TestStep{Config: env.Config(c.config), PlanOnly: true, ExpectError: acctest.ErrorRegex(c.want)})
	}
	steps = append(steps, resource.TestStep{
		PreConfig: func() {
			if n := len(env.GW.Requests()); n != 0 {
				t.Errorf("%d requests for configurations refused at plan time", n)
			}
		},
		Config:            env.Config(volumeHCL("conf", "/etc/app", 1, `volume_type = "config-file"`, `file_content = "a=1"`, "mode = 644")),
		ConfigStateChecks: []statecheck.StateCheck{statecheck.ExpectKnownValue(addr, tfjsonpath.New("access_mode"), knownvalue.StringExact("RWX"))},
	})
	resource.ParallelTest(t, resource.TestCase{ProtoV6ProviderFactories: env.Factories(), Steps: steps})
}

// A volume deleted in the console is planned again.
func TestAccVolume_disappears(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	config := env.Config(volumeHCL("data", "/data", 1))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: config},
			{
				PreConfig: func() {
					if err := env.Console.RemoveVolume(fixture.ComponentB, "data"); err != nil {
						t.Fatal(err)
					}
				},
				Config: config,
				ConfigPlanChecks: resource.ConfigPlanChecks{
					PreApply:             []plancheck.PlanCheck{plancheck.ExpectResourceAction(addr, plancheck.ResourceActionCreate)},
					PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()},
				},
				ConfigStateChecks: []statecheck.StateCheck{matchesMock(env)},
			},
		},
	})
}

// A proxy's 404 of the read is a read error that keeps the state.
func TestAccVolume_foreign404KeepsState(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	config := env.Config(volumeHCL("data", "/data", 1))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: config},
			{
				PreConfig: func() {
					env.GW.AddFault(mockgateway.Fault{Operation: mockgateway.OpMCPComponentDetail, Times: -1, Status: http.StatusNotFound, Shape: mockgateway.ShapeProxy})
				},
				Config:      config,
				ExpectError: acctest.ErrorRegex("Cannot read the volumes"),
			},
			{PreConfig: env.GW.ResetFaults, Config: config, PlanOnly: true},
		},
	})
}

// A volume of the name already there is refused with the import command
// and no add.
func TestAccVolume_takenNameRefused(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{Config: env.Config(volumeHCL("data", "/data", 1))},
			{
				// The same volume under a second address: refused, no add.
				PreConfig:   env.GW.ResetCounts,
				Config:      env.Config(volumeHCL("data", "/data", 1) + strings.Replace(volumeHCL("data", "/data", 1), `"v"`, `"w"`, 1)),
				ExpectError: acctest.ErrorSeq("already has a volume", "terraform import"),
			},
			{
				PreConfig: func() {
					if n := env.GW.Count(mockgateway.OpAddVolume); n != 0 {
						t.Errorf("%d adds for a taken name", n)
					}
				},
				Config:           env.Config(volumeHCL("data", "/data", 1)),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
			},
		},
	})
}

// After an add whose answer was lost, the volume is kept.
func TestAccVolume_lostAnswerAdopted(t *testing.T) {
	env := acctest.NewEnv(t, fixture.Standard())
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				PreConfig:         func() { env.GW.FailNextAfterCommit(mockgateway.OpAddVolume, 1, http.StatusBadGateway) },
				Config:            env.Config(volumeHCL("logs", "/logs", 1)),
				ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{matchesMock(env)},
				Check: func(*terraform.State) error {
					if n := len(env.GW.Volumes(fixture.ComponentB)); n != 1 {
						return fmt.Errorf("%d volumes, want 1", n)
					}
					return nil
				},
			},
		},
	})
}

// A config-file volume is never listed by the MCP component detail, the
// API's only read of volumes: the refresh keeps it as configured instead
// of calling it gone and planning to add it again (which the console
// would refuse, the name being taken).
func TestAccVolume_configFileKeptThoughUnlisted(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	config := env.Config(volumeHCL("conf", "/etc/app", 1, `volume_type = "config-file"`, `file_content = "a=1"`))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{{
			Config:           config,
			ConfigPlanChecks: acctest.EmptyPlanAfterApply,
			Check: func(*terraform.State) error {
				vols := env.GW.Volumes(fixture.ComponentB)
				if len(vols) != 1 || vols[0].VolumeType != "config-file" || vols[0].FileContent != "a=1" {
					return fmt.Errorf("volumes %+v, want the config file", vols)
				}
				if n := env.GW.Count(mockgateway.OpAddVolume); n != 1 {
					return fmt.Errorf("%d volume adds, want 1", n)
				}
				return nil
			},
		}},
	})
}
