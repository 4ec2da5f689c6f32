package thirdparty_test

import (
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// eightHCL is eight static third-party components of one app.
func eightHCL() string {
	return fmt.Sprintf(`
resource "rainbond_third_party_component" "t" {
  for_each       = toset([for i in range(1, 9) : "tp${i}"])
  team_id        = %q
  region_name    = %q
  app_id         = %d
  component_name = each.key
  endpoints_type = "static"
  endpoints      = ["10.0.0.9:80"]
}
`, fixture.Team, fixture.Region, fixture.AppID)
}

// Eight third-party components destroyed at once on a console whose SQLite
// database takes one write at a time (the mock's SetSQLiteLocks): the
// console answers a delete that met another write with 507 "删除异常"
// (its delete rolled back), which the provider takes as the lock's
// refusal: the writes go one at a time, and each refused delete is sent
// again, alone. Before, 7 of 8 deletes failed with the bare 507, and it
// took five destroys.
//
// On the real console (SQLite as shipped) the console's own lock refuses
// the deletes; whether they meet there depends on its pace, so the count
// of refusals is required on the mock only.
func TestAccThirdParty_concurrentDeletesOnSQLite(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	w := env.NewCLIWorkdir(t, env.Config(eightHCL()))
	w.Run("apply", "-auto-approve", "-input=false")
	if n := len(thirdParty(env.GW)); n != 8 {
		t.Fatalf("%d third-party components after the apply, want 8", n)
	}
	env.GW.ResetCounts()
	if !acctest.IsLive() {
		env.GW.SetSQLiteLocks(100 * time.Millisecond)
	}
	out, err := w.Try("destroy", "-auto-approve", "-input=false")
	if err != nil {
		t.Fatalf("destroy failed on the console's refusals: %v\n%s", err, out)
	}
	if n := len(thirdParty(env.GW)); n != 0 {
		t.Fatalf("%d third-party components after destroy, want 0", n)
	}
	refused := 0
	for _, r := range env.GW.RequestsOf(mockgateway.OpDeleteComponent) {
		if r.Status == http.StatusInsufficientStorage {
			refused++
		}
	}
	if refused == 0 && !acctest.IsLive() {
		t.Fatal("no delete was refused: the test did not make the deletes meet")
	}
	t.Logf("%d deletes refused with 507, each sent again alone", refused)
}
