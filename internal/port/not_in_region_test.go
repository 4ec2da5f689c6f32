package port_test

import (
	"fmt"
	"testing"

	"github.com/rainbond/terraform-provider-rainbond/internal/acctest"
	"github.com/rainbond/terraform-provider-rainbond/internal/acctest/fixture"
	"github.com/rainbond/terraform-provider-rainbond/internal/mockgateway"
)

// A port create where the team is not set up in the region gets the
// platform's 409 code 2001 ("Statuses and their exact bodies"): the team
// never opened the region, or the region is not enabled. The error says in
// English which team and region, that nothing was done and what to do, and
// it is not reported as an unknown outcome with an import hint.
func TestAccComponentPort_teamNotInRegion(t *testing.T) {
	const closed = "acc-region-closed"
	cases := []struct {
		name    string
		region  string
		prepare func(acctest.Console) error
	}{
		{"team never opened the region", closed, func(acctest.Console) error { return nil }},
		{"region not enabled", fixture.Region, func(c acctest.Console) error {
			return c.EditRegion(fixture.Region, func(r *mockgateway.Region) { r.Status = "2" })
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := fixture.Standard()
			f.Regions = append(f.Regions, mockgateway.Region{RegionName: closed, RegionAlias: "Closed", URL: "https://closed.acc.example.com:8443",
				WSURL: "wss://closed.acc.example.com:6060", HTTPDomain: "closed.acc.example.com", TCPDomain: "10.0.0.2", Status: "1"})
			env := acctest.NewConsoleEnv(t, f)
			if err := c.prepare(env.Console); err != nil {
				t.Fatal(err)
			}
			w := env.NewCLIWorkdir(t, env.Config(fmt.Sprintf(`
resource "rainbond_component_port" "web" {
  team_id        = %q
  region_name    = %q
  app_id         = %d
  service_id     = %q
  container_port = 8080
}
`, fixture.Team, c.region, fixture.AppID, fixture.Component)))
			out, err := w.Try("apply", "-input=false", "-auto-approve")
			if err == nil {
				t.Fatalf("apply succeeded:\n%s", out)
			}
			acctest.ExpectIn(t, "apply", out, "Cannot create port 8080",
				fmt.Sprintf(`Team %q is not set up in region %q`, fixture.Team, c.region),
				"nothing was done", fmt.Sprintf(`Open team %q in region %q from the console`, fixture.Team, c.region))
			acctest.ExpectNotIn(t, "apply", out, "Cannot tell", "import", "unknown outcome")
			// Refused at the first request (the create reads the component
			// for the port's identity before it posts), and not repeated.
			if n := env.GW.TotalRequests(); n != 1 {
				t.Errorf("%d requests (%v), want 1: a refusal is not repeated", n, env.GW.Counts())
			}
		})
	}
}
