package region_test

import (
	"strings"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// The team's region list answered by a 404 that is not the platform's (a
// wrong base_url prefix, or an ingress's HTML page) fails plan and
// refresh-only, keeps the region in state, and shows the URL requested.
func TestAccRegion_foreignNotFoundKeepsState(t *testing.T) {
	env := acctest.NewEnvWith(t, fixture.Standard(), mockgateway.WithIngress("/console"))
	region := acctest.RegionHCL(fixture.Team) + `
import {
  to = ` + acctest.RegionAddr + `
  id = "` + fixture.Team + "/" + fixture.Region + `"
}
`
	w := acctest.NewCLIWorkdir(t, env.Config(region))
	w.Run("apply", "-auto-approve", "-input=false")
	for name, base := range map[string]string{
		"wrong prefix":  env.URL + "/wrong",
		"html 404 page": strings.TrimSuffix(env.URL, "/console"),
	} {
		w.Write(env.ConfigAt(base, region))
		for _, args := range [][]string{
			{"plan", "-input=false"},
			{"apply", "-refresh-only", "-auto-approve", "-input=false"},
		} {
			what := name + ": terraform " + strings.Join(args, " ")
			out, err := w.Try(args...)
			if err == nil {
				t.Errorf("%s succeeded:\n%s", what, out)
			}
			acctest.ExpectIn(t, what, out, "GET "+base+"/openapi/v1/teams/"+fixture.Team+"/regions", "check base_url")
			acctest.ExpectIn(t, "state after "+what, w.Run("state", "list"), acctest.RegionAddr)
		}
	}
}
