package region_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// A region imported under a team that does not have it fails at import,
// naming the team and the region, and leaves nothing in state: by import
// command, by import block with an ID, and by import block with an
// identity (where the CLI has identities).
func TestAccRegion_importUnderAnotherTeam(t *testing.T) {
	const other = "acc-other"
	f := fixture.Standard()
	f.Teams = append(f.Teams, mockgateway.Team{TeamName: other})
	env := acctest.NewConsoleEnv(t, f)
	want := fmt.Sprintf(`Team %q has no region %q`, other, fixture.Region)
	forms := map[string]string{
		"import command":          "",
		"import block with an ID": fmt.Sprintf("\nimport {\n  to = %s\n  id = %q\n}\n", acctest.RegionAddr, other+"/"+fixture.Region),
		"import block with an identity": acctest.ImportBlockHCL(acctest.RegionAddr,
			map[string]string{"region_name": strconv.Quote(fixture.Region), "team_id": strconv.Quote(other)}),
	}
	for name, block := range forms {
		t.Run(name, func(t *testing.T) {
			if strings.Contains(block, "identity") {
				acctest.SkipWithout(t, acctest.FeatureResourceIdentity)
			}
			w := env.NewCLIWorkdir(t, env.Config(env.RegionHCL(t, other)+block))
			var out string
			var err error
			if block == "" {
				out, err = w.Try("import", "-input=false", acctest.RegionAddr, other+"/"+fixture.Region)
			} else {
				out, err = w.Try("apply", "-input=false", "-auto-approve")
			}
			if err == nil {
				t.Fatalf("import under team %s succeeded:\n%s", other, out)
			}
			acctest.ExpectIn(t, "import", out, want)
			if list, _ := w.Try("state", "list"); strings.Contains(list, acctest.RegionAddr) {
				t.Errorf("state after the failed import: %s", list)
			}
			if n := env.GW.Count(mockgateway.OpAddRegion); n != 0 {
				t.Errorf("%d add requests", n)
			}
		})
	}
}
