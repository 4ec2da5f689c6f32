package httprule_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// wrongRulePaths name WebRuleID (dev-team, rainbond-east, app 1) under
// another team, region or app, each with the phrase the error must hold.
var wrongRulePaths = []struct{ team, region, app, says string }{
	{mockgateway.OtherTeam, mockgateway.DefaultRegion, "1", `belongs to team "dev-team"`},
	{mockgateway.DefaultTeam, mockgateway.SecondRegion, "1", `region "rainbond-east", not "rainbond-west"`},
	{mockgateway.DefaultTeam, mockgateway.DefaultRegion, "2", "app 1, not 2"},
}

func wrongPathConfig(env *acctest.Env, team, region, app string) string {
	return env.Config(fmt.Sprintf(`
resource "rainbond_http_rule" "r" {
  team_id     = %q
  region_name = %q
  app_id      = %s
  rule_id     = %q
}
`, team, region, app, mockgateway.WebRuleID))
}

// Issue 21, item 6: an import of a rule under a team, region or app it
// does not belong to fails at import, naming the part, and leaves no
// state; by ID here, by identity below.
func TestAccHTTPRule_importUnderWrongPathFails(t *testing.T) {
	for _, c := range wrongRulePaths {
		t.Run(c.team+"/"+c.region+"/"+c.app, func(t *testing.T) {
			env := acctest.NewConsoleDefaultEnv(t)
			w := env.NewCLIWorkdir(t, wrongPathConfig(env, c.team, c.region, c.app))
			id := strings.Join([]string{c.team, c.region, c.app, mockgateway.WebRuleID}, "/")
			out, err := w.Try("import", "-input=false", "rainbond_http_rule.r", id)
			if err == nil {
				t.Fatalf("import under the wrong path succeeded:\n%s", out)
			}
			acctest.ExpectIn(t, "import", out, "HTTP rule imported under the wrong path", c.says, "Import it as dev-team/rainbond-east/1/"+mockgateway.WebRuleID)
			if list, _ := w.Try("state", "list"); strings.Contains(list, "rainbond_http_rule") {
				t.Errorf("the failed import left state:\n%s", list)
			}
		})
	}
}

func TestAccHTTPRule_importByIdentityUnderWrongPathFails(t *testing.T) {
	acctest.SkipWithout(t, acctest.FeatureResourceIdentity)
	for _, c := range wrongRulePaths {
		t.Run(c.team+"/"+c.region+"/"+c.app, func(t *testing.T) {
			env := acctest.NewConsoleDefaultEnv(t)
			w := env.NewCLIWorkdir(t, wrongPathConfig(env, c.team, c.region, c.app)+acctest.ImportBlockHCL("rainbond_http_rule.r", map[string]string{
				"team_id": fmt.Sprintf("%q", c.team), "region_name": fmt.Sprintf("%q", c.region), "app_id": c.app, "rule_id": fmt.Sprintf("%q", mockgateway.WebRuleID),
			}))
			out, err := w.Try("apply", "-auto-approve", "-input=false")
			if err == nil {
				t.Fatalf("import under the wrong path succeeded:\n%s", out)
			}
			acctest.ExpectIn(t, "import", out, "HTTP rule imported under the wrong path", c.says)
			if list, _ := w.Try("state", "list"); strings.Contains(list, "rainbond_http_rule") {
				t.Errorf("the failed import left state:\n%s", list)
			}
		})
	}
}
