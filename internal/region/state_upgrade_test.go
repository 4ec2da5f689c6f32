package region_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// A state written before the region resource stopped keeping the token
// (schema version 0, with "token") is upgraded: the plan is empty, and the
// next apply writes a state without the token. It holds for a region
// without team_id too, which refresh never reads.
func TestAccRegion_upgradeDropsTheToken(t *testing.T) {
	const oldToken = "0a1b2c3d4e5f60718293a4b5c6d7e8f901234567"
	for name, team := range map[string]string{"with team_id": fixture.Team, "without team_id": ""} {
		t.Run(name, func(t *testing.T) {
			env := acctest.NewConsoleEnv(t, fixture.Standard())
			w := env.NewCLIWorkdir(t, env.Config(env.RegionHCL(t, team)))
			w.Run("import", "-input=false", acctest.RegionAddr, importID(team))
			w.Run("apply", "-input=false", "-auto-approve")
			w.WriteFile("terraform.tfstate", asVersion0WithToken(t, w.File("terraform.tfstate"), oldToken))

			acctest.ExpectIn(t, "plan of the old state", w.Run("plan", "-input=false"), "No changes.")
			w.Run("apply", "-input=false", "-auto-approve")
			state := w.File("terraform.tfstate")
			acctest.ExpectNotIn(t, "state after apply", state, oldToken, `"token"`)
			acctest.ExpectIn(t, "state after apply", state, `"schema_version": 1`)
		})
	}
}

func importID(team string) string {
	if team == "" {
		return fixture.Region
	}
	return team + "/" + fixture.Region
}

// asVersion0WithToken rewrites the region's instance in a state file as
// the provider wrote it before: schema version 0, with the token.
func asVersion0WithToken(t *testing.T, state, token string) string {
	t.Helper()
	var st map[string]any
	if err := json.Unmarshal([]byte(state), &st); err != nil {
		t.Fatal(err)
	}
	resources, _ := st["resources"].([]any)
	rewritten := 0
	for _, r := range resources {
		res, _ := r.(map[string]any)
		if res["type"] != "rainbond_region" {
			continue
		}
		instances, _ := res["instances"].([]any)
		for _, i := range instances {
			inst, _ := i.(map[string]any)
			attrs, _ := inst["attributes"].(map[string]any)
			inst["schema_version"] = 0
			attrs["token"] = token
			rewritten++
		}
	}
	if rewritten != 1 {
		t.Fatalf("%d region instances in the state", rewritten)
	}
	b, err := json.MarshalIndent(st, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), token) {
		t.Fatal("the token was not written")
	}
	return string(b)
}
