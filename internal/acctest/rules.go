package acctest

import (
	"fmt"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
)

// RuleHCLAs adopts a rule of the standard app with the team written in the
// given form.
func RuleHCLAs(team, ruleID, extra string) string {
	return fmt.Sprintf(`
resource "rainbond_http_rule" "r" {
  team_id     = %q
  region_name = %q
  app_id      = %d
  rule_id     = %q
%s
}
`, team, fixture.Region, fixture.AppID, ruleID, extra)
}
