package app_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

func noteHCL(note string) string {
	return fmt.Sprintf(`
resource "rainbond_app" "shop" {
  team_id     = %q
  region_name = %q
  app_name    = "orders"
  note        = %s
}
`, fixture.Team, fixture.Region, note)
}

// Issue 27, item 9: the platform strips a note's surrounding whitespace
// (a heredoc's trailing newline). Such a note is refused at plan time,
// before any request; the same note through chomp() creates the app once,
// and the next plan is empty (no inconsistent result, no replacement loop).
func TestAccApp_noteThePlatformWouldStrip(t *testing.T) {
	env := acctest.NewConsoleEnv(t, fixture.Standard())
	heredoc := "<<-EOT\n    Orders service.\n    Owned by the shop team.\n  EOT"
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: env.Factories(),
		Steps: []resource.TestStep{
			{
				Config:      env.Config(noteHCL(heredoc)),
				ExpectError: acctest.ErrorSeq("Note the platform would change", "ends with a newline", "chomp"),
				// A step's Check does not run when ExpectError matches: the
				// last step's PreConfig checks that no create was sent.
			},
			{
				Config:      env.Config(noteHCL(`"  leading"`)),
				PlanOnly:    true,
				ExpectError: acctest.ErrorSeq("Note the platform would change", "begins with whitespace"),
			},
			{
				PreConfig: func() {
					if n := env.GW.Count(mockgateway.OpCreateApp); n != 0 {
						t.Fatalf("%d app creates sent for refused notes", n)
					}
				},
				Config:            env.Config(noteHCL("chomp(" + heredoc + "\n  )")),
				ConfigPlanChecks:  acctest.EmptyPlanAfterApply,
				ConfigStateChecks: []statecheck.StateCheck{appMatchesMock(env)},
				Check: func(*terraform.State) error {
					if n := env.GW.Count(mockgateway.OpCreateApp); n != 1 {
						return fmt.Errorf("%d app creates, want 1", n)
					}
					return nil
				},
			},
		},
	})
}
